import type { SpecIssue } from '@turnkeeper/core';
import * as v from 'valibot';
import { ENCUMBRANCE_NAMES } from '../rules/encumbrance.js';
import { MONSTER_SPEED_STATES } from '../rules/speed.js';
import { INT_MAX, INT_MIN, LONG_MAX, SHORT_MAX, SHORT_MIN, TIMEOUT } from '../rules/limits.js';
import { MAX_BASE_SPEED, MAX_LEVEL } from '../schema/fields.js';

/** An integer from `min` to `max` (the bounds core's compiled check reads). */
const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const id = v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.safeInteger())]);
const base = int(0, MAX_BASE_SPEED);
/** A pool: a C `short`, which the engine wraps as the game's compilers do (`toShort`). */
const pool = int(SHORT_MIN, SHORT_MAX);
const encumbrance = int(0, ENCUMBRANCE_NAMES.length - 1);

const hero = v.strictObject({
  id,
  base,
  intrinsicFast: v.boolean(),
  timedFast: int(0, TIMEOUT),
  extrinsicFast: v.boolean(),
  encumbrance,
  riding: v.nullable(id),
  gallop: int(0, LONG_MAX),
  running: v.boolean(),
  moved: v.boolean(),
  movement: pool,
  multi: int(INT_MIN, INT_MAX),
  occupation: int(0, INT_MAX),
  demigod: v.boolean(),
  belowCastle: v.boolean(),
  level: int(1, MAX_LEVEL),
});

const monster = v.strictObject({
  id,
  base,
  permspeed: v.picklist(MONSTER_SPEED_STATES),
  speedBoots: v.boolean(),
  movement: pool,
  tameness: int(0, 127),
  sleeping: v.boolean(),
  canMove: v.boolean(),
  frozen: int(0, 127),
});

/**
 * Where the main loop stands (moveloop(), 3.7 moveloop_core()), as the saved state names it:
 * `hero` (the hero acts next), `timePassed` (the hero's action took time, its points are deducted
 * at the top of the next pass), `pass` (inside a movemon() pass), `heroDue` / `monsterDue` (an
 * actor was handed out and its action is awaited). The engine holds the index into this list.
 *
 * @example
 * ```ts
 * NETHACK_PHASES.indexOf('pass'); // 2
 * ```
 */
export const NETHACK_PHASES = ['hero', 'timePassed', 'pass', 'heroDue', 'monsterDue'] as const;

/**
 * One phase of {@link NETHACK_PHASES}.
 *
 * @example
 * ```ts
 * const phase: NethackPhase = 'heroDue';
 * ```
 */
export type NethackPhase = (typeof NETHACK_PHASES)[number];

/**
 * The JSON the NetHack engine saves and restores, validated before the engine sees it: the turn,
 * where the main loop is (phase, pass cursor, "somebody can move", who acted in the pass), the
 * encumbrance read at the start of the current "hero can't move" pass, the actor whose action is
 * awaited, the hero and the monsters (oldest first). Every number is held to its C type's range
 * (`short` pools, `int` multi, `long` turn and `u.ugallop`, 24-bit `TIMEOUT`); the turn is held
 * to the version's last turn on restore. The cross-checks (ids unique, the steed a monster
 * present, the cursor inside the list, the awaited actor consistent with the phase) are made by
 * {@link checkNethackState} (the ruleset's `state.check`) right after this schema. Format
 * `nethack-engine/3` keeps the hero's speed sources, `u.ugallop`, `context.mv`, occupation and
 * experience level apart, and a monster's `permspeed`, speed boots, tameness, sleep and paralysis
 * (formats 1 and 2, without them, are refused).
 *
 * Phases (where moveloop(), 3.7 moveloop_core(), stands):
 * - `hero`: the hero acts next (game start, `context.move == 0` after a free action, or the
 *   "hero can't move" loop has ended);
 * - `timePassed`: the hero's action took time; its 12 points are deducted lazily, at the top of
 *   the next main-loop pass, then the monsters move;
 * - `pass`: inside a movemon() pass, at `cursor`;
 * - `heroDue` / `monsterDue`: an actor was handed out and its action is awaited (`current`).
 */
export const nethackState = v.strictObject({
  format: v.literal('nethack-engine/3'),
  time: int(1, LONG_MAX),
  phase: v.picklist(NETHACK_PHASES),
  cursor: v.pipe(v.number(), v.integer(), v.minValue(-1)),
  canMove: v.boolean(),
  acted: v.array(id),
  wtcap: encumbrance,
  current: v.nullable(id),
  hero: v.nullable(hero),
  monsters: v.array(monster),
});

/** The first broken cross-reference of a saved state, as the path of the field and what it must be. */
function firstIssue(s: NethackSavedState): { readonly path: readonly (string | number)[]; readonly allowed: string } | undefined {
  // A Set tells 1 from "1" and holds 0 and -0 as one id, as the loop does.
  const ids = new Set<string | number>();
  if (s.hero) ids.add(s.hero.id);
  for (const [i, m] of s.monsters.entries()) {
    if (ids.has(m.id)) return { path: ['monsters', i, 'id'], allowed: 'an id no other actor has' };
    if (m.frozen > 0 && m.canMove)
      return { path: ['monsters', i, 'frozen'], allowed: '0 while the monster can move (mfrozen counts a paralysis down; mcanmove is 0 while it runs)' };
    ids.add(m.id);
  }
  const isMonster = (v: string | number): boolean => ids.has(v) && s.hero?.id !== v;
  if (s.hero?.riding != null && !isMonster(s.hero.riding)) return { path: ['hero', 'riding'], allowed: 'the id of a monster in the state, or null' };
  if (s.hero?.riding === null && s.hero.gallop > 0)
    return { path: ['hero', 'gallop'], allowed: '0 while the hero rides nothing (dismount_steed() clears u.ugallop)' };
  if (s.cursor >= s.monsters.length) return { path: ['cursor'], allowed: `an index from -1 to ${s.monsters.length - 1} (the monster list)` };
  if (s.phase === 'heroDue') {
    if (s.current !== s.hero?.id) return { path: ['current'], allowed: 'the hero’s id while the hero’s action is awaited' };
  } else if (s.phase === 'monsterDue') {
    if (s.current === null || !isMonster(s.current)) return { path: ['current'], allowed: 'the id of a monster in the state while its action is awaited' };
    // movemon() moved the cursor past the monster it handed out: the awaited monster is the one just above it.
    const due = s.monsters[s.cursor + 1]?.id;
    if (s.current !== due)
      return { path: ['current'], allowed: `${JSON.stringify(due)}, the monster just above the cursor (movemon() moves past the monster it hands out)` };
  } else if (s.current !== null) {
    return { path: ['current'], allowed: 'null: no action is awaited in this phase' };
  }
  return undefined;
}

/**
 * The cross-checks of a saved state that its schema leaves out (see {@link nethackState}), in
 * the order a refinement of the schema would make them: the first broken one as the field, the
 * value found there and what is allowed, or undefined. The ruleset's `state.check`, which core
 * runs on every restore right after the schema check (a broken one is the `SnapshotError`
 * `restore(): snapshot.engine.<field>: got <value>; <allowed>`).
 */
export function checkNethackState(s: NethackSavedState): SpecIssue | undefined {
  const issue = firstIssue(s);
  if (issue === undefined) return undefined;
  let value: unknown = s;
  for (const step of issue.path) value = (value as Record<string | number, unknown>)[step];
  return { field: issue.path.join('.'), value, allowed: issue.allowed };
}

/**
 * The parsed saved state.
 */
export type NethackSavedState = v.InferOutput<typeof nethackState>;
