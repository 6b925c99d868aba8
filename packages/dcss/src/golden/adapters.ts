import type { GoldenAdapter } from '@turnkeeper/core/conformance';
import { actionsPerTurnAdapter } from './actions-per-turn.js';
import { monsterActionCostsAdapter } from './monster-action-costs.js';
import { pcg32VectorsAdapter } from './pcg32-vectors.js';
import { playerDelaysAdapter } from './player-delays.js';
import { speedModifiersAdapter } from './speed-modifiers.js';
import { traceAdapter } from './trace-replay.js';
import { turnTransitionsAdapter } from './turn-transitions.js';

/**
 * One adapter per DCSS golden schema (spec §12), for `describeGoldenReplay`. A file whose schema
 * none of them knows fails its test.
 *
 * @example
 * ```ts
 * import { fileURLToPath } from 'node:url';
 * import { describeGoldenReplay } from '@turnkeeper/core/conformance';
 * import { dcssGoldenAdapters } from '@turnkeeper/dcss';
 * describeGoldenReplay(fileURLToPath(new URL('./golden', import.meta.url)), dcssGoldenAdapters);
 * ```
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
