/**
 * Writes `src/tables/monster-rows.json`, the data of the DCSS monster catalog, from a git repository
 * of crawl (github.com/crawl/crawl). Run it by hand when a covered version changes; tests and
 * builds never need it, and the repository holds none of crawl's files.
 *
 *   pnpm exec tsx scripts/extract-monster-catalog.ts <path-to-crawl-git-dir> > src/tables/monster-rows.json
 *
 * What it reads, per version (the tags the ruleset follows, trunk at the commit it follows):
 * - 0.32 and later: every `crawl-ref/source/dat/mons/*.yaml` (what util/mon-gen.py turns into
 *   mon-data.h): `name`, `speed` (10 when absent, util/mon-gen.py `defaults`), `energy` (each of
 *   walk, swim, attack, missile, spell 10 unless given; `move` sets walk and swim,
 *   util/mon-gen.py `parse_energy`), `flags` (unique, stationary, cant_spawn).
 * - 0.31 and earlier: `crawl-ref/source/mon-data.h` (`mondata[]`): the name, the flag row, the
 *   speed and the energy usage after the habitat (`DEFAULT_ENERGY`, the `*_ENERGY(x)` macros
 *   defined at the top of the file, or a literal); `DUMMY(...)` genus entries (speed 0,
 *   M_CANT_SPAWN); `AXED_MON(...)` placeholders for removed monsters are left out.
 * Versions share rows: a row lists the versions whose data it matches exactly.
 * `src/tables/monster-rows.ts` reads the file and checks its columns.
 */
import { catalogJson, mergeVersions } from '@turnkeeper/scripts/catalog/catalog-table';
import { commitOf, gitOfArgument } from '@turnkeeper/scripts/catalog/git-source';

const VERSIONS = [
  ['trunk', '5539bdd7ae'],
  ['0.34', '0.34.1'],
  ['0.33', '0.33.1'],
  ['0.32', '0.32.1'],
  ['0.31', '0.31.0'],
  ['0.30', '0.30.2'],
  ['0.29', '0.29.1'],
  ['0.28', '0.28.0'],
  ['0.27', '0.27.1'],
] as const;

const FLAG_UNIQUE = 1;
const FLAG_STATIONARY = 2;
const FLAG_CANT_SPAWN = 4;

/**
 * One monster as one version's data has it. `energy`: move, swim, attack, missile, spell, then
 * special, item, pickup_percent (0.30 and earlier) where not 10, 10, 100; null for
 * DEFAULT_ENERGY. `form`: the enum (lowercase, no MONS_) of a form the game's name lookup skips
 * (mon-util.cc `init_mon_name_cache`: the alternate forms of uniques that share a name), else null.
 */
type Monster = { name: string; speed: number; flags: number; energy: number[] | null; form: string | null };

/**
 * mon-util.cc `init_mon_name_cache` of a version: the monsters its name lookup skips (`mon ==
 * MONS_X`) and the species whose other members it skips (`mon != MONS_S && mons_species(mon) ==
 * MONS_S`), lowercase without MONS_.
 */
interface NameCacheRule {
  readonly skipped: readonly string[];
  readonly speciesKept: readonly string[];
}

function nameCacheRule(rev: string): NameCacheRule {
  const source = git('show', `${rev}:crawl-ref/source/mon-util.cc`);
  const start = source.indexOf('void init_mon_name_cache()');
  const body = source.slice(start, source.indexOf('\n}', start));
  const id = (s: string | undefined): string => (s ?? '').toLowerCase();
  return {
    skipped: [...body.matchAll(/mon == MONS_(\w+)/g)].map((m) => id(m[1])),
    speciesKept: [...body.matchAll(/mons_species\(mon\) == MONS_(\w+)/g)].map((m) => id(m[1])),
  };
}

/** True when the version's name lookup leaves this entry's name to another entry. */
function isAlternateForm(rule: NameCacheRule, enumId: string, species: string): boolean {
  return rule.skipped.includes(enumId) || (rule.speciesKept.includes(species) && enumId !== species);
}

const git = gitOfArgument('tsx scripts/extract-monster-catalog.ts <path-to-crawl-git-dir>');

