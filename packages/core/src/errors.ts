/**
 * Typed errors. Every error Turnkeeper throws on bad input or misuse is a {@link TurnkeeperError}
 * with a stable `code`, so callers (and the CLI) can branch on the kind without parsing text, and
 * a message that names the field, the value and what is allowed.
 *
 * @module
 */

/**
 * Stable machine-readable codes carried by every {@link TurnkeeperError}.
 *
 * @example
 * ```ts
 * import { TurnkeeperError } from '@turnkeeper/core';
 * try { loop.act(7, { kind: 'act' }); }
 * catch (e) { if (e instanceof TurnkeeperError && e.code === 'NOT_DUE') console.log(e.message); }
 * ```
 */
export type TurnkeeperErrorCode =
  | 'INVALID_ARGUMENT'
  | 'INVALID_SPEC'
  | 'INVALID_OPTIONS'
  | 'DUPLICATE_RULESET'
  | 'UNKNOWN_RULESET'
  | 'DUPLICATE_ACTOR'
  | 'UNKNOWN_ACTOR'
  | 'UNKNOWN_ACTION'
  | 'NOT_DUE'
  | 'TURN_PENDING'
  | 'NO_TURN_PENDING'
  | 'NO_ACTORS'
  | 'SCRIPT_EXHAUSTED'
  | 'SNAPSHOT'
  | 'TIME_OVERFLOW';

/**
 * Base class of every error Turnkeeper throws on purpose.
 *
 * @example
 * ```ts
 * import { TurnkeeperError, scripted } from '@turnkeeper/core';
 * const r = scripted([]);
 * try { r.below(6); } catch (e) { console.log(e instanceof TurnkeeperError); } // true
 * ```
 */
