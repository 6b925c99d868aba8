import * as v from 'valibot';
import { NEW_GAME_TURN, TURN_MAX } from '../tables/constants.js';
import { intField } from './fields.js';

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
export const cthangbandOptions = v.strictObject({
  startTurn: v.optional(
    v.pipe(
      intField(1, TURN_MAX, 'turn is an s32b, and a new game starts at turn 1'),
      v.description(
        'the game turn of tick 1 (turn, an s32b): 1 for a new game, 50001 for the undead races (dusk); turn++ past 2147483647 is a TIME_OVERFLOW error',
      ),
    ),
    NEW_GAME_TURN,
  ),
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
export type CthangbandOptions = v.InferOutput<typeof cthangbandOptions>;
