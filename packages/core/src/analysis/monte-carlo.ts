import { InvalidArgumentError } from '../errors.js';

/**
 * An estimate with its 95% confidence interval.
 *
 * @example
 * ```ts
 * const e: Estimate = { mean: 0.25, low: 0.24, high: 0.26, samples: 10_000 };
 * ```
 */
export interface Estimate {
  readonly mean: number;
  readonly low: number;
  readonly high: number;
  readonly samples: number;
}

const Z95 = 1.959963984540054;

/**
 * Wilson score interval (95%) for a proportion: `successes` out of `trials`. Better behaved than
 * the normal approximation near 0 and 1, which is where "how often" questions live.
 *
 * @example
 * ```ts
 * import { wilson } from '@turnkeeper/core';
 * wilson(25, 100); // { mean: 0.25, low: ≈0.175, high: ≈0.343, samples: 100 }
 * ```
 */
export function wilson(successes: number, trials: number): Estimate {
  if (!Number.isInteger(trials) || trials <= 0) throw new InvalidArgumentError('trials', trials, 'an integer ≥ 1');
  if (!Number.isInteger(successes) || successes < 0 || successes > trials) {
    throw new InvalidArgumentError('successes', successes, `an integer from 0 to ${trials}`);
  }
  const p = successes / trials;
  const z2 = Z95 * Z95;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denom;
  return { mean: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half), samples: trials };
}

/**
 * Mean of numeric samples with a normal-approximation 95% interval (Welford's running variance).
 *
 * @example
 * ```ts
 * import { meanEstimate } from '@turnkeeper/core';
 * meanEstimate([1, 2, 3, 4]).mean; // 2.5
 * ```
 */
export function meanEstimate(samples: Iterable<number>): Estimate {
  let n = 0;
  let mean = 0;
  let m2 = 0;
  for (const x of samples) {
    n++;
    const d = x - mean;
    mean += d / n;
    m2 += d * (x - mean);
  }
  if (n === 0) throw new InvalidArgumentError('samples', [], 'at least one sample');
  const se = n > 1 ? Math.sqrt(m2 / (n - 1) / n) : 0;
  return { mean, low: mean - Z95 * se, high: mean + Z95 * se, samples: n };
}
