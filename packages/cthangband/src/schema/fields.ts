import { z } from 'zod';
import {
  MAX_MONSTER_SPEED,
  MAX_PLAYER_SPEED,
  MAX_SPEED,
  MIN_MONSTER_SPEED,
  MIN_PLAYER_SPEED,
  MIN_SPEED,
  S16_MAX,
  S16_MIN,
  TIMED_EFFECT_MAX,
} from '../tables/constants.js';

/** An integer field `min..max` whose messages name the field, the range and why. */
function intField(field: string, min: number, max: number, why: string) {
  const range = `an integer from ${min} to ${max} (${why})`;
  return z
    .number({ error: `${field} must be ${range}` })
    .int({ error: `${field} must be ${range}` })
    .min(min, { error: `${field} must be ${range}` })
    .max(max, { error: `${field} must be ${range}` });
}

/**
 * The player's displayed speed (`p_ptr->pspeed − 110`): `pspeed` is an `s16b` that
 * `xtra1.c` `calc_bonuses()` never clamps, so every value from −32878 to +32657 is accepted.
 * Walking and running read `extract_energy[pspeed]`, which covers −110..+89 only: outside it
 * they are an `InvalidActionError` (undefined behaviour in 4.1.0).
 *
 * @example
 * ```ts
 * // playerSpeedField('speed').parse(-200); // -200: an overloaded character
 * ```
 */
export function playerSpeedField(field: string) {
  return intField(field, MIN_PLAYER_SPEED, MAX_PLAYER_SPEED, 'p_ptr->pspeed is an s16b, unclamped by xtra1.c calc_bonuses(); 0 is normal').describe(
    `displayed speed (pspeed − 110), 0 = normal; a step costs extract_energy[speed + 110], defined for ${MIN_SPEED}..+${MAX_SPEED}`,
  );
}

/**
 * A monster's displayed speed (`mspeed − 110` or `r_ptr->speed − 110`): both are bytes
 * (`types.h`), so −110..+145. The table `extract_energy` covers −110..+89; a monster whose turn
 * would read beyond it stops the loop with a typed error (undefined behaviour in 4.1.0).
 *
 * @example
 * ```ts
 * // monsterSpeedField('speed').parse(141); // 141: index 251, a byte wrapped by a slow
 * ```
 */
export function monsterSpeedField(field: string) {
  return intField(field, MIN_MONSTER_SPEED, MAX_MONSTER_SPEED, 'a byte speed index 0..255 minus 110; 0 is normal').describe(
    `displayed speed (index − 110), 0 = normal; a turn costs extract_energy[speed + 110], defined for ${MIN_SPEED}..+${MAX_SPEED}`,
  );
}

/**
 * Blows or shots per round as `xtra1.c` `calc_bonuses()` computes them before its clamp:
 * `p_ptr->num_blow` / `num_fire` are `s16b`, and the clamp to 1..10 at the end of
 * `calc_bonuses()` is applied by the ruleset.
 *
 * @example
 * ```ts
 * // blowsField('numBlow', 'blows per round').parse(12); // 12, used as 10
 * ```
 */
export function blowsField(field: string, what: string) {
  return intField(field, S16_MIN, S16_MAX, 'an s16b; xtra1.c calc_bonuses() clamps it to 1..10').describe(`${what}; clamped to 1..10 as calc_bonuses() does`);
}

/**
 * A race's attack speed (`r_ptr->num_blows`, a byte read from the 2nd field of `r_info.txt`'s
 * `I:` line by `init1.c`): 0..255. Melee and spells cost `100 / num_blows`; 0 divides by zero
 * (an `InvalidActionError` when such a monster's move would be refunded), and above 100 the cost
 * is 0. The 4.1.0 data uses 1..8 and 10.
 *
 * @example
 * ```ts
 * // attackSpeedField('numBlows').parse(10); // 10
 * ```
 */
