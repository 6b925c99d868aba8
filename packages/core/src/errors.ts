/**
 * Typed errors, one class per family, each with a typed `code`: bad input
 * ({@link BadInputError} and its cases), misuse of the turn order ({@link TurnOrderError}), a
 * limit reached ({@link LimitError}), a snapshot refused, a loop failed, an analysis question
 * without an answer, a broken invariant. Every one is a {@link TurnkeeperError}, so callers (and
 * the CLI) branch on the family with `instanceof` or on the case with `code`, never on text; and
 * every message names the field, the value and what is allowed. The classes live in `errors/`.
 *
 * @module
 */

export type { CodeOf, ErrorFamily, TurnkeeperErrorCode, TurnkeeperErrorCodes } from './errors/codes.js';
export { TurnkeeperError, type FamilyBase } from './errors/turnkeeper-error.js';
export { show } from './errors/show.js';
export {
  BadInputError,
  BadRandomError,
  GoldenFormatError,
  InputError,
  InvalidActionError,
  InvalidArgumentError,
  InvalidOptionsError,
  InvalidPatchError,
  InvalidSpecError,
  type IssueCode,
  type IssueErrorClass,
  type SpecIssue,
} from './errors/input-errors.js';
export {
  DuplicateRulesetError,
  UnknownActionError,
  UnknownActorKindError,
  UnknownHookError,
  UnknownRulesetError,
  UnknownVersionError,
} from './errors/unknown-name-errors.js';
export { TurnOrderError } from './errors/turn-order-error.js';
export { ActorLimitError, LimitError, ScriptExhaustedError } from './errors/limit-errors.js';
export { InternalError, LoopFailedError, NoAnswerError, SnapshotError } from './errors/failure-errors.js';
