/**
 * Renders a value for an error message: strings quoted, numbers as written (NaN, Infinity shown),
 * objects as short JSON.
 *
 * @example
 * ```ts
 * import { show } from '@turnkeeper/core';
 * show(NaN); // 'NaN'
 * show('x'); // '"x"'
 * ```
 */
export function show(value: unknown): string {
  const type = typeof value;
  if (type === 'number' || type === 'bigint' || type === 'boolean') return String(value);
  if (type === 'undefined') return 'undefined (missing)';
  if (type === 'function') return 'a function';
  try {
    const text = JSON.stringify(value);
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * A list of names for a message: each quoted, comma-separated; `(none)` for no names.
 *
 * @example
 * ```ts
 * quoteList(['a', 'b']); // '"a", "b"'
 * ```
 */
export function quoteList(names: readonly string[]): string {
  return names.map((n) => `"${n}"`).join(', ') || '(none)';
}
