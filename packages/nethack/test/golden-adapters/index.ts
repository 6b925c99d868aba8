import type { GoldenAdapter } from '@turnkeeper/core/golden';
import { actionsPerTurnAdapter } from './actions-per-turn-adapter.js';
import { heroAllocAdapter, monsterAllocAdapter, ridingAllocAdapter } from './allocation-adapters.js';
import { freeMovesAdapter } from './free-moves-adapter.js';
import { indexAdapter } from './index-adapter.js';
import { rngScriptAdapter } from './rng-script-adapter.js';
import { traceAdapter } from './trace-adapter.js';

/** One adapter per schema of the NetHack golden files (`test/golden/`); files of other schemas fail. */
export function nethackGoldenAdapters(goldenDir: string): GoldenAdapter[] {
  return [
    indexAdapter(goldenDir),
    monsterAllocAdapter,
    heroAllocAdapter,
    ridingAllocAdapter,
    actionsPerTurnAdapter,
    freeMovesAdapter,
    rngScriptAdapter,
    traceAdapter(goldenDir),
  ];
}
