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
  | 'INVALID_PATCH'
  | 'INVALID_ACTION'
  | 'INVALID_OPTIONS'
  | 'UNKNOWN_VERSION'
  | 'UNKNOWN_ACTOR_KIND'
  | 'ACTOR_LIMIT'
  | 'UNKNOWN_HOOK'
  | 'NO_ANSWER'
  | 'GOLDEN_FORMAT'
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
  | 'TIME_OVERFLOW'
  | 'REENTRANT'
  | 'LOOP_FAILED'
  | 'BAD_RANDOM';

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
 * Base of the errors that report bad input field by field: each carries the {@link SpecIssue}s
 * found (field, value, what is allowed), and a message that lists them.
 *
 * @example
 * ```ts
 * import { InputError } from '@turnkeeper/core';
 * try { loop.add(1, { kind: 'monster', speed: -1 }); }
 * catch (e) { if (e instanceof InputError) console.log(e.issues[0]?.field); } // 'speed'
 * ```
 */
export class InputError extends TurnkeeperError {
  /** Each problem found: the dotted field path, the offending value and the rule it broke. */
  readonly issues: readonly SpecIssue[];
  constructor(code: TurnkeeperErrorCode, what: string, issues: readonly SpecIssue[]) {
    const body = issues.map((i) => `${i.field || '(root)'}: got ${show(i.value)}; ${i.allowed}`).join('; ');
    super(code, `Invalid ${what}: ${body}`, { what, issues });
    this.issues = issues;
  }
}

/**
 * An actor spec failed its actor kind's schema.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create({ seed: 1 });
 * loop.add(1, { kind: 'actor', speed: 0 }); // throws InvalidSpecError naming `speed`, 0 and the allowed range
 * ```
 */
export class InvalidSpecError extends InputError {
  constructor(what: string, issues: readonly SpecIssue[]) {
    super('INVALID_SPEC', what, issues);
  }
}

/**
 * A patch given to `loop.update()` failed the patch schema of the actor's kind (a field the kind
 * does not have, a value out of range, an attempt to change `kind`).
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create();
 * loop.add('a', { kind: 'actor', speed: 100 });
 * loop.update('a', { sped: 5 } as never); // throws InvalidPatchError: sped is not a field of an actor
 * ```
 */
export class InvalidPatchError extends InputError {
  constructor(what: string, issues: readonly SpecIssue[]) {
    super('INVALID_PATCH', what, issues);
  }
}

/**
 * An action's details failed the schema of that action (unknown fields are errors, not ignored).
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create();
 * loop.add('a', { kind: 'actor', speed: 100 });
 * loop.next();
 * loop.act('a', { kind: 'act', cost: -5 }); // throws InvalidActionError naming `cost`
 * ```
 */
export class InvalidActionError extends InputError {
  constructor(what: string, issues: readonly SpecIssue[]) {
    super('INVALID_ACTION', what, issues);
  }
}

/**
 * Options passed to a ruleset (its flags, the seed, the generator) failed validation, or an
 * unknown option key was given.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * generic.create({ sede: 2 } as never); // throws InvalidOptionsError: sede is not an option
 * ```
 */
export class InvalidOptionsError extends InputError {
  constructor(what: string, issues: readonly SpecIssue[]) {
    super('INVALID_OPTIONS', what, issues);
  }
}

/**
 * A game version the ruleset does not cover; the message lists the ones it does.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * generic.create({ version: '9' as never }); // throws UnknownVersionError: allowed "1"
 * ```
 */
export class UnknownVersionError extends TurnkeeperError {
  /** The versions the ruleset covers. */
  readonly allowed: readonly string[];
  constructor(ruleset: string, version: unknown, allowed: readonly string[]) {
    super('UNKNOWN_VERSION', `Unknown ${ruleset} version ${show(version)}; allowed: ${allowed.map((v) => `"${v}"`).join(', ')}`, {
      ruleset,
      field: 'version',
      value: version,
      allowed,
    });
    this.allowed = allowed;
  }
}

/**
 * An actor spec whose `kind` is missing or is not one the ruleset declares.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * generic.create().add(1, { kind: 'dragon', speed: 100 } as never); // throws UnknownActorKindError: allowed "actor"
 * ```
 */
export class UnknownActorKindError extends TurnkeeperError {
  constructor(ruleset: string, kind: unknown, allowed: readonly string[]) {
    super('UNKNOWN_ACTOR_KIND', `Unknown actor kind ${show(kind)} for ruleset "${ruleset}"; allowed: ${allowed.map((k) => `"${k}"`).join(', ')}`, {
      ruleset,
      field: 'kind',
      value: kind,
      allowed,
    });
  }
}

/**
 * Adding an actor would exceed the most actors of its kind a loop may hold (one player).
 *
 * @example
 * ```ts
 * loop.add('you', { kind: 'player' });
 * loop.add('twin', { kind: 'player' }); // throws ActorLimitError: at most 1 actor of kind "player"
 * ```
 */
