/**
 * A usage error of the CLI (an unknown ruleset, a malformed actor, a bad flag value): printed as
 * one line, exit code 2.
 *
 * @example
 * ```ts
 * throw new CliError('unknown ruleset "angband"; installed: nethack, dcss');
 * ```
 */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

/** What library errors carry (checked structurally: a ruleset may bring its own copy of core). */
interface CodedError {
  readonly code: string;
  readonly message: string;
}

function isCoded(e: unknown): e is CodedError {
  const code = e instanceof Error ? (e as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code);
}

/** Edit distance (insertions, deletions, substitutions; a swap of neighbours counts one). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j] ?? 0, ((d[i - 2] as number[])[j - 2] ?? 0) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] ?? Infinity;
}

/**
 * The candidate closest to `word` (case-insensitive edit distance, at most a third of its length,
 * at least 1; or a candidate that starts with it), or `undefined` when none is close.
 *
 * @example
 * ```ts
 * closest('nethak', ['nethack', 'dcss']); // 'nethack'
 * ```
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  let best: string | undefined;
  let bestD = Math.max(1, Math.floor(w.length / 3));
  for (const c of candidates) {
    const dist = distance(w, c.toLowerCase());
    if (dist <= bestD && (best === undefined || dist < bestD)) {
      best = c;
      bestD = dist;
    }
  }
  if (best === undefined && w.length >= 3) best = candidates.find((c) => c.toLowerCase().startsWith(w));
  return best;
}

/**
 * The one-line message for a value that is not one of the allowed ones: what, the value (and
 * what it belongs to, `of`), a "did you mean" when one is close, and the allowed values (the
 * first 12 and how many more).
 *
 * @example
 * ```ts
 * notOneOf('ruleset', 'nethak', ['generic', 'nethack'], 'installed');
 * // 'unknown ruleset "nethak" (did you mean "nethack"?); installed: generic, nethack'
 * ```
 */
export function notOneOf(what: string, value: string, allowed: readonly string[], allowedTitle = `${what}s`, of?: string): string {
  const near = closest(value, allowed);
  const shown = allowed.length > 12 ? `${allowed.slice(0, 12).join(', ')}, … (${allowed.length - 12} more)` : allowed.join(', ');
  return `unknown ${what} "${value}"${of ? ` ${of}` : ''}${near ? ` (did you mean "${near}"?)` : ''}; ${allowedTitle}: ${shown}`;
}

/**
 * The one line the CLI prints for an error, and its exit code: 2 for bad input (a `CliError`, a
 * Turnkeeper error with a code, a bad flag), 1 for anything unexpected. Never a stack trace
 * (set `TURNKEEPER_DEBUG=1` to see one).
 *
 * @example
 * ```ts
 * describeError(new CliError('no such file: duel.yaml')); // { line: 'turnkeeper: no such file: duel.yaml', exitCode: 2 }
 * ```
 */
export function describeError(e: unknown): { line: string; exitCode: number } {
  const first = (s: string): string => s.split('\n')[0] ?? s;
  if (e instanceof CliError || isCoded(e)) return { line: `turnkeeper: ${first(e.message)}`, exitCode: 2 };
  if (e instanceof Error) return { line: `turnkeeper: unexpected error: ${first(e.message)}`, exitCode: 1 };
  return { line: `turnkeeper: unexpected error: ${String(e)}`, exitCode: 1 };
}
