import { readFileSync } from 'node:fs';
import { InvalidSpecError, NoAnswerError } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { dcssAnalysis, findMonster, monsterSource, monstersOf } from '../src/analysis/index.js';
import { DCSS_VERSIONS, MAX_ACTION_ENERGY, dcss, type DcssVersion } from '../src/index.js';
import { DCSS_MONSTER_ROWS } from '../src/tables/monster-rows.js';

/**
 * Values read by hand from crawl/crawl: `dat/mons/<file>.yaml` at 0.32.1, 0.33.1, 0.34.1 and
 * master 5539bdd7ae; the `mondata[]` entries of `mon-data.h` at 0.27.1 … 0.31.0 (the row
 * "intel, habitat, speed, energy_usage"; the `*_ENERGY(x)` macros at the top of that file).
 * Energy: [move, swim, attack, missile, spell].
 */
type Expect = { speed: number; energy: [number, number, number, number, number]; unique?: boolean; stationary?: boolean };
const D = [10, 10, 10, 10, 10] as [number, number, number, number, number];
const OLD = ['0.27', '0.28', '0.29', '0.30', '0.31'] as const;
const NEW = ['0.32', '0.33', '0.34', 'trunk'] as const;
const ALL = [...OLD, ...NEW];

const SPOT: readonly [string, readonly DcssVersion[], Expect][] = [
  // ogre: ATTACK_ENERGY(13) in 0.27.1 and 0.28.0, ATTACK_ENERGY(15) from 0.29.1; yaml energy: {attack: 15}.
  ['ogre', ['0.27', '0.28'], { speed: 10, energy: [10, 10, 13, 10, 10] }],
  ['ogre', ['0.29', '0.30', '0.31', ...NEW], { speed: 10, energy: [10, 10, 15, 10, 10] }],
  ['orc', ALL, { speed: 10, energy: D }],
  ['Sigmund', ALL, { speed: 10, energy: [10, 10, 15, 10, 10], unique: true }],
  ['oklob plant', ALL, { speed: 10, energy: D, stationary: true }],
  ['plant', ALL, { speed: 0, energy: D, stationary: true }],
  ['hydra', ALL, { speed: 10, energy: [10, 6, 10, 10, 10] }],
  ['spectral weapon', ALL, { speed: 30, energy: D }],
  ['ball lightning', ALL, { speed: 20, energy: D }],
  ['wyvern', ALL, { speed: 15, energy: D }],
  ['sea snake', ALL, { speed: 12, energy: [10, 4, 10, 10, 10] }],
  // merfolk impaler: {10, 6, 6, 10, 10, 10, 10, 100} up to 0.30, {10, 6, 6, 10, 10} in 0.31, energy: {swim: 6, attack: 6}.
  ['merfolk impaler', ALL, { speed: 10, energy: [10, 6, 6, 10, 10] }],
  // alligator: speed 10, {10, 6, 8, 8, 8, 8, 8, 80} up to 0.30; speed 12, SWIM_ENERGY(8) from 0.31.
  ['alligator', ['0.27', '0.28', '0.29', '0.30'], { speed: 10, energy: [10, 6, 8, 8, 8] }],
  ['alligator', ['0.31', ...NEW], { speed: 12, energy: [10, 8, 10, 10, 10] }],
  // naga mage: energy: {move: 14} sets walking and swimming (util/mon-gen.py parse_energy).
  ['naga mage', ['0.32', '0.33', '0.34', 'trunk'], { speed: 10, energy: [14, 14, 10, 10, 10] }],
  ['the Serpent of Hell', [...OLD, '0.32', '0.33'], { speed: 14, energy: D, unique: true }],
  ['Serpent of Hell', ['0.34', 'trunk'], { speed: 14, energy: D, unique: true }],
  ['Bai Suzhen', ALL, { speed: 10, energy: D, unique: true }],
  ['Goji', ['trunk'], { speed: 12, energy: [10, 10, 12, 10, 10], unique: true }],
];

