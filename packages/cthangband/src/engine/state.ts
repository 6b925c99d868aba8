import { SnapshotError, show, toIssues } from '@turnkeeper/core';
import { z } from 'zod';
import { MAX_M_IDX, MAX_MONSTER_SPEED, MAX_PLAYER_SPEED, MIN_MONSTER_SPEED, MIN_PLAYER_SPEED, S16_MAX, S16_MIN, TIMED_EFFECT_MAX, TURN_MAX } from '../tables/constants.js';

/**
 * Where the engine is inside `dungeon()`'s main loop (internal).
 *
 * @example
 * ```ts
 * PHASE.monsters; // 3: inside process_monsters()
 * ```
 */
export const PHASE = Object.freeze({ between: 0, player: 1, afterPlayer: 2, monsters: 3, world: 4 } as const);

/**
 * The saved state's schema, built on `int` (every unbounded integer field): the structural schema
 * takes zod 4's `int()` (safe integers only), the full one adds the old explicit safe-integer
 * refinement so that its error messages stay word for word what they were.
 */
function stateFields(int: z.ZodNumber) {
  const actorId = z.union([int, z.string().min(1)], { error: 'an actor id: a safe integer or a non-empty string' });
  const s16 = z.number().int().min(S16_MIN).max(S16_MAX);
  const count = z.number().int().min(1).max(10);
  const timed = z.number().int().min(0).max(TIMED_EFFECT_MAX);
  const ledger = z.strictObject({ tick: int.min(1), e0: s16, gain: z.union([z.literal(0), z.literal(10)]), e1: s16 });
  const playerState = z.strictObject({
    id: actorId,
    speed: z.number().int().min(MIN_PLAYER_SPEED).max(MAX_PLAYER_SPEED),
    numBlow: count,
    numFire: count,
    naturalAttacks: z.number().int().min(0).max(5),
    energy: s16,
    fast: timed,
    slow: timed,
    paralyzed: timed,
    stun: timed,
    stunRecovery: z.number().int().min(1).max(10),
    ledger: ledger.nullable(),
    last: z
      .strictObject({
        kind: z.string().min(1),
        forced: z.boolean(),
        energyBefore: s16,
        energyUse: z.number().int().min(0).max(S16_MAX),
        directDebit: int,
        naturalAttacks: z.number().int().min(0).max(5).nullable(),
        energyAfter: s16,
      })
      .nullable(),
  });
  const speed = z.number().int().min(MIN_MONSTER_SPEED).max(MAX_MONSTER_SPEED);
  const monsterState = z.strictObject({
    id: actorId,
    raceSpeed: speed,
    speed,
    numBlows: z.number().int().min(0).max(255),
    unique: z.boolean(),
    csleep: s16,
    maxhp: s16,
    energy: s16,
    born: z.boolean(),
    ledger: ledger.extend({ bornSkip: z.boolean() }).nullable(),
    last: z
      .strictObject({
        tick: int.min(1),
        chargedMove: int.min(1),
        afterCharge: s16,
        kind: z.string().min(1).nullable(),
        refund: int.min(1).nullable(),
        attackCost: int.min(0).nullable(),
        energyAfter: s16.nullable(),
      })
      .nullable(),
  });
  return { ledger, playerState, monsterState };
}

const refinedInt = z.number().int().refine(Number.isSafeInteger, { error: 'a safe integer' });
const fields = stateFields(refinedInt);

/**
 * The player's timing state (`p_ptr`'s fields), as saved (internal).
 *
 * @example
 * ```ts
 * const p: PlayerState = { id: 'player', speed: 0, numBlow: 1, numFire: 1, naturalAttacks: 0, energy: 1050, fast: 0, slow: 0, paralyzed: 0, stun: 0, stunRecovery: 1, ledger: null, last: null };
 * ```
 */
