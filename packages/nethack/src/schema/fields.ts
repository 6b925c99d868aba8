import { z } from 'zod';
import { isKnownMonsterName } from './catalog/catalog.js';
import { ENCUMBRANCE_NAMES, type Encumbrance } from './encumbrance.js';
import { HERO_SPEED_STATES, MONSTER_SPEED_STATES } from './speed.js';

/**
 * The largest base speed a spec accepts: permonst `mmove` is a `schar`; the game's own monsters use
 * 0–36 (spec §6).
 *
 * @example
 * ```ts
 * import { MAX_BASE_SPEED } from '@turnkeeper/nethack';
 * MAX_BASE_SPEED; // 127
 * ```
 */
export const MAX_BASE_SPEED = 127;
/** Movement pools are C `short`s. */
const SHORT_MIN = -32768;
const SHORT_MAX = 32767;

const baseSpeed = z
  .number({ error: `must be an integer from 0 to ${MAX_BASE_SPEED} (the monster type's mmove; the game's monsters use 0–36)` })
  .int({ error: `must be an integer from 0 to ${MAX_BASE_SPEED} (the monster type's mmove)` })
  .min(0, { error: `must be an integer from 0 to ${MAX_BASE_SPEED} (the monster type's mmove; 0 is sessile)` })
  .max(MAX_BASE_SPEED, { error: `must be an integer from 0 to ${MAX_BASE_SPEED} (mmove is a signed char; the game's monsters use 0–36)` });

const movement = z
  .number({ error: `must be an integer from ${SHORT_MIN} to ${SHORT_MAX} (movement points, a C short)` })
  .int({ error: `must be an integer from ${SHORT_MIN} to ${SHORT_MAX} (movement points, a C short)` })
  .min(SHORT_MIN, { error: `must be an integer from ${SHORT_MIN} to ${SHORT_MAX} (movement points, a C short)` })
  .max(SHORT_MAX, { error: `must be an integer from ${SHORT_MIN} to ${SHORT_MAX} (movement points, a C short)` });

const monsterName = z
  .string({ error: 'must be the name of a NetHack monster, e.g. "soldier ant"' })
  .refine(isKnownMonsterName, { error: 'must be the name of a NetHack monster, e.g. "soldier ant" (see monstersOf(version))' });

const mspeed = z.enum(MONSTER_SPEED_STATES, { error: 'must be "normal", "slow" (MSLOW) or "fast" (MFAST)' });
const heroSpeed = z.enum(HERO_SPEED_STATES, {
  error: 'must be "normal", "Fast" (intrinsic speed) or "Very_fast" (speed boots or timed speed)',
});

const encumbranceMessage = `must be an encumbrance level 0–5 or one of ${ENCUMBRANCE_NAMES.map((n) => `"${n}"`).join(', ')}`;
const encumbrance = z
  .union(
    [
      z.number().int({ error: encumbranceMessage }).min(0, { error: encumbranceMessage }).max(5, { error: encumbranceMessage }),
      z.enum(ENCUMBRANCE_NAMES, { error: encumbranceMessage }),
    ],
    { error: encumbranceMessage },
  )
  .transform((v): Encumbrance => (typeof v === 'number' ? (v as Encumbrance) : (ENCUMBRANCE_NAMES.indexOf(v) as Encumbrance)));

const actorIdMessage = 'must be the id of a monster in the loop (a non-empty string or a safe integer), or null';
const actorId = z.union(
  [z.string().min(1, { error: actorIdMessage }), z.number().refine(Number.isSafeInteger, { error: actorIdMessage })],
  { error: actorIdMessage },
);

const helplessTurns = z
  .number({ error: `must be an integer from 0 to ${SHORT_MAX}: turns of helplessness, as in nomul(-turns)` })
  .int({ error: `must be an integer from 0 to ${SHORT_MAX}: turns of helplessness, as in nomul(-turns)` })
  .min(0, { error: `must be an integer from 0 to ${SHORT_MAX}: turns of helplessness, as in nomul(-turns)` })
  .max(SHORT_MAX, { error: `must be an integer from 0 to ${SHORT_MAX}: turns of helplessness, as in nomul(-turns)` });

/**
 * A monster: its base speed (`base`, 0–127) or its catalog `name` (exactly one of the two), its
 * speed state, and its movement points (default 0: makemon() zeroes a new monster, spec §1).
 *
 * @example
 * ```ts
 * import { monsterSpec } from '@turnkeeper/nethack';
 * monsterSpec.parse({ kind: 'monster', name: 'soldier ant' });
 * // { kind: 'monster', name: 'soldier ant', mspeed: 'normal', movement: 0 }
 * ```
 */
export const monsterSpec = z
  .strictObject({
    kind: z.literal('monster'),
    base: baseSpeed.optional(),
    name: monsterName.optional(),
    mspeed: mspeed.default('normal'),
    movement: movement.default(0),
  })
  .refine((s) => (s.base === undefined) !== (s.name === undefined), {
    error: 'give exactly one of base (a speed 0–127) or name (a monster of the catalog)',
    path: ['base'],
  });

