import { TurnkeeperError, type FamilyBase } from './turnkeeper-error.js';

/**
 * The family of limits reached: a counter of the game that would overflow (`TIME_OVERFLOW`), more
 * actors of a kind than a loop holds (`ACTOR_LIMIT`), a scripted random source run dry
 * (`SCRIPT_EXHAUSTED`). A ruleset raises its own limit codes with this class after adding them to
 * {@link TurnkeeperErrorCodes}.
 *
 * A time counter of the game (or the generic ruleset's exact tick) that would pass its largest
 * value is `new LimitError('TIME_OVERFLOW', message, details)`: the original game would end,
 * overflow into undefined behaviour or crash there, so the ruleset stops, naming the counter as
 * the game's source names it in the message and in `details.counter` (with `value` and `limit`
 * where known).
 *
 * @example
 * ```ts
 * import { LimitError } from '@turnkeeper/core';
 * const error = new LimitError('TIME_OVERFLOW', 'turn: the s32b turn counter would overflow', { counter: 'turn', limit: 2147483647 });
 * console.log(error instanceof LimitError, error.code, error.details.counter); // true 'TIME_OVERFLOW' 'turn'
 * ```
 */
export class LimitError extends (TurnkeeperError as FamilyBase<'limit'>) {}

/**
 * Adding an actor would exceed the most actors of its kind a loop may hold (one player).
 *
 * @example
 * ```ts
 * import { ActorLimitError } from '@turnkeeper/core';
 * throw new ActorLimitError('dcss', 'player', 1); // A dcss loop holds at most 1 actor of kind "player"
 * ```
 */
export class ActorLimitError extends LimitError {
  declare readonly code: 'ACTOR_LIMIT';
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
export class ScriptExhaustedError extends LimitError {
  declare readonly code: 'SCRIPT_EXHAUSTED';
  constructor(consumed: number, n: number) {
    super('SCRIPT_EXHAUSTED', `Scripted random source exhausted: below(${n}) was called after consuming ${consumed} of ${consumed} values`, {
      consumed,
      n,
    });
  }
}
