import { z } from 'zod';
import { BYTE_MAX, S16_MAX, S16_MIN, S32_MAX, S32_MIN, U16_MAX } from '../rules/c-types.js';
import { RIDING_EXP_MASTER } from '../rules/speed-modifiers.js';
import { MAX_M_IDX, PLAYER_BASE_MAX, PLAYER_BASE_MIN, PLAYER_MAX_LEVEL, WEIGHT_LIMIT_MAX, WEIGHT_LIMIT_MIN } from '../rules/speed.js';
import { actorIdField, int } from '../schema/fields.js';
import { monsterTurnRecord } from '../schema/monster.js';
import { playerTurnRecord } from '../schema/player.js';

export { toS16 } from '../rules/c-types.js';

const s16 = (field: string): z.ZodNumber => int(field, S16_MIN, S16_MAX, 'a signed 16-bit energy_need');
const timer = (field: string): z.ZodNumber => int(field, 0, S16_MAX, 'a timer in ticks');

/** The player's state in the engine (and in snapshots). */
const playerState = z.strictObject({
  id: actorIdField,
  base: int('base', PLAYER_BASE_MIN, PLAYER_BASE_MAX, 'the raw base speed'),
  energyNeed: s16('energyNeed'),
  haste: timer('haste'),
  slow: timer('slow'),
  spurt: timer('spurt'),
  sustainedHaste: z.boolean(),
  lightspeed: timer('lightspeed'),
  sustainedLightspeed: z.boolean(),
  minislow: int('minislow', 0, 10, 'the mini-slowness level'),
  miniEnergy: int('miniEnergy', 0, U16_MAX, 'a u16b'),
  regen: int('regen', S32_MIN, S32_MAX, 'an int'),
  noAir: z.boolean(),
  breathless: z.boolean(),
  freeAction: int('freeAction', 0, S16_MAX, 'an s16b count'),
  savingThrow: int('savingThrow', S16_MIN, S16_MAX, 'an s16b'),
  dungeonLevel: int('dungeonLevel', 0, S16_MAX, 'an s16b'),
  filibuster: z.boolean(),
  bloated: z.boolean(),
  mode: z.enum(['none', 'search', 'quickWalk', 'stalk']),
  level: int('level', 1, PLAYER_MAX_LEVEL, 'the character level'),
  weight: int('weight', 0, S32_MAX, 'tenths of a pound').nullable(),
  weightLimit: int('weightLimit', WEIGHT_LIMIT_MIN, WEIGHT_LIMIT_MAX, 'tenths of a pound').nullable(),
  levitation: z.boolean(),
  treeExempt: z.boolean(),
  snowExempt: z.boolean(),
  fleetOfFoot: z.boolean(),
  quickWalkTimer: timer('quickWalkTimer'),
  ninjaLawyer: z.boolean(),
  shadowStance: z.boolean(),
  limp: z.boolean(),
  craven: z.boolean(),
  golem: z.boolean(),
  bearForm: z.boolean(),
  berserker: z.boolean(),
  fantasticFrenzy: z.boolean(),
  /** `p_ptr->riding`: the id of the monster ridden. */
  mount: actorIdField.nullable(),
  ridingSkill: int('ridingSkill', 0, RIDING_EXP_MASTER, 'skills_riding_current()'),
  /** `world_player`. */
  timeStopped: z.boolean(),
  freeTurns: timer('freeTurns'),
  /** `player_turn`, an s32b: actions that cost energy (free actions do not count, `src/dungeon.c` `process_player()`). */
  playerTurns: int('playerTurns', 0, S32_MAX, "player_turn, the game's s32b"),
  /** The game turn of the last Human Strength critical hit (`py_attack()`'s `last_attack_turn` with `_allow_crits` FALSE), or null. */
  critsSpentTurn: int('critsSpentTurn', 0, S32_MAX, 'a game turn').nullable(),
  last: playerTurnRecord.nullable(),
});

