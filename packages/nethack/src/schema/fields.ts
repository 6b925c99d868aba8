import * as v from 'valibot';
import { ENCUMBRANCE_NAMES, type Encumbrance } from '../rules/encumbrance.js';
import { INT_MAX, INT_MIN, LARGEST_INT, LONG_MAX, SHORT_MAX, SHORT_MIN, TIMEOUT } from '../rules/limits.js';
import { HERO_SPEED_STATES, MONSTER_SPEED_STATES, SPEED_ADJUSTMENTS } from '../rules/speed.js';

/**
 * The largest base speed a spec accepts: permonst `mmove` is a `schar` (`include/permonst.h`); the
 * game's own monsters use 0–36 (`src/monst.c`).
 *
 * @example
 * ```ts
 * import { MAX_BASE_SPEED } from '@turnkeeper/nethack';
 * MAX_BASE_SPEED; // 127
 * ```
 */
export const MAX_BASE_SPEED = 127;

/**
 * `MAXULEV` (`include/global.h`, every version covered): the highest experience level, the range
 * of `u.ulevel` ("1 to MAXULEV", `include/you.h`).
 *
 * @example
 * ```ts
 * import { MAX_LEVEL } from '@turnkeeper/nethack';
 * MAX_LEVEL; // 30
 * ```
 */
export const MAX_LEVEL = 30;

/**
 * The largest `mtame` and `mfrozen` (a `schar` tameness, a 7-bit `Bitfield`, `include/monst.h`).
 */
export const SCHAR_MAX = 127;

/** An integer field from `min` to `max`, whose every error says the range and what it is. */
function integer(min: number, max: number, what: string) {
  const message = `an integer from ${min} to ${max}${what ? ` (${what})` : ''}`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

export const baseSpeed = integer(0, MAX_BASE_SPEED, "the monster type's mmove, a signed char; the game's monsters use 0–36, 0 is sessile");

export const movement = integer(SHORT_MIN, SHORT_MAX, 'movement points, a C short');

export const mspeed = v.picklist(MONSTER_SPEED_STATES, 'one of "normal", "slow" (MSLOW), "fast" (MFAST)');
export const heroSpeed = v.picklist(HERO_SPEED_STATES, 'one of "normal", "Fast" (intrinsic speed), "Very_fast" (speed boots or timed speed)');

const encumbranceMessage = `an encumbrance level 0–5 or one of ${ENCUMBRANCE_NAMES.map((n) => `"${n}"`).join(', ')}`;
/** An encumbrance level or its name, as the level 0–5. */
export const encumbrance = v.pipe(
  v.union([integer(0, 5, ''), v.picklist(ENCUMBRANCE_NAMES)], encumbranceMessage),
  v.transform((e): Encumbrance => (typeof e === 'number' ? (e as Encumbrance) : (ENCUMBRANCE_NAMES.indexOf(e) as Encumbrance))),
);

const actorIdMessage = 'the id of a monster in the loop (a non-empty string or a safe integer), or null';
export const actorId = v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.safeInteger())], actorIdMessage);

/** Turns of helplessness to come: `multi = -helpless`, an `int` (nomul(int), `src/hack.c`). */
export const helplessTurns = integer(0, -INT_MIN, 'turns of helplessness, as in nomul(-turns); multi is a C int');

/** An action's `helpless`: at least one turn (nomul(0) only stops a command: use `stop`). */
export const nomulTurns = integer(1, -INT_MIN, 'turns of helplessness, as in nomul(-helpless)');

/** `multi` set directly: a C `int` (negative: helpless turns; positive: repetitions of a counted command). */
export const multi = integer(INT_MIN, INT_MAX, 'multi, a C int: negative while helpless, positive while a count runs');

/** A typed count: any `int` the player can type; parse() clamps it to LARGEST_INT (32767). */
export const count = integer(1, INT_MAX, `the command's count; parse() in src/cmd.c clamps it to ${LARGEST_INT}`);

/** The actions an occupation lasts, this one included (its counter, like `multi`, is an `int`). */
export const occupationActions = integer(1, INT_MAX, 'the actions the occupation lasts, this one included');

/** Actions of an occupation still to come. */
export const occupationLeft = integer(0, INT_MAX, 'actions of the occupation still to come; 0: none');

/** `u.ugallop`: a `long` of turns (kick_steed() adds rn1(20, 30); nh_timeout() counts it down). */
export const gallopTurns = integer(0, LONG_MAX, 'turns the steed still gallops, u.ugallop, a long');

/** The TIMEOUT bits of `HFast`: 0 … 0xFFFFFF turns (`include/prop.h`). */
export const timedFast = integer(0, TIMEOUT, 'turns of timed speed left, the TIMEOUT bits of HFast');

