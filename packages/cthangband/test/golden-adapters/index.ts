import type { GoldenAdapter } from '@turnkeeper/core/golden';
import { actionCostsAdapter } from './action-costs.js';
import { rngAdapter } from './rng.js';
import { speedTableAdapter } from './speed-table.js';
import { spellCostAdapter } from './spell-cost.js';
import { timeUnitsAdapter } from './time-units.js';
import { traceAdapter } from './trace.js';

/**
 * One adapter per golden schema of the Cthangband golden files, for core's `describeGoldenReplay`.
 * A file of any other schema matches none and fails.
 */
export const goldenAdapters: readonly GoldenAdapter[] = Object.freeze([
  speedTableAdapter,
  spellCostAdapter,
  actionCostsAdapter,
  timeUnitsAdapter,
  rngAdapter,
  traceAdapter,
]);

export { replayTrace } from './trace.js';
