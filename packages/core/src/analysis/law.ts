import { InvalidArgumentError } from '../errors.js';
import type { Distribution } from './distribution.js';
import { Fraction } from './fraction.js';
import { wilson, type Estimate } from './monte-carlo.js';
import { estimated, exactly, type Quantity } from './quantity.js';

/** How far rounding may leave a floating-point law's numbers outside [0, 1], or their sum off 1. */
const ROUNDING = 1e-9;
/** The 97.5% point of the standard normal law: 95% intervals. */
const Z95 = 1.959963984540054;

function total(counts: ReadonlyMap<number, number>): number {
  let n = 0;
  for (const c of counts.values()) n += c;
  return n;
}

/**
 * One outcome of a {@link Law}: a count `k` and its probability. With `orMore`, the outcome is
 * "k or more" (a law computed up to a cap).
 *
 * @example
 * ```ts
 * import { exactly, Fraction, type LawOutcome } from '@turnkeeper/core';
 * const o: LawOutcome = { k: 2, p: exactly(Fraction.of(1, 4)) };
 * ```
 */
export interface LawOutcome {
  readonly k: number;
  readonly p: Quantity;
  readonly orMore?: boolean;
}

/**
 * The law of a count (how many times B acts between two actions of A; how many actions an actor
 * takes in one game turn), as every ruleset answers it: exact (fractions, or floats from an exact
 * method) or a clearly marked Monte Carlo estimate with 95% intervals. `method` says how it was
 * obtained.
 *
 * @example
 * ```ts
 * import { genericAnalysis } from '@turnkeeper/core/analysis';
 * const law = genericAnalysis.between({ a: { spec: { speed: 100 } }, b: { spec: { speed: 150 } } });
 * law.atLeast(2).value; // P(the speed-150 actor gets two or more turns between two of yours)
 * ```
 */
export class Law {
  /**
   * @param exact True when the law is exact (fractions, or an exact method in floating point).
   * @param method How the law was obtained (e.g. 'exact: Markov chain over joint leftovers', 'Monte Carlo').
   * @param samples For an estimate: how many A-to-A gaps (or turns) were sampled.
   * @param outcomesList The outcomes, as `outcomes()` returns them.
   * @param meanValue The mean, as `mean()` returns it.
   * @param atLeastOf P(count ≥ k), as `atLeast(k)` returns it.
   * @param counts For an estimate: the raw counts (k → times observed), so estimates from several runs can be pooled.
   */
  private constructor(
    readonly exact: boolean,
    readonly method: string,
    readonly samples: number | undefined,
    private readonly outcomesList: readonly LawOutcome[],
    private readonly meanValue: Quantity,
    private readonly atLeastOf: (k: number) => Quantity,
    readonly counts?: ReadonlyMap<number, number>,
  ) {}

  /**
   * An exact law from a {@link Distribution} of fractions.
   *
   * @example
   * ```ts
   * import { Distribution, Law } from '@turnkeeper/core';
   * Law.ofDistribution(Distribution.point(2), 'deterministic').p(2).value; // 1
   * ```
   */
  static ofDistribution(d: Distribution, method: string): Law {
    const outcomes = d.entries().map(([k, p]) => ({ k, p: exactly(p) }));
    return new Law(true, method, undefined, outcomes, exactly(d.mean()), (k) => exactly(d.atLeast(k)));
  }

  /**
   * An exact law computed in floating point: `p[k]` for k = 0, 1, …; with `tailFrom`, the last
   * entry is P(K ≥ tailFrom) and `mean` must be given (it cannot be read off a capped law).
   * Rounding in the method that computed them may leave the numbers a hair outside [0, 1] or
   * their sum a hair off 1: within 10⁻⁹ they are clamped into [0, 1] and rescaled to sum
   * to 1; further off, the law is refused (an `InvalidArgumentError`: a bug upstream).
   *
   * @example
   * ```ts
   * import { Law } from '@turnkeeper/core';
   * Law.ofNumbers([0.5, 0.25, 0.25], 'exact: Markov chain').atLeast(1).value; // 0.5
   * Law.ofNumbers([1.000000000000015], 'exact').p(0).value; // 1
   * ```
   */
  static ofNumbers(p: readonly number[], method: string, options: { readonly tailFrom?: number; readonly mean?: number } = {}): Law {
    const tail = options.tailFrom;
    if (tail !== undefined && tail !== p.length - 1) {
      throw new InvalidArgumentError('Law.ofNumbers tailFrom', tail, `the index of the last entry (${p.length - 1})`);
    }
    let sum = 0;
    for (const [k, v] of p.entries()) {
      if (!Number.isFinite(v) || v < -ROUNDING || v > 1 + ROUNDING) throw new InvalidArgumentError(`Law.ofNumbers p[${k}]`, v, 'a probability in [0, 1]');
      sum += Math.min(1, Math.max(0, v));
    }
    if (!(Math.abs(sum - 1) <= ROUNDING)) throw new InvalidArgumentError('Law.ofNumbers p (their sum)', sum, `probabilities summing to 1 (within ${ROUNDING})`);
    const q = p.map((v) => Math.min(1, Math.max(0, v)) / sum);
    const outcomes: LawOutcome[] = q.map((v, k) => (tail !== undefined && k === tail ? { k, p: exactly(v), orMore: true } : { k, p: exactly(v) }));
    let mean = options.mean;
    if (mean === undefined) {
      if (tail !== undefined) throw new InvalidArgumentError('Law.ofNumbers mean', undefined, 'the mean, for a law capped with tailFrom');
      mean = q.reduce((s, v, k) => s + v * k, 0);
    }
    if (!Number.isFinite(mean) || mean < 0) throw new InvalidArgumentError('Law.ofNumbers mean', mean, 'a finite number ≥ 0');
    // P(K ≥ 0) is 1 whatever the rounding; any other tail sum is clamped against it.
    const atLeast = (k: number): Quantity =>
      exactly(
        k <= 0
          ? 1
          : Math.min(
              1,
              q.reduce((s, v, i) => (i >= k ? s + v : s), 0),
            ),
      );
    return new Law(true, method, undefined, outcomes, exactly(mean), atLeast);
  }

