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
 * import { firstDifference } from '@turnkeeper/core/golden';
 * firstDifference([0.3], [0.1 + 0.2], { tolerance: 1e-9 }); // null: equal within the tolerance, for files' `_approx` floats
 * ```
 */
export interface DiffOptions {
  /** Relative tolerance for non-integer numbers (default 0: exact). Integers always compare exactly. */
  readonly tolerance?: number;
}

/**
 * Walks two JSON-like values in step (arrays by index, objects by the expected value's keys, then
 * extra actual keys) and returns the first place they differ, or `null` when equal. Depth first,
 * in document order, so "first" means the earliest turn in a trace. Beyond JSON: Dates compare by
 * their time, Maps by their keys (in the expected value's order, then extra actual keys) and the
 * values under them, Sets by their members (a member missing on either side, compared deeply when
 * it is an object), and two objects of different classes (a Map and a plain object) differ.
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
  const at = path || '(root)';
  if (isObject(expected) && isObject(actual)) {
    const ke = kindOf(expected);
    const ka = kindOf(actual);
    if (ke !== ka) return { path: at, expected, actual, note: `${ke} vs ${ka}` };
    if (expected instanceof Date && actual instanceof Date) {
      const [te, ta] = [expected.getTime(), actual.getTime()];
      return Object.is(te, ta) ? null : { path: at, expected, actual, note: 'different dates' };
    }
    if (expected instanceof Map && actual instanceof Map) return diffMaps(expected, actual, options, path, depth);
    if (expected instanceof Set && actual instanceof Set) return diffSets(expected, actual, options, at, depth);
    if (expected instanceof RegExp && actual instanceof RegExp)
      return String(expected) === String(actual) ? null : { path: at, expected: String(expected), actual: String(actual) };
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

/** What kind of object a value is, for the report: 'Map', 'Set', 'Date', 'object' (plain or null-prototype), or its class. */
function kindOf(v: object): string {
  if (v instanceof Map) return 'Map';
  if (v instanceof Set) return 'Set';
  if (v instanceof Date) return 'Date';
  if (v instanceof RegExp) return 'RegExp';
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto === null || proto === Object.prototype) return 'object';
  const name = (proto as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' && name !== '' ? name : 'object';
}

/** A Map key as a path segment: `.get("a")`, `.get(3)`. */
function keyPath(key: unknown): string {
  return `.get(${typeof key === 'string' ? JSON.stringify(key) : String(key)})`;
}

function diffMaps(expected: Map<unknown, unknown>, actual: Map<unknown, unknown>, options: DiffOptions, path: string, depth: number): Difference | null {
  for (const [key, value] of expected) {
    const p = `${path}${keyPath(key)}`;
    if (!actual.has(key)) return { path: p, expected: value, actual: undefined, note: 'missing in actual' };
    const d = diff(value, actual.get(key), options, p, depth + 1);
    if (d) return d;
  }
  for (const [key, value] of actual) {
    if (!expected.has(key)) return { path: `${path}${keyPath(key)}`, expected: undefined, actual: value, note: 'unexpected key' };
  }
  return null;
}

/** Sets: every member on one side has an equal member on the other (the same value, or an object with no difference). */
function diffSets(expected: Set<unknown>, actual: Set<unknown>, options: DiffOptions, at: string, depth: number): Difference | null {
  const unmatched = [...actual].filter((x) => !expected.has(x));
  for (const member of expected) {
    if (actual.has(member)) continue;
    const i = unmatched.findIndex((x) => typeof member === 'object' && member !== null && diff(member, x, options, at, depth + 1) === null);
    if (i < 0) return { path: at, expected: member, actual: undefined, note: 'a member of the expected Set is missing in actual' };
    unmatched.splice(i, 1);
  }
  const extra = unmatched[0];
  if (unmatched.length > 0) return { path: at, expected: undefined, actual: extra, note: 'the actual Set has a member not expected' };
  return null;
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
  const show = (v: unknown): string => (v === undefined ? '(absent)' : truncate(render(v)));
  return `${label ? `${label}: ` : ''}first difference at ${d.path}: expected ${show(d.expected)}, actual ${show(d.actual)}${d.note ? ` (${d.note})` : ''}`;
}

/** JSON, with Maps and Sets shown by their entries (JSON would show `{}`). */
function render(v: unknown): string {
  if (v instanceof Map) return `Map(${v.size}) ${JSON.stringify([...v])}`;
  if (v instanceof Set) return `Set(${v.size}) ${JSON.stringify([...v])}`;
  if (v instanceof Date) return `Date ${Number.isNaN(v.getTime()) ? 'Invalid Date' : v.toISOString()}`;
  // JSON.stringify gives undefined for a function or a symbol, whatever its declared type says.
  if (typeof v === 'function' || typeof v === 'symbol') return String(v);
  return JSON.stringify(v);
}

function truncate(s: string): string {
  return s.length > 200 ? `${s.slice(0, 197)}...` : s;
}