describe('DCSS monster catalog: spot checks against the data files', () => {
  /** What a spot check reads of an entry: its name, speed, the five energies, unique and stationary. */
  const seen = (v: DcssVersion, name: string): unknown => {
    const m = findMonster(v, name);
    const u = m?.energyUsage;
    return m && { v, name: m.name, speed: m.speed, energy: [u?.move, u?.swim, u?.attack, u?.missile, u?.spell], unique: m.unique, stationary: m.stationary };
  };
  for (const [name, versions, { speed, energy, unique = false, stationary = false }] of SPOT) {
    it(`${name} in ${versions.join(', ')}`, () => {
      expect(versions.map((v) => seen(v, name))).toEqual(versions.map((v) => ({ v, name, speed, energy, unique, stationary })));
    });
  }

  it('0.30 and earlier keep the special, item and pickup entries where they are not 10, 10, 100 (alligator: 8, 8, 80)', () => {
    for (const v of ['0.27', '0.28', '0.29', '0.30'] as const) {
      expect(findMonster(v, 'alligator')?.legacyEnergy).toEqual({ special: 8, item: 8, pickupPercent: 80 });
      expect(findMonster(v, 'ogre')?.legacyEnergy).toBeUndefined();
    }
    expect(findMonster('0.31', 'alligator')?.legacyEnergy).toBeUndefined();
  });

  it('a monster absent from a version is undefined there (Goji is new in trunk; the Serpent lost its "the" in 0.34)', () => {
    expect(findMonster('0.34', 'Goji')).toBeUndefined();
    expect(findMonster('trunk', 'the Serpent of Hell')).toBeUndefined();
    expect(findMonster('0.27', 'Serpent of Hell')).toBeUndefined();
  });
});

describe('DCSS monster catalog: names', () => {
  it('lookup is case-insensitive and keeps the game’s spelling', () => {
    expect(findMonster('trunk', 'SIGMUND')?.name).toBe('Sigmund');
    expect(findMonster('trunk', 'serpent of hell')?.name).toBe('Serpent of Hell');
    expect(findMonster('trunk', 'Ogre')?.speed).toBe(10);
    expect(findMonster('trunk', 'no such monster')).toBeUndefined();
  });

  it('a shared name resolves as mon-util.cc init_mon_name_cache does; the skipped forms by their enum', () => {
    // Goji (speed 12) and the unmounted Goji (speed 10) share a name; the lookup skips MONS_GOJI_UNMOUNTED.
    expect(findMonster('trunk', 'Goji')?.speed).toBe(12);
    expect(findMonster('trunk', 'Goji')?.form).toBeUndefined();
    expect(findMonster('trunk', 'goji_unmounted')).toMatchObject({ name: 'Goji', speed: 10, form: 'goji_unmounted' });
    expect(findMonster('trunk', 'serpent_of_hell_dis')).toMatchObject({ name: 'Serpent of Hell', speed: 14 });
    expect(findMonster('0.31', 'bai_suzhen_dragon')?.name).toBe('Bai Suzhen');
    // Up to 0.31 the lookup skipped MONS_PLAYER_SHADOW for the monster "shadow"; from 0.32 it is the only "shadow".
    expect(findMonster('0.31', 'player_shadow')?.name).toBe('shadow');
    expect(findMonster('0.32', 'player_shadow')).toBeUndefined();
  });

  it('names (or, for alternate forms, enum ids) are unique within every version', () => {
    for (const v of DCSS_VERSIONS) {
      const keys = monstersOf(v).map((e) => (e.form ?? e.name).toLowerCase());
      expect(new Set(keys).size, v).toBe(keys.length);
      const mains = monstersOf(v)
        .filter((e) => e.form === undefined)
        .map((e) => e.name.toLowerCase());
      expect(new Set(mains).size, v).toBe(mains.length);
    }
  });
});

