import { Distribution, Fraction, InvalidArgumentError, type RandomSource } from '@turnkeeper/core';

/**
 * crawl's `div_rand_round(num, den)` (random.cc): the truncating quotient q, plus 1 with
 * probability r/den where r is the remainder. No draw when r = 0; otherwise exactly one
 * `random2(den)` — also for a negative numerator, where the result is plain truncation toward
 * zero because the draw (≥ 0) is never below the negative remainder. `site` labels the draw with
 * the game function and expression that makes it (see `DCSS_SITES`).
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { divRandRound } from '@turnkeeper/dcss';
 * divRandRound(scripted([3]), 75, 10); // 8 (draw 3 < remainder 5)
 * divRandRound(scripted([]), 80, 10);  // 8, no draw
 * ```
 */
export function divRandRound(random: RandomSource, num: number, den: number, site?: string): number {
  let q: number;
  let r: number;
  if ((num | 0) === num && (den | 0) === den && den > 0) {
    // The game's operands are 32-bit ints: `| 0` truncates the quotient exactly and the remainder
    // follows in integers (no float `%`, which V8 runs as a C call).
    q = (num / den) | 0;
    r = num - q * den;
  } else {
    checkOperands(num, den);
    q = Math.trunc(num / den);
    r = num % den;
  }
  if (r === 0) return q;
  return random.below(den, site) < r ? q + 1 : q;
}

/** The operands `div_rand_round` takes: a safe integer over an integer ≥ 1, or a typed error. */
function checkOperands(num: number, den: number): void {
  if (!Number.isSafeInteger(num)) throw new InvalidArgumentError('div_rand_round numerator', num, 'a safe integer');
  if (!Number.isSafeInteger(den) || den <= 0) throw new InvalidArgumentError('div_rand_round denominator', den, 'an integer ≥ 1');
}

/**
 * The exact law of {@link divRandRound} for a non-negative numerator: `{q: 1 − r/den, q+1: r/den}`.
 *
 * @example
 * ```ts
 * import { divRandRoundDistribution } from '@turnkeeper/dcss';
 * divRandRoundDistribution(20, 3).toRecord(); // { '6': '1/3', '7': '2/3' }
 * ```
 */
export function divRandRoundDistribution(num: number, den: number): Distribution {
  checkOperands(num, den);
  const q = Math.trunc(num / den);
  const r = num % den;
  if (r <= 0) return Distribution.point(q);
  return Distribution.from([
    [q, Fraction.of(den - r, den)],
    [q + 1, Fraction.of(r, den)],
  ]);
}
