import { Fraction } from './fraction.js';
import type { Estimate } from './monte-carlo.js';

/**
 * A number an analysis answers with: its value, whether it is exact, the exact fraction when one
 * is known, and a 95% interval (`low = high = value` when exact). The same shape for every
 * ruleset, so tools can print any answer without knowing where it came from.
 *
 * @example
 * ```ts
 * import { exactly, Fraction } from '@turnkeeper/core';
 * exactly(Fraction.of(3, 10)); // { value: 0.3, exact: true, fraction: 3/10, low: 0.3, high: 0.3 }
 * ```
 */
export interface Quantity {
  readonly value: number;
  readonly exact: boolean;
  /** The exact rational value, when the answer is exact and rational. */
  readonly fraction?: Fraction;
  /** Lower end of the 95% interval (the value itself when exact). */
  readonly low: number;
  /** Upper end of the 95% interval (the value itself when exact). */
  readonly high: number;
}

/**
 * An exact quantity: a fraction, or a number computed exactly up to floating point (a Markov
 * chain solved in doubles, say).
 *
 * @example
 * ```ts
 * import { exactly, Fraction } from '@turnkeeper/core';
 * exactly(Fraction.of(1, 3)).value; // 0.333…
 * exactly(0.25).fraction;           // undefined: a float, not a known fraction
 * ```
 */
export function exactly(value: Fraction | number): Quantity {
  if (value instanceof Fraction) {
    const v = value.toNumber();
    return { value: v, exact: true, fraction: value, low: v, high: v };
  }
  return { value, exact: true, low: value, high: value };
}

/**
 * An estimated quantity, from a Monte Carlo {@link Estimate}.
 *
 * @example
 * ```ts
 * import { estimated, wilson } from '@turnkeeper/core';
 * estimated(wilson(30, 100)); // { value: 0.3, exact: false, low: ≈0.22, high: ≈0.4 }
 * ```
 */
export function estimated(e: Estimate): Quantity {
  return { value: e.mean, exact: false, low: e.low, high: e.high };
}