describe('DCSS monster catalog: versions and domain', () => {
  // mondata[] entries less AXED_MON: `.yaml` files in dat/mons at 0.32.1 … master (ls | grep -c '\.yaml$'),
  // `MONS_X, 'c', COLOUR, "name"` entries plus `DUMMY(` genus lines of mon-data.h at 0.27.1 … 0.31.0.
  const COUNTS: Record<DcssVersion, number> = {
    trunk: 683,
    '0.34': 671,
    '0.33': 651,
    '0.32': 621,
    '0.31': 604,
    '0.30': 585,
    '0.29': 580,
    '0.28': 571,
    '0.27': 548,
  };

  it('entries per version', () => {
    for (const v of DCSS_VERSIONS) {
      expect(monstersOf(v).length, v).toBe(COUNTS[v]);
      expect(monsterSource(v).count, v).toBe(COUNTS[v]);
    }
  });

  it('every entry is a valid monster spec of the ruleset (speed and energy usage within its domain)', () => {
    const parsed = new Set<string>();
    for (const v of DCSS_VERSIONS) {
      for (const m of monstersOf(v)) {
        const spec = { kind: 'monster', speed: m.speed, energyUsage: m.energyUsage };
        // Parsed once per distinct (speed, energy usage): the schema is slow and the pairs repeat.
        if (!parsed.has(JSON.stringify(spec))) expect(() => dcss.parseSpec(spec), `${v} ${m.name}`).not.toThrow();
        parsed.add(JSON.stringify(spec));
        // util/mon-gen.py: speed parse_num(s, 0, 81); each energy parse_num(s, 1, 100).
        expect(m.speed).toBeGreaterThanOrEqual(0);
        expect(m.speed).toBeLessThanOrEqual(81);
        for (const e of Object.values(m.energyUsage)) {
          expect(e).toBeGreaterThanOrEqual(1);
          expect(e).toBeLessThanOrEqual(Math.min(100, MAX_ACTION_ENERGY));
        }
      }
    }
  });

  it('each version cites its crawl/crawl commit and file', () => {
    expect(monsterSource('trunk').commit.startsWith('5539bdd7ae')).toBe(true);
    expect(monsterSource('0.34')).toMatchObject({ ref: 'tag 0.34.1', file: 'crawl-ref/source/dat/mons/*.yaml' });
    expect(monsterSource('0.27')).toMatchObject({ ref: 'tag 0.27.1', file: 'crawl-ref/source/mon-data.h' });
    for (const v of DCSS_VERSIONS) expect(monstersOf(v)[0]?.source).toBe(monsterSource(v));
  });

  it('every row belongs to at least one version and the versions share rows (one table)', () => {
    for (const row of DCSS_MONSTER_ROWS) expect(row[3] > 0 && row[3] < 1 << DCSS_VERSIONS.length, row[0]).toBe(true);
    const perVersion = DCSS_VERSIONS.reduce((n, v) => n + monstersOf(v).length, 0);
    expect(DCSS_MONSTER_ROWS.length).toBeLessThan(perVersion / 5);
  });

  it('the catalog modules import neither core nor a schema library', () => {
    // The catalog's modules and the two they read (versions, energy usage).
    for (const file of ['tables/monster-catalog.ts', 'tables/monster-rows.ts', 'tables/monster-row.ts', 'tables/energy-usage.ts', 'versions.ts']) {
      const text = readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');
      expect(text, file).not.toMatch(/from '(@turnkeeper\/core|zod|valibot)/);
    }
  });
});

describe('DCSS monster catalog through the analysis (dcssAnalysis.catalog, lookup, and specs naming a monster)', () => {
  const named = (name: string): never => ({ name }) as never; // core's query types do not spell out catalog names
  const player = { spec: { kind: 'player' } } as const;

  it('an ogre: its spec (attack energy 15) and two attacks every three normal-speed player actions', () => {
    expect(dcssAnalysis.lookup('ogre').spec).toEqual({ kind: 'monster', speed: 10, energyUsage: { move: 10, swim: 10, attack: 15, missile: 10, spell: 10 } });
    // 10 energy per 10-aut action, 15 per attack (energy is conserved): 2/3 of an attack per player action.
    expect(dcssAnalysis.between({ a: player, b: { spec: named('ogre'), action: { kind: 'melee' } } }).mean.fraction?.toString()).toBe('2/3');
    expect(dcssAnalysis.between({ a: player, b: { spec: named('ogre') } }).mean.fraction?.toString()).toBe('1/1'); // moves cost 10
  });

  it('a unique: Sigmund (speed 10, attack 15) and the Serpent of Hell (speed 14), by name or, for its other forms, by enum', () => {
    expect(dcssAnalysis.rate({ actor: { spec: named('sigmund'), action: { kind: 'melee' } } }).perTurn.fraction?.toString()).toBe('2/3');
    expect(dcssAnalysis.rate({ actor: { spec: named('Serpent of Hell') } }).perTurn.fraction?.toString()).toBe('7/5');
    expect(dcssAnalysis.lookup('serpent_of_hell_dis').speed).toBe(14);
    expect(dcssAnalysis.lookup('the Serpent of Hell', '0.33').speed).toBe(14);
  });

  it('a stationary monster: a plant (speed 0) never acts; an oklob plant (speed 10) casts once a turn', () => {
    expect(dcssAnalysis.lookup('plant').spec).toMatchObject({ speed: 0 });
    expect(dcssAnalysis.between({ a: player, b: { spec: named('plant') } }).mean.fraction?.toString()).toBe('0/1');
    expect(() => dcssAnalysis.between({ a: { spec: named('plant') }, b: player })).toThrow(NoAnswerError);
    expect(dcssAnalysis.rate({ actor: { spec: named('oklob plant'), action: { kind: 'spell' } } }).perTurn.fraction?.toString()).toBe('1/1');
  });

  it('versions differ: the ogre attacked for 13 up to 0.28, the alligator sped up to 12 in 0.31, Goji is new in trunk', () => {
    const ogreAttacks = (version: DcssVersion): string | undefined =>
      dcssAnalysis.between({ a: player, b: { spec: named('ogre'), action: { kind: 'melee' } }, version }).mean.fraction?.toString();
    expect(ogreAttacks('0.28')).toBe('10/13');
    expect(ogreAttacks('0.29')).toBe('2/3');
    expect(dcssAnalysis.lookup('alligator', '0.30').speed).toBe(10);
    expect(dcssAnalysis.lookup('alligator', '0.31').speed).toBe(12);
    expect(dcssAnalysis.lookup('Goji').speed).toBe(12);
    expect(() => dcssAnalysis.lookup('Goji', '0.34')).toThrow(InvalidSpecError);
  });

  it('fields beside the name override the entry (a hasted ogre), and a lookup’s spec is a loop’s spec', () => {
    const hasted = dcssAnalysis.rate({ actor: { spec: { name: 'ogre', hasted: true } } });
    expect(hasted.perTurn.fraction?.toString()).toBe('3/2'); // calc_speed: 10 × 3/2 = 15, exactly
    const loop = dcss.create({ seed: 1 });
    loop.add('you', { kind: 'player' });
    loop.add('ogre', dcssAnalysis.lookup('ogre').spec);
    expect(loop.inspect('ogre')).toMatchObject({ kind: 'monster', speed: 10, energy: 70 });
  });

  it('an unknown name is a typed error naming the field, the value and the closest names', () => {
    expect(() => dcssAnalysis.lookup('orge')).toThrow(/name: got "orge"; a name from the dcss trunk catalog \(did you mean "ogre"/);
    expect(() => dcssAnalysis.between({ a: player, b: { spec: named('sigmnd') } })).toThrow(/did you mean "Sigmund"/);
  });

  it('every version lists every monster of its data once, by a name unique in that version, each spec valid and frozen', () => {
    for (const v of DCSS_VERSIONS) {
      const catalog = dcssAnalysis.catalog(v);
      expect(catalog.length, v).toBe(monstersOf(v).length);
      const names = catalog.map((e) => e.name.toLowerCase());
      expect(new Set(names).size, v).toBe(names.length);
      for (const e of catalog) {
        expect(e.kind).toBe('monster');
        expect(e.spec).toMatchObject({ kind: 'monster', speed: e.speed });
        expect(Object.isFrozen(e.spec)).toBe(true);
      }
    }
    // One parse per distinct spec (they repeat across versions).
    const specs = new Set(DCSS_VERSIONS.flatMap((v) => dcssAnalysis.catalog(v).map((e) => JSON.stringify(e.spec))));
    for (const s of specs) expect(() => dcss.parseSpec(JSON.parse(s))).not.toThrow();
  });
});

describe('what a game bundles', () => {
  /** Every module `src/index.ts` imports, directly or not (relative imports of the package's own sources). */
  function runtimeGraph(): Set<string> {
    const seen = new Set<string>();
    const visit = (file: URL): void => {
      if (seen.has(file.pathname)) return;
      seen.add(file.pathname);
      const text = readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g)) visit(new URL((spec as string).replace(/\.js$/, '.ts'), file));
    };
    visit(new URL('../src/index.ts', import.meta.url));
    return seen;
  }

  it('the runtime entry imports neither the analysis nor the catalog data', () => {
    const graph = [...runtimeGraph()].map((p) => p.replace(/.*\/src\//, ''));
    expect(graph).toContain('engine/engine.ts'); // the walk does follow the imports
    expect(graph.filter((f) => f.startsWith('analysis/') || /monster-(rows|catalog|row)\.ts$/.test(f))).toEqual([]);
  });
});
