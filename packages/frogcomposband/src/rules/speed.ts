import { EXTRACT_ENERGY } from '../tables/extract-energy.js';

/**
 * Internal speed of a normal-speed actor: speeds are stored as raw + 110 (`src/defines.h`).
 *
 * @internal
 */
const SPEED_OFFSET = 110;
/**
 * The player's lowest internal speed, raw −99 (`src/xtra1.c` `calc_bonuses()`).
 *
 * @internal
 */
const PLAYER_MIN_INTERNAL = 11;
/**
 * The player's highest internal speed, raw +99; temporary light speed forces it (`src/xtra1.c` `calc_bonuses()`).
 *
 * @internal
 */
const PLAYER_MAX_INTERNAL = 209;
/**
 * Monster speeds are capped at internal 199, raw +89 (`src/monster2.c` `get_mspeed()`).
 *
 * @internal
 */
export const MONSTER_MAX_INTERNAL = 199;

/**
 * Internal speed (as stored by the game) of a raw speed (as displayed: +0 is normal).
 *
 * @internal
 */
export function toInternal(raw: number): number {
  return raw + SPEED_OFFSET;
}

/**
 * Raw (displayed) speed of an internal speed.
 *
 * @internal
 */
export function toRaw(internal: number): number {
  return internal - SPEED_OFFSET;
}

/**
 * The lowest internal speed a monster's `byte mspeed` holds, raw −110 (`src/types.h` `monster_type`).
 *
 * @internal
 */
export const MONSTER_MIN_INTERNAL = 0;
/**
 * The highest internal speed a monster's `byte mspeed` (or a race's `byte speed`) holds, raw +145.
 *
 * @internal
 */
export const MONSTER_BYTE_MAX_INTERNAL = 255;

/**
 * `SPEED_TO_ENERGY(s)` (`src/defines.h`): energy gained per game turn at internal speed `s`; 49
 * above internal 199, else `extract_energy[s]` (`src/tables.c`). The macro "assumes that SPEED is
 * unsigned": a monster whose modifiers take it below internal 0 (a `byte mspeed` near 0, slowed
 * and filibustered) makes the game read outside the table, which is undefined behaviour; the
 * ruleset gives the table's floor, 1, there (as for every internal speed 0..59).
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
 * Energy per game turn at a raw speed (+0 normal): the table of `lib/help/speedsys.txt`, read off
 * `extract_energy[]` (`src/tables.c`) through `SPEED_TO_ENERGY()` (`src/defines.h`).
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
 * (`src/xtra1.c` `calc_bonuses()`).
 *
 * @internal
 */
export function clampPlayerInternal(internal: number, lightspeed = false): number {
  if (lightspeed || internal > PLAYER_MAX_INTERNAL) return PLAYER_MAX_INTERNAL;
  if (internal < PLAYER_MIN_INTERNAL) return PLAYER_MIN_INTERNAL;
  return internal;
}

/**
 * The lowest raw base speed the player's `s16b pspeed` holds before the clamp: internal −32768.
 *
 * @internal
 */
export const PLAYER_BASE_MIN = -32768 - SPEED_OFFSET;
/**
 * The highest raw base speed the player's `s16b pspeed` holds before the clamp: internal 32767.
 *
 * @internal
 */
export const PLAYER_BASE_MAX = 32767 - SPEED_OFFSET;
/**
 * The highest character level (`PY_MAX_LEVEL`, `src/defines.h`).
 *
 * @internal
 */
export const PLAYER_MAX_LEVEL = 50;
/**
 * The lowest weight limit `weight_limit()` (`src/xtra1.c`) returns: `adj_str_wgt[0] × 50`.
 *
 * @internal
 */
export const WEIGHT_LIMIT_MIN = 500;
/**
 * The highest weight limit `weight_limit()` returns: `adj_str_wgt[37] × 50 × 3/2`, a Berserker's.
 *
 * @internal
 */
export const WEIGHT_LIMIT_MAX = 2925;
/**
 * The monster list's size (`max_m_idx`, `M:1024` in `lib/edit/misc.txt`): indices 1..1023.
 *
 * @internal
 */
export const MAX_M_IDX = 1024;
