/**
 * The golden-replay machinery without vitest: discovery, adapters, replay and first-difference
 * reports. Runtime code (a ruleset's adapters, a CLI) imports this entry; test files use
 * `@turnkeeper/core/conformance`, which adds the vitest suites.
 *
 * @module
 */
export { replayGoldenFile, replayGoldenData, type GoldenAdapter, type GoldenComparison, type GoldenOutcome } from './golden-replay.js';
export { defineGoldenAdapter } from './golden-adapter.js';
export { traceDraws, type TraceDraws } from './trace-draws.js';
export { uncomparedGoldenFields, type UncomparedField } from './golden-coverage.js';
export { checkGoldenFields, goldenSchemaProblems, type GoldenFieldsOptions, type GoldenFieldsReport } from './golden-fields.js';
export { parseGolden, readGolden, cases, hasSchema, schemaTag, xorshift32Values } from './golden-schema.js';
export { discoverGoldenFiles, loadGoldenFile } from './golden-files.js';
export { firstDifference, formatDifference, type Difference, type DiffOptions } from './first-difference.js';
export { readmeCodeBlocks, untestedReadmeBlocks } from './readme-examples.js';