/**
 * The hero: base speed (default 12, every unpolymorphed role) or polymorph `form` by name; the
 * speed property; encumbrance (0–5 or its name); the steed ridden (`riding`, a monster id) and
 * whether it gallops (`u.ugallop > 0` while running); whether the last action moved
 * (`u.umoved`); movement points (default 12, as at the start of a game); turns of helplessness
 * still to come (`multi = -helpless`); and the two flags that set the random-generation roll's
 * argument (`demigod` → 25, else `belowCastle` → 50, else 70; spec §5 step 3).
 *
 * @example
 * ```ts
 * import { heroSpec } from '@turnkeeper/nethack';
 * heroSpec.parse({ kind: 'hero', speed: 'Fast', encumbrance: 'Burdened' }).encumbrance; // 1
 * ```
 */
export const heroSpec = z
  .strictObject({
    kind: z.literal('hero'),
    base: baseSpeed.optional(),
    form: monsterName.optional(),
    speed: heroSpeed.default('normal'),
    encumbrance: encumbrance.default(0),
    riding: actorId.nullable().default(null),
    galloping: z.boolean({ error: 'must be true or false' }).default(false),
    moved: z.boolean({ error: 'must be true or false' }).default(false),
    movement: movement.default(12),
    helpless: helplessTurns.default(0),
    demigod: z.boolean({ error: 'must be true or false' }).default(false),
    belowCastle: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .refine((s) => s.base === undefined || s.form === undefined, {
    error: 'give at most one of base (a speed) or form (a polymorph form by name)',
    path: ['base'],
  });

/**
 * A NetHack actor: the hero or a monster, told apart by `kind`.
 *
 * @example
 * ```ts
 * import { nethackSpec } from '@turnkeeper/nethack';
 * nethackSpec.parse({ kind: 'monster', base: 15, mspeed: 'fast' });
 * ```
 */
export const nethackSpec = z.discriminatedUnion('kind', [heroSpec, monsterSpec], {
  error: 'kind must be "hero" or "monster"',
});

/**
 * A change to an actor, applied at once. Shared fields: `base` / `name` / `form` (a change of
 * form: from 3.6.1 unused points are prorated when the new form is slower, spec §3), `movement`
 * (set the pool, e.g. for retaliation or eating, spec §6). Monster-only: `mspeed`, `growUp`
 * (the form change is grow_up(), which 3.6.1 did not prorate). Hero-only: `speed`,
 * `encumbrance`, `riding`, `galloping`, `moved`, `helpless` (calls nomul(-helpless): ignored when
 * a longer helplessness is running), `multi` (set directly, e.g. 0 to wake), `demigod`,
 * `belowCastle`.
 *
 * @example
 * ```ts
 * loop.update('hero', { encumbrance: 'Stressed' });
 * loop.update('orc', { mspeed: 'fast' });
 * ```
 */
export const nethackPatch = z.strictObject({
  base: baseSpeed.optional(),
  name: monsterName.optional(),
  form: monsterName.optional(),
  movement: movement.optional(),
  mspeed: mspeed.optional(),
  growUp: z.boolean({ error: 'must be true or false' }).optional(),
  speed: heroSpeed.optional(),
  encumbrance: encumbrance.optional(),
  riding: actorId.nullable().optional(),
  galloping: z.boolean({ error: 'must be true or false' }).optional(),
  moved: z.boolean({ error: 'must be true or false' }).optional(),
  helpless: helplessTurns.optional(),
  multi: movement.optional(),
  demigod: z.boolean({ error: 'must be true or false' }).optional(),
  belowCastle: z.boolean({ error: 'must be true or false' }).optional(),
});

/**
 * What an actor did with its turn: `move` (took time and moved: sets `u.umoved`, which decides
 * whether a riding hero's next allocation comes from the steed), `act` (took time without
 * moving), or `free` (the hero only: took no time, so the hero acts again at once with no monster
 * pass, as when `context.move` is 0). `helpless: n` on a hero action calls nomul(−n) after it.
 * A monster's action always costs 12 points, deducted before it acts (movemon(), spec §1).
 *
 * @example
 * ```ts
 * import type { NethackAction } from '@turnkeeper/nethack';
 * const faint: NethackAction = { kind: 'act', helpless: 3 };
 * ```
 */
export interface NethackAction {
  readonly kind: 'move' | 'act' | 'free';
  readonly helpless?: number;
}

/**
 * A parsed actor spec.
 *
 * @example
 * ```ts
 * import type { NethackSpec } from '@turnkeeper/nethack';
 * const s: NethackSpec = { kind: 'monster', base: 12, mspeed: 'normal', movement: 0 };
 * ```
 */
export type NethackSpec = z.output<typeof nethackSpec>;

/**
 * A parsed hero spec.
 *
 * @example
 * ```ts
 * import type { HeroSpec } from '@turnkeeper/nethack';
 * type Speed = HeroSpec['speed']; // 'normal' | 'Fast' | 'Very_fast'
 * ```
 */
export type HeroSpec = z.output<typeof heroSpec>;

/**
 * A parsed monster spec.
 *
 * @example
 * ```ts
 * import type { MonsterSpec } from '@turnkeeper/nethack';
 * type M = MonsterSpec['mspeed']; // 'normal' | 'slow' | 'fast'
 * ```
 */
export type MonsterSpec = z.output<typeof monsterSpec>;

/**
 * A parsed actor patch.
 *
 * @example
 * ```ts
 * import type { NethackPatch } from '@turnkeeper/nethack';
 * const p: NethackPatch = { encumbrance: 2 };
 * ```
 */
export type NethackPatch = z.output<typeof nethackPatch>;
