// Meta-tests over the registry of every shipped ruleset, in the spirit of typescript-eslint's
// rule meta-tests: each ruleset has the one package layout, the whole analysis interface on its
// `/analysis` subpath (declared for tools as "./analysis#<game>Analysis"), documented hooks with
// payload schemas, typed versions exported under the one naming convention, valibot as its only
// runtime dependency besides core, its own time-system document citing the original game's files,
// and nothing else leaks from its index. A ruleset that lacks any part fails here.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyAnalysis } from '@turnkeeper/core';
import { hookPayloadJsonSchema } from '@turnkeeper/core/json-schema';
import * as angbandPackage from 'turnkeeper-angband';
import * as angbandAnalysisModule from 'turnkeeper-angband/analysis';
import { packages, registry, shipped } from './all-rulesets.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Every file under `dir`, not descending into dependencies or builds (a package may link itself). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** `nethack` → `nethack`, `my-game` → `myGame`. */
const camelCase = (id: string): string => id.replace(/-([a-z])/g, (_m: string, c: string) => c.toUpperCase());

/** What a ruleset package's package.json says to tools: its entries, runtime dependencies and plugin declaration. */
interface PluginPackageJson {
  readonly name: string;
  readonly exports?: Readonly<Record<string, unknown>>;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly turnkeeper?: { readonly rulesets?: readonly string[] };
}

describe('the registry of every shipped ruleset', () => {
  it('holds each ruleset once, under distinct ids', () => {
    expect(registry.ids()).toEqual(['generic', 'nethack', 'dcss', 'frogcomposband', 'cthangband']);
  });
});

