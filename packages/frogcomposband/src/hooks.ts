import { hook, type HookPayloads } from '@turnkeeper/core';
import * as v from 'valibot';
import { actorIdField } from './schema/fields.js';

const gameTurn = v.pipe(v.number(), v.integer(), v.minValue(0), v.description('the game turn (game_turn)'));

/**
 * The hooks the engine emits, at the points where the game does other work, so a game built on
 * the ruleset (and the golden replays) can draw the original's non-timing numbers in order:
 *
 * - `monsterPlaced`: in `place_monster_one()` (`src/monster2.c`), before the speed roll and the
 *   starting energy (the HP rolls come here); emitted when either is rolled;
 * - `monsterTimers`: in `process_mon_mtimed()` (`src/melee2.c`) on tick turns, after FAST and
 *   SLOW count down and before the mini-slow roll (sleep noise, stun and confusion rolls come here);
 * - `processWorld`: `process_world()` (`src/dungeon.c`) on tick turns, before the player's
 *   timers count down;
 * - `gameTurnEnd`: the end of each game turn in `dungeon()` (`src/dungeon.c`), just before
 *   `game_turn++`.
 *
 * @example
 * ```ts
 * import { frogcomposband } from '@turnkeeper/frogcomposband';
 * const loop = frogcomposband.create();
 * loop.on('monsterTimers', ({ actor }, ctx) => {
 *   if (actor === 'orc') ctx.random.below(1024); // a sleeping orc's noise roll
 * });
 * ```
 */
export const frogcomposbandHooks = {
  monsterPlaced: hook(
    'place_monster_one (src/monster2.c), before a rolled speed or starting energy (where the HP rolls come)',
    v.strictObject({ actor: actorIdField, gameTurn }),
  ),
  monsterTimers: hook(
    'process_mon_mtimed (src/melee2.c), tick turns: after FAST/SLOW, before the mini-slow roll (sleep, stun, confusion)',
    v.strictObject({ actor: actorIdField, gameTurn }),
  ),
  processWorld: hook('process_world (src/dungeon.c), tick turns: after the monsters, before the player timers', v.strictObject({ gameTurn })),
  gameTurnEnd: hook('dungeon() (src/dungeon.c): the game turn ends, before game_turn++', v.strictObject({ gameTurn })),
} as const;

/**
 * Hook name → payload, as handlers receive them.
 *
 * @example
 * ```ts
 * import type { FrogcomposbandHookPayloads } from '@turnkeeper/frogcomposband';
 * const p: FrogcomposbandHookPayloads['gameTurnEnd'] = { gameTurn: 10 };
 * ```
 */
export type FrogcomposbandHookPayloads = HookPayloads<typeof frogcomposbandHooks>;
