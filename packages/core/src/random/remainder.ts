/**
 * `x mod n` for integers 0 ≤ x ≤ 2^32 and 1 ≤ n ≤ 2^32, with a division and a floor instead of
 * `%`: V8 compiles `%` of numbers outside int32 (every draw of 2^32 words) to a floating-point
 * remainder, an x87 loop or a C call, several times slower. Exact over the whole domain: a
 * correctly rounded `x / n` cannot reach the next integer, since its distance to it, at least
 * `1 / n`, is more than half a unit in the last place of a quotient below 2^32 / n.
 *
 * @internal
 * @example
 * ```ts
 * remainder(4294967295, 10); // 5
 * remainder(0x1_0000_0000, 6); // 4
 * ```
 */
export function remainder(x: number, n: number): number {
  return x - Math.floor(x / n) * n;
}
