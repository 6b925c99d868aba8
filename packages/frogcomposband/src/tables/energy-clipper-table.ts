/**
 * `energy_clipper_table[50]` (`src/dungeon.c`, "Smoothed-out triple-move preventer", from
 * v7.1.salmiak): the lowest randomized cost of a nominal-100 action, indexed by the actor's
 * energy per game turn (0..49). The highest is `200 − min` (`src/dungeon.c` `energy_need_clipper_aux()`).
 *
 * @example
 * ```ts
 * import { ENERGY_CLIPPER_TABLE } from '@turnkeeper/frogcomposband';
 * ENERGY_CLIPPER_TABLE[10]; // 70: raw +0 costs 70..130
 * ```
 */
export const ENERGY_CLIPPER_TABLE: readonly number[] = Object.freeze([
  67, 67, 67, 68, 68, 68, 68, 68, 68, 69, 70, 70, 70, 71, 71, 71, 72, 72, 72, 73, 73, 74, 74, 74, 74, 75, 75, 75, 75, 75, 76, 76, 76, 76, 76, 76, 77, 77, 78,
  78, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80,
]);
