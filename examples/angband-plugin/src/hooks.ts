import { hook, type HookPayloads } from '@turnkeeper/core';
import * as v from 'valibot';

const turn = v.pipe(v.number(), v.integer(), v.minValue(0), v.description('the game turn (the global `turn`)'));
const actor = v.pipe(v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.minLength(1))]), v.description('the id of the monster being placed'));

/**
 * The hooks an Angband loop emits, each with its payload schema: the points of the game loop where
 * the real game does other work, so that a game built on the ruleset can do that work — and draw
 * its non-timing random numbers — in the original order.
 *
 * - `monsterPlaced`: `place_new_monster_one()` (`src/mon-make.c`), when the ruleset places a
 *   monster itself, before its speed and energy rolls — where the game rolls its sleep and hit
 *   points.
 * - `processWorld`: `process_world()` (`src/game-world.c`), every 10 game turns, after every monster
 *   has had its turn and before the player gains energy — where the game rolls `one_in_(500)` for a
 *   new monster, regenerates, digests and counts down the player's timed effects.
 *
 * @example
 * ```ts
 * import { angband } from 'turnkeeper-angband';
 * const loop = angband.create({ seed: 1 });
 * let wanderers = 0;
 * loop.on('processWorld', (p, ctx) => {
 *   if (ctx.random.below(p.monsterChance) === 0) loop.add(`wanderer-${++wanderers}`, { kind: 'monster', speed: 0 });
 * });
 * ```
 */
export const angbandHooks = {
  monsterPlaced: /* @__PURE__ */ hook(
    'place_new_monster_one() (src/mon-make.c), when the ruleset places a monster itself: before the speed spread and start energy rolls, where the game rolls sleep (randint1) and hit points (Rand_normal).',
    v.strictObject({
      turn,
      actor,
      raceSpeed: v.pipe(v.number(), v.integer(), v.description('the race speed, displayed')),
      unique: v.pipe(v.boolean(), v.description('uniques get no speed roll')),
    }),
  ),
  processWorld: /* @__PURE__ */ hook(
    'process_world() (src/game-world.c), when turn % 10 == 0: after every monster has acted this game turn and before the player gains energy; the game rolls one_in_(monsterChance) for a new monster here.',
    v.strictObject({
      turn,
      monsterChance: v.pipe(v.number(), v.integer(), v.minValue(1), v.description('z_info->alloc_monster_chance: a new monster when one_in_(this)')),
    }),
  ),
};

/**
 * Hook name → payload, inferred from {@link angbandHooks}.
 *
 * @example
 * ```ts
 * import type { AngbandHookPayloads } from 'turnkeeper-angband';
 * const p: AngbandHookPayloads['processWorld'] = { turn: 10, monsterChance: 500 };
 * ```
 */
export type AngbandHookPayloads = HookPayloads<typeof angbandHooks>;