/** A monster's state in the engine (and in snapshots). */
const monsterState = z.strictObject({
  id: actorIdField,
  index: int('index', 1, MAX_M_IDX - 1, 'a slot of m_list'),
  mspeed: int('mspeed', -110, 145, "the monster's individual raw speed (a byte − 110)"),
  energyNeed: s16('energyNeed'),
  aware: z.boolean(),
  hurt: z.boolean(),
  fast: timer('fast'),
  slow: timer('slow'),
  minislow: int('minislow', 0, 10, 'the mini-slowness level'),
  regenerate: z.boolean(),
  nonliving: z.boolean(),
  level: int('level', 0, BYTE_MAX, 'the race level'),
  canFly: z.boolean(),
  passWall: z.boolean(),
  wildWood: z.boolean(),
  wildSnow: z.boolean(),
  spider: z.boolean(),
  /** `MFLAG_BORN`: placed below the monster acting; skipped (and cleared) at its next visit. */
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
 * monsters (sorted by index, highest first), `hack_m_idx` (the monster acting in this pass, 0
 * outside it: monsters placed below it are born) and `predictable_energy_hack`. Ids are unique,
 * indices unique and in order, the current actor present, the player's mount one of the monsters,
 * and `hack_m_idx` 0 outside the monster pass and never below the cursor inside it.
 *
 * @internal
 */
export const frogcomposbandState = z
  .strictObject({
    format: z.literal('frogcomposband.engine/2'),
    /** `game_turn`, an s32b kept below `game_turn_limit` by `prevent_turn_overflow()` after each increment. */
    time: int('time', 0, S32_MAX, "game_turn, the game's s32b"),
    phase: z.enum(PHASES),
    /** Index of the monster last processed in this pass; null before the first. */
    cursor: int('cursor', 1, MAX_M_IDX - 1, 'a monster index').nullable(),
    /** `energy_need_hack` (`src/variable.c`): an energy per game turn, the clamp index. */
    hack: int('hack', 0, 49, 'an energy per game turn (the energy_clipper_table index)'),
    /** `hack_m_idx` (`src/variable.c`): the index of the monster acting in this pass, 0 outside it. */
    hackMIdx: int('hackMIdx', 0, MAX_M_IDX - 1, 'hack_m_idx, a monster index or 0'),
    /** `predictable_energy_hack` (`src/variable.c`): every ENERGY_NEED() is 100 while set. */
    predictable: z.boolean(),
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
    });
    if (s.phase !== 'monsters' && s.hackMIdx !== 0) {
      ctx.addIssue({ code: 'custom', path: ['hackMIdx'], message: 'hack_m_idx is 0 outside the monster pass' });
    }
    if (s.phase === 'monsters' && s.hackMIdx !== 0 && s.cursor !== null && s.hackMIdx < s.cursor) {
      ctx.addIssue({ code: 'custom', path: ['hackMIdx'], message: 'hack_m_idx is a monster already visited in this pass (at or above the cursor)' });
    }
    const mount = s.player?.mount ?? null;
    if (mount !== null && !s.monsters.some((m) => m.id === mount)) {
      ctx.addIssue({ code: 'custom', path: ['player', 'mount'], message: 'the mount is one of the monsters' });
    }
    if (s.current !== null && !ids.has(idKey(s.current))) {
      ctx.addIssue({ code: 'custom', path: ['current'], message: 'the actor whose turn was handed out, present in the state' });
    } else if (s.current !== null) {
      // A turn is handed out in the player's loop, or to the monster at the cursor, which is hack_m_idx.
      const pending = s.monsters.find((m) => m.id === s.current);
      const ok = pending ? s.phase === 'monsters' && s.cursor === pending.index && s.hackMIdx === pending.index : s.phase === 'player';
      if (!ok) ctx.addIssue({ code: 'custom', path: ['current'], message: 'the pending actor: the player in its phase, or the monster at the cursor (hack_m_idx)' });
    }
  });

/** The player state's keys in the schema's order, without its record (`last`, the last key). */
export const PLAYER_FIELDS = Object.keys(playerState.shape).filter((k) => k !== 'last') as (keyof Omit<PlayerState, 'last'>)[];

/**
 * A player state with its keys in the schema's order, so a state built from a spec saves exactly
 * as a restored one does.
 */
export function orderedPlayerState(p: PlayerState): PlayerState {
  return Object.fromEntries(Object.keys(playerState.shape).map((k) => [k, (p as Record<string, unknown>)[k]])) as PlayerState;
}

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

