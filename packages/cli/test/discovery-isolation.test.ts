// Plugin discovery survives bad neighbours: each broken, hostile or odd package in node_modules is
// one warning line naming it, and every good ruleset — ours and a good third party's — keeps
// working in `list`, `compare` and the default duel. Table-driven, end to end: each case is a
// fixture project made in a temporary folder, and the built bin runs in it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analysisFor, FROM_CORE, fixtureProject, goodPlugin, plugin, rulesetAs, type FixturePackage } from './plugin-tree.js';
import { BIN, isOneLineError, PACKAGE_DIR, turnkeeper, type Run } from './run-bin.js';

const OURS = ['generic', 'cthangband', 'dcss', 'frogcomposband', 'nethack'];
/** Each fixture also holds this good third-party plugin, which must keep working beside the bad one. */
const GOOD = goodPlugin('good-rogue', 'goodrogue');
/**
 * A shorter bound on a plugin's import and answers than the default 10 s, so the cases that never
 * settle end sooner; still ample for a good plugin on a busy machine (a thread's start is not counted).
 */
const TIMEOUT_ENV = { TURNKEEPER_PLUGIN_TIMEOUT_MS: '5000' };

/** A third party's analysis for a ruleset of id `rogue` (core's generic one, renamed), with `extra` members. */
const ROGUE = (extra = ''): string => `${FROM_CORE}export const rogue = { ...genericAnalysis, ruleset: ${rulesetAs('rogue')}${extra} };\n`;
/** The same, with `extra` members on the ruleset. */
const ROGUE_RULESET = (extra: string): string => `${FROM_CORE}export const rogue = ${analysisFor(`{ ...${rulesetAs('rogue')}${extra} }`)};\n`;

interface Case {
  readonly name: string;
  readonly packages: readonly FixturePackage[];
  /** The one warning line discovery gives (it must also name the package). */
  readonly warning: RegExp;
  readonly package: string;
}

const broken = (name: string, source: string, exports: readonly string[] = ['rogue']): FixturePackage => plugin(name, exports, source);

