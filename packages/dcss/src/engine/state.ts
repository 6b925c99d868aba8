import { z } from 'zod';
import { actorIdSchema } from '../schema/fields.js';
import { dcssMonster } from '../schema/monster.js';
import { dcssPlayer } from '../schema/player.js';
import { MAX_MONSTER_SPEED, MAX_QUEUE_POPS } from '../tables/constants.js';

/**
 * The most env.mons slots a saved state may use. crawl's own `env.mons` holds `MAX_MONSTERS`
 * (700); the ruleset does not cap monsters, but a restored state's slot numbers are bounded so
 * that a tampered snapshot cannot make every world turn walk billions of empty slots.
 */
const MAX_SLOTS = 1_000_000;
/** Energies a running loop can reach: specs are within ±10^6, gains per turn at most 200 × 150000 / 10. */
const STATE_ENERGY = 1e12;
/** The longest action: a fixed action of 100000 aut, arriving by stairs ×3/2 included. */
const MAX_TIME_TAKEN = 1_000_000;
/** The highest effective speed calc_speed can give: ×3/2 rounded up. */
const MAX_EFFECTIVE_SPEED = Math.ceil((MAX_MONSTER_SPEED * 3) / 2);

const count = (max: number): z.ZodNumber => z.number().int().min(0).max(max);
const slot = count(MAX_SLOTS - 1);
const energy = z.number().int().min(-STATE_ENERGY).max(STATE_ENERGY);

/**
 * The DCSS engine's saved state: the clock (`you.elapsed_time`) and `you.num_turns`, which phase
 * the world loop is in (the player's turn, or `handle_monsters` reacting to `timeTaken`), the
 * pending `_prep_input` roll, the queue pops so far, the player, every monster by env.mons slot
 * (spec, effective speed, energy, just-summoned flag), the monster queue in heap order and the
 * potential pursuers. Validated as a whole: ids unique, slots unique, pursuers present, the queue
 * a valid heap that is empty on the player's turn, the pending roll only on the player's turn.
 */
export const dcssState = z
  .strictObject({
    time: count(Number.MAX_SAFE_INTEGER),
    turn: count(Number.MAX_SAFE_INTEGER),
    phase: z.enum(['player', 'monsters']),
    prepared: count(MAX_TIME_TAKEN).nullable(),
    timeTaken: count(MAX_TIME_TAKEN),
    pops: count(MAX_QUEUE_POPS),
    player: z.strictObject({ id: actorIdSchema, spec: dcssPlayer.spec.safeExtend({ kind: z.literal('player') }) }).nullable(),
    monsters: z.array(
      z.strictObject({
        slot,
        id: actorIdSchema,
        spec: dcssMonster.spec.safeExtend({ kind: z.literal('monster') }),
        speed: count(MAX_EFFECTIVE_SPEED),
        energy,
        justSummoned: z.boolean(),
      }),
    ),
    queue: z.array(z.tuple([slot, energy])),
    pursuers: z.array(slot),
  })
  .superRefine((s, ctx) => {
    const issue = (path: (string | number)[], message: string): void => {
      ctx.addIssue({ code: 'custom', path, message });
    };
    const key = (id: string | number): string => `${typeof id}:${String(id)}`;
    const ids = new Set<string>();
    if (s.player) ids.add(key(s.player.id));
    const slots = new Set<number>();
    s.monsters.forEach((m, i) => {
      if (ids.has(key(m.id))) issue(['monsters', i, 'id'], 'an id no other actor has');
      ids.add(key(m.id));
      if (slots.has(m.slot)) issue(['monsters', i, 'slot'], 'a slot no other monster has');
      slots.add(m.slot);
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
    if (s.prepared !== null) {
      if (s.phase !== 'player') issue(['prepared'], "null while monsters act (the _prep_input roll belongs to the player's turn)");
      if (!s.player) issue(['prepared'], 'null when there is no player');
    }
  });

/**
 * The saved state as the engine reads it.
 */
export type DcssState = z.output<typeof dcssState>;
