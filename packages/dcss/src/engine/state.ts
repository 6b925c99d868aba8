import { z } from 'zod';
import { actorIdSchema } from '../schema/fields.js';
import { dcssMonster } from '../schema/monster.js';
import { dcssPlayer } from '../schema/player.js';
import { INT_MAX, INT_MIN, MAX_MONSTERS, MAX_QUEUE_POPS } from '../tables/constants.js';
import { hasDurationIssue, monsterSpecIssues } from './spec-checks.js';

/** The env.mons slots a monster can take: `MAX_MONSTERS` (700) of them (defines.h, env.h `menv_real`). */
const MAX_SLOTS = MAX_MONSTERS;
/** The longest `_prep_input` roll: player_speed() of a slowed, petrifying player, 15 × 15 / 10. */
const MAX_PREPARED = 22;

const count = (max: number): z.ZodNumber => z.number().int().min(0).max(max);
const slot = count(MAX_SLOTS - 1);
/** `speed_increment` is an int: the engine stops (TIME_OVERFLOW) before it would leave the range. */
const energy = z.number().int().min(INT_MIN).max(INT_MAX);

/**
 * The DCSS engine's saved state: the clock (`you.elapsed_time`) and `you.num_turns`, which phase
 * the world loop is in (the player's turn, or `handle_monsters` reacting to `timeTaken`), the
 * pending `_prep_input` roll, the queue pops so far, the player, every monster by env.mons slot
 * (spec, effective speed, energy, just-summoned flag), the monster queue in heap order and the
 * potential pursuers, and why the game ended if a counter ran out (`ended`). Every counter is in
 * its game `int` range (`ench_countdown` in its `int8_t`). Validated as a whole: ids unique, slots
 * unique, pursuers present, the queue a valid heap that is empty on the player's turn, the pending
 * roll only on the player's turn, a duration only with its enchantment.
 */
export const dcssState = z
  .strictObject({
    time: count(INT_MAX),
    turn: count(INT_MAX),
    phase: z.enum(['player', 'monsters']),
    prepared: count(MAX_PREPARED).nullable(),
    timeTaken: count(INT_MAX),
    pops: count(MAX_QUEUE_POPS),
    player: z.strictObject({ id: actorIdSchema, spec: dcssPlayer.spec.safeExtend({ kind: z.literal('player') }) }).nullable(),
    monsters: z.array(
      z.strictObject({
        slot,
        id: actorIdSchema,
        spec: dcssMonster.spec.safeExtend({ kind: z.literal('monster') }),
        speed: count(INT_MAX),
        energy,
        justSummoned: z.boolean(),
        // Snapshots from before ench_countdown was kept restore with a new monster's 0.
        enchCountdown: z.number().int().min(-128).max(127).default(0),
      }),
    ),
    queue: z.array(z.tuple([slot, energy])),
    pursuers: z.array(slot),
    ended: z.strictObject({ counter: z.string().min(1), message: z.string().min(1) }).nullable().default(null),
  })
  .superRefine((s, ctx) => {
    const issue = (path: (string | number)[], message: string): void => {
      ctx.addIssue({ code: 'custom', path, message });
    };
    // A Set tells 1 from '1' (and, as the id rules do, 0 from nothing else): no key strings needed.
    const ids = new Set<string | number>();
    if (s.player) ids.add(s.player.id);
    const slots = new Set<number>();
    s.monsters.forEach((m, i) => {
      if (ids.has(m.id)) issue(['monsters', i, 'id'], 'an id no other actor has');
      ids.add(m.id);
      if (slots.has(m.slot)) issue(['monsters', i, 'slot'], 'a slot no other monster has');
      slots.add(m.slot);
      if (hasDurationIssue(m.spec)) for (const { field, allowed } of monsterSpecIssues(m.spec)) issue(['monsters', i, 'spec', field], allowed);
    });
    const pursuers = new Set<number>();
    s.pursuers.forEach((p, i) => {
      if (!slots.has(p)) issue(['pursuers', i], 'the slot of a monster present');
      if (pursuers.has(p)) issue(['pursuers', i], 'each pursuer once');
      pursuers.add(p);
    });
    if (s.phase === 'player' && s.queue.length > 0) issue(['queue'], "empty on the player's turn (handle_monsters has emptied it)");
    // libstdc++'s heap invariant: no entry's key is above its parent's.
    s.queue.forEach(([, k], i) => {
      const parent = s.queue[Math.trunc((i - 1) / 2)];
      if (i > 0 && parent && parent[1] < k) issue(['queue', i], "a key no higher than its parent's (a max-heap in libstdc++ order)");
    });
    if (s.player?.spec.finesse && s.player.spec.berserk) issue(['player', 'spec', 'finesse'], 'false while berserk (player-act.cc asserts it)');
    if (s.prepared !== null) {
      if (s.phase !== 'player') issue(['prepared'], "null while monsters act (the _prep_input roll belongs to the player's turn)");
      if (!s.player) issue(['prepared'], 'null when there is no player');
    }
  });

/**
 * The saved state as the engine reads it.
 */
export type DcssState = z.output<typeof dcssState>;