function flagsOf(names: readonly string[]): number {
  let flags = 0;
  if (names.includes('unique')) flags |= FLAG_UNIQUE;
  if (names.includes('stationary')) flags |= FLAG_STATIONARY;
  if (names.includes('cant_spawn')) flags |= FLAG_CANT_SPAWN;
  return flags;
}

/** The energy array with trailing defaults dropped: null for DEFAULT_ENERGY. */
function compactEnergy(e: readonly number[]): number[] | null {
  const [move, swim, attack, missile, spell, special = 10, item = 10, pickup = 100] = e;
  const five = [move, swim, attack, missile, spell] as number[];
  if (special !== 10 || item !== 10 || pickup !== 100) return [...five, special, item, pickup];
  return five.every((v) => v === 10) ? null : five;
}

// ---- 0.32 and later: dat/mons/*.yaml --------------------------------------------------------

/** The top-level scalar or flow value of `key` in a monster file (the files use one line per key). */
function yamlValue(text: string, key: string): string | undefined {
  const m = new RegExp(`^${key}:[ \\t]*(.*)$`, 'm').exec(text);
  return m?.[1]?.trim();
}

function parseYamlMonster(rule: NameCacheRule, file: string, text: string): Monster {
  const rawName = yamlValue(text, 'name');
  const name = rawName?.replace(/^"(.*)"$/, '$1');
  if (!name) throw new Error(`${file}: no name`);
  const speedText = yamlValue(text, 'speed');
  const speed = speedText === undefined ? 10 : Number(speedText);
  if (!Number.isInteger(speed)) throw new Error(`${file}: speed ${speedText}`);
  const flagText = yamlValue(text, 'flags');
  if (flagText === '') throw new Error(`${file}: block-style flags are not read by this script`);
  const flags = flagsOf(
    (flagText ?? '')
      .replace(/[[\]]/g, '')
      .split(',')
      .map((s) => s.trim()),
  );
  const energyText = yamlValue(text, 'energy');
  let energy: number[] | null = null;
  if (energyText !== undefined) {
    if (!/^\{.*\}$/.test(energyText)) throw new Error(`${file}: energy ${energyText} is not a flow map`);
    const e = { walk: 10, swim: 10, attack: 10, missile: 10, spell: 10 };
    for (const part of energyText.slice(1, -1).split(',')) {
      const [k, v] = part.split(':').map((s) => s.trim());
      const n = Number(v);
      if (!Number.isInteger(n)) throw new Error(`${file}: energy ${energyText}`);
      if (k === 'move') e.walk = e.swim = n;
      else if (k === 'walk' || k === 'swim' || k === 'attack' || k === 'missile' || k === 'spell') e[k] = n;
      else throw new Error(`${file}: energy type ${k}`);
    }
    energy = compactEnergy([e.walk, e.swim, e.attack, e.missile, e.spell]);
  }
  // util/mon-gen.py: enum defaults to the name upper-cased with spaces as underscores; species to the enum.
  const enumId = yamlValue(text, 'enum') ?? name.toLowerCase().replace(/ /g, '_');
  const species = yamlValue(text, 'species') ?? enumId;
  return { name, speed, flags, energy, form: isAlternateForm(rule, enumId, species) ? enumId : null };
}

function yamlMonsters(rev: string): Monster[] {
  const files = git('ls-tree', '--name-only', rev, 'crawl-ref/source/dat/mons/')
    .split('\n')
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  const rule = nameCacheRule(rev);
  return files.map((f) => parseYamlMonster(rule, f, git('show', `${rev}:${f}`)));
}

// ---- 0.31 and earlier: mon-data.h -----------------------------------------------------------

