// The checks behind describePackageLayout, as plain functions returning the problems they find
// (an empty list when the package keeps the rule), so that a test can show each rule failing.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyAnalysis } from '../ruleset/any-ruleset.js';
import { schemaTag } from './golden-schema.js';
import { loadGoldenFile } from './golden-files.js';
import { packageVocabulary } from './package-vocabulary.js';
import { sourceExports, type SourceExport } from './source-exports.js';

/**
 * What the package meta-test is given: the package's folder, its analysis, and its two entries as
 * the package's own name imports them (so that the test also shows the name resolves).
 *
 * @example
 * ```ts
 * // in a plugin's test, with `import * as main from 'my-game'` and `import * as analysisEntry from 'my-game/analysis'`
 * import { fileURLToPath } from 'node:url';
 * import type { AnyAnalysis } from '@turnkeeper/core';
 * import type { PackageUnderTest } from '@turnkeeper/core/conformance';
 * declare const main: object;
 * declare const analysisEntry: { readonly myGameAnalysis: AnyAnalysis };
 * const pkg: PackageUnderTest = { dir: fileURLToPath(new URL('..', import.meta.url)), analysis: analysisEntry.myGameAnalysis, entries: { '.': main, './analysis': analysisEntry } };
 * ```
 */
export interface PackageUnderTest {
  /** The package's folder (where its package.json is). */
  readonly dir: string;
  /** The package's analysis; its `ruleset` is the package's ruleset. */
  readonly analysis: AnyAnalysis;
  /** The modules `import * as … from '<package>'` and `from '<package>/analysis'` give. */
  readonly entries: { readonly '.': object; readonly './analysis': object };
}

/**
 * The files every ruleset package has: its entries, its ruleset, versions, hooks, schemas, engine
 * and saved state, analysis and speed table, the time-system document, and the kit's tests.
 *
 * @example
 * ```ts
 * PACKAGE_FILES.includes('src/engine/state.ts'); // true
 * ```
 */
export const PACKAGE_FILES = [
  'package.json',
  'README.md',
  'docs/time-system.md',
  'src/index.ts',
  'src/ruleset.ts',
  'src/versions.ts',
  'src/hooks.ts',
  'src/schema/actors.ts',
  'src/schema/options.ts',
  'src/schema/types.ts',
  'src/engine/engine.ts',
  'src/engine/state.ts',
  'src/analysis/index.ts',
  'src/analysis/analysis.ts',
  'src/analysis/speed-table.ts',
  'test/conformance.test.ts',
  'test/golden-replay.test.ts',
  'test/package-layout.test.ts',
] as const;

/**
 * The folders every ruleset package has: its golden files and one adapter per golden schema.
 *
 * @example
 * ```ts
 * PACKAGE_FOLDERS; // ['test/golden', 'test/golden-adapters']
 * ```
 */
export const PACKAGE_FOLDERS = ['test/golden', 'test/golden-adapters'] as const;

/** Folders a test folder may hold besides its test files: helpers live in one of them. */
const TEST_SUBFOLDERS = ['golden', 'golden-adapters', 'examples', 'fixtures', 'helpers'];

/** A test file's name: kebab-case, `.test.ts`, `.property.test.ts` (fast-check suites) or `.test-d.ts` (type tests). */
const TEST_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.property\.test\.ts|\.test\.ts|\.test-d\.ts)$/;

/** A golden schema tag: `<id>.<snake_case_name>.v<N>`, or the tag the original's recorder wrote (see CONTRIBUTING.md). */
function goldenTagPattern(id: string): RegExp {
  const escaped = id.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  return new RegExp(`^${escaped}\\.[a-z0-9]+(?:_[a-z0-9]+)*\\.v[0-9]+$`);
}