const cases: Case[] = [
  {
    name: '"turnkeeper": null',
    package: 'tk-null',
    warning: /"turnkeeper" in package\.json: got null/,
    packages: [{ name: 'tk-null', manifest: { name: 'tk-null', turnkeeper: null } }],
  },
  {
    name: '"turnkeeper": a string',
    package: 'tk-string',
    warning: /"turnkeeper" in package\.json: got string/,
    packages: [{ name: 'tk-string', manifest: { name: 'tk-string', turnkeeper: 'yes' } }],
  },
  {
    name: '"turnkeeper": an array',
    package: 'tk-array',
    warning: /"turnkeeper" in package\.json: got an array/,
    packages: [{ name: 'tk-array', manifest: { name: 'tk-array', turnkeeper: ['rogue'] } }],
  },
  {
    name: 'rulesets not a list',
    package: 'tk-rulesets',
    warning: /"turnkeeper\.rulesets" in package\.json must be a non-empty list/,
    packages: [{ name: 'tk-rulesets', manifest: { name: 'tk-rulesets', turnkeeper: { rulesets: 'rogue' } } }],
  },
  {
    name: 'a ruleset entry that is not a name',
    package: 'tk-entry',
    warning: /42 is not an export name/,
    packages: [{ name: 'tk-entry', manifest: { name: 'tk-entry', turnkeeper: { rulesets: [42] } } }],
  },
  {
    name: 'no entry for the import condition',
    package: 'tk-no-entry',
    warning: /"exports" has no "\.\/analysis" entry/,
    packages: [
      {
        name: 'tk-no-entry',
        manifest: { name: 'tk-no-entry', type: 'module', exports: { './other': './other.js' }, turnkeeper: { rulesets: ['./analysis#rogueAnalysis'] } },
      },
    ],
  },
  {
    name: 'a declared export that is missing',
    package: 'tk-missing',
    warning: /export "nope": the export: got undefined; expected an object/,
    packages: [broken('tk-missing', 'export const rogue = 1;\n', ['nope'])],
  },
  {
    name: 'a ruleset declared instead of its analysis',
    package: 'tk-ruleset',
    warning: /export "rogue": a ruleset, not its analysis: declare the object made with defineAnalysis/,
    packages: [broken('tk-ruleset', `${FROM_CORE}export const rogue = ${rulesetAs('rogue')};\n`)],
  },
  {
    name: 'an export only shaped like an analysis',
    package: 'tk-shaped',
    warning: /export "rogue": ruleset\.meta: got undefined; expected an object/,
    packages: [broken('tk-shaped', `export const rogue = { ruleset: { id: 'rogue', create() {} }, between() {} };\n`)],
  },
  {
    name: 'a ruleset whose meta names another id',
    package: 'tk-meta-id',
    warning: /export "rogue": ruleset\.meta\.id: got "generic"; expected the ruleset's id \("rogue"\)/,
    packages: [broken('tk-meta-id', `${FROM_CORE}export const rogue = ${analysisFor(`{ ...generic, id: 'rogue' }`)};\n`)],
  },
  {
    name: 'a kind whose default action is not one of its actions',
    package: 'tk-kinds',
    warning: /ruleset\.kindList\[0\]\.defaultAction: got "fly"; expected one of its actions/,
    packages: [broken('tk-kinds', ROGUE_RULESET(`, kindList: generic.kindList.map((k) => ({ ...k, defaultAction: 'fly' }))`))],
  },
  {
    name: 'an id that is not a name',
    package: 'tk-id',
    warning: /export "rogue": ruleset\.id: got "two words"/,
    packages: [broken('tk-id', `${FROM_CORE}export const rogue = ${analysisFor(rulesetAs('two words'))};\n`)],
  },
  {
    name: 'a getter that throws (meta.units)',
    package: 'tk-getter',
    warning: /export "rogue": ruleset\.meta\.units: reading it threw \(units boom\)/,
    packages: [broken('tk-getter', ROGUE_RULESET(`, meta: { ...generic.meta, id: 'rogue', get units() { throw new Error('units boom'); } }`))],
  },
  {
    name: 'a getter that throws (between)',
    package: 'tk-getter-analysis',
    warning: /export "rogue": between: reading it threw \(between getter boom\)/,
    packages: [broken('tk-getter-analysis', ROGUE(`, get between() { throw new Error('between getter boom'); }`))],
  },
  {
    name: 'a Proxy whose every read throws',
    package: 'tk-proxy',
    warning: /export "rogue": ruleset: reading it threw \(trap\)/,
    packages: [broken('tk-proxy', `export const rogue = new Proxy({}, { get() { throw new Error('trap'); } });\n`)],
  },
  {
    name: 'an import that throws',
    package: 'tk-import-throws',
    warning: /could not be loaded \(load boom\)/,
    packages: [broken('tk-import-throws', `throw new Error('load boom');\n`)],
  },
  {
    name: 'an import that is not JavaScript',
    package: 'tk-syntax',
    warning: /could not be loaded/,
    packages: [broken('tk-syntax', `export const rogue = {;\n`)],
  },
  {
    name: 'a top-level await that never settles',
    package: 'tk-tla',
    warning: /no answer within 5 s/,
    packages: [broken('tk-tla', `await new Promise(() => {});\nexport const rogue = 1;\n`)],
  },
  {
    name: 'a top-level await that never settles, holding a timer',
    package: 'tk-tla-timer',
    warning: /no answer within 5 s/,
    packages: [broken('tk-tla-timer', `await new Promise(() => { setInterval(() => {}, 1000); });\nexport const rogue = 1;\n`)],
  },
  { name: 'an import that calls process.exit', package: 'tk-exit', warning: /exited with code 7/, packages: [broken('tk-exit', `process.exit(7);\n`)] },
  {
    name: 'an analysis that throws',
    package: 'tk-analysis-throws',
    warning: /analysis\.between threw \(between boom\)/,
    packages: [broken('tk-analysis-throws', ROGUE(`, between() { throw new Error('between boom'); }`))],
  },
  {
    name: 'an analysis that never returns (between)',
    package: 'tk-analysis-hangs',
    warning: /no answer within 5 s/,
    packages: [broken('tk-analysis-hangs', ROGUE(`, between() { for (;;) {} }`))],
  },
  {
    name: 'an analysis that never returns (speedTable)',
    package: 'tk-table-hangs',
    warning: /no answer within 5 s/,
    packages: [broken('tk-table-hangs', ROGUE(`, speedTable() { for (;;) {} }`))],
  },
  {
    name: 'an analysis that answers garbage',
    package: 'tk-analysis-garbage',
    warning: /analysis\.between\(…\)\.atLeast\(2\) threw/,
    packages: [broken('tk-analysis-garbage', ROGUE(`, between() { return {}; }`))],
  },
  {
    name: 'a loop that throws',
    package: 'tk-loop-throws',
    warning: /sixteen turns of its loop threw \(next boom\)/,
    packages: [
      broken(
        'tk-loop-throws',
        ROGUE_RULESET(`, create(o) { const loop = generic.create(o); loop.next = () => { throw new Error('next boom'); }; return loop; }`),
      ),
    ],
  },
  {
    name: 'a third party declaring the id nethack',
    package: 'aaa-evil',
    warning: /ruleset id "nethack" is already provided by @turnkeeper\/nethack; ignored/,
    packages: [broken('aaa-evil', `${FROM_CORE}export const nethackAnalysis = ${analysisFor(rulesetAs('nethack', 'Not NetHack'))};\n`, ['nethackAnalysis'])],
  },
  {
    name: 'a scoped third party declaring the id nethack (found before ours)',
    package: '@aaa/evil',
    warning: /ruleset id "nethack" is already provided by @turnkeeper\/nethack; ignored/,
    packages: [broken('@aaa/evil', `${FROM_CORE}export const nethackAnalysis = ${analysisFor(rulesetAs('nethack', 'Not NetHack'))};\n`, ['nethackAnalysis'])],
  },
  {
    name: 'a third party declaring the id generic',
    package: 'tk-generic',
    warning: /ruleset id "generic" is already provided by @turnkeeper\/core; ignored/,
    packages: [broken('tk-generic', `${FROM_CORE}export const g = genericAnalysis;\n`, ['g'])],
  },
  {
    name: 'a third party declaring the id of another third party',
    package: 'zz-rogue',
    warning: /ruleset id "goodrogue" is already provided by good-rogue; ignored/,
    packages: [goodPlugin('zz-rogue', 'goodrogue')],
  },
];

