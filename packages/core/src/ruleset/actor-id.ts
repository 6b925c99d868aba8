import { InvalidArgumentError } from '../errors.js';

/**
 * A stable actor id chosen by the caller: a safe integer (0 is valid) or a non-empty string.
 *
 * @example
 * ```ts
 * import type { ActorId } from '@turnkeeper/core';
 * const hero: ActorId = 0;
 * const orc: ActorId = 'orc-1';
 * ```
 */
export type ActorId = number | string;

/**
 * Throws {@link InvalidArgumentError} unless `id` is a valid {@link ActorId}.
 *
 * @example
 * ```ts
 * import { checkActorId } from '@turnkeeper/core';
 * checkActorId(0); // ok
 * checkActorId(NaN); // throws: actor id: got NaN; allowed: a safe integer or a non-empty string
 * ```
 */
export function checkActorId(id: unknown): asserts id is ActorId {
  if (typeof id === 'number' ? Number.isSafeInteger(id) : typeof id === 'string' && id.length > 0) return;
  throw new InvalidArgumentError('actor id', id, 'a safe integer or a non-empty string');
}
