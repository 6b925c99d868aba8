import { z } from 'zod';
import { ENCUMBRANCE_NAMES } from '../rules/encumbrance.js';
import { MONSTER_SPEED_STATES } from '../rules/speed.js';
import { INT_MAX, INT_MIN, LONG_MAX, SHORT_MAX, SHORT_MIN, TIMEOUT } from '../rules/limits.js';
import { MAX_BASE_SPEED } from '../schema/fields.js';

const id = z.union([z.string().min(1), z.number().int().refine(Number.isSafeInteger, { error: 'a safe integer' })]);
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

const key = (v: string | number): string => `${typeof v}:${String(v)}`;

/**
 * The JSON the NetHack engine saves and restores, validated before the engine sees it: the turn,
 * where the main loop is (phase, pass cursor, "somebody can move", who acted in the pass), the
 * encumbrance read at the start of the current "hero can't move" pass, the actor whose action is
 * awaited, the hero and the monsters (oldest first). Every number is held to its C type's range
 * (`short` pools, `int` multi, `long` turn and `u.ugallop`, 24-bit `TIMEOUT`); the turn is held
 * to the version's last turn on restore. Cross-checks: ids unique, the steed a monster present,
 * the cursor inside the list, and the awaited actor consistent with the phase. Format
 * `nethack-engine/2` keeps the hero's speed sources, `u.ugallop`, `context.mv` and occupation
 * apart, and a monster's `permspeed` and speed boots (format 1, with merged flags, is refused).
 *
 * Phases (where moveloop(), 3.7 moveloop_core(), stands):
 * - `hero`: the hero acts next (game start, `context.move == 0` after a free action, or the
 *   "hero can't move" loop has ended);
 * - `timePassed`: the hero's action took time; its 12 points are deducted lazily, at the top of
 *   the next main-loop pass, then the monsters move;
 * - `pass`: inside a movemon() pass, at `cursor`;
 * - `heroDue` / `monsterDue`: an actor was handed out and its action is awaited (`current`).
 */
export const nethackState = z
  .strictObject({
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
  })
  .superRefine((s, ctx) => {
    const issue = (path: (string | number)[], message: string): void => {
      ctx.addIssue({ code: 'custom', path, message });
    };
    const ids = new Set<string>();
    if (s.hero) ids.add(key(s.hero.id));
    s.monsters.forEach((m, i) => {
      if (ids.has(key(m.id))) issue(['monsters', i, 'id'], 'an id no other actor has');
      ids.add(key(m.id));
    });
    const monsterIds = new Set(s.monsters.map((m) => key(m.id)));
    if (s.hero?.riding != null && !monsterIds.has(key(s.hero.riding))) issue(['hero', 'riding'], 'the id of a monster in the state, or null');
    if (s.hero && s.hero.riding === null && s.hero.gallop > 0) issue(['hero', 'gallop'], '0 while the hero rides nothing (dismount_steed() clears u.ugallop)');
    if (s.cursor >= s.monsters.length) issue(['cursor'], `an index from -1 to ${s.monsters.length - 1} (the monster list)`);
    const current = s.current === null ? undefined : key(s.current);
    if (s.phase === 'heroDue') {
      if (!s.hero || current !== key(s.hero.id)) issue(['current'], 'the hero’s id while the hero’s action is awaited');
    } else if (s.phase === 'monsterDue') {
      if (current === undefined || !monsterIds.has(current)) issue(['current'], 'the id of a monster in the state while its action is awaited');
    } else if (current !== undefined) {
      issue(['current'], 'null: no action is awaited in this phase');
    }
  });

/**
 * The parsed saved state.
 */
export type NethackState = z.output<typeof nethackState>;
