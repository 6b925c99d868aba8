import { z } from 'zod';
import { S16_MAX, S16_MIN, actorIdField, int } from '../schema/fields.js';
import { monsterTurnRecord } from '../schema/monster.js';
import { playerTurnRecord } from '../schema/player.js';

const s16 = (field: string): z.ZodNumber => int(field, S16_MIN, S16_MAX, "a signed 16-bit energy_need");
const timer = (field: string): z.ZodNumber => int(field, 0, 32767, 'a timer in ticks');
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The player's state in the engine (and in snapshots). */
const playerState = z.strictObject({
  id: actorIdField,
  base: int('base', -99, 99, 'the raw base speed'),
  energyNeed: s16('energyNeed'),
  haste: timer('haste'),
  slow: timer('slow'),
  spurt: timer('spurt'),
  minislow: int('minislow', 0, 10, 'the mini-slowness level'),
  filibuster: z.boolean(),
  bloated: z.boolean(),
  searching: z.boolean(),
  lightspeed: z.boolean(),
  weight: int('weight', 0, 1_000_000, 'tenths of a pound').nullable(),
  weightLimit: int('weightLimit', 1, 1_000_000, 'tenths of a pound').nullable(),
  levitation: z.boolean(),
  treeExempt: z.boolean(),
  snowExempt: z.boolean(),
  /** `player_turn`: actions that cost energy (free actions do not count, `src/dungeon.c` `process_player()`). */
  playerTurns: count,
  last: playerTurnRecord.nullable(),
});

/** A monster's state in the engine (and in snapshots). */
const monsterState = z.strictObject({
  id: actorIdField,
  index: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  mspeed: int('mspeed', -99, 89, "the monster's individual raw speed"),
  energyNeed: s16('energyNeed'),
  aware: z.boolean(),
  fast: timer('fast'),
  slow: timer('slow'),
  minislow: int('minislow', 0, 10, 'the mini-slowness level'),
  regenerate: z.boolean(),
  canFly: z.boolean(),
  passWall: z.boolean(),
  wildWood: z.boolean(),
  wildSnow: z.boolean(),
  spider: z.boolean(),
  /** Created during this pass below the monster being processed: skipped once (`MFLAG_BORN`). */
  born: z.boolean(),
  last: monsterTurnRecord.nullable(),
});

/** Where the engine is inside a game turn (`src/dungeon.c` `dungeon()`). */
const PHASES = ['start', 'player', 'monsters', 'world'] as const;

const idKey = (id: string | number): string => `${typeof id}:${String(id)}`;

/**
 * The FrogComposband engine's saved state, validated on every restore before the engine sees it:
 * the game turn, the phase within it (before the player's gain, in the player's action loop, in
 * the monster pass, at the world step), the monster pass's cursor (the index last processed), the
 * shared clamp index `energy_need_hack`, the actor whose turn was handed out, the player and the
 * monsters (sorted by index, highest first). Ids are unique, indices unique and in order, the
 * current actor present, and a monster marked born only during the monster pass, below the cursor.
 *
 * @internal
 */
export const frogcomposbandState = z
  .strictObject({
    format: z.literal('frogcomposband.engine/1'),
    time: count,
    phase: z.enum(PHASES),
    /** Index of the monster last processed in this pass; null before the first. */
    cursor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable(),
    /** `energy_need_hack` (`src/variable.c`): an energy per game turn, the clamp index. */
    hack: int('hack', 0, 49, 'an energy per game turn (the energy_clipper_table index)'),
    current: actorIdField.nullable(),
    player: playerState.nullable(),
    monsters: z.array(monsterState),
  })
  .superRefine((s, ctx) => {
    const ids = new Set<string>();
    if (s.player) ids.add(idKey(s.player.id));
    s.monsters.forEach((m, i) => {
      const key = idKey(m.id);
      if (ids.has(key)) ctx.addIssue({ code: 'custom', path: ['monsters', i, 'id'], message: 'a duplicate actor id' });
      ids.add(key);
      const above = s.monsters[i - 1];
      if (above && above.index <= m.index) {
        ctx.addIssue({ code: 'custom', path: ['monsters', i, 'index'], message: `an index below the previous monster's (${above.index}): indices are unique, highest first` });
      }
      if (m.born && (s.phase !== 'monsters' || (s.cursor !== null && m.index >= s.cursor))) {
        ctx.addIssue({ code: 'custom', path: ['monsters', i, 'born'], message: 'born only during the monster pass, below the cursor' });
      }
    });
    if (s.current !== null && !ids.has(idKey(s.current))) {
      ctx.addIssue({ code: 'custom', path: ['current'], message: 'the actor whose turn was handed out, present in the state' });
    }
  });

/** The engine's whole saved state. */
export type SavedState = z.output<typeof frogcomposbandState>;
/** The player's mutable state. */
export type PlayerState = z.output<typeof playerState>;
/** A monster's mutable state. */
export type MonsterState = z.output<typeof monsterState>;
/** Where the engine is inside a game turn. */
export type Phase = (typeof PHASES)[number];
/** The player's record of its last game turn. */
export type PlayerTurnRecord = z.output<typeof playerTurnRecord>;
/** A monster's record of its last game turn. */
export type MonsterTurnRecord = z.output<typeof monsterTurnRecord>;

/** Wraps a value to a signed 16-bit integer, as the game's `s16b energy_need` does. */
export function toS16(value: number): number {
  return ((((value + 32768) % 65536) + 65536) % 65536) - 32768;
}
