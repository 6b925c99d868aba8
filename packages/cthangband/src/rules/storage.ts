import { TIMED_EFFECT_MAX } from '../tables/constants.js';

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
