/**
 * Where two JSON-like values first differ: the path (`turn_records[17].hero.gain`), and both values.
 *
 * @example
 * ```ts
 * const d: Difference = { path: 'calls[3].result', expected: 5, actual: 2 };
 * ```
 */
export interface Difference {
  readonly path: string;
  readonly expected: unknown;
  readonly actual: unknown;
  /** Why they differ, when it is not just the two values (a length, a missing key). */
  readonly note?: string;
}

/**
 * Options of {@link firstDifference}.
 *
 * @example
 * ```ts
 * firstDifference(a, b, { tolerance: 1e-9 }); // for files' `_approx` floats
 * ```
 */
export interface DiffOptions {
  /** Relative tolerance for non-integer numbers (default 0: exact). Integers always compare exactly. */
  readonly tolerance?: number;
}

/**
 * Walks two JSON-like values in step (arrays by index, objects by the expected value's keys, then
 * extra actual keys) and returns the first place they differ, or `null` when equal. Depth first,
 * in document order, so "first" means the earliest turn in a trace.
 *
 * @example
 * ```ts
 * import { firstDifference } from '@turnkeeper/core/conformance';
 * firstDifference({ a: [1, 2] }, { a: [1, 3] }); // { path: 'a[1]', expected: 2, actual: 3 }
 * ```
 */
export function firstDifference(expected: unknown, actual: unknown, options: DiffOptions = {}, path = ''): Difference | null {
  return diff(expected, actual, options, path, 0);
}

/** Golden files nest a few levels; anything deeper is malformed, and is reported, not overflowed. */
const MAX_DEPTH = 256;

function diff(expected: unknown, actual: unknown, options: DiffOptions, path: string, depth: number): Difference | null {
  if (depth > MAX_DEPTH) return { path: path || '(root)', expected: '(too deep)', actual: '(too deep)', note: `nested deeper than ${MAX_DEPTH} levels` };
  if (typeof expected === 'number' && typeof actual === 'number') {
    if (Object.is(expected, actual) || expected === actual) return null;
    const tol = options.tolerance ?? 0;
    if (tol > 0 && !(Number.isInteger(expected) && Number.isInteger(actual))) {
      if (Math.abs(expected - actual) <= tol * Math.max(1, Math.abs(expected))) return null;
    }
    return { path: path || '(root)', expected, actual };
  }
  if (Array.isArray(expected) || Array.isArray(actual)) {
    if (!Array.isArray(expected) || !Array.isArray(actual)) return { path: path || '(root)', expected, actual, note: 'array vs non-array' };
    const n = Math.min(expected.length, actual.length);
    for (let i = 0; i < n; i++) {
      const d = diff(expected[i], actual[i], options, `${path}[${i}]`, depth + 1);
      if (d) return d;
    }
    if (expected.length !== actual.length) {
      return {
        path: `${path}[${n}]`,
        expected: expected[n],
        actual: actual[n],
        note: `length: expected ${expected.length}, actual ${actual.length}`,
      };
    }
    return null;
  }
  if (isObject(expected) && isObject(actual)) {
    for (const key of Object.keys(expected)) {
      const p = path ? `${path}.${key}` : key;
      if (!Object.hasOwn(actual, key)) return { path: p, expected: expected[key], actual: undefined, note: 'missing in actual' };
      const d = diff(expected[key], actual[key], options, p, depth + 1);
      if (d) return d;
    }
    for (const key of Object.keys(actual)) {
      if (!Object.hasOwn(expected, key)) return { path: path ? `${path}.${key}` : key, expected: undefined, actual: actual[key], note: 'unexpected key' };
    }
    return null;
  }
  return Object.is(expected, actual) ? null : { path: path || '(root)', expected, actual };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * A readable one-paragraph report of a {@link Difference}.
 *
 * @example
 * ```ts
 * formatDifference({ path: 'a[1]', expected: 2, actual: 3 });
 * // 'first difference at a[1]: expected 2, actual 3'
 * ```
 */
export function formatDifference(d: Difference, label = ''): string {
  const show = (v: unknown): string => (v === undefined ? '(absent)' : truncate(JSON.stringify(v)));
  return `${label ? `${label}: ` : ''}first difference at ${d.path}: expected ${show(d.expected)}, actual ${show(d.actual)}${d.note ? ` (${d.note})` : ''}`;
}

function truncate(s: string): string {
  return s.length > 200 ? `${s.slice(0, 197)}...` : s;
}