for (const { analysis, packageDir } of shipped) {
  const { ruleset } = analysis;
  const pkgDir = join(root, 'packages', packageDir);
  const isGame = packageDir !== 'core';

  describe(`${ruleset.id}: the contract`, () => {
    it('names each actor kind with the shared vocabulary (player, monster) or its own for a game-neutral ruleset', () => {
      const names = ruleset.kindList.map((k) => k.name);
      if (isGame) expect(names).toEqual(['player', 'monster']);
      expect(ruleset.kindList.find((k) => k.name === 'player')?.max ?? 1).toBe(1);
    });

    it('documents every hook with a description and a payload schema', () => {
      for (const [name, decl] of Object.entries(ruleset.hooks)) {
        expect(decl.description.length, `hook ${name}`).toBeGreaterThan(20);
        expect(hookPayloadJsonSchema(ruleset, name), `hook ${name}`).toMatchObject({ type: 'object' });
      }
    });

    it('answers the whole analysis interface', () => {
      const a = analysis;
      const versions = a.versions();
      expect(versions.map((v) => v.id)).toEqual([...ruleset.meta.versions]);
      for (const v of versions) {
        expect(Object.keys(v.rules).sort(), `rules of ${v.id} use the same keys as the first version`).toEqual(Object.keys(versions[0]?.rules ?? {}).sort());
      }
      const table = a.speedTable();
      expect(table.rows.length).toBeGreaterThan(0);
      const row = table.rows[Math.floor(table.rows.length / 2)];
      if (!row) throw new Error('empty speed table');
      const spec = { kind: table.kind, ...sampleSpec(analysis, table.kind), ...row.spec };
      const rate = a.rate({ actor: { spec } });
      expect(rate.perTime.exact).toBe(true);
      expect(rate.perTurn.value).toBeGreaterThan(0);
      expect(typeof a.catalog).toBe('function');
      expect(typeof a.lookup).toBe('function');
      expect(typeof a.between).toBe('function');
      expect(typeof a.actionsPerTurn).toBe('function');
    });

    it('finds every catalog entry by name, with a spec a loop accepts as it is', () => {
      const entries = analysis.catalog();
      for (const entry of entries.slice(0, 5)) {
        expect(analysis.lookup(entry.name).spec, entry.name).toEqual(entry.spec);
        expect(() => ruleset.parseSpec(entry.spec), entry.name).not.toThrow();
      }
    });
  });

  describe(`${ruleset.id}: the package`, () => {
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as PluginPackageJson;
    const readme = readFileSync(join(pkgDir, 'README.md'), 'utf8');

    it('lives in the package named for it (the generic ruleset in core)', () => {
      expect(pkg.name).toBe(`@turnkeeper/${packageDir}`);
      if (isGame) expect(ruleset.id).toBe(packageDir);
    });

    it('names every version it covers and its time unit in its README', () => {
      expect(
        ruleset.meta.versions.filter((v) => !readme.includes(v)),
        'versions not in the README',
      ).toEqual([]);
      expect(readme).toContain(ruleset.meta.units.time.name);
    });

    it('has valibot as its only runtime dependency besides core (zod at most in tests and tools)', () => {
      const dependencies = Object.keys(pkg.dependencies ?? {}).filter((d) => d !== '@turnkeeper/core');
      expect(dependencies).toContain('valibot');
      expect(dependencies.filter((d) => d !== 'valibot' && !d.startsWith('@valibot/'))).toEqual([]);
      // The conformance kit (core's, for authors' tests) may read golden files with zod: it is dev tooling.
      const zodInSrc = filesUnder(join(pkgDir, 'src'))
        .filter((f) => !f.startsWith(join(pkgDir, 'src', 'conformance')))
        .filter((f) => readFileSync(f, 'utf8').includes("from 'zod"));
      expect(zodInSrc.map((f) => f.slice(root.length))).toEqual([]);
    });

    it('cites the original game, never the project notes outside the repository', () => {
      const offenders = filesUnder(pkgDir)
        .filter((f) => !f.includes('node_modules') && !f.includes(join(pkgDir, 'dist')) && !f.includes(join('test', 'golden') + '/'))
        .filter((f) => /\.(ts|md|json)$/.test(f))
        .filter((f) => /\bshared\/(spec|golden|DESIGN)|spec §|fact sheet/i.test(readFileSync(f, 'utf8')));
      expect(offenders.map((f) => f.slice(root.length))).toEqual([]);
    });

    if (isGame) {
      it('runs the package meta-test of the conformance kit (layout, vocabulary, exports, TSDoc) in its own tests', () => {
        expect(readFileSync(join(pkgDir, 'test/package-layout.test.ts'), 'utf8')).toContain('describePackageLayout');
      });

      it('exports its analysis as <game>Analysis from the /analysis subpath, and declares it for tools', () => {
        const mod = packages[packageDir]?.analysis as Record<string, unknown>;
        expect(mod[`${camelCase(ruleset.id)}Analysis`]).toBe(analysis);
        expect(Object.keys(pkg.exports ?? {})).toContain('./analysis');
        expect(pkg.turnkeeper?.rulesets).toEqual([`./analysis#${camelCase(ruleset.id)}Analysis`]);
      });

      it('explains its time system in its own document, with the original files it follows', () => {
        const doc = readFileSync(join(pkgDir, 'docs/time-system.md'), 'utf8');
        expect(doc.length).toBeGreaterThan(2000);
        expect(doc, 'cites the original source files').toMatch(/\.(c|cc|h)\b/);
      });

      it('replays its golden files and runs the conformance kit and its README examples', () => {
        expect(readFileSync(join(pkgDir, 'test/golden-replay.test.ts'), 'utf8')).toContain('describeGoldenReplay');
        expect(readFileSync(join(pkgDir, 'test/conformance.test.ts'), 'utf8')).toContain('describeConformance');
        expect(readFileSync(join(pkgDir, 'test/readme.test.ts'), 'utf8')).toContain('describeReadmeExamples');
      });
    }
  });
}

