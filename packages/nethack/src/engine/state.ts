import { SnapshotError, show } from '@turnkeeper/core';
import { z } from 'zod';
import { ENCUMBRANCE_NAMES } from '../rules/encumbrance.js';
import { MONSTER_SPEED_STATES } from '../rules/speed.js';
import { INT_MAX, INT_MIN, LONG_MAX, SHORT_MAX, SHORT_MIN, TIMEOUT } from '../rules/limits.js';
import { MAX_BASE_SPEED } from '../schema/fields.js';

// `.int()` is a safe integer in zod 4: no refinement, so that core checks large states with a compiled check.
const id = z.union([z.string().min(1), z.number().int()]);
const base = z.number().int().min(0).max(MAX_BASE_SPEED);
/** A pool: a C `short`, which the engine wraps as the game's compilers do (`toShort`). */
const pool = z.number().int().min(SHORT_MIN).max(SHORT_MAX);
const encumbrance = z.number().int().min(0).max(ENCUMBRANCE_NAMES.length - 1);

const hero = z.strictObject({
  id,
  base,
  intrinsicFast: z.boolean(),
  timedFast: z.number().int().min(0).max(TIMEOUT),
  extrinsicFast: z.boolean(),
  encumbrance,
  riding: id.nullable(),
  gallop: z.number().int().min(0).max(LONG_MAX),
  running: z.boolean(),
  moved: z.boolean(),
  movement: pool,
  multi: z.number().int().min(INT_MIN).max(INT_MAX),
  occupation: z.number().int().min(0).max(INT_MAX),
  demigod: z.boolean(),
  belowCastle: z.boolean(),
});

const monster = z.strictObject({ id, base, permspeed: z.enum(MONSTER_SPEED_STATES), speedBoots: z.boolean(), movement: pool });

/**
 * The JSON the NetHack engine saves and restores, validated before the engine sees it: the turn,
 * where the main loop is (phase, pass cursor, "somebody can move", who acted in the pass), the
 * encumbrance read at the start of the current "hero can't move" pass, the actor whose action is
 * awaited, the hero and the monsters (oldest first). Every number is held to its C type's range
 * (`short` pools, `int` multi, `long` turn and `u.ugallop`, 24-bit `TIMEOUT`); the turn is held
 * to the version's last turn on restore. The cross-checks (ids unique, the steed a monster
 * present, the cursor inside the list, the awaited actor consistent with the phase) are made by
 * {@link checkStateReferences} right after this schema, so that the schema stays plain enough for
 * core to check a large state with a compiled check rather than zod. Format `nethack-engine/2`
 * keeps the hero's speed sources, `u.ugallop`, `context.mv` and occupation apart, and a
 * monster's `permspeed` and speed boots (format 1, with merged flags, is refused).
 *
 * Phases (where moveloop(), 3.7 moveloop_core(), stands):
 * - `hero`: the hero acts next (game start, `context.move == 0` after a free action, or the
 *   "hero can't move" loop has ended);
 * - `timePassed`: the hero's action took time; its 12 points are deducted lazily, at the top of
 *   the next main-loop pass, then the monsters move;
 * - `pass`: inside a movemon() pass, at `cursor`;
 * - `heroDue` / `monsterDue`: an actor was handed out and its action is awaited (`current`).
 */
export const nethackState = z.strictObject({
  format: z.literal('nethack-engine/2'),
  time: z.number().int().min(1).max(LONG_MAX),
  phase: z.enum(['hero', 'timePassed', 'pass', 'heroDue', 'monsterDue']),
  cursor: z.number().int().min(-1),
  canMove: z.boolean(),
  acted: z.array(id),
  wtcap: encumbrance,
  current: id.nullable(),
  hero: hero.nullable(),
  monsters: z.array(monster),
});

/** The first broken cross-reference of a saved state, as the path of the field and what it must be. */
function firstIssue(s: NethackState): { readonly path: readonly (string | number)[]; readonly allowed: string } | undefined {
  // A Set tells 1 from "1" and holds 0 and -0 as one id, as the loop does.
  const ids = new Set<string | number>();
  if (s.hero) ids.add(s.hero.id);
  for (const [i, m] of s.monsters.entries()) {
    if (ids.has(m.id)) return { path: ['monsters', i, 'id'], allowed: 'an id no other actor has' };
    ids.add(m.id);
  }
  const isMonster = (v: string | number): boolean => ids.has(v) && !(s.hero !== null && s.hero.id === v);
  if (s.hero?.riding != null && !isMonster(s.hero.riding)) return { path: ['hero', 'riding'], allowed: 'the id of a monster in the state, or null' };
  if (s.hero && s.hero.riding === null && s.hero.gallop > 0) return { path: ['hero', 'gallop'], allowed: '0 while the hero rides nothing (dismount_steed() clears u.ugallop)' };
  if (s.cursor >= s.monsters.length) return { path: ['cursor'], allowed: `an index from -1 to ${s.monsters.length - 1} (the monster list)` };
  if (s.phase === 'heroDue') {
    if (!s.hero || s.current !== s.hero.id) return { path: ['current'], allowed: 'the hero’s id while the hero’s action is awaited' };
  } else if (s.phase === 'monsterDue') {
    if (s.current === null || !isMonster(s.current)) return { path: ['current'], allowed: 'the id of a monster in the state while its action is awaited' };
  } else if (s.current !== null) {
    return { path: ['current'], allowed: 'null: no action is awaited in this phase' };
  }
  return undefined;
}

/**
 * The cross-checks of a saved state that its schema leaves out (see {@link nethackState}), in
 * the order a refinement of the schema would make them. A broken one is the `SnapshotError` a
 * restore gives for a schema issue: `restore(): snapshot.engine.<field>: got <value>; <allowed>`.
 * The ruleset's `pendingOf` runs it, which core calls on every restore right after the schema
 * check and before it reads anything else of the state.
 */
export function checkStateReferences(s: NethackState): void {
  const issue = firstIssue(s);
  if (issue === undefined) return;
  const field = issue.path.join('.');
  let value: unknown = s;
  for (const step of issue.path) value = (value as Record<string | number, unknown>)[step];
  throw new SnapshotError(`restore(): snapshot.engine.${field}: got ${show(value)}; ${issue.allowed}`, { field: `engine.${field}` });
}

/**
 * The parsed saved state.
 */
export type NethackState = z.output<typeof nethackState>;
