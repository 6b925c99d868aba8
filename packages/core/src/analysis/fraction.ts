import { gcd } from '../cint/gcd.js';
import { InvalidArgumentError } from '../errors.js';

/**
 * An exact rational number over bigints, always in lowest terms with a positive denominator.
 * Exact probabilities and rates are written `"p/q"` (always with a denominator, `"1/1"`, `"0/1"`),
 * the convention of the golden files.
 *
 * @example
 * ```ts
 * import { Fraction } from '@turnkeeper/core';
 * Fraction.of(1, 3).add(Fraction.of(1, 6)).toString(); // '1/2'
 * ```
 */
export class Fraction {
  static readonly ZERO = new Fraction(0n, 1n);
  static readonly ONE = new Fraction(1n, 1n);

  readonly num: bigint;
  readonly den: bigint;

  private constructor(num: bigint, den: bigint) {
    this.num = num;
    this.den = den;
  }

  /** `num / den`, reduced. Throws on a zero denominator or non-integers. */
  static of(num: bigint | number, den: bigint | number = 1n): Fraction {
    const n = toBig(num, 'Fraction numerator');
    let d = toBig(den, 'Fraction denominator');
    if (d === 0n) throw new InvalidArgumentError('Fraction denominator', 0, 'a non-zero integer');
    let nn = n;
    if (d < 0n) {
      nn = -nn;
      d = -d;
    }
    const g = gcd(nn, d) || 1n;
    return new Fraction(nn / g, d / g);
  }

  /** Parses `"p/q"` or `"p"`. */
  static parse(text: string): Fraction {
    const m = /^\s*(-?\d+)\s*(?:\/\s*(\d+))?\s*$/.exec(text);
    if (!m) throw new InvalidArgumentError('fraction', text, 'a string like "3/8" or "2"');
    return Fraction.of(BigInt(m[1] as string), BigInt(m[2] ?? '1'));
  }

  add(o: Fraction): Fraction {
    return Fraction.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }
  sub(o: Fraction): Fraction {
    return Fraction.of(this.num * o.den - o.num * this.den, this.den * o.den);
  }
  mul(o: Fraction): Fraction {
    return Fraction.of(this.num * o.num, this.den * o.den);
  }
  div(o: Fraction): Fraction {
    if (o.num === 0n) throw new InvalidArgumentError('Fraction divisor', 0, 'a non-zero fraction');
    return Fraction.of(this.num * o.den, this.den * o.num);
  }
  neg(): Fraction {
    return new Fraction(-this.num, this.den);
  }
  isZero(): boolean {
    return this.num === 0n;
  }
  equals(o: Fraction): boolean {
    return this.num === o.num && this.den === o.den;
  }
  /** -1, 0 or 1. */
  compare(o: Fraction): number {
    const d = this.num * o.den - o.num * this.den;
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  }
  /** The nearest double (exact when both parts are small). */
  toNumber(): number {
    if (this.num === 0n) return 0;
    const n = Number(this.num);
    const d = Number(this.den);
    if (Number.isFinite(n) && Number.isFinite(d)) return n / d;
    // Scale down huge parts keeping ~17 significant digits.
    const shift = BigInt(Math.max(this.num.toString(2).length, this.den.toString(2).length) - 1000);
    return Number(this.num >> shift) / Number(this.den >> shift);
  }
  /** `"p/q"`, always with a denominator. */
  toString(): string {
    return `${this.num}/${this.den}`;
  }
  toJSON(): string {
    return this.toString();
  }
}

function toBig(v: bigint | number, field: string): bigint {
  if (typeof v === 'bigint') return v;
  if (!Number.isSafeInteger(v)) throw new InvalidArgumentError(field, v, 'a safe integer or a bigint');
  return BigInt(v);
}

/**
 * Shorthand for {@link Fraction.of}.
 *
 * @example
 * ```ts
 * import { frac } from '@turnkeeper/core';
 * frac(2, 4).toString(); // '1/2'
 * ```
 */
export function frac(num: bigint | number, den: bigint | number = 1n): Fraction {
  return Fraction.of(num, den);
}
