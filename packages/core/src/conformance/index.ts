/**
 * The conformance kit: run it from vitest against any ruleset, ours or a third party's.
 *
 * - {@link describeConformance}: metadata, registry, determinism, snapshots, bad specs, protocol, rate.
 * - {@link describeGoldenReplay}: every `*.json` under a folder, one test per file, first-difference reports.
 * - {@link replayGoldenFile}, {@link firstDifference}, {@link discoverGoldenFiles}: the same, without vitest.
 *
 * @module
 */
export { describeConformance, type ConformanceOptions, type LooseAction } from './describe-conformance.js';
export { describeGoldenReplay } from './describe-golden-replay.js';
export { replayGoldenFile, schemaTag, type GoldenAdapter, type GoldenComparison, type GoldenOutcome } from './golden-replay.js';
export { discoverGoldenFiles, loadGoldenFile } from './golden-files.js';
export { firstDifference, formatDifference, type Difference, type DiffOptions } from './first-difference.js';
export { readmeCodeBlocks, untestedReadmeBlocks } from './readme-examples.js';
