import { InvalidArgumentError } from '@turnkeeper/core';

/**
 * `adj_str_wgt[]` of Cthangband 4.1.0 (`tables.c`): the weight limit, in tens of pounds, for each
 * strength index (3, 4, …, 17, then 18/00-18/09 … 18/220+). `xtra1.c` `weight_limit()` multiplies
 * it by 100 to get tenths of a pound. Data, the 38 values of `tables.c`.
 *
 * @example
 * ```ts
 * import { ADJ_STR_WGT } from '@turnkeeper/cthangband';
 * ADJ_STR_WGT[15]; // 20: strength 18/00-18/09 carries 200 lb before the load penalty's 50 %
 * ```
 */
export const ADJ_STR_WGT: readonly number[] = /* @__PURE__ */ Object.freeze([
  5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 24, 26, 28, 30, 31, 31, 32, 32, 33, 33, 34, 34, 35, 35, 36, 36, 37, 37, 38, 38, 39,
]);

/**
 * `adj_con_fix[]` of Cthangband 4.1.0 (`tables.c`): for each constitution index, the extra points
 * of stun (and poison) the player shakes off each round. `dungeon.c` `process_world()` lowers the
 * stun by `adj_con_fix[con] + 1` once every 10 game turns. Data, the 38 values of `tables.c`.
 *
 * @example
 * ```ts
 * import { ADJ_CON_FIX } from '@turnkeeper/cthangband';
 * (ADJ_CON_FIX[0] ?? 0) + 1; // 1: constitution 3 recovers 1 point of stun a round
 * (ADJ_CON_FIX[37] ?? 0) + 1; // 10: constitution 18/220+
 * ```
 */
export const ADJ_CON_FIX: readonly number[] = /* @__PURE__ */ Object.freeze([
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 5, 6, 6, 7, 7, 8, 8, 8, 9, 9, 9,
]);

/**
 * The index into the stat tables of a stat value as the game stores it (`xtra1.c`
 * `calc_bonuses()`): 3..17 give 0..14, 18/00 … 18/219 (stored as 18 … 237) give 15 + (value − 18)
 * / 10, and 18/220 or more gives 37.
 *
 * @example
 * ```ts
 * import { statIndex } from '@turnkeeper/cthangband';
 * statIndex(16);       // 13
 * statIndex(18 + 50);  // 20: 18/50
 * statIndex(18 + 250); // 37: 18/220+
 * ```
 */
export function statIndex(value: number): number {
  if (!Number.isInteger(value) || value < 3) {
    throw new InvalidArgumentError('statIndex(value)', value, 'an integer ≥ 3 (3..18, then 18/xx stored as 18 + xx)');
  }
  if (value <= 18) return value - 3;
  if (value <= 18 + 219) return 15 + Math.floor((value - 18) / 10);
  return 37;
}
