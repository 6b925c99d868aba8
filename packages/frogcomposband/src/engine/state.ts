import type { SpecIssue } from '@turnkeeper/core';
import * as v from 'valibot';
import { U8_MAX, S16_MAX, S16_MIN, S32_MAX, S32_MIN, U16_MAX } from '@turnkeeper/core/cint';
import { RIDING_EXP_MASTER } from '../rules/speed-modifiers.js';
import { MAX_M_IDX, PLAYER_BASE_MAX, PLAYER_BASE_MIN, PLAYER_MAX_LEVEL, WEIGHT_LIMIT_MAX, WEIGHT_LIMIT_MIN } from '../rules/speed.js';
import { MAX_QUICK_SPELLING, PLAYER_CLASSES } from '../rules/class-costs.js';
import { PLAYER_TIMER_MAX } from '../rules/player-turn.js';
import { actorIdField, int } from '../schema/fields.js';
import { monsterTurnRecord } from '../schema/monster.js';
import { playerTurnRecord } from '../schema/player.js';

const s16 = (field: string) => int(field, S16_MIN, S16_MAX, 'a signed 16-bit energy_need');
const timer = (field: string) => int(field, 0, S16_MAX, 'a timer in ticks');
const bool = v.boolean();

/** The player's state in the engine (and in snapshots). */
const playerState = v.strictObject({
  id: actorIdField,
  base: int('base', PLAYER_BASE_MIN, PLAYER_BASE_MAX, 'the raw base speed'),
  energyNeed: s16('energyNeed'),
  haste: timer('haste'),
  slow: timer('slow'),
  spurt: timer('spurt'),
  sustainedHaste: bool,
  lightspeed: timer('lightspeed'),
  sustainedLightspeed: bool,
  minislow: int('minislow', 0, 10, 'the mini-slowness level'),
  miniEnergy: int('miniEnergy', 0, U16_MAX, 'a u16b'),
  regen: int('regen', S32_MIN, S32_MAX, 'an int'),
  noAir: bool,
  breathless: bool,
  freeAction: int('freeAction', 0, S16_MAX, 'an s16b count'),
  savingThrow: int('savingThrow', S16_MIN, S16_MAX, 'an s16b'),
  dungeonLevel: int('dungeonLevel', 0, S16_MAX, 'an s16b'),
  filibuster: bool,
  bloated: bool,
  mode: v.picklist(['none', 'search', 'quickWalk', 'stalk']),
  level: int('level', 1, PLAYER_MAX_LEVEL, 'the character level'),
  weight: v.nullable(int('weight', 0, S32_MAX, 'tenths of a pound')),
  weightLimit: v.nullable(int('weightLimit', WEIGHT_LIMIT_MIN, WEIGHT_LIMIT_MAX, 'tenths of a pound')),
  levitation: bool,
  treeExempt: bool,
  snowExempt: bool,
  fleetOfFoot: bool,
  quickWalkTimer: timer('quickWalkTimer'),
  ninjaLawyer: bool,
  shadowStance: bool,
  limp: bool,
  craven: bool,
  golem: bool,
  bearForm: bool,
  berserker: bool,
  fantasticFrenzy: bool,
  /** `p_ptr->riding`: the id of the monster ridden. */
  mount: v.nullable(actorIdField),
  ridingSkill: int('ridingSkill', 0, RIDING_EXP_MASTER, 'skills_riding_current()'),
  /** `world_player`. */
  timeStopped: bool,
  freeTurns: timer('freeTurns'),
  /** The class whose costs differ, and a Yeqrezh Disciple's Quick Spelling gifts (absent in snapshots before they were modelled). */
  class: v.optional(v.picklist(PLAYER_CLASSES), 'other'),
  quickSpelling: v.optional(int('quickSpelling', 0, MAX_QUICK_SPELLING, 'Quick Spelling gifts'), 0),
  /** `tim_no_spells`, `tim_no_device`: counted down per acting game turn. */
  noSpells: v.optional(int('noSpells', 0, PLAYER_TIMER_MAX, 'tim_no_spells'), 0),
  noDevice: v.optional(int('noDevice', 0, PLAYER_TIMER_MAX, 'tim_no_device'), 0),
  /** `p_ptr->nice`: arrived on a level, not yet acted. */
  arrived: v.optional(bool, false),
  /** `player_turn`, an s32b: actions that cost energy (free actions do not count, `src/dungeon.c` `process_player()`). */
  playerTurns: int('playerTurns', 0, S32_MAX, "player_turn, the game's s32b"),
  /** The game turn of the last Human Strength critical hit (`py_attack()`'s `last_attack_turn` with `_allow_crits` FALSE), or null. */
  critsSpentTurn: v.nullable(int('critsSpentTurn', 0, S32_MAX, 'a game turn')),
  last: v.nullable(playerTurnRecord),
});

/** A monster's state in the engine (and in snapshots). */
const monsterState = v.strictObject({
  id: actorIdField,
  index: int('index', 1, MAX_M_IDX - 1, 'a slot of m_list'),
  mspeed: int('mspeed', -110, 145, "the monster's individual raw speed (a byte − 110)"),
  energyNeed: s16('energyNeed'),
  aware: bool,
  hurt: bool,
  fast: timer('fast'),
  slow: timer('slow'),
  minislow: int('minislow', 0, 10, 'the mini-slowness level'),
  regenerate: bool,
  nonliving: bool,
  level: int('level', 0, U8_MAX, 'the race level'),
  canFly: bool,
  passWall: bool,
  wildWood: bool,
  wildSnow: bool,
  spider: bool,
  /** `MFLAG_BORN`: placed below the monster acting; skipped (and cleared) at its next visit. */
  born: bool,
  last: v.nullable(monsterTurnRecord),
});

