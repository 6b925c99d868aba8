/**
 * The greatest common divisor of two integers (numbers or bigints, not mixed), never negative;
 * `gcd(0, 0)` is 0. Euclid's algorithm: the periods, lcms and lowest-terms fractions of the
 * analyses all need it.
 *
 * @example
 * ```ts
 * import { gcd } from '@turnkeeper/core/cint';
 * gcd(12, 18);    // 6
 * gcd(-4n, 10n);  // 2n
 * ```
 */
export function gcd(a: number, b: number): number;
export function gcd(a: bigint, b: bigint): bigint;
export function gcd(a: number | bigint, b: number | bigint): number | bigint {
  return typeof a === 'bigint' ? gcdBigInt(a, b as bigint) : gcdNumber(a, b as number);
}

function gcdNumber(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

function gcdBigInt(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}