/** Runs the bin in `cwd` without blocking, so that several commands can run side by side. */
function running(args: readonly string[], cwd: string): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...TIMEOUT_ENV } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

interface Listed {
  readonly rulesets: readonly { readonly id: string; readonly package: string }[];
  readonly problems: readonly string[];
}

function listed(r: Run): Listed {
  return JSON.parse(r.stdout) as Listed;
}

/**
 * Discovery in each project, as the built CLI does it (its `discoverRulesets`, from the project
 * and from the CLI's own folder, worker threads included), in one Node process for all projects:
 * one spawn instead of one per case.
 */
function discoverEach(projects: readonly string[]): Listed[] {
  const index = pathToFileURL(join(BIN, '..', 'index.js')).href;
  const script = [
    `import { discoverRulesets } from ${JSON.stringify(index)};`,
    'const out = [];',
    `for (const dir of JSON.parse(process.argv[2])) {`,
    `  const d = await discoverRulesets({ from: [dir, ${JSON.stringify(PACKAGE_DIR)}], timeoutMs: ${TIMEOUT_ENV.TURNKEEPER_PLUGIN_TIMEOUT_MS} });`,
    `  out.push({ rulesets: d.installed.map((i) => ({ id: i.ruleset.id, package: i.packageName + '@' + i.packageVersion })), problems: d.problems });`,
    '}',
    'process.stdout.write(JSON.stringify(out));',
  ].join('\n');
  // A script file, not `node -e`: worker threads inherit the parent's flags, and refuse --input-type.
  const file = join(mkdtempSync(join(tmpdir(), 'turnkeeper-discover-')), 'discover.mjs');
  writeFileSync(file, script);
  const r = spawnSync(process.execPath, [file, JSON.stringify(projects)], { encoding: 'utf8', timeout: 600_000, maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`discovery script failed (${String(r.status)}): ${r.stderr}`);
  return JSON.parse(r.stdout) as Listed[];
}

/** Our rulesets and the good third party, each from its own package. */
function expectGoodRulesets(list: Listed): void {
  expect(list.rulesets.map((x) => x.id)).toEqual([...OURS, 'goodrogue'].sort((x, y) => (x === 'generic' ? -1 : y === 'generic' ? 1 : x.localeCompare(y))));
  for (const x of list.rulesets) {
    if (x.id === 'goodrogue') expect(x.package).toBe('good-rogue@1.0.0');
    else expect(x.package).toMatch(/^@turnkeeper\//);
  }
}

describe('plugin discovery isolates each package', () => {
  it('warns once per broken package and keeps every good ruleset (one project per case)', () => {
    const results = discoverEach(cases.map((c) => fixtureProject([GOOD, ...c.packages])));
    const failures: string[] = [];
    for (const [i, c] of cases.entries()) {
      const list = results[i] as Listed;
      try {
        expectGoodRulesets(list);
        expect(list.problems).toHaveLength(1);
        expect(list.problems[0]).toMatch(c.warning);
        expect(list.problems[0]?.startsWith(`${c.package}: `)).toBe(true);
        expect(list.problems[0]).not.toContain('\n');
      } catch (e) {
        failures.push(`${c.name}: ${(e as Error).message.split('\n')[0] ?? ''} — ${JSON.stringify(list).slice(0, 600)}`);
      }
    }
    console.log(`plugin discovery isolation: ${cases.length} cases, ${failures.length} failures`);
    expect(failures).toEqual([]);
  });

  it('runs list, compare and the default duel beside every broken package at once', async () => {
    const project = fixtureProject([GOOD, ...cases.flatMap((c) => c.packages)]);
    // Four commands at once: each waits out the packages that never answer, side by side.
    const [list, compare, skipped, duel] = await Promise.all(
      [['list'], ['compare', '--json'], ['odds', 'rogue', '--b', 'actor:speed=100'], []].map((args) => running(args, project)),
    );
    if (!list || !compare || !skipped || !duel) throw new Error('a command did not run');

    expect(list.code, list.stderr).toBe(0);
    for (const id of [...OURS, 'goodrogue']) expect(list.stdout).toContain(id);
    const warnings = list.stderr.trim().split('\n');
    expect(warnings).toHaveLength(cases.length);
    for (const c of cases)
      expect(
        warnings.filter((w) => w.startsWith(`warning: ${c.package}: `)),
        c.name,
      ).toHaveLength(1);

    expect(compare.code, compare.stderr).toBe(0);
    const out = JSON.parse(compare.stdout) as { rulesets: { id: string; doubleMove: { value: number } }[]; problems: string[] };
    expect(out.rulesets.map((x) => x.id)).toContain('goodrogue');
    expect(out.rulesets.find((x) => x.id === 'nethack')?.doubleMove.value).toBeGreaterThan(0);
    expect(out.problems).toHaveLength(cases.length);

    // A ruleset of a skipped package is unknown, and the error says where to see why.
    expect(isOneLineError(skipped), skipped.stderr).toBe(true);
    expect(skipped.stderr).toContain(
      `unknown ruleset "rogue"; installed: generic, cthangband, dcss, frogcomposband, goodrogue, nethack; ${cases.length} plugin packages could not be used (turnkeeper list says why)`,
    );

    expect(duel.code, duel.stderr).toBe(0);
    expect(duel.stdout).toContain('One duel under every installed ruleset');
    expect(duel.stdout).toContain('goodrogue');
    console.log(`plugin discovery beside ${cases.length} broken packages at once: list, compare, odds and the default duel ran (list in ${list.ms} ms)`);
  });

  it('keeps our own NetHack when a third party declares its id, whatever the order', () => {
    const project = fixtureProject([GOOD, ...cases.filter((c) => c.name.includes('nethack')).flatMap((c) => c.packages)]);
    const odds = turnkeeper(['odds', 'nethack', '--b', 'soldier ant', '--json'], project, TIMEOUT_ENV);
    expect(odds.code, odds.stderr).toBe(0);
    expect((JSON.parse(odds.stdout) as { ruleset: string; version: string }).version).toBe('3.6.7');
    const list = listed(turnkeeper(['list', '--json'], project, TIMEOUT_ENV));
    expect(list.rulesets.find((x) => x.id === 'nethack')?.package).toMatch(/^@turnkeeper\/nethack@/);
  });
});

describe('a plugin is read once', () => {
  it('uses an analysis whose ruleset getter would throw on a second read: discovery read it once, into plain data', () => {
    const once = plugin(
      'tk-getter-once',
      ['rogue'],
      `${FROM_CORE}let reads = 0;\nexport const rogue = ${analysisFor(`{ ...${rulesetAs('rogue', 'Read once')}, get id() { if (reads++ > 0) throw new Error('second read'); return 'rogue'; } }`)};\n`,
    );
    const project = fixtureProject([GOOD, once]);
    const list = listed(turnkeeper(['list', '--json'], project, TIMEOUT_ENV));
    expect(list.problems).toEqual([]);
    expect(list.rulesets.map((x) => x.id)).toContain('rogue');
    const odds = turnkeeper(['odds', 'rogue', '--a', 'actor:speed=100', '--b', 'actor:speed=250', '--json'], project, TIMEOUT_ENV);
    expect(odds.code, odds.stderr).toBe(0);
    expect((JSON.parse(odds.stdout) as { doubleMove: { fraction: string } }).doubleMove.fraction).toBe('1/1');
  });
});

/** File-system oddities: none is a package, so none is a warning; none may take the CLI down. */
const trees: { readonly name: string; readonly damage: (project: string) => void }[] = [
  {
    name: 'a node_modules that is a file (in a parent folder)',
    damage: (p) => {
      writeFileSync(join(p, '..', 'node_modules'), 'not a folder');
    },
  },
  {
    name: 'a node_modules that is a file (in the working folder)',
    damage: (p) => {
      const sub = join(p, 'sub');
      mkdirSync(sub);
      writeFileSync(join(sub, 'node_modules'), 'not a folder');
    },
  },
  {
    name: 'a scope folder that is a file',
    damage: (p) => {
      writeFileSync(join(p, 'node_modules', '@scope'), 'not a folder');
    },
  },
  {
    name: 'a package folder that is a file',
    damage: (p) => {
      writeFileSync(join(p, 'node_modules', 'a-file'), 'not a folder');
    },
  },
  {
    name: 'a symlink to itself',
    damage: (p) => {
      symlinkSync('loop', join(p, 'node_modules', 'loop'));
    },
  },
  {
    name: 'a scope that is a symlink to itself',
    damage: (p) => {
      symlinkSync('@loop', join(p, 'node_modules', '@loop'));
    },
  },
  {
    name: 'two symlinks pointing at each other',
    damage: (p) => {
      symlinkSync('b-link', join(p, 'node_modules', 'a-link'));
      symlinkSync('a-link', join(p, 'node_modules', 'b-link'));
    },
  },
  {
    name: 'a symlink back up to the project',
    damage: (p) => {
      symlinkSync('..', join(p, 'node_modules', 'up'));
    },
  },
  {
    name: 'a symlink into its own node_modules',
    damage: (p) => {
      symlinkSync('.', join(p, 'node_modules', 'here'));
    },
  },
  {
    name: 'a dangling symlink',
    damage: (p) => {
      symlinkSync('nowhere', join(p, 'node_modules', 'dangling'));
    },
  },
  {
    name: 'a scoped dangling symlink',
    damage: (p) => {
      mkdirSync(join(p, 'node_modules', '@s'));
      symlinkSync('nowhere', join(p, 'node_modules', '@s', 'dangling'));
    },
  },
  {
    name: 'a package.json that is not JSON',
    damage: (p) => {
      mkdirSync(join(p, 'node_modules', 'bad-json'));
      writeFileSync(join(p, 'node_modules', 'bad-json', 'package.json'), '{ "turnkeeper": ');
    },
  },
  { name: 'a package.json that is a folder', damage: (p) => mkdirSync(join(p, 'node_modules', 'dir-json', 'package.json'), { recursive: true }) },
  {
    name: 'a package.json that is JSON but not an object',
    damage: (p) => {
      mkdirSync(join(p, 'node_modules', 'array-json'));
      writeFileSync(join(p, 'node_modules', 'array-json', 'package.json'), '["turnkeeper"]');
    },
  },
];

describe('plugin discovery over an untidy file system', () => {
  it('skips what is not a package and keeps every ruleset (each tree, and all at once)', () => {
    const runs = [
      ...trees,
      {
        name: 'all of them at once',
        damage: (p: string): void => {
          for (const t of trees) t.damage(p);
        },
      },
    ];
    const projects = runs.map((t) => {
      const project = fixtureProject([GOOD], t.damage);
      return t.name.includes('working folder') ? join(project, 'sub') : project;
    });
    const results = discoverEach(projects);
    const failures: string[] = [];
    for (const [i, t] of runs.entries()) {
      const list = results[i] as Listed;
      try {
        expectGoodRulesets(list);
        expect(list.problems).toEqual([]);
      } catch (e) {
        failures.push(`${t.name}: ${(e as Error).message.split('\n')[0] ?? ''} — ${JSON.stringify(list).slice(0, 600)}`);
      }
    }
    // The bin too, in the project with every oddity at once (from a folder inside it).
    const all = turnkeeper(['list', '--json'], projects.at(-1) ?? PACKAGE_DIR, TIMEOUT_ENV);
    if (all.code !== 0) failures.push(`the bin in the tree with every oddity: exit ${String(all.code)}: ${all.stderr.slice(0, 300)}`);
    console.log(`plugin discovery over untidy trees: ${runs.length + 1} cases, ${failures.length} failures`);
    expect(failures).toEqual([]);
  });
});
