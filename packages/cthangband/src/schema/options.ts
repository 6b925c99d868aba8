import { z } from 'zod';
import { NEW_GAME_TURN, TURN_MAX } from '../tables/constants.js';

/**
 * The ruleset's options (besides the version): `startTurn`, the game turn of tick 1 (1 for a new
 * game; 50001 for the undead races, who start at dusk: `dungeon.c` `play_game()`).
 *
 * @example
 * ```ts
 * import { cthangband } from '@turnkeeper/cthangband';
 * const undead = cthangband.create({ options: { startTurn: 50001 } });
 * ```
 */
export const cthangbandOptions = z.strictObject({
  startTurn: z
    .number({ error: `startTurn must be an integer from 1 to ${TURN_MAX}` })
    .int({ error: 'startTurn must be an integer' })
    .min(1, { error: 'startTurn must be an integer ≥ 1 (a new game starts at turn 1, and turn only goes up)' })
    .max(TURN_MAX, { error: `startTurn must be ≤ ${TURN_MAX} (turn is an s32b)` })
    .default(NEW_GAME_TURN)
    .describe('the game turn of tick 1 (turn, an s32b): 1 for a new game, 50001 for the undead races (dusk); turn++ past 2147483647 is a TIME_OVERFLOW error'),
});

/**
 * Parsed options.
 *
 * @example
 * ```ts
 * import type { CthangbandOptions } from '@turnkeeper/cthangband';
 * const o: CthangbandOptions = { startTurn: 1 };
 * ```
 */
export type CthangbandOptions = z.output<typeof cthangbandOptions>;
