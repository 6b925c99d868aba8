// The package meta-test fails on a package that breaks the layout or the vocabulary:
// test/fixtures/broken-plugin breaks every rule once, and each check names each break.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyAnalysis } from '../src/index.js';
import {
  documentationProblems,
  exportProblems,
  goldenTagProblems,
  layoutProblems,
  packageVocabulary,
  testNamingProblems,
  vocabularyProblems,
  type PackageUnderTest,
} from '../src/conformance/index.js';

const dir = fileURLToPath(new URL('./fixtures/broken-plugin', import.meta.url));

// The checks read only these members of the analysis and its ruleset: a stand-in is enough, and
// the fixture's sources are read as files, never run.
const ruleset = {
  id: 'broken-game',
  kindList: [{ name: 'player' }],
  kinds: {},
  hooks: {},
  options: {},
  random: { generator: { name: 'broken' } },
  meta: { versions: ['1'], defaultVersion: '1' },
};
const analysis = { ruleset } as unknown as AnyAnalysis;
const main = { brokenGame: { id: 'another object' }, BROKEN_GAME_VERSIONS: ['1', '2'] };
const pkg: PackageUnderTest = { dir, analysis, entries: { '.': main, './analysis': { analysis } } };

describe('the package meta-test on a package that breaks every rule', () => {
  it('names the vocabulary from the ruleset id', () => {
    const n = packageVocabulary('broken-game');
    expect([n.ruleset, n.drawSites, n.engine, n.savedState, n.phases, n.phase, n.analysis, n.spec('player')]).toEqual([
      'brokenGame',
      'BROKEN_GAME_DRAW_SITES',
      'BrokenGameEngine',
      'BrokenGameSavedState',
      'BROKEN_GAME_PHASES',
      'BrokenGamePhase',
      'brokenGameAnalysis',
      'BrokenGamePlayerSpec',
    ]);
  });

  it('reports the layout: missing files, golden code in src/, export *, the engine in the runtime entry', () => {
    expect(layoutProblems(pkg)).toEqual([
      'missing src/analysis/speed-table.ts',
      'missing test/package-layout.test.ts',
      'missing test/readme.test.ts (test/examples/ holds the README examples it runs)',
      'src/golden exists: golden-replay code belongs in test/golden-adapters/, not the published src/',
      'src/index.ts re-exports with export *: export each name explicitly',
      'src/index.ts exports from ./engine/: the engine is internal',
    ]);
  });

  it('reports the vocabulary: missing names, and draw sites, engines, saved states and phases under other names', async () => {
    // The names the fixture gives right (BrokenGameEngine, brokenGameState, BROKEN_GAME_VERSIONS,
    // brokenGameHooks, brokenGameOptions where they are declared) are not reported.
    expect(await vocabularyProblems(pkg)).toEqual([
      'src/versions.ts does not export BROKEN_GAME_DEFAULT_VERSION',
      'src/versions.ts does not export BrokenGameVersion',
      'src/hooks.ts does not export BrokenGameHookPayloads',
      'src/schema/options.ts does not export BrokenGameOptions',
      'src/engine/state.ts does not export BrokenGameSavedState',
      'src/index.ts does not export BROKEN_GAME_DEFAULT_VERSION',
      'src/index.ts does not export BrokenGameVersion',
      'src/index.ts does not export brokenGameActors',
      'src/index.ts does not export brokenGameHooks',
      'src/index.ts does not export BrokenGameHookPayloads',
      'src/index.ts does not export brokenGameOptions',
      'src/index.ts does not export BrokenGameOptions',
      'src/index.ts does not export BrokenGameTypes',
      'src/analysis/index.ts does not export brokenGameAnalysis',
      'src/index.ts does not export BrokenGamePlayerSpec',
      'src/index.ts does not export BrokenGamePlayerAction',
      'src/random/draw-sites.ts does not export BROKEN_GAME_DRAW_SITES',
      'src/random/draw-sites.ts does not export BrokenGameDrawSite',
      'src/index.ts does not export brokenGameGenerator',
      'src/index.ts does not export BROKEN_GAME_DRAW_SITES',
      'src/index.ts does not export BrokenGameDrawSite',
      "src/index.ts exports SITES: the vocabulary's name is BROKEN_GAME_DRAW_SITES",
      "src/random/draw-sites.ts exports DRAW_SITES: the vocabulary's name is BROKEN_GAME_DRAW_SITES",
      "src/engine/engine.ts exports BgEngine: the vocabulary's name is BrokenGameEngine",
      "src/engine/state.ts exports SavedState: the vocabulary's name is BrokenGameSavedState",
      "src/engine/state.ts exports PHASE: the vocabulary's name is BROKEN_GAME_PHASES or BrokenGamePhase",
      "brokenGame from the runtime entry is not the ruleset's own",
      "BROKEN_GAME_VERSIONS is not the ruleset's versions",
    ]);
  });

  it('reports test files not named <subject>.test.ts and helpers outside a helper folder', () => {
    expect(testNamingProblems(pkg)).toEqual([
      'test/Engine.test.ts: a test file is <kebab-case>.test.ts, <kebab-case>.property.test.ts or <kebab-case>.test-d.ts; helpers live in a sub-folder',
      'test/properties.ts: a test file is <kebab-case>.test.ts, <kebab-case>.property.test.ts or <kebab-case>.test-d.ts; helpers live in a sub-folder',
      'test/scratch/: test sub-folders are golden, golden-adapters, examples, fixtures, helpers',
    ]);
  });

  it('reports golden files without a tag or with another tag convention, unless the tag is a recorded one', () => {
    expect(goldenTagProblems(pkg)).toEqual([
      'test/golden/old-style.json: schema tag broken-game/trace/1 is not broken-game.<snake_name>.v<N> nor a recorded tag',
      'test/golden/untagged.json: no schema tag',
    ]);
    expect(goldenTagProblems(pkg, ['broken-game/trace/1'])).toEqual(['test/golden/untagged.json: no schema tag']);
  });

  it('reports the exports: no /analysis entry, another runtime dependency, a plugin declaration that does not resolve', () => {
    expect(exportProblems(pkg)).toEqual([
      'package.json exports has no "./analysis"',
      'runtime dependencies besides @turnkeeper/core and valibot: zod',
      'package.json "turnkeeper": { "rulesets": ["./analysis#brokenAnalysis"] } is not ["./analysis#brokenGameAnalysis"]',
      "the plugin declaration ./analysis#brokenAnalysis does not resolve to the package's analysis",
      "the runtime entry does not export the analysis' ruleset as brokenGame",
    ]);
  });

  it('reports every export of both entries without TSDoc and an @example', async () => {
    expect(await documentationProblems(pkg)).toEqual([
      'src/index.ts: BrokenGameEngine has no TSDoc @example',
      'src/index.ts: SITES has no TSDoc @example',
      'src/analysis/index.ts: analysis has no TSDoc @example',
    ]);
  });
});
