import { TurnkeeperError, type FamilyBase } from './turnkeeper-error.js';

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
export class TurnOrderError extends (TurnkeeperError as FamilyBase<'turn-order'>) {}
