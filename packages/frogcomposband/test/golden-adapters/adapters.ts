import type { GoldenAdapter } from '@turnkeeper/core/golden';
import { energyCostDistributionAdapter } from './cost-adapter.js';
import { doubleMoveAdapter } from './double-move-adapter.js';
import { monsterSpeedVariationAdapter } from './monster-speed-adapter.js';
import { rngVectorsAdapter } from './rng-vectors-adapter.js';
import { speedModifiersAdapter } from './speed-modifiers-adapter.js';
import { speedEnergyTableAdapter } from './speed-table-adapter.js';
import { traceAdapter } from './trace-adapter.js';

/**
 * One golden adapter per schema of FrogComposband's golden files (`test/golden/`). A file of any
 * other schema matches none, so the replay runner fails it.
 */
export const goldenAdapters: readonly GoldenAdapter[] = [
  traceAdapter,
  speedEnergyTableAdapter,
  energyCostDistributionAdapter,
  monsterSpeedVariationAdapter,
  speedModifiersAdapter,
  rngVectorsAdapter,
  doubleMoveAdapter,
];
