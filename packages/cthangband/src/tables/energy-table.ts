import { InvalidArgumentError } from '@turnkeeper/core';
import { MAX_SPEED, MIN_SPEED, NORMAL_SPEED_INDEX } from './constants.js';

/**
 * `extract_energy[200]` of Cthangband 4.1.0 (`tables.c`): the energy **one step** costs
 * at each internal speed index (110 = normal). The table is stepwise and sometimes flat
 * (−40..−31 and −30..−24 are all 500). Data, the 200 values of `tables.c`, laid out as there: ten
 * internal speeds a row, with its row labels (kept out of Prettier, which would put one a line).
 *
 * @example
 * ```ts
 * import { EXTRACT_ENERGY } from '@turnkeeper/cthangband';
 * EXTRACT_ENERGY[110]; // 100: one step per round at normal speed
 * EXTRACT_ENERGY[120]; // 50: "Fast (+10)" steps twice per round
 * ```
 */
// prettier-ignore
export const EXTRACT_ENERGY: readonly number[] = /* @__PURE__ */ Object.freeze([
  /* Slow */ 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000,
  /* Slow */ 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000,
  /* Slow */ 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000,
  /* Slow */ 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000,
  /* Slow */ 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000,
  /* Slow */ 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000,
  /* S-50 */ 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000,
  /* S-40 */  500,  500,  500,  500,  500,  500,  500,  500,  500,  500,
  /* S-30 */  500,  500,  500,  500,  500,  500,  500,  333,  333,  333,
  /* S-20 */  333,  333,  333,  333,  333,  250,  250,  250,  250,  250,
  /* S-10 */  200,  200,  200,  200,  167,  167,  143,  143,  125,  111,
  /* Norm */  100,   91,   83,   77,   71,   67,   63,   59,   56,   53,
  /* F+10 */   50,   48,   45,   43,   42,   40,   38,   37,   36,   34,
  /* F+20 */   33,   32,   31,   30,   29,   29,   28,   28,   27,   27,
  /* F+30 */   26,   26,   26,   26,   25,   25,   25,   24,   24,   24,
  /* F+40 */   24,   24,   24,   23,   23,   23,   23,   23,   23,   23,
  /* F+50 */   22,   22,   22,   22,   22,   22,   22,   22,   22,   22,
  /* F+60 */   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,
  /* F+70 */   20,   20,   20,   20,   20,   20,   20,   20,   20,   20,
  /* Fast */   20,   20,   20,   20,   20,   20,   20,   20,   20,   20,
]);

/**
 * The pre-inversion Angband / Zangband `extract_energy` (energy gained per tick; 10 at normal
 * speed). Cthangband's table is `round(1000 / x)` of it (the comment above
 * `extract_energy` in `tables.c`). Kept only to re-derive {@link EXTRACT_ENERGY}; the values are
 * Angband 2.8's table, ten internal speeds a row with the same row labels.
 *
 * @example
 * ```ts
 * import { ANGBAND_EXTRACT_ENERGY } from '@turnkeeper/cthangband';
 * ANGBAND_EXTRACT_ENERGY[110]; // 10
 * ```
 */
// prettier-ignore
export const ANGBAND_EXTRACT_ENERGY: readonly number[] = /* @__PURE__ */ Object.freeze([
  /* Slow */  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,
  /* Slow */  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,
  /* Slow */  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,
  /* Slow */  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,
  /* Slow */  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,
  /* Slow */  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,
  /* S-50 */  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,
  /* S-40 */  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,
  /* S-30 */  2,  2,  2,  2,  2,  2,  2,  3,  3,  3,
  /* S-20 */  3,  3,  3,  3,  3,  4,  4,  4,  4,  4,
  /* S-10 */  5,  5,  5,  5,  6,  6,  7,  7,  8,  9,
  /* Norm */ 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
  /* F+10 */ 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
  /* F+20 */ 30, 31, 32, 33, 34, 35, 36, 36, 37, 37,
  /* F+30 */ 38, 38, 39, 39, 40, 40, 40, 41, 41, 41,
  /* F+40 */ 42, 42, 42, 43, 43, 43, 44, 44, 44, 44,
  /* F+50 */ 45, 45, 45, 45, 45, 46, 46, 46, 46, 46,
  /* F+60 */ 47, 47, 47, 47, 47, 48, 48, 48, 48, 48,
  /* F+70 */ 49, 49, 49, 49, 49, 49, 49, 49, 49, 49,
  /* Fast */ 49, 49, 49, 49, 49, 49, 49, 49, 49, 49,
]);

/**
 * Converts a displayed speed (−110..+89, as the game prints `Fast (+N)`) to the internal index
 * (`pspeed` / `mspeed`, 110 = normal). Throws for speeds outside the table: the original would
 * read outside `extract_energy` (undefined behaviour: nothing in `xtra1.c` `calc_bonuses()`
 * clamps `pspeed`).
 *
 * @example
 * ```ts
 * import { speedIndex } from '@turnkeeper/cthangband';
 * speedIndex(10); // 120
 * ```
 */
export function speedIndex(speed: number): number {
  checkSpeed(speed, 'speed');
  return speed + NORMAL_SPEED_INDEX;
}

/**
 * Energy one step (walk or run) costs at a displayed speed: `extract_energy[speed + 110]`
 * (`cmd2.c` `do_cmd_walk()`, `cmd1.c` `run_step()`). Also every monster turn's up-front
 * charge (`melee2.c` `process_monsters()`).
 *
 * @example
 * ```ts
 * import { moveCost } from '@turnkeeper/cthangband';
 * moveCost(0);   // 100
 * moveCost(10);  // 50
 * moveCost(-20); // 333
 * ```
 */
export function moveCost(speed: number): number {
  checkSpeed(speed, 'speed');
  return EXTRACT_ENERGY[speed + NORMAL_SPEED_INDEX] as number;
}

/**
 * The status-line text for a displayed speed, as `prt_speed()` (`xtra1.c`) prints it (ignoring
 * the sneak-mode display hack that adds 10 back while sneaking): `Fast (+N)`, `Slow (-N)` or `Normal`.
 *
 * @example
 * ```ts
 * import { speedLabel } from '@turnkeeper/cthangband';
 * speedLabel(10);  // 'Fast (+10)'
 * speedLabel(-3);  // 'Slow (-3)'
 * speedLabel(0);   // 'Normal'
 * ```
 */
export function speedLabel(speed: number): string {
  checkSpeed(speed, 'speed');
  if (speed > 0) return `Fast (+${speed})`;
  if (speed < 0) return `Slow (${speed})`;
  return 'Normal';
}

/**
 * Throws a typed error naming `field` unless `speed` is an integer from −110 to +89.
 *
 * @example
 * ```ts
 * import { checkSpeed } from '@turnkeeper/cthangband';
 * checkSpeed(95, 'speed'); // throws InvalidArgumentError: speed: got 95; allowed: an integer from -110 to +89 …
 * ```
 */
function checkSpeed(speed: number, field: string): void {
  if (!Number.isInteger(speed) || speed < MIN_SPEED || speed > MAX_SPEED) {
    throw new InvalidArgumentError(
      field,
      speed,
      `an integer from ${MIN_SPEED} to +${MAX_SPEED} (displayed speed; extract_energy has indices 0..199 and nothing in 4.1.0 clamps)`,
    );
  }
}
