import type { CthangbandGoldenAdapter } from './golden-types.js';
import { traceAdapter } from './trace-replay.js';
import { actionCostsAdapter, rngAdapter, speedTableAdapter, spellCostAdapter, timeUnitsAdapter } from './vector-adapters.js';

/**
 * One adapter per golden schema of `shared/golden/cthangband/` (spec §10), for core's
 * `describeGoldenReplay`. A file of any other schema matches none and fails.
 *
 * @example
 * ```ts
 * import { fileURLToPath } from 'node:url';
 * import { describeGoldenReplay } from '@turnkeeper/core/conformance';
 * import { goldenAdapters } from '@turnkeeper/cthangband';
 * describeGoldenReplay(fileURLToPath(new URL('./golden', import.meta.url)), goldenAdapters);
 * ```
 */
export const goldenAdapters: readonly CthangbandGoldenAdapter[] = Object.freeze([
  speedTableAdapter,
  spellCostAdapter,
  actionCostsAdapter,
  timeUnitsAdapter,
  rngAdapter,
  traceAdapter,
]);
