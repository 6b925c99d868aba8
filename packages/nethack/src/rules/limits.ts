/**
 * The C types of the variables NetHack's timing reads, their ranges, and the clamps and
 * conversions the game applies to them. Internal: the schemas take their bounds from here and
 * the engine its arithmetic, so that a spec's domain and the engine's behaviour at the edges are
 * the same numbers.
 */

/** `short` (`mtmp->movement`, `youmonst.movement`, 3.7 `u.umovement`). */
export const SHORT_MIN = -32768;
export const SHORT_MAX = 32767;

/**
 * `int` (`multi` up to 3.6.x; 3.7's `cmdcount_nht multi` is a `long`, but nomul() still takes an
 * `int` and a count is clamped to `LARGEST_INT`, so the values 3.7 reaches are the same).
 */
export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;

/**
 * The largest `long` every build has: `long` is 32 bits on ILP32 and LLP64 platforms (32-bit
 * Unix, Windows), C's guaranteed minimum range. `moves` and `u.ugallop` are `long`s.
 */
export const LONG_MAX = 2147483647;

/** `LARGEST_INT` (`include/global.h`): the clamp of a typed count (`src/cmd.c` parse(); 3.7 get_count()). */
export const LARGEST_INT = 32767;

/**
 * `TIMEOUT` (`include/prop.h`): the low 24 bits of an intrinsic hold its timeout ("Up to 16
 * million turns"); itimeout() (`src/potion.c`) clamps every new value into 0 … TIMEOUT.
 */
export const TIMEOUT = 0x00ff_ffff;

/** `max(COLNO, ROWNO)`: a run's `multi` (`src/cmd.c` rhack()), which moveloop() never counts down (`multi < COLNO`). */
export const COLNO = 80;

/**
 * The value a `short` holds after `x` is stored in it: C converts an out-of-range `int` to a
 * signed type in an implementation-defined way (C99 6.3.1.3), and every compiler NetHack is
 * built with (GCC, Clang, MSVC) keeps the low 16 bits, two's complement. `mtmp->movement +=
 * mcalcmove(mtmp)` and `youmonst.movement += moveamt` compute in `int` and store into a `short`.
 */
export function toShort(x: number): number {
  return ((x + 0x8000) & 0xffff) - 0x8000;
}

/** itimeout() (`src/potion.c`): a new timeout value clamped into 0 … TIMEOUT. */
function itimeout(value: number): number {
  if (value >= TIMEOUT) return TIMEOUT;
  return value < 1 ? 0 : value;
}

/**
 * itimeout_incr() (`src/potion.c`): the timeout part of an intrinsic after incr_itimeout(), e.g.
 * a potion of speed's `rn1(10, 100 + 60 * bcsign(otmp))` added to `HFast`.
 */
export function incrTimeout(old: number, increment: number): number {
  return itimeout((old & TIMEOUT) + increment);
}

/** parse() (`src/cmd.c`; 3.7 get_count()): a typed count above `LARGEST_INT` becomes `LARGEST_INT`. */
export function clampCount(count: number): number {
  return count >= LARGEST_INT ? LARGEST_INT : count;
}
