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
