/**
 * The conformance kit: run it from vitest against any ruleset, ours or a third party's.
 *
 * - {@link describeConformance}: metadata, registry, determinism, snapshots, bad specs, protocol, rate.
 * - {@link describeGoldenReplay}: every `*.json` under a folder, one test per file, first-difference reports.
 * - {@link describeGoldenFields}: every field of those files compared by a replay, or pinned with why not.
 * - {@link describeAnalysisEdges}: every analysis question over the whole spec domain, answered or refused within a bounded amount of work.
 * - {@link describeRestoreEverywhere}: a snapshot and a restore after every single operation, valid updates during pending turns included, continuing identically.
 * - {@link describePackageLayout}: the package meta-test (layout, vocabulary, test names, golden tags, exports, TSDoc) every plugin runs on itself.
 * - Everything from `@turnkeeper/core/golden` (the same machinery without vitest).
 *
 * @module
 */
export { describeConformance, type ConformanceOptions, type ConformanceActor, type LooseAction } from './describe-conformance.js';
export { describeGoldenReplay } from './describe-golden-replay.js';
export { describeGoldenFields } from './describe-golden-fields.js';
export { describeReadmeExamples } from './describe-readme-examples.js';
export { describeAnalysisEdges, type AnalysisEdge, type AnalysisEdgesOptions } from './describe-analysis-edges.js';
export { describeRestoreEverywhere, type RestoreEverywhereOptions } from './describe-restore-everywhere.js';
export { describePackageLayout, type PackageLayoutOptions } from './describe-package-layout.js';
export {
  layoutProblems,
  vocabularyProblems,
  testNamingProblems,
  goldenTagProblems,
  exportProblems,
  documentationProblems,
  PACKAGE_FILES,
  PACKAGE_FOLDERS,
  type PackageUnderTest,
} from './package-checks.js';
export { packageVocabulary, type PackageVocabulary } from './package-vocabulary.js';
export { sourceExports, type SourceExport } from './source-exports.js';
export { exampleErrors, type ExampleErrorsOptions } from './example-errors.js';
export { tsdocBlocks, type TsdocBlock } from './tsdoc-blocks.js';
export { inputOf, validInputOf, outOfDomain } from './arbitrary.js';
export {
  replayGoldenFile,
  replayGoldenData,
  uncomparedGoldenFields,
  checkGoldenFields,
  goldenSchemaProblems,
  type GoldenFieldsOptions,
  type GoldenFieldsReport,
  parseGolden,
  readGolden,
  cases,
  hasSchema,
  schemaTag,
  xorshift32Values,
  discoverGoldenFiles,
  loadGoldenFile,
  firstDifference,
  formatDifference,
  readmeCodeBlocks,
  untestedReadmeBlocks,
  defineGoldenAdapter,
  traceDraws,
  type TraceDraws,
  type GoldenAdapter,
  type GoldenComparison,
  type GoldenOutcome,
  type UncomparedField,
  type Difference,
  type DiffOptions,
} from './golden.js';
