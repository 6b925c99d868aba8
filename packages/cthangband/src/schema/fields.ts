import { z } from 'zod';
import { MAX_SPEED, MIN_SPEED } from '../tables/constants.js';

/**
 * A displayed speed field (−110..+89: `extract_energy` has indices 0..199, and nothing in
 * `xtra1.c` `calc_bonuses()` clamps), with messages naming the field.
 *
 * @example
 * ```ts
 * // speedField('speed').parse(10); // 10
 * ```
 */
export function speedField(field: string) {
  return z
    .number({ error: `${field} must be an integer from ${MIN_SPEED} to +${MAX_SPEED} (displayed speed, 0 = normal)` })
    .int({ error: `${field} must be an integer` })
    .min(MIN_SPEED, { error: `${field} must be ≥ ${MIN_SPEED} (extract_energy has no index below 0)` })
    .max(MAX_SPEED, { error: `${field} must be ≤ +${MAX_SPEED} (extract_energy has no index above 199)` })
    .describe('displayed speed (index − 110): 0 is normal, +10 is "Fast (+10)"');
}

/**
 * A count of blows, shots or attack speed, 1..10 (`calc_bonuses()` clamps the player's blows and
 * shots to 1..10; races' attack speeds are 1..8 and 10 in `r_info.txt`).
 *
 * @example
 * ```ts
 * // countField('numBlow', 'blows per round').parse(3); // 3
 * ```
 */
export function countField(field: string, what: string) {
  return z
    .number({ error: `${field} must be an integer from 1 to 10` })
    .int({ error: `${field} must be an integer` })
    .min(1, { error: `${field} must be 1..10 (${what})` })
    .max(10, { error: `${field} must be 1..10 (${what})` })
    .describe(what);
}

/**
 * Energy as the game stores it in a spec or patch: a signed 16-bit value (`p_ptr->energy`,
 * `m_ptr->energy`).
 *
 * @example
 * ```ts
 * // energyField.parse(1050); // 1050
 * ```
 */
export const energyField = z
  .number({ error: 'energy must be an integer from -32768 to 32767' })
  .int({ error: 'energy must be an integer' })
  .min(-32768, { error: 'energy must be ≥ -32768 (a signed 16-bit value)' })
  .max(32767, { error: 'energy must be ≤ 32767 (a signed 16-bit value)' })
  .describe('energy: everyone gains 10 a tick and acts at 1000');

/**
 * How many natural-attack mutations the player has (horns, beak, scorpion tail, trunk, tentacles:
 * `cmd1.c` `natural_attack()`).
 *
 * @example
 * ```ts
 * // naturalAttacksField.parse(2); // 2
 * ```
 */
export const naturalAttacksField = z
  .number({ error: 'naturalAttacks must be an integer from 0 to 5' })
  .int({ error: 'naturalAttacks must be an integer' })
  .min(0, { error: 'naturalAttacks must be 0..5 (natural-attack mutations: horns, beak, scorpion tail, trunk, tentacles)' })
  .max(5, { error: 'naturalAttacks must be 0..5 (natural-attack mutations: horns, beak, scorpion tail, trunk, tentacles)' });

/**
 * A skill or minimum passed to `spell_energy()` (`xtra1.c`), which takes u16b arguments.
 *
 * @example
 * ```ts
 * // skillField('skill').parse(20); // 20
 * ```
 */
export function skillField(field: string) {
  return z
    .number({ error: `${field} must be an integer from 0 to 65535` })
    .int({ error: `${field} must be an integer` })
    .min(0, { error: `${field} must be ≥ 0` })
    .max(65535, { error: `${field} must be ≤ 65535 (spell_energy takes u16b)` });
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
