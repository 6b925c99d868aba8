import { InvalidArgumentError } from '../errors.js';

/**
 * C's integer division (`a / b` on `int`s): the quotient truncated toward zero, where JavaScript's
 * `Math.floor` would round −7 / 2 down to −4. Exact for `int` operands (|a|, |b| < 2^31: the float
 * quotient is then never close enough to an integer to round onto it). A zero divisor is undefined
 * behaviour in C and an error here.
 *
 * @example
 * ```ts
 * import { cDiv } from '@turnkeeper/core/cint';
 * cDiv(-7, 2); // -3
 * ```
 */
export function cDiv(a: number, b: number): number {
  if (b === 0) throw new InvalidArgumentError('cDiv divisor', b, 'non-zero');
  // `+ 0` turns the −0 of Math.trunc(-1 / 2) into the 0 C has (Object.is and toBe tell them apart).
  return Math.trunc(a / b) + 0;
}

/**
 * C's remainder (`a % b` on `int`s): it has the sign of the dividend, so that
 * `cDiv(a, b) * b + cMod(a, b) === a`. JavaScript's `%` is the same operation on integers. A zero
 * divisor is undefined behaviour in C and an error here.
 *
 * @example
 * ```ts
 * import { cMod } from '@turnkeeper/core/cint';
 * cMod(-7, 2); // -1
 * ```
 */
export function cMod(a: number, b: number): number {
  if (b === 0) throw new InvalidArgumentError('cMod divisor', b, 'non-zero');
  return (a % b) + 0; // −1 % 1 is −0 in JavaScript, 0 in C
}