/** Splits a C initializer body at its top-level commas. */
function splitTopLevel(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inString = false;
  let inChar = false;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (inString || inChar) {
      if (c === '\\') i++;
      else if ((inString && c === '"') || (inChar && c === "'")) inString = inChar = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === "'") inChar = true;
    else if (c === '{' || c === '(') depth++;
    else if (c === '}' || c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(body.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = body.slice(start).trim();
  if (last) parts.push(last);
  return parts;
}

/**
 * The items of the mondata[] initializer: each `{ ... }` entry and each macro call (`DUMMY(...)`,
 * `AXED_MON(...)`, which bring their own trailing comma, so nothing separates them from the next).
 */
function initializerItems(body: string): string[] {
  const items: string[] = [];
  let i = 0;
  while (i < body.length) {
    const c = body[i] ?? '';
    if (/[\s,]/.test(c)) {
      i++;
      continue;
    }
    const call = /^\w+\s*\(/.exec(body.slice(i, i + 64));
    const open = c === '{' ? '{' : call ? '(' : null;
    if (!open) throw new Error(`unexpected text in mondata[]: ${body.slice(i, i + 60)}`);
    const closeChar = open === '{' ? '}' : ')';
    let depth = 0;
    let j = open === '{' ? i : i + (call?.[0].length ?? 0) - 1;
    let inString = false;
    let inChar = false;
    for (; j < body.length; j++) {
      const d = body[j];
      if (inString || inChar) {
        if (d === '\\') j++;
        else if ((inString && d === '"') || (inChar && d === "'")) inString = inChar = false;
        continue;
      }
      if (d === '"') inString = true;
      else if (d === "'") inChar = true;
      else if (d === open) depth++;
      else if (d === closeChar && --depth === 0) break;
    }
    items.push(body.slice(i, j + 1));
    i = j + 1;
  }
  return items;
}

function energyMacros(header: string): Map<string, (x: number) => number[]> {
  const macros = new Map<string, (x: number) => number[]>();
  for (const m of header.matchAll(/^#define (\w+_ENERGY)\(x\)\s*\{([^}]*)\}/gm)) {
    const fields = (m[2] ?? '').split(',').map((s) => s.trim());
    macros.set(m[1] ?? '', (x) => fields.map((f) => (f === 'x' ? x : f === 'x * 10' ? x * 10 : Number(f))));
  }
  return macros;
}

function monDataMonsters(rev: string): Monster[] {
  const text = git('show', `${rev}:crawl-ref/source/mon-data.h`);
  const tagMajor = Number(/#define TAG_MAJOR_VERSION (\d+)/.exec(git('show', `${rev}:crawl-ref/source/tag-version.h`))?.[1]);
  const defaultEnergy = /#define DEFAULT_ENERGY \{([^}]*)\}/.exec(git('show', `${rev}:crawl-ref/source/mon-util.h`))?.[1];
  if (!defaultEnergy) throw new Error(`${rev}: no DEFAULT_ENERGY`);
  const macros = energyMacros(text);
  const rule = nameCacheRule(rev);
  const start = text.indexOf('static monsterentry mondata[]');
  if (start < 0) throw new Error(`${rev}: no mondata[]`);
  // Comments and macro definitions (with their continuation lines) out; #if TAG_MAJOR_VERSION kept or dropped.
  const lines = text
    .slice(start)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^#define(?:[^\n]*\\\n)*[^\n]*/gm, '')
    .split('\n');
  const kept: string[] = [];
  const stack: boolean[] = [];
  for (const raw of lines) {
    const line = raw.replace(/\/\/.*$/, '');
    const directive = /^\s*#\s*(if|else|endif)\b(.*)$/.exec(line);
    if (directive) {
      if (directive[1] === 'if') {
        const cond = /TAG_MAJOR_VERSION\s*(==|>|>=|<|<=)\s*(\d+)/.exec(directive[2] ?? '');
        if (!cond) throw new Error(`${rev}: unknown #if ${directive[2]}`);
        const n = Number(cond[2]);
        const ok = { '==': tagMajor === n, '>': tagMajor > n, '>=': tagMajor >= n, '<': tagMajor < n, '<=': tagMajor <= n }[cond[1] as '=='];
        stack.push(ok);
      } else if (directive[1] === 'else') stack.push(!(stack.pop() ?? true));
      else stack.pop();
      continue;
    }
    if (stack.every(Boolean)) kept.push(line);
  }
  const body = kept.join('\n');
  const open = body.indexOf('{');
  const close = body.lastIndexOf('};');
  const monsters: Monster[] = [];
  for (const item of initializerItems(body.slice(open + 1, close))) {
    if (item.startsWith('AXED_MON(')) continue;
    const dummy = /^DUMMY\(\s*\w+\s*,\s*'.'\s*,\s*\w+\s*,\s*"([^"]*)"/.exec(item);
    if (dummy) {
      monsters.push({ name: dummy[1] ?? '', speed: 0, flags: FLAG_CANT_SPAWN, energy: null, form: null });
      continue;
    }
    if (!item.startsWith('{')) throw new Error(`${rev}: unexpected entry ${item.slice(0, 60)}`);
    const fields = splitTopLevel(item.slice(1, item.lastIndexOf('}')));
    const name = /^"(.*)"$/.exec(fields[3] ?? '')?.[1];
    if (name === undefined) throw new Error(`${rev}: no name in ${item.slice(0, 60)}`);
    const habitat = fields.findIndex((f) => f.startsWith('HT_'));
    const speed = Number(fields[habitat + 1]);
    if (habitat < 0 || !Number.isInteger(speed)) throw new Error(`${rev}: ${name}: no speed`);
    const energyText = fields[habitat + 2] ?? '';
    let energy: number[];
    const macro = /^(\w+_ENERGY)\((\d+)\)$/.exec(energyText);
    if (energyText === 'DEFAULT_ENERGY') energy = defaultEnergy.split(',').map(Number);
    else if (macro) {
      const f = macros.get(macro[1] ?? '');
      if (!f) throw new Error(`${rev}: ${name}: unknown ${energyText}`);
      energy = f(Number(macro[2]));
    } else if (/^\{[\d\s,]+\}$/.test(energyText)) energy = energyText.slice(1, -1).split(',').map(Number);
    else throw new Error(`${rev}: ${name}: energy ${energyText}`);
    if (energy.some((v) => !Number.isInteger(v))) throw new Error(`${rev}: ${name}: energy ${energyText}`);
    const flagNames = (fields[4] ?? '').split('|').map((s) => s.trim().replace(/^M_/, '').toLowerCase());
    // Row 4 of an entry: exp, genus, species, holiness, willpower.
    const enumId = (fields[0] ?? '').replace(/^MONS_/, '').toLowerCase();
    const species = (fields[8] ?? '').replace(/^MONS_/, '').toLowerCase();
    const form = isAlternateForm(rule, enumId, species) ? enumId : null;
    monsters.push({ name, speed, flags: flagsOf(flagNames), energy: compactEnergy(energy), form });
  }
  return monsters;
}

// ---- Merge the versions into shared rows ----------------------------------------------------

const sources: Record<string, { ref: string; commit: string; file: string; count: number }> = {};
const perVersion = VERSIONS.map(([version, rev]) => {
  const yaml = git('ls-tree', '--name-only', rev, 'crawl-ref/source/dat/mons/').includes('.yaml');
  const monsters = yaml ? yamlMonsters(rev) : monDataMonsters(rev);
  const file = yaml ? 'crawl-ref/source/dat/mons/*.yaml' : 'crawl-ref/source/mon-data.h';
  sources[version] = { ref: rev === VERSIONS[0][1] ? 'master' : `tag ${rev}`, commit: commitOf(git, rev), file, count: monsters.length };
  const seen = new Set<string>();
  for (const m of monsters) {
    const key = (m.form ?? m.name).toLowerCase();
    if (seen.has(key)) throw new Error(`${version}: duplicate name ${m.name}`);
    seen.add(key);
  }
  return monsters;
});

// By name; where versions differ for one name, the row the most versions share first.
const rows = mergeVersions(perVersion).sort((a, b) => a.row.name.localeCompare(b.row.name, 'en') || b.mask - a.mask);
process.stdout.write(
  catalogJson({
    generatedBy: 'scripts/extract-monster-catalog.ts from crawl/crawl; do not edit by hand',
    sources,
    columns: ['name', 'speed', 'flags', 'versions', 'energy', 'form'],
    // energy and form when they are not the defaults (energy null before a form: DEFAULT_ENERGY).
    rows: rows.map(({ row: m, mask }) => {
      const head = [m.name, m.speed, m.flags, mask];
      if (m.form) return [...head, m.energy, m.form];
      return m.energy ? [...head, m.energy] : head;
    }),
  }),
);