/** incr_itimeout()'s `incr`, an `int`: the result is clamped into 0 … 0xFFFFFF by itimeout(). */
export const timeoutIncrement = integer(INT_MIN, INT_MAX, 'turns added to timed speed by incr_itimeout(); the sum is clamped to 0…16777215');

/** `u.ulevel`: an `int`, "1 to MAXULEV" (`include/you.h`), MAXULEV 30 (`include/global.h`). */
export const level = integer(1, MAX_LEVEL, 'u.ulevel, the experience level, 1 to MAXULEV');

/** `mtmp->mtame`: a `schar`, "level of tameness, implies peaceful" (`include/monst.h`); 0 is not tame. */
export const tameness = integer(0, SCHAR_MAX, 'mtame, the tameness, a signed char: 0 is not tame, a new pet has 5 or 10, pets reach at most 20');

/** `mtmp->mfrozen`: `Bitfield(mfrozen, 7)` (`include/monst.h`), turns of paralysis left. */
export const frozen = integer(0, SCHAR_MAX, 'mfrozen, turns of paralysis left, a 7-bit field');

/** mon_adjust_speed()'s `adjust`, as the game's callers pass it. */
export const speedAdjustment = v.picklist(
  SPEED_ADJUSTMENTS,
  `one of ${SPEED_ADJUSTMENTS.join(', ')}: mon_adjust_speed()'s adjust (1 wand or potion of speed, −1 slow monster, 2 made fast, −3 petrification, −4 green slime, 0 boots only)`,
);

export const flag = v.boolean('true or false');

/** An integer of a saved view (no message of its own: a view is read, never given). */
export const viewInt = v.pipe(v.number(), v.integer());

/** A view's integer from `min` to `max`: `base`, `mtame`, `mfrozen`, encumbrance, `u.ulevel`. */
export function viewRange(min: number, max: number) {
  return v.pipe(viewInt, v.minValue(min), v.maxValue(max));
}

/** The fields only the hero has, and those only monsters have: named in the errors of the other kind. */
const HERO_ONLY = new Set([
  'speed',
  'intrinsicFast',
  'timedFast',
  'addTimedFast',
  'extrinsicFast',
  'encumbrance',
  'riding',
  'steed',
  'gallop',
  'running',
  'moved',
  'helpless',
  'multi',
  'occupation',
  'count',
  'run',
  'stop',
  'demigod',
  'belowCastle',
  'level',
]);
const MONSTER_ONLY = new Set(['mspeed', 'permspeed', 'speedBoots', 'adjustSpeed', 'growUp', 'tameness', 'sleeping', 'canMove', 'frozen']);

/** The patch field for a spec field: the same schema (its description included), optional with no default. */
type PatchField<F> = F extends { readonly wrapped: infer W extends v.GenericSchema } ? v.OptionalSchema<W, undefined> : never;

/**
 * A patch's fields taken from the spec's, for the keys given: each the spec field's schema, with
 * its description, optional and with no default (a patch changes only what it gives). Written once,
 * a field cannot drift apart between a kind's spec and its patch.
 *
 * @example
 * ```ts
 * const spec = { movement: v.optional(v.pipe(movement, v.description('movement points')), 12) };
 * const patch = v.strictObject({ ...patchFieldsOf(spec, ['movement']) }); // movement: optional, no default
 * ```
 */
export function patchFieldsOf<E extends Record<string, unknown>, K extends keyof E & string>(entries: E, keys: readonly K[]): { [P in K]: PatchField<E[P]> } {
  const out: Record<string, v.GenericSchema> = {};
  for (const key of keys) out[key] = v.optional((entries[key] as { readonly wrapped: v.GenericSchema }).wrapped);
  return out as { [P in K]: PatchField<E[P]> };
}

/**
 * The message of a strict object's issue (an input that is not an object, or an unknown key): an
 * unknown key of the other actor kind says which kind has it (a monster's `encumbrance`: "only
 * the hero has it"), a name or form points to the catalog, which lives on the analysis side.
 */
export function unknownFields(kind: 'player' | 'monster'): (issue: v.StrictObjectIssue) => string {
  return (issue) => {
    if (issue.expected !== 'never') return `an object: a ${kind === 'player' ? 'hero' : 'monster'}'s fields`;
    const key = String(issue.path?.[issue.path.length - 1]?.key);
    if (kind === 'monster' && HERO_ONLY.has(key)) return 'not allowed here: only the hero has it';
    if (kind === 'player' && MONSTER_ONLY.has(key)) return 'not allowed here: only monsters have it';
    if (key === 'name' || key === 'form') {
      return "not a field: a loop takes speeds, not names; look the monster up with nethackAnalysis.lookup(name, version) from '@turnkeeper/nethack/analysis' and give its base";
    }
    return `not a field of a ${kind === 'player' ? 'hero' : 'monster'}`;
  };
}
