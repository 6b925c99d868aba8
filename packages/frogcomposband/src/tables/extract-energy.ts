/**
 * `extract_energy[200]` (`src/tables.c`): energy gained per game turn, indexed by the *internal*
 * speed (raw + 110). There is no formula behind it; the rows below are the game's table, ten
 * internal speeds per row, read through `SPEED_TO_ENERGY()` (`src/defines.h`). Internal 0..69 (raw ≤ −41) all give 1.
 *
 * @example
 * ```ts
 * import { EXTRACT_ENERGY } from '@turnkeeper/frogcomposband';
 * EXTRACT_ENERGY[110]; // 10: raw +0
 * EXTRACT_ENERGY[136]; // 36: raw +26
 * ```
 */
export const EXTRACT_ENERGY: readonly number[] = Object.freeze([
  ...Array<number>(70).fill(1), // internal 0..69: the six "Slow" rows and S-50
  2,
  2,
  2,
  2,
  2,
  2,
  2,
  2,
  2,
  2, // S-40
  2,
  2,
  2,
  2,
  2,
  2,
  2,
  3,
  3,
  3, // S-30
  3,
  3,
  3,
  3,
  3,
  4,
  4,
  4,
  4,
  4, // S-20
  5,
  5,
  5,
  5,
  6,
  6,
  7,
  7,
  8,
  9, // S-10
  10,
  11,
  12,
  13,
  14,
  15,
  16,
  17,
  18,
  19, // Norm
  20,
  21,
  22,
  23,
  24,
  25,
  26,
  27,
  28,
  29, // F+10
  30,
  31,
  32,
  33,
  34,
  35,
  36,
  36,
  37,
  37, // F+20
  38,
  38,
  39,
  39,
  40,
  40,
  40,
  41,
  41,
  41, // F+30
  42,
  42,
  42,
  43,
  43,
  43,
  44,
  44,
  44,
  44, // F+40
  45,
  45,
  45,
  45,
  45,
  46,
  46,
  46,
  46,
  46, // F+50
  47,
  47,
  47,
  47,
  47,
  48,
  48,
  48,
  48,
  48, // F+60
  ...Array<number>(20).fill(49), // F+70 and "Fast"
]);
