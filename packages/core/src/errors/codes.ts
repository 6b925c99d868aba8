/**
 * The error codes and the family each belongs to, in one map that rulesets extend.
 *
 * @module
 */

/**
 * The families of errors, one class each: bad input, misuse of the turn order, a limit reached, a
 * snapshot refused, a loop failed, an analysis question without an answer, a broken engine
 * invariant.
 *
 * @example
 * ```ts
 * import type { ErrorFamily } from '@turnkeeper/core';
 * const family: ErrorFamily = 'limit';
 * ```
 */
export type ErrorFamily = 'input' | 'turn-order' | 'limit' | 'snapshot' | 'loop-failed' | 'analysis' | 'internal';

/**
 * Every error code, mapped to its family. A ruleset that needs a code of its own adds it here by
 * declaration merging, and the family class then accepts it, typed (see {@link LimitError}):
 *
 * @example
 * ```ts
 * // In a ruleset package: a code of its own in the `limit` family.
 * import { LimitError } from '@turnkeeper/core';
 * declare module '@turnkeeper/core' {
 *   interface TurnkeeperErrorCodes {
 *     ANGBAND_DEPTH: 'limit';
 *   }
 * }
 * const error = new LimitError('ANGBAND_DEPTH', 'dlev: 128 is past the deepest level, 127', { counter: 'dlev' });
 * error.code; // 'ANGBAND_DEPTH'
 * ```
 */
export interface TurnkeeperErrorCodes {
  INVALID_ARGUMENT: 'input';
  INVALID_SPEC: 'input';
  INVALID_PATCH: 'input';
  INVALID_ACTION: 'input';
  INVALID_OPTIONS: 'input';
  UNKNOWN_VERSION: 'input';
  UNKNOWN_ACTOR_KIND: 'input';
  UNKNOWN_HOOK: 'input';
  UNKNOWN_ACTION: 'input';
  UNKNOWN_RULESET: 'input';
  DUPLICATE_RULESET: 'input';
  GOLDEN_FORMAT: 'input';
  BAD_RANDOM: 'input';
  DUPLICATE_ACTOR: 'turn-order';
  UNKNOWN_ACTOR: 'turn-order';
  NOT_DUE: 'turn-order';
  TURN_PENDING: 'turn-order';
  NO_TURN_PENDING: 'turn-order';
  NO_ACTORS: 'turn-order';
  REENTRANT: 'turn-order';
  ADAPTER_BYPASSED: 'turn-order';
  ACTOR_LIMIT: 'limit';
  TIME_OVERFLOW: 'limit';
  SCRIPT_EXHAUSTED: 'limit';
  SNAPSHOT: 'snapshot';
  LOOP_FAILED: 'loop-failed';
  NO_ANSWER: 'analysis';
  INTERNAL: 'internal';
}

/**
 * Stable machine-readable codes carried by every {@link TurnkeeperError}.
 *
 * @example
 * ```ts
 * import { generic, TurnkeeperError } from '@turnkeeper/core';
 * const loop = generic.create();
 * loop.add(7, { speed: 100 });
 * try { loop.act(7, { kind: 'act' }); }
 * catch (e) { if (e instanceof TurnkeeperError && e.code === 'NO_TURN_PENDING') console.log(e.message); }
 * ```
 */
export type TurnkeeperErrorCode = keyof TurnkeeperErrorCodes;

/**
 * The codes of one family, including those rulesets added to {@link TurnkeeperErrorCodes}.
 *
 * @example
 * ```ts
 * import type { CodeOf } from '@turnkeeper/core';
 * const code: CodeOf<'turn-order'> = 'NOT_DUE';
 * ```
 */
export type CodeOf<F extends ErrorFamily> = {
  [C in TurnkeeperErrorCode]: TurnkeeperErrorCodes[C] extends F ? C : never;
}[TurnkeeperErrorCode];
