import type { CodeOf } from './codes.js';
import { TurnkeeperError } from './turnkeeper-error.js';

/**
 * Misuse of the time loop: an actor id that is unknown or already present, an action for an actor
 * that is not due, a second `next()` before the pending turn was acted on, and so on. The `code`
 * says which (`DUPLICATE_ACTOR`, `UNKNOWN_ACTOR`, `NOT_DUE`, `TURN_PENDING`, `NO_TURN_PENDING`,
 * `NO_ACTORS`, `REENTRANT`).
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create({ seed: 1 });
 * loop.add('a', { kind: 'actor', speed: 100 });
 * loop.act('a', { kind: 'act' }); // throws TurnOrderError (code NO_TURN_PENDING): call next() first
 * ```
 */
export class TurnOrderError extends TurnkeeperError {
  declare readonly code: CodeOf<'turn-order'>;
  // Not useless: it narrows the codes this family accepts (a type the rule does not compare).
  // eslint-disable-next-line @typescript-eslint/no-useless-constructor
  constructor(code: CodeOf<'turn-order'>, message: string, details?: Record<string, unknown>) {
    super(code, message, details);
  }
}