export type PlayerState = z.output<typeof fields.playerState>;
/**
 * One live slot of the monster list (`m_list[i]`'s timing fields and its race's), as saved
 * (internal).
 *
 * @example
 * ```ts
 * const m: MonsterState = { id: 'orc', raceSpeed: 0, speed: 3, numBlows: 2, unique: false, csleep: 0, maxhp: 0, energy: 950, born: false, ledger: null, last: null };
 * ```
 */
export type MonsterState = z.output<typeof fields.monsterState>;
/**
 * What happened to an actor in the tick it was last processed (internal).
 *
 * @example
 * ```ts
 * const l: TickLedger = { tick: 1, e0: 1050, gain: 10, e1: 1060 };
 * ```
 */
export type TickLedger = z.output<typeof fields.ledger>;

/** The top-level fields of the saved state, on the given field schemas. */
function stateObject(f: ReturnType<typeof stateFields>, int: z.ZodNumber) {
  return z.strictObject({
    format: z.literal('cthangband-engine/2'),
    startTurn: z.number().int().min(1).max(TURN_MAX),
    turn: z.number().int().min(0).max(TURN_MAX),
    advance: z.boolean(),
    tick: int.min(0),
    phase: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    playerPasses: int.min(0),
    newLevelFlag: z.boolean(),
    cursor: z.number().int().min(0).max(MAX_M_IDX - 1),
    mMax: z.number().int().min(1).max(MAX_M_IDX),
    hackMIdx: z.number().int().min(0).max(MAX_M_IDX - 1),
    current: z.number().int().min(-1).max(MAX_M_IDX - 1),
    player: f.playerState.nullable(),
    monsters: z.array(f.monsterState.nullable()).max(MAX_M_IDX - 1),
  });
}

/**
 * The saved state's structure alone (every field's type and range, no cross-reference): a strict
 * object of plain fields that the core compiles into a fast check, so that a restore does not run
 * zod over up to 511 monster slots. It is the ruleset's `state`; the engine checks the
 * cross-references ({@link stateConsistent}) before it loads anything (internal).
 *
 * @example
 * ```ts
 * cthangbandStateShape.safeParse(loop.snapshot().engine).success; // true
 * ```
 */
export const cthangbandStateShape = stateObject(stateFields(z.number().int()), z.number().int());

/** The checks across fields, each reported at its path: shared by the schema and the engine. */
function crossReferences(s: z.output<typeof cthangbandStateShape>, issue: (path: (string | number)[], message: string) => void): void {
  if (s.monsters.length !== s.mMax - 1) issue(['mMax'], `m_max − 1 must equal the number of monster slots (${s.monsters.length})`);
  if (s.cursor >= s.mMax) issue(['cursor'], `the process_monsters() cursor must be below m_max (${s.mMax})`);
  if (s.hackMIdx >= s.mMax) issue(['hackMIdx'], `hack_m_idx must be below m_max (${s.mMax})`);
  // turn starts at startTurn − 1 and goes up at most once a tick (not after a level change).
  const lowest = s.tick === 0 ? s.startTurn - 1 : s.startTurn;
  if (s.turn < lowest || s.turn > s.startTurn - 1 + s.tick) {
    issue(['turn'], `turn must be from ${lowest} to startTurn − 1 + tick (${s.startTurn - 1 + s.tick})`);
  }
  if (s.tick === 0 && !s.advance) issue(['advance'], 'the first tick adds one to turn');
  if (s.tick === 0 && s.playerPasses !== 0) issue(['playerPasses'], 'no pass before the first tick');
  const ids = new Set<string>();
  const seen = (id: string | number, path: (string | number)[]): void => {
    const key = `${typeof id}:${String(id)}`;
    if (ids.has(key)) issue(path, `a duplicate actor id ${JSON.stringify(id)}`);
    ids.add(key);
  };
  if (s.player) seen(s.player.id, ['player', 'id']);
  s.monsters.forEach((m, i) => {
    if (m) seen(m.id, ['monsters', i, 'id']);
  });
  if (s.tick === 0 && s.phase !== PHASE.between) issue(['phase'], 'before the first tick the loop is between ticks (phase 0)');
  // The due actor: none (-1), the player (0) during its phase, or a live monster during process_monsters().
  if (s.current === 0) {
    if (!s.player) issue(['current'], 'the due actor is the player, but there is no player');
    else if (s.phase !== PHASE.player) issue(['current'], 'the player can be due only in the player phase (1)');
    else if (s.player.energy < 1000) issue(['current'], 'the due player must hold at least 1000 energy');
  } else if (s.current > 0) {
    const m = s.monsters[s.current - 1];
    if (!m) issue(['current'], `the due monster slot ${s.current} is empty or outside the list`);
    else if (s.phase !== PHASE.monsters) issue(['current'], 'a monster can be due only in the monster phase (3)');
    else if (m.last?.tick !== s.tick || m.last.kind !== null) issue(['current'], `the due monster (slot ${s.current}) has no open turn this tick`);
    else if (s.cursor !== s.current - 1) issue(['cursor'], `the process_monsters() cursor must be just below the due monster (${s.current - 1})`);
  }
}