/**
 * Where the engine is inside a game turn (`src/dungeon.c` `dungeon()`): before the player's gain,
 * in the player's action loop, in the monster pass, at the world step.
 *
 * @example
 * ```ts
 * FROGCOMPOSBAND_PHASES[2]; // 'monsters'
 * ```
 */
export const FROGCOMPOSBAND_PHASES = ['start', 'player', 'monsters', 'world'] as const;

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
export const frogcomposbandState = v.strictObject({
  format: v.literal('frogcomposband.engine/2'),
  /** `game_turn`, an s32b kept below `game_turn_limit` by `prevent_turn_overflow()` after each increment. */
  time: int('time', 0, S32_MAX, "game_turn, the game's s32b"),
  phase: v.picklist(FROGCOMPOSBAND_PHASES),
  /** Index of the monster last processed in this pass; null before the first. */
  cursor: v.nullable(int('cursor', 1, MAX_M_IDX - 1, 'a monster index')),
  /** `energy_need_hack` (`src/variable.c`): an energy per game turn, the clamp index. */
  hack: int('hack', 0, 49, 'an energy per game turn (the energy_clipper_table index)'),
  /** `hack_m_idx` (`src/variable.c`): the index of the monster acting in this pass, 0 outside it. */
  hackMIdx: int('hackMIdx', 0, MAX_M_IDX - 1, 'hack_m_idx, a monster index or 0'),
  /** `predictable_energy_hack` (`src/variable.c`): every ENERGY_NEED() is 100 while set. */
  predictable: bool,
  current: v.nullable(actorIdField),
  player: v.nullable(playerState),
  monsters: v.array(monsterState),
});

/**
 * What a saved state the schema accepted may still get wrong, that only the whole state shows
 * (the ruleset's `state.check`): ids unique; indices unique and highest first; `hack_m_idx` 0
 * outside the monster pass and never a monster already visited inside it; the mount one of the
 * monsters; the actor whose turn was handed out present, and where the engine hands turns out
 * (the player in its phase, or the monster at the cursor, which is `hack_m_idx`).
 *
 * @internal
 */
export function checkFrogcomposbandState(s: FrogcomposbandSavedState): SpecIssue | undefined {
  const ids = new Set<string>();
  if (s.player) ids.add(idKey(s.player.id));
  for (const [i, m] of s.monsters.entries()) {
    const key = idKey(m.id);
    if (ids.has(key)) return { field: `monsters.${i}.id`, value: m.id, allowed: 'an id no other actor has' };
    ids.add(key);
    const above = s.monsters[i - 1];
    if (above && above.index <= m.index) {
      return {
        field: `monsters.${i}.index`,
        value: m.index,
        allowed: `an index below the previous monster's (${above.index}): indices are unique, highest first`,
      };
    }
  }
  if (s.phase !== 'monsters' && s.hackMIdx !== 0) return { field: 'hackMIdx', value: s.hackMIdx, allowed: 'hack_m_idx is 0 outside the monster pass' };
  if (s.phase === 'monsters' && s.hackMIdx !== 0 && s.cursor !== null && s.hackMIdx < s.cursor) {
    return { field: 'hackMIdx', value: s.hackMIdx, allowed: 'hack_m_idx is a monster not yet visited in this pass (below the cursor, or the one at it)' };
  }
  const mount = s.player?.mount ?? null;
  if (mount !== null && !s.monsters.some((m) => m.id === mount))
    return { field: 'player.mount', value: mount, allowed: 'the id of one of the monsters, or null' };
  if (s.current === null) return undefined;
  if (!ids.has(idKey(s.current))) return { field: 'current', value: s.current, allowed: 'the actor whose turn was handed out, present in the state' };
  // A turn is handed out in the player's loop, or to the monster at the cursor, which is hack_m_idx.
  const pending = s.monsters.find((m) => m.id === s.current);
  const ok = pending ? s.phase === 'monsters' && s.cursor === pending.index && s.hackMIdx === pending.index : s.phase === 'player';
  return ok
    ? undefined
    : { field: 'current', value: s.current, allowed: 'the pending actor: the player in its phase, or the monster at the cursor (hack_m_idx)' };
}

/**
 * A player state with its keys in the schema's order, so a state built from a spec saves exactly
 * as a restored one does.
 */
export function orderedPlayerState(p: PlayerState): PlayerState {
  return Object.fromEntries(Object.keys(playerState.entries).map((k) => [k, (p as Record<string, unknown>)[k]])) as PlayerState;
}

/** The engine's whole saved state. */
export type FrogcomposbandSavedState = v.InferOutput<typeof frogcomposbandState>;
/** The player's mutable state. */
export type PlayerState = v.InferOutput<typeof playerState>;
/** A monster's mutable state. */
export type MonsterState = v.InferOutput<typeof monsterState>;
/** Where the engine is inside a game turn. */
export type FrogcomposbandPhase = (typeof FROGCOMPOSBAND_PHASES)[number];
/** The player's record of its last game turn. */
export type PlayerTurnRecord = v.InferOutput<typeof playerTurnRecord>;
/** A monster's record of its last game turn. */
export type MonsterTurnRecord = v.InferOutput<typeof monsterTurnRecord>;
