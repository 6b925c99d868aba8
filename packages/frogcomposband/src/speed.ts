import { EXTRACT_ENERGY } from './tables/extract-energy.js';

/**
 * Internal speed of a normal-speed actor: speeds are stored as raw + 110 (spec §2).
 *
 * @example
 * ```ts
 * import { SPEED_OFFSET } from '@turnkeeper/frogcomposband';
 * SPEED_OFFSET; // 110
 * ```
 */
export const SPEED_OFFSET = 110;
/**
 * The player's lowest internal speed, raw −99 (`calc_bonuses`, spec §2).
 *
 * @example
 * ```ts
 * import { PLAYER_MIN_INTERNAL } from '@turnkeeper/frogcomposband';
 * PLAYER_MIN_INTERNAL; // 11
 * ```
 */
export const PLAYER_MIN_INTERNAL = 11;
/**
 * The player's highest internal speed, raw +99; temporary light speed forces it (spec §2).
 *
 * @example
 * ```ts
 * import { PLAYER_MAX_INTERNAL } from '@turnkeeper/frogcomposband';
 * PLAYER_MAX_INTERNAL; // 209
 * ```
 */
export const PLAYER_MAX_INTERNAL = 209;
/**
 * Monster speeds are capped at internal 199, raw +89 (`get_mspeed`, spec §6).
 *
 * @example
 * ```ts
 * import { MONSTER_MAX_INTERNAL } from '@turnkeeper/frogcomposband';
 * MONSTER_MAX_INTERNAL; // 199
 * ```
 */
export const MONSTER_MAX_INTERNAL = 199;

/**
 * Internal speed (as stored by the game) of a raw speed (as displayed: +0 is normal).
 *
 * @example
 * ```ts
 * import { toInternal } from '@turnkeeper/frogcomposband';
 * toInternal(10); // 120
 * ```
 */
export function toInternal(raw: number): number {
  return raw + SPEED_OFFSET;
}

/**
 * Raw (displayed) speed of an internal speed.
 *
 * @example
 * ```ts
 * import { toRaw } from '@turnkeeper/frogcomposband';
 * toRaw(209); // 99
 * ```
 */
export function toRaw(internal: number): number {
  return internal - SPEED_OFFSET;
}

/**
 * `SPEED_TO_ENERGY(s)` (`defines.h:312`): energy gained per game turn at internal speed `s`; 49
 * above internal 199, else `extract_energy[s]` (spec §2). Internal speeds below 0 never occur in
 * the game (it would read outside the table); they give the table's floor, 1.
 *
 * @example
 * ```ts
 * import { speedToEnergy } from '@turnkeeper/frogcomposband';
 * speedToEnergy(110); // 10
 * speedToEnergy(250); // 49
 * ```
 */
export function speedToEnergy(internal: number): number {
  if (internal > 199) return 49;
  if (internal < 0) return 1;
  return EXTRACT_ENERGY[internal] as number;
}

/**
 * Energy per game turn at a raw speed (spec §2 table).
 *
 * @example
 * ```ts
 * import { energyOfRaw } from '@turnkeeper/frogcomposband';
 * energyOfRaw(26); // 36
 * energyOfRaw(-10); // 5
 * ```
 */
export function energyOfRaw(raw: number): number {
  return speedToEnergy(toInternal(raw));
}

/**
 * The player's internal speed clamped as `calc_bonuses` does: 11..209, 209 with light speed
 * (spec §2, §7 "Order").
 *
 * @example
 * ```ts
 * import { clampPlayerInternal } from '@turnkeeper/frogcomposband';
 * clampPlayerInternal(240); // 209
 * clampPlayerInternal(3); // 11
 * ```
 */
export function clampPlayerInternal(internal: number, lightspeed = false): number {
  if (lightspeed || internal > PLAYER_MAX_INTERNAL) return PLAYER_MAX_INTERNAL;
  if (internal < PLAYER_MIN_INTERNAL) return PLAYER_MIN_INTERNAL;
  return internal;
}
