/**
 * `adj_str_wgt[38]` (`src/tables.c`): the weight limit in deca-pounds by strength index (0 = STR 3
 * … 14 = STR 17, 15 = 18/00-18/09, then one per ten points to 37 = 18/220+). `weight_limit()`
 * multiplies it by 50 to get tenths of a pound (`src/xtra1.c` `weight_limit()`; the overburden
 * penalty in `calc_bonuses()`).
 *
 * @example
 * ```ts
 * import { ADJ_STR_WGT } from '@turnkeeper/frogcomposband';
 * ADJ_STR_WGT[0]; // 10: STR 3 carries 50 lb before slowing
 * ```
 */
export const ADJ_STR_WGT: readonly number[] = Object.freeze([
  10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 31, 32, 32, 33, 33, 34, 34, 35, 35, 36, 36, 37, 37, 38, 38, 39,
]);
