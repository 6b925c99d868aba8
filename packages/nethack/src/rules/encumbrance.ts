/**
 * The hero's encumbrance levels, by their code value 0..5 (`include/hack.h`: UNENCUMBERED,
 * SLT_ENCUMBER, MOD_ENCUMBER, HVY_ENCUMBER, EXT_ENCUMBER, OVERLOADED), with the names the game
 * shows.
 *
 * @example
 * ```ts
 * import { ENCUMBRANCE_NAMES } from '@turnkeeper/nethack';
 * ENCUMBRANCE_NAMES[2]; // 'Stressed'
 * ```
 */
export const ENCUMBRANCE_NAMES = ['Unencumbered', 'Burdened', 'Stressed', 'Strained', 'Overtaxed', 'Overloaded'] as const;

/**
 * An encumbrance level by name.
 *
 * @example
 * ```ts
 * import type { EncumbranceName } from '@turnkeeper/nethack';
 * const e: EncumbranceName = 'Burdened';
 * ```
 */
export type EncumbranceName = (typeof ENCUMBRANCE_NAMES)[number];

/**
 * An encumbrance level as its code value.
 *
 * @example
 * ```ts
 * import type { Encumbrance } from '@turnkeeper/nethack';
 * const overloaded: Encumbrance = 5;
 * ```
 */
export type Encumbrance = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * Applies encumbrance to the hero's movement amount (the `switch (wtcap)` of `src/allmain.c`
 * moveloop(), 3.7 u_calc_moveamt(); `wtcap` is encumber_msg()'s value at the start of the pass),
 * with C's truncating division: Burdened m − ⌊m/4⌋, Stressed
 * m − ⌊m/2⌋, Strained m − ⌊3m/4⌋, Overtaxed m − ⌊7m/8⌋. Overloaded falls to the switch's
 * `default` and keeps the full amount (the hero just cannot walk).
 *
 * @example
 * ```ts
 * import { applyEncumbrance } from '@turnkeeper/nethack';
 * applyEncumbrance(18, 1); // 14
 * applyEncumbrance(24, 4); // 3
 * applyEncumbrance(24, 5); // 24 (Overloaded: no reduction)
 * ```
 */
export function applyEncumbrance(moveamt: number, encumbrance: Encumbrance): number {
  switch (encumbrance) {
    case 1:
      return moveamt - Math.trunc(moveamt / 4);
    case 2:
      return moveamt - Math.trunc(moveamt / 2);
    case 3:
      return moveamt - Math.trunc((moveamt * 3) / 4);
    case 4:
      return moveamt - Math.trunc((moveamt * 7) / 8);
    default:
      return moveamt;
  }
}