/** Every file under `dir`, as paths relative to it, not descending into dependencies or builds. */
function filesUnder(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/**
 * The layout: the files and folders every package has, `src/random/` holding the generator when
 * the ruleset has one, `test/readme.test.ts` beside `test/examples/`, no golden-replay code in
 * `src/`, and entries that export by name and keep the engine and the analysis out of the
 * runtime entry.
 *
 * @example
 * ```ts
 * import { layoutProblems, type PackageUnderTest } from '@turnkeeper/core/conformance';
 * declare const pkg: PackageUnderTest;
 * layoutProblems(pkg); // [] when the package has the one layout
 * ```
 */
export function layoutProblems({ dir, analysis }: PackageUnderTest): string[] {
  const problems: string[] = [];
  for (const path of [...PACKAGE_FILES, ...PACKAGE_FOLDERS]) if (!existsSync(join(dir, path))) problems.push(`missing ${path}`);
  if (analysis.ruleset.random.generator && !existsSync(join(dir, 'src/random/draw-sites.ts')))
    problems.push('missing src/random/draw-sites.ts (the ruleset has a generator: it and its draw sites live in src/random/)');
  if (existsSync(join(dir, 'test/examples')) && !existsSync(join(dir, 'test/readme.test.ts')))
    problems.push('missing test/readme.test.ts (test/examples/ holds the README examples it runs)');
  if (existsSync(join(dir, 'src/golden'))) problems.push('src/golden exists: golden-replay code belongs in test/golden-adapters/, not the published src/');
  for (const entry of ['src/index.ts', 'src/analysis/index.ts']) {
    const path = join(dir, entry);
    if (!existsSync(path)) continue;
    const text = readFileSync(path, 'utf8');
    if (text.includes('export *')) problems.push(`${entry} re-exports with export *: export each name explicitly`);
  }
  const index = join(dir, 'src/index.ts');
  if (existsSync(index)) {
    const text = readFileSync(index, 'utf8');
    if (text.includes("from './engine/")) problems.push('src/index.ts exports from ./engine/: the engine is internal');
    if (text.includes("from './analysis/")) problems.push('src/index.ts exports from ./analysis/: the analysis is on the /analysis entry');
  }
  return problems;
}

/**
 * Test-file naming: every file directly under `test/` is a test named in kebab-case
 * (`<subject>.test.ts`, `<subject>.property.test.ts` for fast-check suites, `<subject>.test-d.ts`
 * for type tests); helpers live in a sub-folder (`golden-adapters/`, `examples/`, `fixtures/`,
 * `helpers/`).
 *
 * @example
 * ```ts
 * import { testNamingProblems, type PackageUnderTest } from '@turnkeeper/core/conformance';
 * declare const pkg: PackageUnderTest;
 * testNamingProblems(pkg); // a problem naming test/properties.ts, for a helper at the top of test/
 * ```
 */
export function testNamingProblems({ dir }: PackageUnderTest): string[] {
  const testDir = join(dir, 'test');
  if (!existsSync(testDir)) return [];
  return readdirSync(testDir).flatMap((name) => {
    if (statSync(join(testDir, name)).isDirectory())
      return TEST_SUBFOLDERS.includes(name) ? [] : [`test/${name}/: test sub-folders are ${TEST_SUBFOLDERS.join(', ')}`];
    if (name.startsWith('.')) return [];
    return TEST_FILE.test(name)
      ? []
      : [`test/${name}: a test file is <kebab-case>.test.ts, <kebab-case>.property.test.ts or <kebab-case>.test-d.ts; helpers live in a sub-folder`];
  });
}

/**
 * Golden schema tags: every `*.json` under `test/golden/` carries a tag `<id>.<snake_name>.v<N>`,
 * or, for files recorded from the original game, the tag its recorder wrote, listed in
 * `recordedTags` (those arrive with held-out traces and are never rewritten).
 *
 * @example
 * ```ts
 * import { goldenTagProblems, type PackageUnderTest } from '@turnkeeper/core/conformance';
 * declare const pkg: PackageUnderTest;
 * goldenTagProblems(pkg, ['nethack-speed/trace/1']); // [] when every other tag is nethack.<name>.v<N>
 * ```
 */
export function goldenTagProblems({ dir, analysis }: PackageUnderTest, recordedTags: readonly string[] = []): string[] {
  const pattern = goldenTagPattern(analysis.ruleset.id);
  const goldenDir = join(dir, 'test/golden');
  return filesUnder(goldenDir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      const tag = schemaTag(loadGoldenFile(join(goldenDir, f)));
      if (tag === undefined) return [`test/golden/${f}: no schema tag`];
      return pattern.test(tag) || recordedTags.includes(tag)
        ? []
        : [`test/golden/${f}: schema tag ${tag} is not ${analysis.ruleset.id}.<snake_name>.v<N> nor a recorded tag`];
    });
}

/** What package.json says to tools. */
interface PluginPackageJson {
  readonly name?: string;
  readonly exports?: Readonly<Record<string, unknown>>;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly turnkeeper?: { readonly rulesets?: readonly string[] };
}

/**
 * The exports: package.json `exports` has `.` and `./analysis`; the runtime dependencies are
 * `@turnkeeper/core` and valibot; the plugin declaration `"turnkeeper": { "rulesets":
 * ["./analysis#<game>Analysis"] }` names the analysis, which the `/analysis` entry exports and
 * whose ruleset the runtime entry exports.
 *
 * @example
 * ```ts
 * import { exportProblems, type PackageUnderTest } from '@turnkeeper/core/conformance';
 * declare const pkg: PackageUnderTest;
 * exportProblems(pkg); // [] when tools can find the ruleset
 * ```
 */
