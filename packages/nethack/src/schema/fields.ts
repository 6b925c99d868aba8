import { z } from 'zod';
import { isKnownMonsterName } from '../tables/catalog.js';
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

const baseMessage = `must be an integer from 0 to ${MAX_BASE_SPEED} (the monster type's mmove; the game's monsters use 0–36)`;
export const baseSpeed = z
  .number({ error: baseMessage })
  .int({ error: `must be an integer from 0 to ${MAX_BASE_SPEED} (the monster type's mmove)` })
  .min(0, { error: `must be an integer from 0 to ${MAX_BASE_SPEED} (the monster type's mmove; 0 is sessile)` })
  .max(MAX_BASE_SPEED, { error: `must be an integer from 0 to ${MAX_BASE_SPEED} (mmove is a signed char; the game's monsters use 0–36)` });

const shortMessage = `must be an integer from ${SHORT_MIN} to ${SHORT_MAX} (movement points, a C short)`;
export const movement = z
  .number({ error: shortMessage })
  .int({ error: shortMessage })
  .min(SHORT_MIN, { error: shortMessage })
  .max(SHORT_MAX, { error: shortMessage });

/** An integer field from `min` to `max`, whose every error names the range and what it is. */
function integer(min: number, max: number, what: string): z.ZodNumber {
  const message = `must be an integer from ${min} to ${max}: ${what}`;
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

export const monsterName = z
  .string({ error: 'must be the name of a NetHack monster, e.g. "soldier ant"' })
  .refine(isKnownMonsterName, { error: 'must be the name of a NetHack monster, e.g. "soldier ant" (see monstersOf(version))' });

export const mspeed = z.enum(MONSTER_SPEED_STATES, { error: 'must be "normal", "slow" (MSLOW) or "fast" (MFAST)' });
export const heroSpeed = z.enum(HERO_SPEED_STATES, {
  error: 'must be "normal", "Fast" (intrinsic speed) or "Very_fast" (speed boots or timed speed)',
});

const encumbranceMessage = `must be an encumbrance level 0–5 or one of ${ENCUMBRANCE_NAMES.map((n) => `"${n}"`).join(', ')}`;
export const encumbrance = z
  .union(
    [
      z.number().int({ error: encumbranceMessage }).min(0, { error: encumbranceMessage }).max(5, { error: encumbranceMessage }),
      z.enum(ENCUMBRANCE_NAMES, { error: encumbranceMessage }),
    ],
    { error: encumbranceMessage },
  )
  .transform((v): Encumbrance => (typeof v === 'number' ? (v as Encumbrance) : (ENCUMBRANCE_NAMES.indexOf(v) as Encumbrance)));

const actorIdMessage = 'must be the id of a monster in the loop (a non-empty string or a safe integer), or null';
export const actorId = z.union(
  [z.string().min(1, { error: actorIdMessage }), z.number().refine(Number.isSafeInteger, { error: actorIdMessage })],
  { error: actorIdMessage },
);

/** Turns of helplessness to come: `multi = -helpless`, an `int` (nomul(int), `src/hack.c`). */
export const helplessTurns = integer(0, -INT_MIN, 'turns of helplessness, as in nomul(-turns) (multi is a C int)');

const nomulMessage = `an integer from 1 to ${-INT_MIN}: turns of helplessness, as in nomul(-helpless)`;
/** An action's `helpless`: at least one turn (nomul(0) only stops a command: use `stop`). */
export const nomulTurns = z
  .number({ error: nomulMessage })
  .int({ error: nomulMessage })
  .min(1, { error: nomulMessage })
  .max(-INT_MIN, { error: nomulMessage });

/** `multi` set directly: a C `int` (negative: helpless turns; positive: repetitions of a counted command). */
export const multi = integer(INT_MIN, INT_MAX, 'multi, a C int (negative while helpless, positive while a count runs)');

/** A typed count: any `int` the player can type; parse() clamps it to LARGEST_INT (32767). */
export const count = integer(1, INT_MAX, `the command's count (parse() in src/cmd.c clamps it to ${LARGEST_INT})`);

/** The actions an occupation lasts, this one included (its counter, like `multi`, is an `int`). */
export const occupationActions = integer(1, INT_MAX, 'the actions the occupation lasts, this one included');

/** Actions of an occupation still to come. */
export const occupationLeft = integer(0, INT_MAX, 'actions of the occupation still to come (0: none)');

/** `u.ugallop`: a `long` of turns (kick_steed() adds rn1(20, 30); nh_timeout() counts it down). */
export const gallopTurns = integer(0, LONG_MAX, 'turns the steed still gallops (u.ugallop, a long)');

/** The TIMEOUT bits of `HFast`: 0 … 0xFFFFFF turns (`include/prop.h`). */
export const timedFast = integer(0, TIMEOUT, 'turns of timed speed left (the TIMEOUT bits of HFast)');

/** incr_itimeout()'s `incr`, an `int`: the result is clamped into 0 … 0xFFFFFF by itimeout(). */
export const timeoutIncrement = integer(INT_MIN, INT_MAX, 'turns added to timed speed (incr_itimeout(); the sum is clamped to 0…16777215)');

/** mon_adjust_speed()'s `adjust`, as the game's callers pass it. */
export const speedAdjustment = z.union(
  SPEED_ADJUSTMENTS.map((n) => z.literal(n)),
  { error: `must be one of ${SPEED_ADJUSTMENTS.join(', ')}: mon_adjust_speed()'s adjust (1 wand or potion of speed, −1 slow monster, 2 made fast, −3 petrification, −4 green slime, 0 boots only)` },
);

export const flag = z.boolean({ error: 'must be true or false' });

/** The fields only the hero has, and those only monsters have: named in the errors of the other kind. */
const HERO_ONLY = new Set([
  'form',
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
]);
const MONSTER_ONLY = new Set(['name', 'mspeed', 'permspeed', 'speedBoots', 'adjustSpeed', 'growUp']);

/**
 * The message of an unknown field of a spec or patch: for a field of the other actor kind, which
 * kind has it (a monster's `encumbrance`: "only the hero has it").
 */
export function unknownFields(kind: 'player' | 'monster'): (issue: { code?: string; keys?: readonly string[] }) => string | undefined {
  return (issue) => {
    if (issue.code !== 'unrecognized_keys' || !issue.keys) return undefined;
    return issue.keys
      .map((key) => {
        if (kind === 'monster' && HERO_ONLY.has(key)) return `${key}: not allowed here: only the hero has it`;
        if (kind === 'player' && MONSTER_ONLY.has(key)) return `${key}: not allowed here: only monsters have it (use form to polymorph the hero)`;
        return `${key}: not a field of a ${kind === 'player' ? 'hero' : 'monster'}`;
      })
      .join('; ');
  };
}
