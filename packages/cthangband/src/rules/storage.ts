import { S16_MIN, TIMED_EFFECT_MAX } from '../tables/constants.js';

/**
 * A value stored into an `s16b` (`h-type.h`: `signed short`), as the game's arithmetic does it:
 * computed in `int`, then converted, which wraps modulo 2^16 (implementation-defined in C;
 * two's-complement wrap on every compiler 4.1.0 was built with). Internal.
 *
 * @example
 * ```ts
 * toS16(32767 + 10); // -32759
 * ```
 */
export function toS16(value: number): number {
  return ((((value - S16_MIN) % 65_536) + 65_536) % 65_536) + S16_MIN;
}

/**
 * {@link toS16} for the hot paths: the low 16 bits, sign-extended. JavaScript's `<<` first takes
 * the value modulo 2^32 (exactly, for every safe integer), so the result is the same wrap. Internal.
 *
 * @example
 * ```ts
 * s16(32767 + 10); // -32759
 * ```
 */
export function s16(value: number): number {
  return (value << 16) >> 16;
}

/**
 * A value stored into a `byte` (`h-type.h`: `unsigned char`): modulo 256, as C defines it for an
 * unsigned type. Internal.
 *
 * @example
 * ```ts
 * toByte(5 - 10); // 251
 * ```
 */
export function toByte(value: number): number {
  return ((value % 256) + 256) % 256;
}

/**
 * A timed effect's new value as `xtra2.c` `set_paralyzed()`, `set_stun()`, `set_fast()` and
 * `set_slow()` store it: forced into 0..10000. Internal.
 *
 * @example
 * ```ts
 * clampTimed(-5);    // 0
 * clampTimed(20000); // 10000
 * ```
 */
export function clampTimed(value: number): number {
  return Math.min(TIMED_EFFECT_MAX, Math.max(0, value));
}

/**
 * Blows or shots per round as `xtra1.c` `calc_bonuses()` leaves them: clamped to 1..10 at its end.
 * Internal.
 *
 * @example
 * ```ts
 * clampBlows(0);  // 1
 * clampBlows(14); // 10
 * ```
 */
export function clampBlows(value: number): number {
  return Math.min(10, Math.max(1, value));
}