export function exportProblems({ dir, analysis, entries }: PackageUnderTest): string[] {
  const path = join(dir, 'package.json');
  if (!existsSync(path)) return ['missing package.json'];
  const pkg = JSON.parse(readFileSync(path, 'utf8')) as PluginPackageJson;
  const names = packageVocabulary(analysis.ruleset.id);
  const problems: string[] = [];
  for (const subpath of ['.', './analysis']) if (!(subpath in (pkg.exports ?? {}))) problems.push(`package.json exports has no "${subpath}"`);
  const extra = Object.keys(pkg.dependencies ?? {}).filter((d) => d !== '@turnkeeper/core' && d !== 'valibot' && !d.startsWith('@valibot/'));
  if (extra.length > 0) problems.push(`runtime dependencies besides @turnkeeper/core and valibot: ${extra.join(', ')}`);
  const declared = pkg.turnkeeper?.rulesets ?? [];
  const expected = `./analysis#${names.analysis}`;
  if (declared.length !== 1 || declared[0] !== expected)
    problems.push(`package.json "turnkeeper": { "rulesets": ${JSON.stringify(declared)} } is not ["${expected}"]`);
  for (const declaration of declared) {
    const [subpath = '', name = ''] = declaration.split('#');
    const entry = (entries as Readonly<Record<string, object | undefined>>)[subpath];
    const found = entry ? (entry as Record<string, unknown>)[name] : undefined;
    if (found !== analysis) problems.push(`the plugin declaration ${declaration} does not resolve to the package's analysis`);
  }
  if ((entries['.'] as Record<string, unknown>)[names.ruleset] !== analysis.ruleset)
    problems.push(`the runtime entry does not export the analysis' ruleset as ${names.ruleset}`);
  return problems;
}

/** The files whose exports the vocabulary and TSDoc checks read. */
const READ_FILES = [
  'src/index.ts',
  'src/analysis/index.ts',
  'src/versions.ts',
  'src/hooks.ts',
  'src/schema/options.ts',
  'src/schema/types.ts',
  'src/engine/engine.ts',
  'src/engine/state.ts',
  'src/random/draw-sites.ts',
];

/** One TypeScript program per package folder, shared by the checks (building one takes seconds). */
const programs = new Map<string, Promise<Map<string, SourceExport[]>>>();

/** The exports of the layout's files in `dir`, read once. */
function packageExports(dir: string): Promise<Map<string, SourceExport[]>> {
  let found = programs.get(dir);
  if (!found) {
    found = sourceExports(READ_FILES.map((f) => join(dir, f)).filter((f) => existsSync(f)));
    programs.set(dir, found);
  }
  return found;
}

/** The problem when `exports` of `file` lacks `name` (of the right kind), or undefined. */
function requireName(
  exports: ReadonlyMap<string, SourceExport[]>,
  dir: string,
  file: string,
  name: string,
  kinds: readonly SourceExport['kind'][],
): string | undefined {
  const list = exports.get(join(dir, file));
  if (!list) return undefined; // a missing file is a layout problem, reported there
  const found = list.find((e) => e.name === name);
  if (!found) return `${file} does not export ${name}`;
  return kinds.includes(found.kind) ? undefined : `${file}: ${name} is a ${found.kind}, not a ${kinds.join(' or ')}`;
}

/**
 * The vocabulary: the names each file of the layout exports (see {@link packageVocabulary}), the
 * runtime values being the ruleset's own (`<game>Actors` is `ruleset.kinds`, …), and no other
 * draw-site table, engine class, saved-state type or phase list under another name.
 *
 * @example
 * ```ts
 * import { vocabularyProblems, type PackageUnderTest } from '@turnkeeper/core/conformance';
 * declare const pkg: PackageUnderTest;
 * await vocabularyProblems(pkg); // ['src/engine/engine.ts does not export MyGameEngine'] for an engine named otherwise
 * ```
 */
