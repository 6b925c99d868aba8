import type { AnyRuleset, Law, Quantity } from '@turnkeeper/core';

/**
 * A probability as a percentage: computed ones to 4 significant decimals, estimates with their
 * 95% interval.
 *
 * @example
 * ```ts
 * percent({ value: 0.125, exact: true, low: 0.125, high: 0.125 }); // '12.5%'
 * ```
 */
export function percent(q: Quantity): string {
  const p = (x: number): string => `${trim((x * 100).toFixed(4))}%`;
  return q.exact ? p(q.value) : `${p(q.value)} (95% CI ${p(q.low)}–${p(q.high)})`;
}

/**
 * A quantity as an exact fraction when it has one, else its value (estimates with ±).
 *
 * @example
 * ```ts
 * fraction(exactly(Fraction.of(3, 10))); // '3/10'
 * ```
 */
export function fraction(q: Quantity): string {
  // A fraction with a huge denominator says less than its decimal: show the decimal then.
  if (q.fraction && q.value === 0) return '0';
  if (q.fraction && (q.fraction.toString().split('/')[1]?.length ?? 0) <= 7) return q.fraction.toString();
  if (q.exact) return number(q.value);
  return `${number(q.value)} ± ${number((q.high - q.low) / 2)}`;
}

/**
 * How a quantity was obtained, in the words the CLI prints: `exact` only for an exact fraction;
 * `computed` for a value worked out (not sampled) in floating point; `estimate` for Monte Carlo.
 *
 * @example
 * ```ts
 * exactness(law.atLeast(2)); // 'exact'
 * ```
 */
export function exactness(q: Quantity): 'exact' | 'computed' | 'estimate' {
  if (!q.exact) return 'estimate';
  return q.fraction ? 'exact' : 'computed';
}

/**
 * A probability as the CLI states an answer: `1/2 = 50% (exact)` when it has a short exact
 * fraction, else the percentage and how it was obtained (`49.503% (computed)`, an estimate with
 * its interval).
 *
 * @example
 * ```ts
 * answer(law.atLeast(2)); // '1/2 = 50% (exact)'
 * ```
 */
export function answer(q: Quantity): string {
  const f = fraction(q);
  const short = q.fraction !== undefined && f.includes('/');
  return `${short ? `${f} = ` : ''}${percent(q)} (${exactness(q)})`;
}

/**
 * A number without trailing zeros, at most 6 decimals.
 *
 * @example
 * ```ts
 * number(1.5); // '1.5'
 * ```
 */
export function number(x: number): string {
  if (!Number.isFinite(x)) return x > 0 ? '∞' : String(x);
  return trim(x.toFixed(6));
}

function trim(s: string): string {
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

/**
 * The rows of a law: k (or "k or more"), P(K = k) as a fraction and a percentage.
 *
 * @example
 * ```ts
 * lawRows(law); // [['0', '3/10', '30%'], …]
 * ```
 */
export function lawRows(law: Law): string[][] {
  return law.outcomes().map((o) => [o.orMore ? `${o.k}+` : String(o.k), fraction(o.p), percent(o.p)]);
}

/**
 * A quantity as plain JSON: value, exactness, fraction, interval.
 *
 * @example
 * ```ts
 * quantityJson(exactly(0.5)); // { value: 0.5, exact: true }
 * ```
 */
export function quantityJson(q: Quantity): Record<string, unknown> {
  return { value: q.value, exact: q.exact, ...(q.fraction ? { fraction: q.fraction.toString() } : {}), ...(q.exact ? {} : { low: q.low, high: q.high }) };
}

/**
 * A ruleset's title with a version, without saying the version twice when the title already ends
 * with it ("Angband 4.2" at version 4.2, not "Angband 4.2 4.2").
 *
 * @example
 * ```ts
 * titled(nethack, '3.6.7'); // 'NetHack 3.6.7'
 * ```
 */
export function titled(ruleset: { readonly meta: Pick<AnyRuleset['meta'], 'title'> }, version: string): string {
  const title = ruleset.meta.title;
  return title === version || title.endsWith(` ${version}`) ? title : `${title} ${version}`;
}
