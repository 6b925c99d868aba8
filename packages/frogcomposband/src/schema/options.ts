import * as v from 'valibot';
import { S32_MAX } from '@turnkeeper/core/cint';
import { flag, int } from './fields.js';

/**
 * Ruleset options besides the version: Ironman Nightmare (`ironman_nightmare`: monsters +5 and a
 * readier starting energy, `src/melee2.c` `process_monsters()`, `src/monster2.c`
 * `place_monster_one()`), the game turn the loop starts at (`s32b game_turn`: 1 in a new game,
 * 75,001 for a race that starts at night, `src/birth.c` `init_turn()`), and whether the race
 * starts at night (`RACE_NIGHT_START`), which sets the turn at which the game rolls its clock
 * back by whole days (`game_turn_limit`, `src/dungeon.c` `prevent_turn_overflow()`).
 *
 * @example
 * ```ts
 * import { frogcomposband } from '@turnkeeper/frogcomposband';
 * frogcomposband.create({ options: { nightmare: true, startTurn: 5 } });
 * ```
 */
export const frogcomposbandOptions = v.strictObject({
  nightmare: v.optional(flag('Ironman Nightmare'), false),
  startTurn: v.optional(int('startTurn', 0, S32_MAX, "the game turn the loop starts at, the game's s32b game_turn; 1 in a new game"), 1),
  nightStart: v.optional(flag('a race that starts at night: RACE_NIGHT_START'), false),
});

/**
 * Parsed ruleset options.
 *
 * @example
 * ```ts
 * import type { FrogcomposbandOptions } from '@turnkeeper/frogcomposband';
 * const o: FrogcomposbandOptions = { nightmare: false, startTurn: 1, nightStart: false };
 * ```
 */
export type FrogcomposbandOptions = v.InferOutput<typeof frogcomposbandOptions>;
