import { z } from 'zod';
import { isKnownMonsterName } from '../tables/catalog.js';
import { ENCUMBRANCE_NAMES, type Encumbrance } from '../rules/encumbrance.js';
import { HERO_SPEED_STATES, MONSTER_SPEED_STATES } from '../rules/speed.js';

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
/** Movement pools and `multi` are C `short`s. */
export const SHORT_MIN = -32768;
export const SHORT_MAX = 32767;

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

const helplessMessage = `must be an integer from 0 to ${SHORT_MAX}: turns of helplessness, as in nomul(-turns)`;
export const helplessTurns = z
  .number({ error: helplessMessage })
  .int({ error: helplessMessage })
  .min(0, { error: helplessMessage })
  .max(SHORT_MAX, { error: helplessMessage });

const nomulMessage = `an integer from 1 to ${SHORT_MAX}: turns of helplessness, as in nomul(-helpless)`;
/** An action's `helpless`: at least one turn (nomul(0) would not make the hero helpless). */
export const nomulTurns = z
  .number({ error: nomulMessage })
  .int({ error: nomulMessage })
  .min(1, { error: nomulMessage })
  .max(SHORT_MAX, { error: nomulMessage });

export const flag = z.boolean({ error: 'must be true or false' });

/** The fields only the hero has, and those only monsters have: named in the errors of the other kind. */
const HERO_ONLY = new Set(['form', 'speed', 'encumbrance', 'riding', 'galloping', 'moved', 'helpless', 'multi', 'demigod', 'belowCastle']);
const MONSTER_ONLY = new Set(['name', 'mspeed', 'growUp']);

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
