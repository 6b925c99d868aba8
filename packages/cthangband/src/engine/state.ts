import type { ActorId, SpecIssue } from '@turnkeeper/core';
import * as v from 'valibot';
import { MAX_M_IDX, MAX_PLAYER_SPEED, MAX_SPEED, MIN_PLAYER_SPEED, MIN_SPEED, S16_MAX, S16_MIN, TIMED_EFFECT_MAX, TURN_MAX } from '../tables/constants.js';

/**
 * Where the engine is inside `dungeon()`'s main loop, as the saved state names it: between ticks,
 * the player's turn (`process_player()`), just after it, inside `process_monsters()`, and the
 * world step (`process_world()`). The engine holds the index into this list.
 *
 * @example
 * ```ts
 * CTHANGBAND_PHASES.indexOf('monsters'); // 3: inside process_monsters()
 * ```
 */
export const CTHANGBAND_PHASES = ['between', 'player', 'afterPlayer', 'monsters', 'world'] as const;

/**
 * One phase of {@link CTHANGBAND_PHASES}.
 *
 * @example
 * ```ts
 * const phase: CthangbandPhase = 'world';
 * ```
 */
export type CthangbandPhase = (typeof CTHANGBAND_PHASES)[number];

const safe = v.pipe(v.number(), v.safeInteger());
const range = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const atLeast = (min: number) => v.pipe(safe, v.minValue(min));
const actorId = v.union([safe, v.pipe(v.string(), v.minLength(1))], 'an actor id: a safe integer or a non-empty string');
const s16 = range(S16_MIN, S16_MAX);
const count = range(1, 10);
const timed = range(0, TIMED_EFFECT_MAX);
const gain = v.picklist([0, 10]);

const playerState = v.strictObject({
  id: actorId,
  speed: range(MIN_PLAYER_SPEED, MAX_PLAYER_SPEED),
  numBlow: count,
  numFire: count,
  naturalAttacks: range(0, 5),
  energy: s16,
  fast: timed,
  slow: timed,
  paralyzed: timed,
  stun: timed,
  stunRecovery: range(1, 10),
  ledger: v.nullable(v.strictObject({ tick: atLeast(1), e0: s16, gain, e1: s16 })),
  last: v.nullable(
    v.strictObject({
      kind: v.pipe(v.string(), v.minLength(1)),
      forced: v.boolean(),
      energyBefore: s16,
      energyUse: range(0, S16_MAX),
      directDebit: safe,
      naturalAttacks: v.nullable(range(0, 5)),
      energyAfter: s16,
    }),
  ),
});

// Inside extract_energy, as the monster spec and patch require (a turn reads it).
const monsterSpeed = range(MIN_SPEED, MAX_SPEED);
const monsterState = v.strictObject({
  id: actorId,
  raceSpeed: monsterSpeed,
  speed: monsterSpeed,
  numBlows: range(1, 255),
  unique: v.boolean(),
  csleep: s16,
  maxhp: s16,
  energy: s16,
  born: v.boolean(),
  ledger: v.nullable(v.strictObject({ tick: atLeast(1), e0: s16, gain, e1: s16, bornSkip: v.boolean() })),
  last: v.nullable(
    v.strictObject({
      tick: atLeast(1),
      chargedMove: atLeast(1),
      afterCharge: s16,
      kind: v.nullable(v.pipe(v.string(), v.minLength(1))),
      refund: v.nullable(atLeast(1)),
      attackCost: v.nullable(atLeast(0)),
      energyAfter: v.nullable(s16),
    }),
  ),
});

/**
 * The player's timing state (`p_ptr`'s fields), as saved (internal).
 *
 * @example
 * ```ts
 * const p: PlayerState = { id: 'player', speed: 0, numBlow: 1, numFire: 1, naturalAttacks: 0, energy: 1050, fast: 0, slow: 0, paralyzed: 0, stun: 0, stunRecovery: 1, ledger: null, last: null };
 * ```
 */
export type PlayerState = v.InferOutput<typeof playerState>;

/**
 * One live slot of the monster list (`m_list[i]`'s timing fields and its race's), as saved
 * (internal).
 *
 * @example
 * ```ts
 * const m: MonsterState = { id: 'orc', raceSpeed: 0, speed: 3, numBlows: 2, unique: false, csleep: 0, maxhp: 0, energy: 950, born: false, ledger: null, last: null };
 * ```
 */
export type MonsterState = v.InferOutput<typeof monsterState>;

/**
 * The Cthangband engine's saved state: the turn counter (`turn`, the game's `s32b`, and whether
 * the next tick adds one: not after a level change), the tick, where the loop is inside
 * `dungeon()` (`phase`), the player's passes in this tick, `new_level_flag`, the
 * `process_monsters()` cursor and `hack_m_idx`, the due actor (`current`: −1 none, 0 the player,
 * else a monster slot), the player and the monster list (slot i at index i − 1, `null` for a
 * hole; `m_max` = its length + 1). Every number is in the range of the game variable it stands
 * for; what relates fields is {@link checkCthangbandState}'s (the ruleset's `state.check`).
 * Internal: the ruleset's `state.schema`.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { cthangband } from '@turnkeeper/cthangband';
 * v.parse(cthangbandState, cthangband.create().snapshot().engine).format; // 'cthangband-engine/3'
 * ```
 */