// The example plugin is written as an outside author would (its own package name, public API only)
// and holds itself to the same layout, vocabulary and documentation as the shipped rulesets.
describe('the example plugin (examples/angband-plugin): the one layout and vocabulary', () => {
  const dir = join(root, 'examples', 'angband-plugin');
  const ruleset = angbandPackage.angband;
  const analysis = angbandAnalysisModule.angbandAnalysis;
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PluginPackageJson;

  it('is a package of its own that depends only on @turnkeeper/core and valibot, and declares its analysis for the CLI', () => {
    expect(pkg.name).toBe('turnkeeper-angband');
    expect(Object.keys(pkg.dependencies ?? {}).sort()).toEqual(['@turnkeeper/core', 'valibot']);
    expect(pkg.turnkeeper?.rulesets).toEqual(['./analysis#angbandAnalysis']);
    expect(Object.keys(pkg.exports ?? {})).toContain('./analysis');
    expect(analysis.ruleset).toBe(ruleset);
  });

  it('runs the package meta-test of the conformance kit (the one layout and vocabulary) in its own tests', () => {
    expect(readFileSync(join(dir, 'test/package-layout.test.ts'), 'utf8')).toContain('describePackageLayout');
    expect((angbandPackage as Record<string, unknown>).angband).toBe(ruleset);
    expect(ruleset.kindList.map((k) => k.name)).toEqual(['player', 'monster']);
  });

  it('answers the whole analysis interface and documents its hooks', () => {
    for (const [name, decl] of Object.entries(ruleset.hooks)) expect(decl.description.length, `hook ${name}`).toBeGreaterThan(20);
    expect(analysis.versions().map((v) => v.id)).toEqual([...ruleset.meta.versions]);
    expect(analysis.speedTable().rows.length).toBeGreaterThan(0);
    expect(analysis.rate({ actor: { spec: { kind: 'player' } } }).perTime.exact).toBe(true);
  });

  it('explains its time system citing the game, names its versions and unit in its README, and runs the kit', () => {
    const doc = readFileSync(join(dir, 'docs/time-system.md'), 'utf8');
    expect(doc.length).toBeGreaterThan(2000);
    expect(doc).toMatch(/\.(c|h)\b/);
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    expect(ruleset.meta.versions.filter((v) => !readme.includes(v))).toEqual([]);
    expect(readme).toContain(ruleset.meta.units.time.name);
    expect(readFileSync(join(dir, 'test/golden-replay.test.ts'), 'utf8')).toContain('describeGoldenReplay');
    expect(readFileSync(join(dir, 'test/conformance.test.ts'), 'utf8')).toContain('describeConformance');
    expect(readFileSync(join(dir, 'test/readme.test.ts'), 'utf8')).toContain('describeReadmeExamples');
    const offenders = filesUnder(dir)
      .filter((f) => !f.includes('node_modules') && !f.includes(join(dir, 'dist')) && /\.(ts|md|json)$/.test(f))
      .filter((f) => /\bshared\/(spec|golden|DESIGN)|spec §|fact sheet/i.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

// The plugin template is the smallest plugin to copy: not the whole layout, but the same contract
// for tools (its analysis on ./analysis, declared) and, like the example, nothing from the
// repository around it.
describe('the plugin template (examples/plugin-template): what an author copies', () => {
  const dir = join(root, 'examples', 'plugin-template');
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PluginPackageJson;

  it('depends only on @turnkeeper/core and valibot, and declares its analysis for the CLI', () => {
    expect(pkg.name).toBe('turnkeeper-plugin-template');
    expect(Object.keys(pkg.dependencies ?? {}).sort()).toEqual(['@turnkeeper/core', 'valibot']);
    expect(pkg.turnkeeper?.rulesets).toEqual(['./analysis#ticktockAnalysis']);
    expect(Object.keys(pkg.exports ?? {})).toEqual(expect.arrayContaining(['.', './analysis']));
    expect(readFileSync(join(dir, 'src/analysis/index.ts'), 'utf8')).toContain('ticktockAnalysis');
    expect(readFileSync(join(dir, 'test/conformance.test.ts'), 'utf8')).toContain('describeConformance(ticktockAnalysis');
    expect(readFileSync(join(dir, 'test/golden-replay.test.ts'), 'utf8')).toContain('describeGoldenReplay');
    expect(readFileSync(join(dir, 'test/package-layout.test.ts'), 'utf8')).toContain('describePackageLayout');
  });
});

// Both examples are written to be copied out of the repository: no config or file of theirs reaches
// into it by a relative path.
for (const example of ['angband-plugin', 'plugin-template']) {
  describe(`examples/${example}: standing alone`, () => {
    it('has its own tsconfig, vitest, tsup and eslint configs, none reaching outside the folder', () => {
      const dir = join(root, 'examples', example);
      const configs = ['tsconfig.json', 'vitest.config.ts', 'tsup.config.ts', 'eslint.config.js'];
      expect(configs.filter((c) => !existsSync(join(dir, c)))).toEqual([]);
      const outside = filesUnder(dir)
        .filter((f) => /\.(ts|js|json)$/.test(f) && !f.includes(join('test', 'golden') + '/'))
        .filter((f) => /(from '|"extends": "|import\(')\.\.\/\.\.\//.test(readFileSync(f, 'utf8')));
      expect(outside.map((f) => f.slice(root.length))).toEqual([]);
    });
  });
}

/** A valid spec of `kind` for the ruleset, from its catalog or the conformance-style defaults. */
function sampleSpec(analysis: AnyAnalysis, kind: string): Record<string, unknown> {
  const entry = analysis.catalog().find((c) => c.kind === kind);
  return entry ? (entry.spec as Record<string, unknown>) : {};
}
