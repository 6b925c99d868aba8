import { InvalidArgumentError } from '../errors.js';
import { MAX_ENERGY } from '../generic/schema.js';

/**
 * Ticks of the generic ruleset per rot.js time unit in the rot.js adapters
 * ({@link RotSpeedScheduler}, {@link RotSimpleScheduler}, {@link RotActionScheduler}):
 * T = 2^16 × 3^2 × 5^2 × 7 = 103,219,200.
 *
 * Why this number. rot.js keeps float times: each period it adds (`1 / getSpeed()`, a `time`
 * given to `add`, a duration) is rounded to a double, and every later step subtracts one such
 * time from the others. That arithmetic is exact — so rot.js's order is the order of the true
 * times, ties first-come-first-served — when every period is a multiple of 2^-k for a small k
 * (then every difference is one too, and fits in a double's 53 bits). The adapter hands out
 * exactly rot.js's order there if each such period is a whole number of ticks, hence the 2^16:
 * periods and times that are multiples of 2^-16 (speeds 1, 2, 4 … 65536 and 1/2, 1/4 …;
 * durations like 1, 0.5, 3.25) are whole ticks, and the adapter's integer times are rot.js's
 * float times × T, compared the same way. The odd factor 3² × 5² × 7 makes the periods of
 * speeds 3, 5, 6, 7, 9, 10, 12, 14, 15, 20, 25, 30, 50, 75, 100, 150, 200 … whole ticks too:
 * there rot.js rounds (speeds 1 and 3 already give a different order from the true one at the
 * third turn) while the adapter keeps the exact rational times.
 *
 * Limits that follow: a period is at most 10^12 ticks (the generic ruleset's largest cost), so
 * at most 10^12 / T ≈ 9,688 time units (speeds down to about 1.03 × 10^-4); elapsed time stays
 * exact up to (2^53 − 1) / T ≈ 87.26 million time units. A period that is not a whole number of
 * ticks (speed 11, say) is rounded to the nearest tick and the remainder carried to the actor's
 * next period, so its turns stay within half a tick (≈ 5 × 10^-9 time units) of its true times
 * and its long-run rate is exact; pass `scale` (e.g. a multiple of 11) to make such speeds exact,
 * or `inexact: 'throw'` to be told.
 *
 * @example
 * ```ts
 * import { ROT_TIME_SCALE } from '@turnkeeper/core/rot';
 * ROT_TIME_SCALE / 4; // 25804800: a speed-4 actor acts every 25,804,800 ticks (0.25 time units)
 * ROT_TIME_SCALE % 100; // 0: speed 100's period is a whole number of ticks too
 * ```
 */
export const ROT_TIME_SCALE = 103_219_200;

/** Relative float noise below which a period counts as a whole number of ticks (T / speed is one division). */
const NOISE = 2 ** -40;

/**
 * How a period that is not a whole number of ticks is handled: `'round'` (nearest tick, the
 * remainder carried to the actor's next period) or `'throw'` (an `InvalidArgumentError`).
 *
 * @example
 * ```ts
 * import { RotSpeedScheduler } from '@turnkeeper/core/rot';
 * new RotSpeedScheduler({ inexact: 'throw' }); // speed 11 is then an error at the default scale
 * ```
 */
export type RotInexactPolicy = 'round' | 'throw';

/**
 * Whole ticks for a period of `exact` ticks (a real number), with the remainder of earlier
 * roundings (`carry`) added first; returns the ticks and the new carry. A period that is a whole
 * number of ticks up to float noise is taken as exact and leaves the carry alone.
 *
 * @internal
 */
export function wholeTicks(
  exact: number,
  carry: number,
  policy: RotInexactPolicy,
  field: string,
  value: unknown,
  scale: number,
): { readonly ticks: number; readonly carry: number } {
  const nearest = Math.round(exact);
  let ticks: number;
  let rest = carry;
  if (Math.abs(exact - nearest) <= exact * NOISE) ticks = nearest;
  else {
    if (policy === 'throw') {
      throw new InvalidArgumentError(
        field,
        value,
        `a value whose period is a whole number of ticks at scale ${scale} (it is ${exact} ticks); choose another scale or inexact: 'round'`,
      );
    }
    const owed = exact + carry;
    ticks = Math.max(0, Math.round(owed));
    rest = owed - ticks;
  }
  if (ticks > MAX_ENERGY) {
    throw new InvalidArgumentError(
      field,
      value,
      `a period of at most ${MAX_ENERGY} ticks (${MAX_ENERGY / scale} time units at scale ${scale}); it is ${exact} ticks`,
    );
  }
  return { ticks, carry: rest };
}
