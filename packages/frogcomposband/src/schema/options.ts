import { z } from 'zod';
import { int } from './fields.js';

/**
 * Ruleset options besides the version: Ironman Nightmare (`ironman_nightmare`: monsters +5 and a
 * readier starting energy, `src/melee2.c` `process_monsters()`, `src/monster2.c`
 * `place_monster_one()`) and the game turn the loop starts at (1 in a new game, `src/birth.c`
 * `init_turn()`).
 *
 * @example
 * ```ts
 * import { frogcomposband } from '@turnkeeper/frogcomposband';
 * frogcomposband.create({ options: { nightmare: true, startTurn: 5 } });
 * ```
 */
export const frogcomposbandOptions = z.strictObject({
  nightmare: z.boolean({ error: 'nightmare must be true or false (Ironman Nightmare)' }).default(false),
  startTurn: int('startTurn', 0, 2_000_000_000, 'the game turn the loop starts at (1 in a new game)').default(1),
});
