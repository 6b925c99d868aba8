import { describe, expect, it } from 'vitest';
import {
  documentationProblems,
  exportProblems,
  goldenTagProblems,
  layoutProblems,
  testNamingProblems,
  vocabularyProblems,
  type PackageUnderTest,
} from './package-checks.js';

/**
 * Options of {@link describePackageLayout}.
 *
 * @example
 * ```ts
 * const options: PackageLayoutOptions = { recordedGoldenTags: ['my-game-speed/trace/1'] };
 * ```
 */
export interface PackageLayoutOptions {
  /**
   * Golden schema tags written by the original game's recorder, kept as they are (held-out traces
   * arrive with them); every other golden file's tag is `<id>.<snake_name>.v<N>`.
   */
  readonly recordedGoldenTags?: readonly string[];
}

/**
 * The package meta-test: registers one test per rule of the one ruleset package (CONTRIBUTING.md,
 * "Adding a ruleset") — the layout, the vocabulary, test-file naming, golden schema tags, the
 * `exports` and plugin declaration tools read, and TSDoc with an `@example` on every export of
 * both entries. Each failure lists every problem, naming the file and what the rule asks. Reading
 * exports needs the `typescript` package (a development dependency of any TypeScript plugin).
 *
 * @example
 * ```ts
 * // test/package-layout.test.ts of a plugin named my-game, with
 * // `import * as main from 'my-game'` and `import * as analysisEntry from 'my-game/analysis'`
 * import { fileURLToPath } from 'node:url';
 * import type { AnyAnalysis } from '@turnkeeper/core';
 * import { describePackageLayout } from '@turnkeeper/core/conformance';
 * declare const main: object;
 * declare const analysisEntry: { readonly myGameAnalysis: AnyAnalysis };
 *
 * describePackageLayout({
 *   dir: fileURLToPath(new URL('..', import.meta.url)),
 *   analysis: analysisEntry.myGameAnalysis,
 *   entries: { '.': main, './analysis': analysisEntry },
 * });
 * ```
 */
export function describePackageLayout(pkg: PackageUnderTest, options: PackageLayoutOptions = {}): void {
  describe(`the ${pkg.analysis.ruleset.id} package: one layout, one vocabulary`, () => {
    it('has the one layout (CONTRIBUTING.md, "Adding a ruleset")', () => {
      expect(layoutProblems(pkg)).toEqual([]);
    });
    it('names its exports with the one vocabulary', async () => {
      expect(await vocabularyProblems(pkg)).toEqual([]);
    });
    it('names its tests <subject>.test.ts, <subject>.property.test.ts or <subject>.test-d.ts', () => {
      expect(testNamingProblems(pkg)).toEqual([]);
    });
    it('tags its golden files <id>.<name>.v<N> (or as the recorder wrote them)', () => {
      expect(goldenTagProblems(pkg, options.recordedGoldenTags)).toEqual([]);
    });
    it('declares its entries and its analysis for tools, with core and valibot as its only runtime dependencies', () => {
      expect(exportProblems(pkg)).toEqual([]);
    });
    it('documents every export of both entries with TSDoc and an @example', async () => {
      expect(await documentationProblems(pkg)).toEqual([]);
    });
  });
}
