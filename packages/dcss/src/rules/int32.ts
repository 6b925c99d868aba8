import { LimitError } from '@turnkeeper/core';
import { INT_MAX, INT_MIN } from '../tables/constants.js';

/**
 * The value a 32-bit `int` computation of the game gives, or a `TIME_OVERFLOW` naming the counter
 * when the exact result does not fit: signed overflow is undefined behaviour in C++, so the game
 * has no defined result to reproduce (the engine then stops, as a crashed game would).
 *
 * @example
 * ```ts
 * import { int32 } from './int32.js';
 * int32(30 * 10, 'speed × time_taken'); // 300
 * int32(2 ** 31, 'speed × time_taken'); // throws LimitError (code TIME_OVERFLOW)
 * ```
 */
export function int32(value: number, counter: string): number {
  if (!Number.isFinite(value) || value > INT_MAX || value < INT_MIN) {
    throw new LimitError(
      'TIME_OVERFLOW',
      `${counter}: ${String(value)} does not fit the game's 32-bit int (${INT_MIN} to ${INT_MAX}); crawl's C++ would overflow into undefined behaviour here`,
      { counter, value },
    );
  }
  return value;
}

/**
 * Conversion to `int8_t` as g++ (and C++20) does it: modulo 256 into −128 … 127. `monster::ench_countdown`
 * is an `int8_t` (monster.h), so `ench_countdown -= you.time_taken` wraps for actions longer than
 * 128 aut.
 *
 * @example
 * ```ts
 * import { toInt8 } from './int32.js';
 * toInt8(0 - 200); // 56
 * ```
 */
export function toInt8(value: number): number {
  const m = (((value % 256) + 256) % 256) | 0;
  return m >= 128 ? m - 256 : m;
}
