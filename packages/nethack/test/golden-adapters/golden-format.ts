import { GoldenFormatError, type Distribution, type Fraction } from '@turnkeeper/core';
import type { GoldenComparison } from '@turnkeeper/core/golden';
import type { RandomPattern } from '../../src/index.js';
import { NETHACK_VERSIONS, type NethackVersion } from '../../src/index.js';
import { GOLDEN_VERSION_KEYS, versionsOfGoldenKey } from './version-keys.js';

/** Tolerance for the golden files' `*_approx` floats (printed with 10 significant digits). */
const APPROX = { tolerance: 1e-9 };

/** `{ "value": "p/q" }`, the golden files' way of writing a law. */
export function lawRecord(d: Distribution): Record<string, string> {
  return d.toRecord();
}

/** The same law as floats with 10 significant digits, like the files' `*_approx` fields. */
export function approxRecord(d: Distribution): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [v, p] of d.entries()) out[String(v)] = Number(p.toNumber().toPrecision(10));
  return out;
}

/** `rn2_patterns` as the files write them. */
export function patternRecords(patterns: readonly RandomPattern[]): { rn2_args: number[]; prob: string }[] {
  return patterns.map((p) => ({ rn2_args: [...p.args], prob: p.probability.toString() }));
}

/** `"p/q"`. */
export function fracString(f: Fraction): string {
  return f.toString();
}

/**
 * One comparison per ruleset version: the cases whose version key covers that version, against
 * what the package computes for them under that version. So "3.6.1-3.6.7" cases are checked under
 * each of 3.6.1 … 3.6.7.
 */
export function perVersion<C extends { version: string }>(
  file: string,
  cases: readonly C[],
  compute: (version: NethackVersion, c: C) => unknown,
): GoldenComparison[] {
  for (const [i, c] of cases.entries()) {
    if (!GOLDEN_VERSION_KEYS.includes(c.version)) {
      throw new GoldenFormatError(file, `cases[${i}].version`, `one of ${GOLDEN_VERSION_KEYS.join(', ')}; got ${JSON.stringify(c.version)}`);
    }
  }
  const comparisons: GoldenComparison[] = [];
  for (const v of NETHACK_VERSIONS) {
    const mine = cases.filter((c) => versionsOfGoldenKey(c.version).includes(v));
    if (mine.length === 0) continue;
    comparisons.push({ label: `[${v}] cases`, expected: mine, actual: mine.map((c) => compute(v, c)), options: APPROX });
  }
  return comparisons;
}

/** Keys of the files' `versions` maps must be version keys this package knows. */
export function versionKeysComparison(versions: Record<string, unknown>): GoldenComparison {
  const keys = Object.keys(versions);
  return { label: 'version keys', expected: keys, actual: keys.map((k) => (GOLDEN_VERSION_KEYS.includes(k) ? k : `(unknown ${k})`)) };
}
