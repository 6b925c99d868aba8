import { Distribution, Fraction, InvalidArgumentError, type RandomSource } from '@turnkeeper/core';
import { checkedS32 } from '@turnkeeper/core/cint';

const INT_MAX = 2147483647;
/** crawl reduces weights by these factors only (random-var.cc `reduce_weights`). */
const REDUCING_PRIMES = [2, 3, 5, 7] as const;

/**
 * crawl's `random_var` (random-var.cc): an exact discrete law over the integers
 * `start … end − 1` with integer weights. Arithmetic on it uses no randomness; {@link RandomVar.roll}
 * makes one `random2(total)` draw (none when a single value is possible) and walks the cumulative
 * weights; {@link randomVarDistribution} gives its exact law. The weights are kept exactly as crawl keeps them (zero weights inside the range, weights
 * divided by 2, 3, 5 and 7 while all are divisible), because the total is the argument of the draw
 * a golden trace records.
 *
 * @example
 * ```ts
 * import { RandomVar } from '@turnkeeper/dcss';
 * const delay = RandomVar.constant(14).sub(RandomVar.constant(75).divRandRound(20));
 * delay.weightsRecord(); // { '10': 3, '11': 1 }
 * ```
 */
export class RandomVar {
  readonly start: number;
  readonly weights: readonly number[];
  readonly total: number;

  private constructor(start: number, weights: number[]) {
    const w = [...weights];
    for (const p of REDUCING_PRIMES) {
      while (w.every((x) => x % p === 0) && w.some((x) => x !== 0)) {
        for (let i = 0; i < w.length; i++) w[i] = (w[i] as number) / p;
      }
    }
    let s = start;
    let sum = w.reduce((a, b) => a + b, 0);
    if (sum > INT_MAX) {
      // random-var.cc `init`: rescale every weight by 256 and trim zero weights at both ends.
      for (let i = 0; i < w.length; i++) w[i] = Math.trunc((w[i] as number) / 256);
      const first = w.findIndex((x) => x > 0);
      let last = w.length - 1;
      while (last >= 0 && w[last] === 0) last--;
      if (first < 0) throw new InvalidArgumentError('random_var weights', sum, 'a total that survives rescaling by 256');
      w.splice(last + 1);
      w.splice(0, first);
      s += first;
      sum = w.reduce((a, b) => a + b, 0);
    }
    if (sum <= 0 || w[0] === 0 || w[w.length - 1] === 0) {
      throw new InvalidArgumentError('random_var weights', weights, 'positive weights at both ends of the range');
    }
    // random-var.cc keeps `start` and `end` in ints: a law beyond them overflows in the game.
    checkedS32(s, 'random_var value');
    checkedS32(s + w.length - 1, 'random_var value');
    this.start = s;
    this.weights = w;
    this.total = sum;
  }

  /** `random_var(c)`: always `c`. */
  static constant(c: number): RandomVar {
    checkInt(c, 'random_var constant');
    return new RandomVar(c, [1]);
  }

  /** `random_var(s, e, weights)`: values `s … s + weights.length − 1`. */
  static of(start: number, weights: readonly number[]): RandomVar {
    checkInt(start, 'random_var start');
    weights.forEach((w, i) => {
      if (!Number.isSafeInteger(w) || w < 0) throw new InvalidArgumentError(`random_var weights[${i}]`, w, 'an integer ≥ 0');
    });
    return new RandomVar(start, [...weights]);
  }

  /** Smallest possible value. */
  get min(): number {
    return this.start;
  }

  /** Largest possible value. */
  get max(): number {
    return this.start + this.weights.length - 1;
  }

  /** Weight of `v` (0 outside the range). */
  weight(v: number): number {
    return v < this.start || v > this.max ? 0 : (this.weights[v - this.start] as number);
  }

  /** `x + y` for independent x and y. */
  add(y: RandomVar): RandomVar {
    const start = this.min + y.min;
    const w = new Array<number>(this.max + y.max - start + 1).fill(0);
    for (let vx = this.min; vx <= this.max; vx++) {
      for (let vy = y.min; vy <= y.max; vy++) w[vx + vy - start] = (w[vx + vy - start] as number) + this.weight(vx) * y.weight(vy);
    }
    return new RandomVar(start, w);
  }