  /**
   * A Monte Carlo estimate from counts (k → how many times k was observed): each probability
   * with its Wilson 95% interval, the mean with a normal-approximation interval. With `replicas`
   * (the counts of independent runs, each placing its actors anew), every interval is widened to
   * cover the spread between the runs too (batch means): observations within one run share its
   * placement, so they are not independent.
   *
   * @example
   * ```ts
   * import { Law } from '@turnkeeper/core';
   * const law = Law.ofCounts(new Map([[1, 70], [2, 30]]), 'Monte Carlo');
   * law.exact; // false
   * law.atLeast(2); // { value: 0.3, low: ≈0.22, high: ≈0.4, exact: false }
   * ```
   */
  static ofCounts(counts: ReadonlyMap<number, number>, method: string, replicas: readonly ReadonlyMap<number, number>[] = []): Law {
    let n = 0;
    let sum = 0;
    let sumSq = 0;
    for (const [k, c] of counts) {
      n += c;
      sum += k * c;
      sumSq += k * k * c;
    }
    if (n === 0) throw new InvalidArgumentError('Law.ofCounts counts', [], 'at least one observation');
    const runs = replicas.filter((r) => total(r) > 0);
    /** The batch-means half-width of a statistic over the replicas (0 with fewer than two). */
    const spread = (stat: (r: ReadonlyMap<number, number>, size: number) => number): number => {
      if (runs.length < 2) return 0;
      const xs = runs.map((r) => stat(r, total(r)));
      const m = xs.reduce((a, x) => a + x, 0) / xs.length;
      const v = xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1);
      return Z95 * Math.sqrt(v / xs.length);
    };
    const widen = (e: Estimate, half: number, lo = 0, hi = 1): Quantity => ({
      value: e.mean,
      exact: false,
      low: Math.max(lo, Math.min(e.low, e.mean - half)),
      high: Math.min(hi, Math.max(e.high, e.mean + half)),
    });
    const keys = [...counts.keys()].sort((a, b) => a - b);
    const outcomes = keys.map((k) => ({
      k,
      p: widen(
        wilson(counts.get(k) ?? 0, n),
        spread((r, size) => (r.get(k) ?? 0) / size),
      ),
    }));
    const mean = sum / n;
    const variance = n > 1 ? (sumSq - n * mean * mean) / (n - 1) : 0;
    const half = Math.max(
      Z95 * Math.sqrt(Math.max(0, variance) / n),
      spread((r, size) => [...r].reduce((a, [k, c]) => a + k * c, 0) / size),
    );
    const atLeast = (k: number): Quantity => {
      let c = 0;
      for (const [key, v] of counts) if (key >= k) c += v;
      return widen(
        wilson(c, n),
        spread((r, size) => [...r].reduce((a, [key, v]) => (key >= k ? a + v : a), 0) / size),
      );
    };
    return new Law(false, method, n, outcomes, { value: mean, exact: false, low: mean - half, high: mean + half }, atLeast, new Map(counts));
  }

  /** The outcomes with non-zero probability, by increasing k. */
  outcomes(): readonly LawOutcome[] {
    return this.outcomesList;
  }

  /** P(K = k). */
  p(k: number): Quantity {
    const o = this.outcomesList.find((x) => x.k === k && !x.orMore);
    if (o) return o.p;
    return this.exact ? exactly(Fraction.ZERO) : this.estimateOfZero();
  }

  /** P(K ≥ k): `atLeast(2)` is the double-move odds. */
  atLeast(k: number): Quantity {
    return this.atLeastOf(k);
  }

  /** E[K]. */
  get mean(): Quantity {
    return this.meanValue;
  }

  /** Plain JSON: `{ exact, method, samples?, outcomes: [{ k, p, … }], mean }` with fractions as strings. */
  toJSON(): Record<string, unknown> {
    const q = (x: Quantity): Record<string, unknown> => ({
      value: x.value,
      exact: x.exact,
      ...(x.fraction ? { fraction: x.fraction.toString() } : {}),
      ...(x.exact ? {} : { low: x.low, high: x.high }),
    });
    return {
      exact: this.exact,
      method: this.method,
      ...(this.samples === undefined ? {} : { samples: this.samples }),
      outcomes: this.outcomesList.map((o) => ({ k: o.k, ...(o.orMore ? { orMore: true } : {}), p: q(o.p) })),
      mean: q(this.meanValue),
    };
  }

  private estimateOfZero(): Quantity {
    return estimated(wilson(0, this.samples ?? 1));
  }
}