export function attackSpeedField(field: string) {
  return intField(field, 0, 255, 'r_ptr->num_blows is a byte; 4.1.0 races use 1..8 and 10').describe(
    "the race's attack speed (r_info I: 2nd field): melee and spells cost 100 / numBlows",
  );
}

/**
 * A `byte` field (0..255), e.g. a race's hit dice.
 *
 * @example
 * ```ts
 * // byteField('hitDice[0] (hdice)').parse(35); // 35
 * ```
 */
export function byteField(field: string) {
  return intField(field, 0, 255, 'a byte');
}

/**
 * An `s16b` field (−32768..32767) with a description.
 *
 * @example
 * ```ts
 * // s16Field('sleep', 'the race sleep value').parse(-1); // -1
 * ```
 */
export function s16Field(field: string, what: string) {
  return intField(field, S16_MIN, S16_MAX, 'an s16b').describe(what);
}

/**
 * Energy as the game stores it in a spec or patch: a signed 16-bit value (`p_ptr->energy`,
 * `m_ptr->energy`); later gains and costs wrap at the same width.
 *
 * @example
 * ```ts
 * // energyField.parse(1050); // 1050
 * ```
 */
export const energyField = intField('energy', S16_MIN, S16_MAX, 'p_ptr->energy and m_ptr->energy are s16b').describe(
  'energy: everyone gains 10 a tick and acts at 1000',
);

/**
 * A player timed effect (`p_ptr->paralyzed`, `stun`, `fast`, `slow`: `s16b`): any `s16b` is
 * accepted and forced into 0..10000 as `xtra2.c` `set_paralyzed()`, `set_stun()`, `set_fast()`
 * and `set_slow()` force every value they store.
 *
 * @example
 * ```ts
 * // timedField('fast', 'Timed -- Fast').parse(20); // 20
 * ```
 */
export function timedField(field: string, what: string) {
  return intField(field, S16_MIN, S16_MAX, `an s16b; xtra2.c set_${field}() forces it into 0..${TIMED_EFFECT_MAX}`).describe(what);
}

/**
 * Stun shaken off per round: `adj_con_fix[con] + 1` (`dungeon.c` `process_world()`,
 * `tables.c` `adj_con_fix[]`, whose values are 0..9), so 1..10.
 *
 * @example
 * ```ts
 * // stunRecoveryField.parse(3); // 3
 * ```
 */
export const stunRecoveryField = intField('stunRecovery', 1, 10, 'adj_con_fix[con] + 1; adj_con_fix holds 0..9').describe(
  "stun lost each round (every 10 game turns): adj_con_fix[the player's CON index] + 1",
);

/**
 * How many natural-attack mutations the player has (horns, beak, scorpion tail, trunk, tentacles:
 * `cmd1.c` `natural_attack()`).
 *
 * @example
 * ```ts
 * // naturalAttacksField.parse(2); // 2
 * ```
 */
export const naturalAttacksField = intField('naturalAttacks', 0, 5, 'natural-attack mutations: horns, beak, scorpion tail, trunk, tentacles');

/**
 * A skill or minimum passed to `spell_energy()` (`xtra1.c`), which takes u16b arguments.
 *
 * @example
 * ```ts
 * // skillField('skill').parse(20); // 20
 * ```
 */
export function skillField(field: string) {
  return intField(field, 0, 65_535, 'spell_energy() takes u16b');
}

/**
 * A skill value (`skill_set[i].value`, a byte in `types.h` `player_skill`): 0..255. Favours,
 * mindcraft and racial powers pass half of it to `spell_energy()`.
 *
 * @example
 * ```ts
 * // skillValueField('racialSkill').parse(60); // 60: spell_energy(30, min)
 * ```
 */
export function skillValueField(field: string) {
  return intField(field, 0, 255, 'skill_set[].value is a byte');
}

/**
 * The details of an action that takes none.
 *
 * @example
 * ```ts
 * // actions: { rest: noDetails, walk: z.strictObject({ knownObstacle: z.boolean().optional() }) }
 * ```
 */
export const noDetails = z.strictObject({});