export class TurnkeeperError extends Error {
  /** A stable code for programmatic handling. */
  readonly code: TurnkeeperErrorCode;
  /** Structured details (field, value, allowed, …) for tools that render errors themselves. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: TurnkeeperErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.details = details;
  }
}

/**
 * A function argument is out of its allowed range or of the wrong type.
 *
 * @example
 * ```ts
 * import { seeded } from '@turnkeeper/core';
 * seeded(1).below(-2); // throws InvalidArgumentError: below(n): n must be an integer ≥ 0 …
 * ```
 */
export class InvalidArgumentError extends TurnkeeperError {
  constructor(field: string, value: unknown, allowed: string) {
    super('INVALID_ARGUMENT', `${field}: got ${show(value)}; allowed: ${allowed}`, { field, value, allowed });
  }
}

/**
 * An actor spec, actor patch or action failed its ruleset's schema.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create({ seed: 1 });
 * loop.add(1, { speed: 0 }); // throws InvalidSpecError naming `speed`, 0 and the allowed range
 * ```
 */
export class InvalidSpecError extends TurnkeeperError {
  /** Each problem found: the dotted field path, the offending value and the rule it broke. */
  readonly issues: readonly SpecIssue[];
  constructor(what: string, issues: readonly SpecIssue[]) {
    const body = issues.map((i) => `${i.field || '(root)'}: got ${show(i.value)}; ${i.allowed}`).join('; ');
    super('INVALID_SPEC', `Invalid ${what}: ${body}`, { what, issues });
    this.issues = issues;
  }
}

/**
 * Options passed to a ruleset (version, flags) failed validation.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * generic.create({ version: '9' }); // throws InvalidOptionsError listing the versions covered
 * ```
 */
export class InvalidOptionsError extends TurnkeeperError {
  readonly issues: readonly SpecIssue[];
  constructor(what: string, issues: readonly SpecIssue[]) {
    const body = issues.map((i) => `${i.field || '(root)'}: got ${show(i.value)}; ${i.allowed}`).join('; ');
    super('INVALID_OPTIONS', `Invalid ${what}: ${body}`, { what, issues });
    this.issues = issues;
  }
}

/**
 * One validation problem: where, what was given, what is allowed.
 *
 * @example
 * ```ts
 * const issue: SpecIssue = { field: 'speed', value: -3, allowed: 'an integer from 1 to 1000000000' };
 * ```
 */
export interface SpecIssue {
  /** Dotted path of the field, e.g. `speed` or `status.hasted`; empty for the whole value. */
  readonly field: string;
  /** The value found at that path (`undefined` when missing). */
  readonly value: unknown;
  /** What is allowed, in words. */
  readonly allowed: string;
}

/**
 * A ruleset with this id is already registered in this registry.
 *
 * @example
 * ```ts
 * import { createRegistry, generic } from '@turnkeeper/core';
 * createRegistry([generic, generic]); // throws DuplicateRulesetError
 * ```
 */
export class DuplicateRulesetError extends TurnkeeperError {
  constructor(id: string) {
    super('DUPLICATE_RULESET', `A ruleset with id "${id}" is already registered in this registry`, { id });
  }
}

/**
 * No ruleset with this id is registered.
 *
 * @example
 * ```ts
 * import { createRegistry } from '@turnkeeper/core';
 * createRegistry().get('angband'); // throws UnknownRulesetError listing the ids known
 * ```
 */
export class UnknownRulesetError extends TurnkeeperError {
  constructor(id: string, known: readonly string[]) {
    super(
      'UNKNOWN_RULESET',
      `Unknown ruleset "${id}"; registered: ${known.length ? known.map((k) => `"${k}"`).join(', ') : '(none)'}`,
      { id, known },
    );
  }
}

/**
 * Misuse of the time loop: an actor id that is unknown or already present, an action for an actor
 * that is not due, a second `next()` before the pending turn was acted on, and so on.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create({ seed: 1 });
 * loop.add('a', { speed: 100 });
 * loop.act('a', { kind: 'act' }); // throws TurnOrderError (code NO_TURN_PENDING): call next() first
 * ```
 */
export class TurnOrderError extends TurnkeeperError {}

/**
 * An action kind the ruleset does not declare.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create({ seed: 1 });
 * loop.add(0, { speed: 100 });
 * loop.next();
 * loop.act(0, { kind: 'fly' } as never); // throws UnknownActionError listing 'act', 'wait'
 * ```
 */
export class UnknownActionError extends TurnkeeperError {
  constructor(ruleset: string, kind: unknown, allowed: readonly string[]) {
    super(
      'UNKNOWN_ACTION',
      `Unknown action kind ${show(kind)} for ruleset "${ruleset}"; allowed: ${allowed.map((k) => `"${k}"`).join(', ')}`,
      { ruleset, kind, allowed },
    );
  }
}

/**
 * A scripted random source ran out of values.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * const r = scripted([4]);
 * r.below(3); // 1
 * r.below(3); // throws ScriptExhaustedError: … after consuming 1 of 1 values
 * ```
 */
export class ScriptExhaustedError extends TurnkeeperError {
  constructor(consumed: number, n: number) {
    super(
      'SCRIPT_EXHAUSTED',
      `Scripted random source exhausted: below(${n}) was called after consuming ${consumed} of ${consumed} values`,
      { consumed, n },
    );
  }
}

/**
 * A snapshot could not be taken or restored (wrong ruleset, unknown format, unsavable random source).
 *
 * @example
 * ```ts
 * import { generic, restoreLoop } from '@turnkeeper/core';
 * restoreLoop(generic, { format: 'nope' } as never); // throws SnapshotError
 * ```
 */
export class SnapshotError extends TurnkeeperError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('SNAPSHOT', message, details);
  }
}

/**
 * Renders a value for an error message: strings quoted, numbers as written (NaN, Infinity shown),
 * objects as short JSON.
 *
 * @example
 * ```ts
 * show(NaN); // 'NaN'
 * show('x'); // '"x"'
 * ```
 */
export function show(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value === undefined) return 'undefined (missing)';
  if (typeof value === 'function') return 'a function';
  try {
    const text = JSON.stringify(value);
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
  } catch {
    return Object.prototype.toString.call(value);
  }
}
