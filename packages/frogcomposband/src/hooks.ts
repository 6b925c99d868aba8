import type { ActorId } from '@turnkeeper/core';

/**
 * The hooks the engine emits, at the points where the game does other work, so a game built on
 * the ruleset (and the golden replays) can draw the original's non-timing numbers in order:
 *
 * - `monsterPlaced`: in `place_monster_one`, before the speed roll and starting energy (the HP
 *   rolls come here);
 * - `monsterTimers`: in `process_mon_mtimed` on tick turns, after FAST and SLOW count down and
 *   before the mini-slow roll (sleep noise, stun and confusion rolls come here);
 * - `processWorld`: `process_world` on tick turns, before the player's timers count down;
 * - `gameTurnEnd`: the end of each game turn, just before `game_turn++`.
 *
 * @example
 * ```ts
 * loop.on('monsterTimers', (p, ctx) => { if (asleep(p.actor)) ctx.random.below(1024); });
 * ```
 */
export type FrogHooks = {
  monsterPlaced: { actor: ActorId; gameTurn: number };
  monsterTimers: { actor: ActorId; gameTurn: number };
  processWorld: { gameTurn: number };
  gameTurnEnd: { gameTurn: number };
};

/**
 * One-line docs of every hook, as the ruleset declares them.
 *
 * @example
 * ```ts
 * import { FROG_HOOK_DOCS } from '@turnkeeper/frogcomposband';
 * Object.keys(FROG_HOOK_DOCS); // ['monsterPlaced', 'monsterTimers', 'processWorld', 'gameTurnEnd']
 * ```
 */
export const FROG_HOOK_DOCS: { readonly [K in keyof FrogHooks]: string } = {
  monsterPlaced: 'place_monster_one (monster2.c): a rolled monster is being placed; its HP rolls come before the speed and energy rolls',
  monsterTimers: 'process_mon_mtimed (melee2.c), tick turns: after FAST/SLOW count down, before the mini-slow roll (sleep, stun, confusion rolls)',
  processWorld: 'process_world (dungeon.c), tick turns (game_turn % 10 == 0): before the player timers count down',
  gameTurnEnd: 'end of a game turn in dungeon() (dungeon.c), just before game_turn++',
};
