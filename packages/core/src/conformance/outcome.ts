import type { AnyTimeLoop } from '../ruleset/any-ruleset.js';

/**
 * What came of a call, as the conformance properties compare it: its result as JSON (`null` for
 * none), or `error CODE` for an error with a code (checked by shape: a ruleset may bring its own
 * copy of core). Any other error is rethrown: it is a bug, not an outcome.
 *
 * @example
 * ```ts
 * outcomeOf(() => loop.next()); // '{"actor":"hero","kind":"player","time":0}', or 'error TURN_PENDING'
 * ```
 */
export function outcomeOf(f: () => unknown): string {
  try {
    const r = f();
    return JSON.stringify(r ?? null);
  } catch (e) {
    const code = e instanceof Error ? (e as Error & { code?: unknown }).code : undefined;
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return `error ${code}`;
    throw e;
  }
}

/**
 * Whether an error left the loop failed (an engine's refusal or overflow mid-turn): it then
 * refuses everything, its snapshot included, and a run has nothing more to compare.
 *
 * @example
 * ```ts
 * if (isFailed(loop)) return; // nothing more to compare
 * ```
 */
export function isFailed(loop: AnyTimeLoop): boolean {
  return (
    outcomeOf(() => {
      loop.snapshot();
    }) === 'error LOOP_FAILED'
  );
}
