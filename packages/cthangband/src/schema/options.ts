import { z } from 'zod';
import { NEW_GAME_TURN } from '../tables/constants.js';

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
    .number({ error: 'startTurn must be an integer from 1 to 2000000000' })
    .int({ error: 'startTurn must be an integer' })
    .min(1, { error: 'startTurn must be an integer ≥ 1 (a new game starts at turn 1)' })
    .max(2_000_000_000, { error: 'startTurn must be ≤ 2000000000 (turn is a signed 32-bit counter)' })
    .default(NEW_GAME_TURN)
    .describe('the game turn of tick 1: 1 for a new game, 50001 for the undead races (dusk)'),
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
