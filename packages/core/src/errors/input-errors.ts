import { show } from './show.js';
import { TurnkeeperError, type FamilyBase } from './turnkeeper-error.js';

/**
 * The family of bad input: an argument out of range, a spec, patch, action or options object that
 * fails its schema, a name that is not known, a malformed file. Refused before anything changes,
 * so the loop or tool that refused it can go on. The CLI exits with status 2 on these.
 *
 * @example
 * ```ts
 * import { BadInputError, generic } from '@turnkeeper/core';
 * try { generic.create().add(1, { speed: 0 }); }
 * catch (e) { if (e instanceof BadInputError) console.log(e.code); } // 'INVALID_SPEC'
 * ```
 */
export class BadInputError extends (TurnkeeperError as FamilyBase<'input'>) {}

/**
 * A function argument is out of its allowed range or of the wrong type.
 *
 * @example
 * ```ts
 * import { seeded } from '@turnkeeper/core';
 * seeded(1).below(-2); // throws InvalidArgumentError: below(n): n must be an integer ≥ 0 …
 * ```
 */
export class InvalidArgumentError extends BadInputError {
  declare readonly code: 'INVALID_ARGUMENT';
  constructor(field: string, value: unknown, allowed: string) {
    super('INVALID_ARGUMENT', `${field}: got ${show(value)}; allowed: ${allowed}`, { field, value, allowed });
  }
}

/**
 * One validation problem: where, what was given, what is allowed.
 *
 * @example
 * ```ts
 * import type { SpecIssue } from '@turnkeeper/core';
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
 * The codes of the errors that list their problems field by field.
 *
 * @example
 * ```ts
 * import type { IssueCode } from '@turnkeeper/core';
 * const code: IssueCode = 'INVALID_PATCH';
 * ```
 */
export type IssueCode = 'INVALID_SPEC' | 'INVALID_PATCH' | 'INVALID_ACTION' | 'INVALID_OPTIONS';

/**
 * Base of the errors that report bad input field by field: each carries the {@link SpecIssue}s
 * found (field, value, what is allowed), and a message that lists them.
 *
 * @example
 * ```ts
 * import { generic, InputError } from '@turnkeeper/core';
 * try { generic.create().add(1, { speed: -1 }); }
 * catch (e) { if (e instanceof InputError) console.log(e.issues[0]?.field); } // 'speed'
 * ```
 */
export class InputError extends BadInputError {
  declare readonly code: IssueCode;
  /** Each problem found: the dotted field path, the offending value and the rule it broke. */
  declare readonly issues: readonly SpecIssue[];
  constructor(code: IssueCode, what: string, issues: readonly SpecIssue[]) {
    const body = issues.map((i) => `${i.field || '(root)'}: got ${show(i.value)}; ${i.allowed}`).join('; ');
    super(code, `Invalid ${what}: ${body}`, { what, issues });
    this.issues = issues;
  }
}

/**
 * The class of the input errors of one code: constructed from what was checked and the issues
 * found, an {@link InputError} whose `code` is `C`.
 *
 * @example
 * ```ts
 * import { InvalidSpecError, type IssueErrorClass } from '@turnkeeper/core';
 * const SpecError: IssueErrorClass<'INVALID_SPEC'> = InvalidSpecError;
 * new SpecError('generic actor spec', [{ field: 'speed', value: 0, allowed: 'an integer from 1' }]).code; // 'INVALID_SPEC'
 * ```
 */
export type IssueErrorClass<C extends IssueCode> = new (what: string, issues: readonly SpecIssue[]) => InputError & { readonly code: C };

/** The class of one code: the four differ in nothing else. */
function issueError<C extends IssueCode>(code: C): IssueErrorClass<C> {
  return class extends InputError {
    constructor(what: string, issues: readonly SpecIssue[]) {
      super(code, what, issues);
    }
  } as IssueErrorClass<C>;
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
export class InvalidSpecError extends /* @__PURE__ */ issueError('INVALID_SPEC') {}

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
export class InvalidPatchError extends /* @__PURE__ */ issueError('INVALID_PATCH') {}

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
export class InvalidActionError extends /* @__PURE__ */ issueError('INVALID_ACTION') {}

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
export class InvalidOptionsError extends /* @__PURE__ */ issueError('INVALID_OPTIONS') {}

/**
 * A random source given to a loop returned something other than an integer in `[0, n)`.
 *
 * @example
 * ```ts
 * import { BadRandomError } from '@turnkeeper/core';
 * // What a loop throws when its random source's below(6) returned 7:
 * console.log(new BadRandomError(6, 7).message); // … a source must return an integer from 0 to 5
 * ```
 */
export class BadRandomError extends BadInputError {
  declare readonly code: 'BAD_RANDOM';
  constructor(n: number, result: unknown) {
    const allowed = `an integer from 0 to ${n - 1}`;
    super('BAD_RANDOM', `The random source's below(${n}) returned ${show(result)}; a source must return ${allowed}`, {
      field: 'random',
      value: result,
      allowed,
    });
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
export class GoldenFormatError extends BadInputError {
  declare readonly code: 'GOLDEN_FORMAT';
  constructor(file: string, path: string, problem: string) {
    super('GOLDEN_FORMAT', `${file}: ${path || '(root)'}: ${problem}`, { file, path, problem });
  }
}