export async function vocabularyProblems({ dir, analysis, entries }: PackageUnderTest): Promise<string[]> {
  const { ruleset } = analysis;
  const n = packageVocabulary(ruleset.id);
  const hasGenerator = ruleset.random.generator !== undefined;
  const exports = await packageExports(dir);
  const values = ['const', 'function', 'class'] as const;
  const types = ['type', 'interface'] as const;
  const required: [string, string, readonly SourceExport['kind'][]][] = [
    ['src/versions.ts', n.versions, values],
    ['src/versions.ts', n.defaultVersion, values],
    ['src/versions.ts', n.versionType, types],
    ['src/hooks.ts', n.hooks, values],
    ['src/hooks.ts', n.hookPayloads, types],
    ['src/schema/options.ts', n.options, values],
    ['src/schema/options.ts', n.optionsType, types],
    ['src/schema/types.ts', n.types, types],
    ['src/engine/engine.ts', n.engine, ['class']],
    ['src/engine/state.ts', n.stateSchema, values],
    ['src/engine/state.ts', n.savedState, types],
    ['src/index.ts', n.ruleset, values],
    ['src/index.ts', n.versions, values],
    ['src/index.ts', n.defaultVersion, values],
    ['src/index.ts', n.versionType, types],
    ['src/index.ts', n.actors, values],
    ['src/index.ts', n.hooks, values],
    ['src/index.ts', n.hookPayloads, types],
    ['src/index.ts', n.options, values],
    ['src/index.ts', n.optionsType, types],
    ['src/index.ts', n.types, types],
    ['src/analysis/index.ts', n.analysis, values],
    ...ruleset.kindList.flatMap((k): [string, string, readonly SourceExport['kind'][]][] => [
      ['src/index.ts', n.spec(k.name), types],
      ['src/index.ts', n.action(k.name), types],
    ]),
  ];
  if (hasGenerator) {
    required.push(['src/random/draw-sites.ts', n.drawSites, values], ['src/random/draw-sites.ts', n.drawSite, types]);
    required.push(['src/index.ts', n.generator, values], ['src/index.ts', n.drawSites, values], ['src/index.ts', n.drawSite, types]);
  }
  const problems = required.map(([file, name, kinds]) => requireName(exports, dir, file, name, kinds)).filter((p): p is string => p !== undefined);

  // One name for each thing: another draw-site table, engine class, saved-state type or phase list is a second vocabulary.
  const rules: [string, RegExp, string][] = [
    ['src/index.ts', /(^|_)SITES$/, n.drawSites],
    ['src/random/draw-sites.ts', /(^|_)SITES$/, n.drawSites],
    ['src/engine/engine.ts', /Engine$/, n.engine],
    ['src/engine/state.ts', /Saved/, n.savedState],
    ['src/engine/state.ts', /PHASES?$|Phase$/, `${n.phases} or ${n.phase}`],
  ];
  for (const [file, pattern, allowed] of rules) {
    for (const e of exports.get(join(dir, file)) ?? []) {
      if (pattern.test(e.name) && !allowed.split(' or ').includes(e.name)) problems.push(`${file} exports ${e.name}: the vocabulary's name is ${allowed}`);
    }
  }
  const phases = (exports.get(join(dir, 'src/engine/state.ts')) ?? []).some((e) => e.name === n.phases);
  if (phases && !(exports.get(join(dir, 'src/engine/state.ts')) ?? []).some((e) => e.name === n.phase))
    problems.push(`src/engine/state.ts exports ${n.phases} without its type ${n.phase}`);

  // The runtime values are the ruleset's own.
  const main = entries['.'] as Record<string, unknown>;
  const same: [string, unknown][] = [
    [n.ruleset, ruleset],
    [n.actors, ruleset.kinds],
    [n.hooks, ruleset.hooks],
    [n.options, ruleset.options],
    [n.defaultVersion, ruleset.meta.defaultVersion],
  ];
  if (hasGenerator) same.push([n.generator, ruleset.random.generator]);
  for (const [name, value] of same) if (name in main && main[name] !== value) problems.push(`${name} from the runtime entry is not the ruleset's own`);
  const versions = main[n.versions];
  if (Array.isArray(versions) && JSON.stringify(versions) !== JSON.stringify(ruleset.meta.versions))
    problems.push(`${n.versions} is not the ruleset's versions`);
  return problems;
}

/**
 * TSDoc: every export of both entries (`src/index.ts`, `src/analysis/index.ts`) has TSDoc with an
 * `@example`, re-exports followed to their declarations.
 *
 * @example
 * ```ts
 * import { documentationProblems, type PackageUnderTest } from '@turnkeeper/core/conformance';
 * declare const pkg: PackageUnderTest;
 * await documentationProblems(pkg); // ['src/index.ts: myGame has no TSDoc @example'] for an undocumented export
 * ```
 */
export async function documentationProblems({ dir }: PackageUnderTest): Promise<string[]> {
  const files = ['src/index.ts', 'src/analysis/index.ts'].filter((f) => existsSync(join(dir, f)));
  const exports = await packageExports(dir);
  return files.flatMap((f) => (exports.get(join(dir, f)) ?? []).filter((e) => !e.documented).map((e) => `${f}: ${e.name} has no TSDoc @example`));
}
