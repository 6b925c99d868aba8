import type { GoldenAdapter } from '@turnkeeper/core/conformance';
import { actionsPerTurnAdapter } from './actions-per-turn.js';
import { monsterActionCostsAdapter } from './monster-action-costs.js';
import { pcg32VectorsAdapter } from './pcg32-vectors.js';
import { playerDelaysAdapter } from './player-delays.js';
import { speedModifiersAdapter } from './speed-modifiers.js';
import { traceAdapter } from './trace.js';
import { turnTransitionsAdapter } from './turn-transitions.js';

/**
 * One adapter per DCSS golden schema, for `describeGoldenReplay`; a file whose schema none of them
 * knows fails its test.
 */
export const dcssGoldenAdapters: readonly GoldenAdapter[] = [
  traceAdapter,
  pcg32VectorsAdapter,
  speedModifiersAdapter,
  monsterActionCostsAdapter,
  playerDelaysAdapter,
  actionsPerTurnAdapter,
  turnTransitionsAdapter,
];