export const cthangbandState = v.strictObject({
  format: v.literal('cthangband-engine/3'),
  startTurn: range(1, TURN_MAX),
  turn: range(0, TURN_MAX),
  advance: v.boolean(),
  tick: atLeast(0),
  phase: v.picklist(CTHANGBAND_PHASES),
  playerPasses: atLeast(0),
  newLevelFlag: v.boolean(),
  cursor: range(0, MAX_M_IDX - 1),
  mMax: range(1, MAX_M_IDX),
  hackMIdx: range(0, MAX_M_IDX - 1),
  current: range(-1, MAX_M_IDX - 1),
  player: v.nullable(playerState),
  monsters: v.pipe(v.array(v.nullable(monsterState)), v.maxLength(MAX_M_IDX - 1)),
});

/**
 * The saved state as the engine receives it, validated (internal).
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { cthangband } from '@turnkeeper/cthangband';
 * const loop = cthangband.create();
 * const s: CthangbandSavedState = v.parse(cthangbandState, loop.snapshot().engine);
 * ```
 */
export type CthangbandSavedState = v.InferOutput<typeof cthangbandState>;

/**
 * What is wrong across the fields of a saved state the schema accepted, as the first issue (field,
 * value, what is allowed), or `undefined` when it is whole: the monster list's length is
 * `m_max − 1`; the `process_monsters()` cursor and `hack_m_idx` are below `m_max`; `turn` agrees
 * with the tick (it starts at `startTurn − 1` and goes up at most once a tick); ids are unique;
 * and the due actor (`current`) is present and at the point of its turn: the player during the
 * player phase, or a live monster during `process_monsters()` whose turn of this tick is open and
 * just above the cursor. The due player's energy is not checked: a game may change it while the
 * turn is pending (`loop.update`), and the pass is then charged from what it holds. The ruleset's
 * `state.check` (internal).
 *
 * @example
 * ```ts
 * declare const saved: CthangbandSavedState;
 * checkCthangbandState({ ...saved, cursor: 600 }); // { field: 'cursor', value: 600, allowed: 'below m_max (…)' }
 * ```
 */
export function checkCthangbandState(s: CthangbandSavedState): SpecIssue | undefined {
  const bad = (field: string, value: unknown, allowed: string): SpecIssue => ({ field, value, allowed });
  if (s.monsters.length !== s.mMax - 1) return bad('mMax', s.mMax, `the number of monster slots + 1 (${s.monsters.length + 1}): m_max − 1 slots are listed`);
  if (s.cursor >= s.mMax) return bad('cursor', s.cursor, `below m_max (${s.mMax}): the process_monsters() cursor stays inside the list`);
  if (s.hackMIdx >= s.mMax) return bad('hackMIdx', s.hackMIdx, `below m_max (${s.mMax}): hack_m_idx is a slot of the list`);
  // turn starts at startTurn − 1 and goes up at most once a tick (not after a level change).
  const lowest = s.tick === 0 ? s.startTurn - 1 : s.startTurn;
  const highest = s.startTurn - 1 + s.tick;
  if (s.turn < lowest || s.turn > highest) return bad('turn', s.turn, `from ${lowest} to startTurn − 1 + tick (${highest}): turn goes up at most once a tick`);
  if (s.tick === 0) {
    if (!s.advance) return bad('advance', s.advance, 'true before the first tick (the first tick adds one to turn)');
    if (s.playerPasses !== 0) return bad('playerPasses', s.playerPasses, '0 before the first tick');
    if (s.phase !== 'between') return bad('phase', s.phase, "'between' before the first tick");
  }
  const ids = new Set<ActorId>();
  if (s.player) ids.add(s.player.id);
  for (const [i, m] of s.monsters.entries()) {
    if (!m) continue;
    if (ids.has(m.id)) return bad(`monsters.${i}.id`, m.id, 'an id no other actor has');
    ids.add(m.id);
  }
  if (s.current === 0) {
    if (!s.player) return bad('current', s.current, 'not 0 (the player) when there is no player');
    if (s.phase !== 'player') return bad('current', s.current, "the player (0) only in the 'player' phase");
  } else if (s.current > 0) {
    const m = s.monsters[s.current - 1];
    if (!m) return bad('current', s.current, 'a live monster slot of the list');
    if (s.phase !== 'monsters') return bad('current', s.current, "a monster only in the 'monsters' phase");
    if (m.last?.tick !== s.tick || m.last.kind !== null)
      return bad('current', s.current, `a monster whose turn of this tick is open (slot ${s.current}'s is not)`);
    if (s.cursor !== s.current - 1) return bad('cursor', s.cursor, `just below the due monster (${s.current - 1})`);
  }
  return undefined;
}

/**
 * The actor a saved state is waiting on (the due actor of `current`), or `null`: the ruleset's
 * `state.pending`, so that a snapshot whose envelope names another pending actor is refused
 * (internal).
 *
 * @example
 * ```ts
 * declare const saved: CthangbandSavedState;
 * pendingOf(saved); // 'player' while the player's pass is open
 * ```
 */
export function pendingOf(s: CthangbandSavedState): ActorId | null {
  if (s.current === 0) return s.player?.id ?? null;
  if (s.current > 0) return s.monsters[s.current - 1]?.id ?? null;
  return null;
}