/**
 * The Cthangband engine's saved state, in full: the turn counter (`turn`, the game's `s32b`, and
 * whether the next tick adds one: not after a level change), the tick, where the loop is inside
 * `dungeon()` (`phase`), the player's passes in this tick, `new_level_flag`, the
 * `process_monsters()` cursor and `hack_m_idx`, the due actor, the player and the monster list
 * (slot i at index i − 1, `null` for a hole; `m_max` = its length + 1). Every number is in the
 * range of the game variable it stands for, ids are unique, indices stay inside the list, the turn
 * agrees with the tick, and the due actor must be present and at the point of its turn. Every
 * restore enforces all of it before the engine loads anything: the structure through
 * {@link cthangbandStateShape} (compiled by the core), the rest through {@link stateConsistent},
 * and a state that fails is reported from this schema's first issue (internal).
 *
 * @example
 * ```ts
 * import { cthangband } from '@turnkeeper/cthangband';
 * cthangbandState.parse(cthangband.create().snapshot().engine).format; // 'cthangband-engine/2'
 * ```
 */
export const cthangbandState = stateObject(fields, refinedInt).superRefine((s, ctx) => {
  crossReferences(s, (path, message) => {
    ctx.addIssue({ code: 'custom', path, message });
  });
});

/**
 * Whether a state that has the structure of {@link cthangbandStateShape} also passes every
 * cross-reference check of {@link cthangbandState} (internal).
 *
 * @example
 * ```ts
 * stateConsistent(cthangbandStateShape.parse(loop.snapshot().engine)); // true
 * ```
 */
export function stateConsistent(s: z.output<typeof cthangbandStateShape>): boolean {
  let ok = true;
  crossReferences(s, () => {
    ok = false;
  });
  return ok;
}

/**
 * The error a restore gives for a saved state that fails {@link cthangbandState}: the core's
 * `SnapshotError`, worded as the core words a state its schema refuses (the first issue's field,
 * value and rule), so a state refused by the engine's own check reads exactly as one refused by
 * the schema (internal).
 *
 * @example
 * ```ts
 * if (!stateConsistent(saved)) throw stateError(saved);
 * ```
 */
export function stateError(engine: unknown): SnapshotError {
  const result = cthangbandState.safeParse(engine);
  const issue = result.success ? undefined : toIssues(result.error, engine)[0];
  const field = issue?.field ? `.${issue.field}` : '';
  return new SnapshotError(`restore(): snapshot.engine${field}: got ${show(issue?.value)}; ${issue?.allowed ?? 'invalid'}`, { field: `engine${field}` });
}

/**
 * The saved state as the engine receives it, validated (internal).
 *
 * @example
 * ```ts
 * const s: SavedEngine = cthangbandState.parse(loop.snapshot().engine);
 * ```
 */
export type SavedEngine = z.output<typeof cthangbandStateShape>;
