import { InvalidArgumentError } from '../errors.js';

/**
 * Largest bound `below` accepts: every generator here produces 32-bit words.
 *
 * @example
 * ```ts
 * import { MAX_BOUND, seeded } from '@turnkeeper/core';
 * seeded(1).below(MAX_BOUND); // any 32-bit value
 * ```
 */
export const MAX_BOUND = 0x1_0000_0000;

/**
 * Validates the argument of `below(n)`: an integer from 0 to 2^32. Games never pass more, and a
 * fractional or NaN bound is always a caller bug that would otherwise give a silently wrong draw.
 *
 * @example
 * ```ts
 * checkBound(6); // ok
 * checkBound(2.5); // throws InvalidArgumentError
 * ```
 */
export function checkBound(n: number): void {
  if (!Number.isInteger(n) || n < 0 || n > MAX_BOUND) {
    throw new InvalidArgumentError('below(n): n', n, 'an integer from 0 to 4294967296');
  }
}
