import type { Distribution, Fraction } from '@turnkeeper/core';

/**
 * A distribution as the golden files write it: `[value, numerator]` pairs over a stated
 * denominator. Throws if a probability is not a multiple of 1/denominator.
 */
export function numeratorPairs(dist: Distribution, denominator: number | bigint): [number, number][] {
  return dist.entries().map(([v, p]) => [v, numeratorOf(p, denominator)]);
}

/** The numerator of `p` over `denominator`. */
export function numeratorOf(p: Fraction, denominator: number | bigint): number {
  const d = BigInt(denominator);
  if ((p.num * d) % p.den !== 0n) throw new RangeError(`${p.toString()} is not a multiple of 1/${d}`);
  return Number((p.num * d) / p.den);
}

/** The variance of a distribution, exactly. */
export function variance(dist: Distribution): Fraction {
  const m = dist.mean();
  return dist
    .map((v) => v * v)
    .mean()
    .sub(m.mul(m));
}