export class ActorLimitError extends TurnkeeperError {
  constructor(ruleset: string, kind: string, max: number) {
    super('ACTOR_LIMIT', `A ${ruleset} loop holds at most ${max} actor${max === 1 ? '' : 's'} of kind "${kind}"`, {
      ruleset,
      field: 'kind',
      value: kind,
      max,
    });
  }
}

/**
 * `loop.on()` named a hook the ruleset does not emit; the message lists the hooks it has.
 *
 * @example
 * ```ts
 * loop.on('spawnRol' as never, () => {}); // throws UnknownHookError: hooks are "spawnRoll", …
 * ```
 */
export class UnknownHookError extends TurnkeeperError {
  constructor(ruleset: string, hook: unknown, allowed: readonly string[]) {
    super(
      'UNKNOWN_HOOK',
      `Unknown hook ${show(hook)} for ruleset "${ruleset}"; hooks: ${allowed.length ? allowed.map((h) => `"${h}"`).join(', ') : '(none)'}`,
      { ruleset, field: 'hook', value: hook, allowed },
    );
  }
}

/**
 * An analysis question the ruleset cannot answer (no exact method, and no Monte Carlo either,
 * e.g. because time does not pass for the actors asked about).
 *
 * @example
 * ```ts
 * import { NoAnswerError } from '@turnkeeper/core';
 * throw new NoAnswerError('between', 'time only passes when the player acts; include a player');
 * ```
 */
export class NoAnswerError extends TurnkeeperError {
  constructor(question: string, why: string) {
    super('NO_ANSWER', `No answer to ${question}: ${why}`, { question, why });
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
 * loop.add('a', { kind: 'actor', speed: 100 });
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
 * loop.add(0, { kind: 'actor', speed: 100 });
 * loop.next();
 * loop.act(0, { kind: 'fly' } as never); // throws UnknownActionError listing 'act', 'wait'
 * ```
 */
export class UnknownActionError extends TurnkeeperError {
  constructor(ruleset: string, kind: unknown, allowed: readonly string[], actorKind?: string, actor?: unknown) {
    const who = actor === undefined ? (actorKind ? `an actor of kind "${actorKind}"` : '') : `actor ${show(actor)}${actorKind ? ` (kind "${actorKind}")` : ''}`;
    super(
      'UNKNOWN_ACTION',
      `Unknown action kind ${show(kind)} for ${who ? `${who} in ` : ''}ruleset "${ruleset}"; allowed: ${allowed.map((k) => `"${k}"`).join(', ')}`,
      { ruleset, field: 'kind', value: kind, allowed, actorKind, actor },
    );
  }
}

/**
 * A loop whose hook handler threw is failed: its state may be half-way through a turn, so every
 * later call refuses with this error, which names the original one (also its `cause`).
 *
 * @example
 * ```ts
 * loop.on('turnEnd', () => { throw new Error('boom'); });
 * loop.step(() => ({ kind: 'move' }));  // throws Error: boom
 * loop.next();                           // throws LoopFailedError: an error during a turn … (boom)
 * ```
 */
export class LoopFailedError extends TurnkeeperError {
  constructor(ruleset: string, cause: unknown) {
    const why = cause instanceof Error ? cause.message : show(cause);
    super('LOOP_FAILED', `This ${ruleset} loop failed: an error during a turn or change left it half done (${why}); restore a snapshot or create a new loop`, { ruleset });
    this.cause = cause;
  }
}

/**
 * A random source given to a loop returned something other than an integer in `[0, n)`.
 *
 * @example
 * ```ts
 * generic.create({ random: { below: () => NaN } }).add(1, { speed: 1 }); // BadRandomError on the first draw
 * ```
 */
export class BadRandomError extends TurnkeeperError {
  constructor(n: number, result: unknown) {
    super('BAD_RANDOM', `The random source's below(${n}) returned ${show(result)}; a source must return an integer from 0 to ${n - 1}`, {
      field: 'random',
      value: result,
      allowed: `an integer from 0 to ${n - 1}`,
    });
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
 * import { generic, restore } from '@turnkeeper/core';
 * restore(generic, { format: 'nope' }); // throws SnapshotError
 * ```
 */
export class SnapshotError extends TurnkeeperError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('SNAPSHOT', message, details);
  }
}

/**
 * A golden file does not have the shape its schema tag promises (a missing field, a wrong type, an
 * empty case array); the message names the file and the path.
 *
 * @example
 * ```ts
 * import { GoldenFormatError } from '@turnkeeper/core';
 * throw new GoldenFormatError('speed_table.json', 'rows', 'a non-empty array of cases');
 * ```
 */
export class GoldenFormatError extends TurnkeeperError {
  constructor(file: string, path: string, problem: string) {
    super('GOLDEN_FORMAT', `${file}: ${path || '(root)'}: ${problem}`, { file, path, problem });
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
