/**
 * Energy gained per game turn at each speed index 0–199, where 110 is normal speed: Angband's
 * `extract_energy[200]` (`src/game-world.c`, unchanged from 4.0 to 4.2). From "Slow (-40)" to
 * "Fast (+30)" it is roughly linear (10 at +0, 20 at +10, 38 at +30); above that it flattens
 * towards 49, so speed beyond +30 buys little.
 *
 * @example
 * ```ts
 * import { EXTRACT_ENERGY, NORMAL_SPEED } from 'turnkeeper-angband';
 * EXTRACT_ENERGY[NORMAL_SPEED]; // 10
 * EXTRACT_ENERGY[NORMAL_SPEED + 10]; // 20
 * ```
 */
export const EXTRACT_ENERGY: readonly number[] = /* @__PURE__ */ Object.freeze([
  /* Slow */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* Slow */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* Slow */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* Slow */ 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, /* Slow */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* Slow */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* S-50 */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* S-40 */ 2, 2, 2, 2, 2, 2,
  2, 2, 2, 2, /* S-30 */ 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, /* S-20 */ 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, /* S-10 */ 5, 5, 5, 5, 6, 6, 7, 7, 8, 9, /* Norm */ 10, 11, 12,
  13, 14, 15, 16, 17, 18, 19, /* F+10 */ 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, /* F+20 */ 30, 31, 32, 33, 34, 35, 36, 36, 37, 37, /* F+30 */ 38, 38, 39, 39,
  40, 40, 40, 41, 41, 41, /* F+40 */ 42, 42, 42, 43, 43, 43, 44, 44, 44, 44, /* F+50 */ 45, 45, 45, 45, 45, 46, 46, 46, 46, 46, /* F+60 */ 47, 47, 47, 47, 47,
  48, 48, 48, 48, 48, /* F+70 */ 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, /* Fast */ 49, 49, 49, 49, 49, 49, 49, 49, 49, 49,
]);

/**
 * The speed index of normal speed (`+0`): Angband stores speed as 110 + the displayed value.
 *
 * @example
 * ```ts
 * import { NORMAL_SPEED } from 'turnkeeper-angband';
 * const index = NORMAL_SPEED + 10; // "Fast (+10)"
 * ```
 */
export const NORMAL_SPEED = 110;

/**
 * `z_info->move_energy`: the energy one standard action costs and the energy an actor needs to
 * act (`lib/gamedata/constants.txt` `world:move-energy:100`).
 *
 * @example
 * ```ts
 * import { MOVE_ENERGY } from 'turnkeeper-angband';
 * MOVE_ENERGY; // 100
 * ```
 */
export const MOVE_ENERGY = 100;

/**
 * The lowest displayed speed the table covers (index 0): `calc_bonuses()` clamps the player's
 * speed index to 0–199 (`src/player-calcs.c`).
 *
 * @example
 * ```ts
 * import { MIN_SPEED } from 'turnkeeper-angband';
 * MIN_SPEED; // -110
 * ```
 */
export const MIN_SPEED = -NORMAL_SPEED;

/**
 * The highest displayed speed the table covers (index 199).
 *
 * @example
 * ```ts
 * import { MAX_SPEED } from 'turnkeeper-angband';
 * MAX_SPEED; // 89
 * ```
 */
export const MAX_SPEED = EXTRACT_ENERGY.length - 1 - NORMAL_SPEED;

/**
 * The energy an actor of displayed speed `speed` gains in one game turn: `turn_energy()`
 * (`src/game-world.c`), `extract_energy[speed] * move_energy / 100`. Throws a `RangeError` outside
 * the table (the game would read past its end).
 *
 * @example
 * ```ts
 * import { turnEnergy } from 'turnkeeper-angband';
 * turnEnergy(0); // 10: one action every 10 game turns
 * turnEnergy(10); // 20
 * turnEnergy(40); // 42
 * ```
 */
export function turnEnergy(speed: number): number {
  const value = EXTRACT_ENERGY[NORMAL_SPEED + speed];
  if (!Number.isInteger(speed) || value === undefined) throw new RangeError(`speed ${String(speed)} is outside extract_energy (${MIN_SPEED} to +${MAX_SPEED})`);
  return Math.floor((value * MOVE_ENERGY) / 100);
}
