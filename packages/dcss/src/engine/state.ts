import type { SpecIssue } from '@turnkeeper/core';
import * as v from 'valibot';
import { actorIdSchema } from '../schema/fields.js';
import { dcssMonster } from '../schema/monster.js';
import { dcssPlayer } from '../schema/player.js';
import { INT_MAX, INT_MIN, MAX_MONSTERS, MAX_QUEUE_POPS } from '../tables/constants.js';
import { hasDurationIssue, monsterSpecIssues } from './spec-checks.js';

/** The env.mons slots a monster can take: `MAX_MONSTERS` (700) of them (defines.h, env.h `menv_real`). */
const MAX_SLOTS = MAX_MONSTERS;
/** The longest `_prep_input` roll: player_speed() of a slowed, petrifying player, 15 × 15 / 10. */
const MAX_PREPARED = 22;

const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const slot = count(MAX_SLOTS - 1);
/** `speed_increment` is an int: the engine stops (TIME_OVERFLOW) before it would leave the range. */
const energy = v.pipe(v.number(), v.integer(), v.minValue(INT_MIN), v.maxValue(INT_MAX));

/**
 * Where the world loop stands: the player's turn, or `handle_monsters` reacting to the time the
 * player's action took (`world_reacts`, `crawl-ref/source/main.cc`).
 *
 * @example
 * ```ts
 * DCSS_PHASES; // ['player', 'monsters']
 * ```
 */
export const DCSS_PHASES = ['player', 'monsters'] as const;

/**
 * One phase of {@link DCSS_PHASES}.
 *
 * @example
 * ```ts
 * const phase: DcssPhase = 'monsters';
 * ```
 */
export type DcssPhase = (typeof DCSS_PHASES)[number];

/**
 * The DCSS engine's saved state: the clock (`you.elapsed_time`) and `you.num_turns`, which phase
 * the world loop is in (the player's turn, or `handle_monsters` reacting to `timeTaken`), the
 * pending `_prep_input` roll, the queue pops so far, the player, every monster by env.mons slot
 * (spec, effective speed, energy, just-summoned flag), the monster queue in heap order and the
 * potential pursuers, and why the game ended if a counter ran out (`ended`). Every counter is in
 * its game `int` range (`ench_countdown` in its `int8_t`). What the schema cannot say is
 * {@link checkDcssState}'s.
 */
export const dcssState = v.strictObject({
  time: count(INT_MAX),
  turn: count(INT_MAX),
  phase: v.picklist(DCSS_PHASES),
  prepared: v.nullable(count(MAX_PREPARED)),
  timeTaken: count(INT_MAX),
  pops: count(MAX_QUEUE_POPS),
  player: v.nullable(
    v.strictObject({ id: actorIdSchema, spec: v.strictObject({ ...dcssPlayer.spec.entries, kind: v.literal('player') }) }, 'null or the player: { id, spec }'),
  ),
  monsters: v.array(
    v.strictObject(
      {
        slot,
        id: actorIdSchema,
        spec: v.strictObject({ ...dcssMonster.spec.entries, kind: v.literal('monster') }),
        speed: count(INT_MAX),
        energy,
        justSummoned: v.boolean(),
        // Snapshots from before ench_countdown was kept restore with a new monster's 0.
        enchCountdown: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-128), v.maxValue(127)), 0),
      },
      'a monster: { slot, id, spec, speed, energy, justSummoned, enchCountdown }',
    ),
    'an array of monsters, one per env.mons slot in use',
  ),
  queue: v.array(v.strictTuple([slot, energy], 'a queue entry: [slot, energy]'), 'an array of [slot, energy] entries in heap order'),
  pursuers: v.array(slot, 'an array of monster slots'),
  ended: v.optional(v.nullable(v.strictObject({ counter: v.pipe(v.string(), v.minLength(1)), message: v.pipe(v.string(), v.minLength(1)) })), null),
});

/**
 * The saved state as the engine reads it.
 */
export type DcssSavedState = v.InferOutput<typeof dcssState>;

/**
 * What is wrong with a saved state the schema accepted, or undefined: ids unique, slots unique,
 * pursuers present and listed once, the queue a valid heap that is empty on the player's turn,
 * the pending roll only on the player's turn and with a player, a duration only with its
 * enchantment, no Finesse while berserk.
 */
export function checkDcssState(s: DcssSavedState): SpecIssue | undefined {
  // A Set tells 1 from '1' (and, as the id rules do, 0 from nothing else): no key strings needed.
  const ids = new Set<string | number>();
  if (s.player) ids.add(s.player.id);
  const slots = new Set<number>();
  for (const [i, m] of s.monsters.entries()) {
    if (ids.has(m.id)) return { field: `monsters.${i}.id`, value: m.id, allowed: 'an id no other actor has' };
    ids.add(m.id);
    if (slots.has(m.slot)) return { field: `monsters.${i}.slot`, value: m.slot, allowed: 'a slot no other monster has' };
    slots.add(m.slot);
    // The quick test first: a restore asks it of every monster.
    const issue = hasDurationIssue(m.spec) ? monsterSpecIssues(m.spec)[0] : undefined;
    if (issue) return { ...issue, field: `monsters.${i}.spec.${issue.field}` };
  }
  const pursuers = new Set<number>();
  for (const [i, p] of s.pursuers.entries()) {
    if (!slots.has(p)) return { field: `pursuers.${i}`, value: p, allowed: 'the slot of a monster present' };
    if (pursuers.has(p)) return { field: `pursuers.${i}`, value: p, allowed: 'each pursuer once' };
    pursuers.add(p);
  }
  if (s.phase === 'player' && s.queue.length > 0)
    return { field: 'queue', value: s.queue.length, allowed: "empty on the player's turn (handle_monsters has emptied it)" };
  // libstdc++'s heap invariant: no entry's key is above its parent's.
  for (let i = 1; i < s.queue.length; i++) {
    const key = (s.queue[i] as readonly [number, number])[1];
    if ((s.queue[(i - 1) >> 1] as readonly [number, number])[1] < key) {
      return { field: `queue.${i}`, value: key, allowed: "a key no higher than its parent's (a max-heap in libstdc++ order)" };
    }
  }
  if (s.player?.spec.finesse && s.player.spec.berserk)
    return { field: 'player.spec.finesse', value: true, allowed: 'false while berserk (player-act.cc asserts it)' };
  if (s.prepared !== null) {
    if (s.phase !== 'player')
      return { field: 'prepared', value: s.prepared, allowed: "null while monsters act (the _prep_input roll belongs to the player's turn)" };
    if (!s.player) return { field: 'prepared', value: s.prepared, allowed: 'null when there is no player' };
  }
  return undefined;
}
