import { hook, type HookPayloads } from '@turnkeeper/core';
import * as v from 'valibot';

const int = v.pipe(v.number(), v.integer());
const turn = v.pipe(int, v.description('the game turn (the global `turn` counter)'));
const tick = v.pipe(int, v.minValue(1), v.description('the tick of the loop, 1 for the first'));

/**
 * The hooks a Cthangband loop emits, with their payload schemas: the points of `dungeon.c`
 * `dungeon()` where the real game does other work, so a game built on the ruleset, or a golden
 * replay, can do that work — and draw its non-timing random numbers — in the original order.
 *
 * @example
 * ```ts
 * import { cthangband } from '@turnkeeper/cthangband';
 * const loop = cthangband.create({ seed: 1 });
 * loop.on('processWorld', ({ turn }, ctx) => {
 *   if (ctx.random.below(500) === 0) console.log(`a wandering monster at turn ${turn}`);
 * });
 * ```
 */
export const cthangbandHooks = {
  afterPlayer: hook(
    'After process_player() and before process_monsters() (dungeon.c dungeon()): the game notices, updates and redraws here. A monster added now (a summon by the player) joins this tick: it gains 10 and may act at once.',
    v.strictObject({ turn, tick }),
  ),
  processWorld: hook(
    "process_world() (dungeon.c), when turn % 10 == 0: the per-round work (regeneration, hunger, random monster generation, word of recall); the player's fast, slow, paralyzed and stun have already been counted down when it runs. regenMonsters is true every 100 ticks (regen_monsters()).",
    v.strictObject({
      turn,
      tick,
      round: v.pipe(int, v.description('turn / 10')),
      regenMonsters: v.pipe(v.boolean(), v.description('turn % 100 == 0: monsters regenerate (regen_monsters())')),
    }),
  ),
  turnEnd: hook(
    'The end of a game turn, where dungeon() increments turn (and gives the level feeling 2500 turns after arrival).',
    v.strictObject({ turn, tick }),
  ),
  playerBlow: hook(
    'A melee blow (cmd1.c py_attack()) was made: draw its to-hit and damage here; the natural-attack trigger randint(num_blow) is rolled right after, unless the action gave naturalAttacks.',
    v.strictObject({ turn, numBlow: v.pipe(int, v.minValue(1), v.maxValue(10), v.description("the player's blows per round")) }),
  ),
  leaveLevel: hook(
    "The player leaves the level: new_level_flag was read at a check point of dungeon.c dungeon() (after a player pass, after process_player(), after a monster turn, after process_monsters() or after process_world()), so this tick ends here with no process_world() or turn++ left (dungeon() breaks out of its loop). Remove the old level's monsters here, as play_game() does with remove_non_pets() (pets may stay); the ruleset then closes the holes.",
    v.strictObject({ turn, tick, monsters: v.pipe(int, v.minValue(0), v.description('m_cnt: monsters alive on the level being left')) }),
  ),
  newLevel: hook(
    'The new level is generated (dungeon.c play_game() -> generate.c generate_cave()): place its monsters here (hack_m_idx is 0, so none is BORN). The next tick has the same turn, and the player, who kept its energy, gains 10 and acts first in it.',
    v.strictObject({ turn, tick }),
  ),
  compactMonsters: hook(
    'At the top of a turn when m_cnt + 32 > MAX_M_IDX (dungeon.c dungeon()): the game deletes about `needed` monsters (monster2.c compact_monsters(64), saving throws rand_int(100)); remove them here. The ruleset then excises every hole, as compact_monsters() always does.',
    v.strictObject({
      turn,
      tick,
      count: v.pipe(int, v.minValue(0), v.description('m_cnt: monsters alive')),
      needed: v.pipe(int, v.description('how many compact_monsters() is asked to delete (64)')),
    }),
  ),
};

/**
 * Hook name → payload, inferred from {@link cthangbandHooks}.
 *
 * @example
 * ```ts
 * import type { CthangbandHookPayloads } from '@turnkeeper/cthangband';
 * const p: CthangbandHookPayloads['processWorld'] = { turn: 10, tick: 10, round: 1, regenMonsters: false };
 * ```
 */
export type CthangbandHookPayloads = HookPayloads<typeof cthangbandHooks>;
