import { LimitError } from '../errors.js';
import { S32_MAX, S32_MIN } from './limits.js';

/**
 * The value of a 32-bit `int` computation, or a `TIME_OVERFLOW` {@link LimitError} naming the
 * counter when the exact result does not fit: signed overflow is undefined behaviour in C and C++,
 * so the game has no defined result to reproduce (an engine then stops, as the game would crash or
 * misbehave). Compute the exact value in JavaScript (exact for safe integers), then pass it here.
 *
 * @example
 * ```ts
 * import { checkedS32 } from '@turnkeeper/core/cint';
 * checkedS32(30 * 10, 'speed × time_taken'); // 300
 * checkedS32(2 ** 31, 'speed × time_taken'); // throws LimitError (code TIME_OVERFLOW)
 * ```
 */
export function checkedS32(value: number, counter: string): number {
  if (!(value >= S32_MIN && value <= S32_MAX)) {
    throw new LimitError('TIME_OVERFLOW', `${counter}: ${String(value)} overflows the game's 32-bit int (${S32_MIN} to ${S32_MAX}), undefined behaviour in C`, {
      counter,
      value,
    });
  }
  return value;
}