  /** `−x`. */
  negate(): RandomVar {
    return new RandomVar(-this.max, [...this.weights].reverse());
  }

  /** `x − y` = x + (−y). */
  sub(y: RandomVar): RandomVar {
    return this.add(y.negate());
  }

  /** `x * d` (every value multiplied; zero weights fill the gaps). */
  mul(d: number): RandomVar {
    checkInt(d, 'random_var multiplier');
    if (d <= 0) throw new InvalidArgumentError('random_var multiplier', d, 'an integer ≥ 1');
    const start = this.min * d;
    const w = new Array<number>(this.max * d - start + 1).fill(0);
    for (let v = this.min; v <= this.max; v++) w[v * d - start] = this.weight(v);
    return new RandomVar(start, w);
  }

  /**
   * `div_rand_round(x, d)` over the whole law: each value v splits into trunc(v/d) with weight
   * × (d − |rem|) and the next value away from zero with weight × |rem|.
   */
  divRandRound(d: number): RandomVar {
    checkInt(d, 'random_var divisor');
    if (d === 0) throw new InvalidArgumentError('random_var divisor', d, 'a non-zero integer');
    if (d < 0) return this.divRandRound(-d).negate();
    const start = Math.trunc((this.min - (this.min < 0 ? d - 1 : 0)) / d);
    const end = Math.trunc((this.max + (this.max > 0 ? d - 1 : 0)) / d) + 1;
    const w = new Array<number>(end - start).fill(0);
    for (let v = this.min; v <= this.max; v++) {
      const q = Math.trunc(v / d);
      const rem = Math.abs(v % d);
      w[q - start] = (w[q - start] as number) + this.weight(v) * (d - rem);
      if (rem !== 0) {
        const next = q + Math.sign(v) - start;
        w[next] = (w[next] as number) + this.weight(v) * rem;
      }
    }
    return new RandomVar(start, w);
  }

  /** `rv::max(x, y)`. */
  maxWith(y: RandomVar): RandomVar {
    const start = Math.max(this.min, y.min);
    const w = new Array<number>(Math.max(this.max, y.max) - start + 1).fill(0);
    for (let vx = this.min; vx <= this.max; vx++) {
      for (let vy = y.min; vy <= y.max; vy++) {
        const m = Math.max(vx, vy) - start;
        w[m] = (w[m] as number) + this.weight(vx) * y.weight(vy);
      }
    }
    return new RandomVar(start, w);
  }

  /** `roll()`: one `random2(total)` draw (none when total is 1), then the cumulative walk; `site` labels the draw. */
  roll(random: RandomSource, site?: string): number {
    const r = random.below(this.total, site);
    let v = this.start;
    let acc = this.weight(v);
    while (r >= acc) {
      v++;
      acc += this.weight(v);
    }
    return v;
  }

  /** Non-zero weights by value, for tests and docs. */
  weightsRecord(): Record<string, number> {
    const out: Record<string, number> = {};
    this.weights.forEach((w, i) => {
      if (w > 0) out[String(this.start + i)] = w;
    });
    return out;
  }
}

function checkInt(v: number, field: string): void {
  if (!Number.isSafeInteger(v)) throw new InvalidArgumentError(field, v, 'a safe integer');
}

/**
 * The exact law of a {@link RandomVar} as a `Distribution` (a function rather than a method, so
 * that a game which only rolls random_vars does not bundle the exact-math classes).
 *
 * @example
 * ```ts
 * import { RandomVar, randomVarDistribution } from '@turnkeeper/dcss';
 * randomVarDistribution(RandomVar.of(10, [3, 1])).toRecord(); // { '10': '3/4', '11': '1/4' }
 * ```
 */
export function randomVarDistribution(rv: RandomVar): Distribution {
  return Distribution.from(rv.weights.map((w, i) => [rv.start + i, Fraction.of(w, rv.total)] as const));
}
