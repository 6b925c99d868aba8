// The benchmark scenario, shared by the ruleset's loop and the minimal loop: one hasted player and
// `n` monsters whose base speeds are drawn from the ruleset's own speed table (half of them at the
// normal 10, as most of crawl's monsters are), everyone taking their kind's default action, `move`.
// A hasted player makes every world turn 6 or 7 aut, so monsters' gains round at random
// (div_rand_round) and the loop draws from its random source at every step that the game does.
import type { Loop } from '@turnkeeper/core';
import { dcss, type DcssTypes } from '../../src/index.js';
import { MONSTER_TABLE_SPEEDS } from '../../src/tables/speed-table.js';
import { prng } from '@turnkeeper/scripts/bench';

/** The seed of every loop in the benchmarks (core's `seeded`, xoshiro128**). */
export const SEED = 2024;
/** The player's id; monster `k` (the k-th added, env.mons slot k) has id `k + 1`. */
export const PLAYER = 0;
/** The player: hasted (the speed table's `hasted` row), otherwise the defaults. */
export const PLAYER_SPEC = { kind: 'player', hasted: true } as const;
/** Both kinds' default action, with no details: the action every turn of the scenario takes (frozen, so the loop recognises it by identity). */
export const MOVE = Object.freeze({ kind: 'move' } as const);
/** The `choose` of `loop.run` / `loop.step`: always the default action. */
export const chooseMove = (): typeof MOVE => MOVE;

/** A DCSS loop, as `dcss.create()` makes it. */
export type DcssLoop = Loop<DcssTypes>;

/** The base speeds of `n` monsters: 10 for half of them, any speed of the table for the rest (deterministic). */
export function monsterSpeeds(n: number): Int32Array {
  const r = prng(n * 7919 + 17);
  const table = MONSTER_TABLE_SPEEDS;
  return Int32Array.from({ length: n }, () => (r() < 0.5 ? 10 : (table[Math.floor(r() * table.length)] as number)));
}

/** The ruleset's loop for the scenario: the player, then `n` monsters with the default spec but their speed. */
export function scenarioLoop(n: number): DcssLoop {
  const loop = dcss.create({ seed: SEED });
  loop.add(PLAYER, PLAYER_SPEC);
  monsterSpeeds(n).forEach((speed, k) => loop.add(k + 1, { kind: 'monster', speed }));
  return loop;
}
