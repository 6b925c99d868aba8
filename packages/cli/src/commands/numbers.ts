// Integer flags (--samples, --seed, --turns, --actions): their bounds and one-line errors live
// here, so every command says the same thing about the same flag.
import { CliError } from '../cli-error.js';

/**
 * The most Monte Carlo samples `--samples` accepts: 10 million. A two-actor question runs about a
 * million samples a second on two worker threads, so this is tens of seconds, and its 95%
 * interval is already narrower than ±0.04 percentage points; more would only cost time.
 *
 * @example
 * ```ts
 * MAX_SAMPLES; // 10000000
 * ```
 */
const MAX_SAMPLES = 10_000_000;

/**
 * The fewest samples `--samples` accepts (one chunk of a worker).
 *
 * @example
 * ```ts
 * MIN_SAMPLES; // 100
 * ```
 */
const MIN_SAMPLES = 100;

/**
 * The default number of Monte Carlo samples.
 *
 * @example
 * ```ts
 * DEFAULT_SAMPLES; // 200000
 * ```
 */
const DEFAULT_SAMPLES = 200_000;

/**
 * An integer flag between `min` and `max` (underscores allowed, `1e6` too); a one-line error
 * naming the flag, the value and the range otherwise.
 *
 * @example
 * ```ts
 * parseCount('1_000', '--samples', 100, 100, 1e8); // 1000
 * ```
 */
export function parseCount(text: string | undefined, flag: string, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const n = Number(text.replace(/_/g, ''));
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new CliError(`${flag}: expected an integer from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}; got "${text}"`);
  }
  return n;
}

/**
 * `--samples`: from {@link MIN_SAMPLES} to {@link MAX_SAMPLES}, default {@link DEFAULT_SAMPLES}.
 *
 * @example
 * ```ts
 * parseSamples('1e6'); // 1000000
 * ```
 */
export function parseSamples(text: string | undefined): number {
  return parseCount(text, '--samples', DEFAULT_SAMPLES, MIN_SAMPLES, MAX_SAMPLES);
}

/**
 * `--seed`: a non-negative safe integer, default 1.
 *
 * @example
 * ```ts
 * parseSeed('7'); // 7
 * ```
 */
export function parseSeed(text: string | undefined): number {
  return parseCount(text, '--seed', 1, 0, Number.MAX_SAFE_INTEGER);
}
