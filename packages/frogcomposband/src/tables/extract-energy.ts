/**
 * `extract_energy[200]` (`src/tables.c`): energy gained per game turn, indexed by the *internal*
 * speed (raw + 110). There is no formula behind it; the rows below are the game's table as
 * `tables.c` lays it out (ten internal speeds a row, with its row labels; kept out of Prettier,
 * which would put one a line), read through `SPEED_TO_ENERGY()` (`src/defines.h`). Internal
 * 0..69 (raw ≤ −41) all give 1.
 *
 * @example
 * ```ts
 * import { EXTRACT_ENERGY } from '@turnkeeper/frogcomposband';
 * EXTRACT_ENERGY[110]; // 10: raw +0
 * EXTRACT_ENERGY[136]; // 36: raw +26
 * ```
 */
// prettier-ignore
export const EXTRACT_ENERGY: readonly number[] = Object.freeze([
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
