import type { CodeOf, ErrorFamily, TurnkeeperErrorCode } from './codes.js';

/**
 * Base class of every error Turnkeeper throws on purpose. It is abstract: code throws one of the
 * family classes ({@link BadInputError}, {@link TurnOrderError}, {@link LimitError},
 * {@link SnapshotError}, {@link LoopFailedError}, {@link NoAnswerError}, {@link InternalError})
 * or one of their subclasses, so that `catch` can test the family with `instanceof` and the exact
 * case with `code`.
 *
 * @example
 * ```ts
 * import { TurnkeeperError, scripted } from '@turnkeeper/core';
 * const r = scripted([]);
 * try { r.below(6); } catch (e) { console.log(e instanceof TurnkeeperError); } // true
 * ```
 */
export abstract class TurnkeeperError extends Error {
  // `declare`: set in the constructor only, so no field initialisers are emitted (bundle weight).
  /** A stable code for programmatic handling. */
  declare readonly code: TurnkeeperErrorCode;
  /** Structured details (field, value, allowed, …) for tools that render errors themselves. */
  declare readonly details: Readonly<Record<string, unknown>>;

  constructor(code: TurnkeeperErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.details = details;
    this.name = new.target.name;
  }
}

/**
 * The base of a family's class: {@link TurnkeeperError} with `code` narrowed to the family's codes
 * (those a ruleset adds to {@link TurnkeeperErrorCodes} included). A family class extends
 * `TurnkeeperError as FamilyBase<family>`: the same class at run time, a constructor that accepts
 * only the family's codes in types, so `new LimitError('TIME_OVERFLOW', …)` compiles and
 * `new LimitError('NOT_DUE', …)` does not.
 *
 * @example
 * ```ts
 * import { TurnkeeperError, type FamilyBase } from '@turnkeeper/core';
 * class MyLimitError extends (TurnkeeperError as FamilyBase<'limit'>) {}
 * new MyLimitError('TIME_OVERFLOW', 'turn: the counter would overflow').code; // 'TIME_OVERFLOW'
 * ```
 */
export type FamilyBase<F extends ErrorFamily> = abstract new (
  code: CodeOf<F>,
  message: string,
  details?: Record<string, unknown>,
) => TurnkeeperError & { readonly code: CodeOf<F> };
