import { InvalidArgumentError } from '../errors.js';
import { Fraction } from './fraction.js';

/**
 * An exact discrete distribution over integers: value → probability. Kept sorted by value.
 *
 * @example
 * ```ts
 * import { Distribution, frac } from '@turnkeeper/core';
 * const d = Distribution.from([[12, frac(2, 3)], [24, frac(1, 3)]]);
 * d.mean().toString(); // '16/1'
 * ```
 */
export class Distribution {
  private readonly probs: Map<number, Fraction>;

  private constructor(map: Map<number, Fraction>) {
    this.probs = map;
  }

  /**
   * Builds a distribution, summing repeated values and dropping zero probabilities. Every value
   * must be a finite number and every probability a fraction from 0 to 1, and they must sum to
   * exactly 1: anything else is an `InvalidArgumentError` (a law that does not sum to 1 is a bug
   * upstream, never a distribution).
   *
   * @example
   * ```ts
   * import { Distribution, frac } from '@turnkeeper/core';
   * Distribution.from([[0, frac(1, 4)], [1, frac(3, 4)]]).mean().toString(); // '3/4'
   * Distribution.from([[0, frac(1, 4)]]); // throws InvalidArgumentError: the probabilities sum to 1/4
   * ```
   */
  static from(entries: Iterable<readonly [number, Fraction]>): Distribution {
    const m = new Map<number, Fraction>();
    let total = Fraction.ZERO;
    for (const [v, p] of entries) {
      if (!Number.isFinite(v)) throw new InvalidArgumentError('Distribution.from: value', v, 'a finite number');
      if (!(p instanceof Fraction) || p.compare(Fraction.ZERO) < 0 || p.compare(Fraction.ONE) > 0) {
        throw new InvalidArgumentError(`Distribution.from: probability of ${v}`, p instanceof Fraction ? p.toString() : p, 'a Fraction from 0 to 1');
      }
      m.set(v, (m.get(v) ?? Fraction.ZERO).add(p));
      total = total.add(p);
    }
    if (!total.equals(Fraction.ONE)) throw new InvalidArgumentError('Distribution.from: total probability', total.toString(), 'exactly 1');
    const sorted = [...m.entries()].filter(([, p]) => !p.isZero()).sort((a, b) => a[0] - b[0]);
    return new Distribution(new Map(sorted));
  }

  /** A point mass. */
  static point(value: number): Distribution {
    return new Distribution(new Map([[value, Fraction.ONE]]));
  }

  /** The uniform law over `values` (at least one). */
  static uniform(values: readonly number[]): Distribution {
    if (values.length === 0) throw new InvalidArgumentError('Distribution.uniform(values)', values, 'at least one value');
    const p = Fraction.of(1, values.length);
    return Distribution.from(values.map((v) => [v, p] as const));
  }

  /** Probability of `value` (0 if absent). */
  p(value: number): Fraction {
    return this.probs.get(value) ?? Fraction.ZERO;
  }

  /** `[value, probability]` pairs, ascending by value. */
  entries(): [number, Fraction][] {
    return [...this.probs.entries()];
  }

  /** Values with non-zero probability, ascending. */
  support(): number[] {
    return [...this.probs.keys()];
  }

  /** Total probability (1 for a proper distribution). */
  total(): Fraction {
    let t = Fraction.ZERO;
    for (const p of this.probs.values()) t = t.add(p);
    return t;
  }

  /** Expected value. */
  mean(): Fraction {
    let m = Fraction.ZERO;
    for (const [v, p] of this.probs) m = m.add(p.mul(Fraction.of(v)));
    return m;
  }

  /** P(X ≥ k). */
  atLeast(k: number): Fraction {
    let t = Fraction.ZERO;
    for (const [v, p] of this.probs) if (v >= k) t = t.add(p);
    return t;
  }

  /** Applies `f` to every value (merging collisions). */
  map(f: (value: number) => number): Distribution {
    return Distribution.from(this.entries().map(([v, p]) => [f(v), p] as const));
  }

  /** Each value weighted by `w`: used to mix distributions. */
  scale(w: Fraction): [number, Fraction][] {
    return this.entries().map(([v, p]) => [v, p.mul(w)]);
  }

  /** The law of X + Y for independent X (this) and Y. */
  convolve(other: Distribution): Distribution {
    const out: [number, Fraction][] = [];
    for (const [a, pa] of this.probs) for (const [b, pb] of other.probs) out.push([a + b, pa.mul(pb)]);
    return Distribution.from(out);
  }

  /** `{ "value": "p/q" }`, the golden files' format. */
  toRecord(): Record<string, string> {
    const r: Record<string, string> = {};
    for (const [v, p] of this.probs) r[String(v)] = p.toString();
    return r;
  }

  /**
   * A mixture: Σ weight_i · dist_i.
   *
   * @example
   * ```ts
   * import { Distribution, frac } from '@turnkeeper/core';
   * Distribution.mix([[frac(1, 2), Distribution.point(0)], [frac(1, 2), Distribution.point(1)]]);
   * ```
   */
  static mix(parts: Iterable<readonly [Fraction, Distribution]>): Distribution {
    const out: [number, Fraction][] = [];
    for (const [w, d] of parts) out.push(...d.scale(w));
    return Distribution.from(out);
  }
}
