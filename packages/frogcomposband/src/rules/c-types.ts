/**
 * The C integer types FrogComposband stores its timing state in (`src/h-type.h`: `byte` is
 * `unsigned char`, `s16b` `signed short`, `u16b` `unsigned short`, `s32b` `signed int`), and how a
 * value that does not fit is stored. Converting an out-of-range `int` to a signed type is
 * implementation-defined in C; gcc (the compiler the game is built with on every platform it
 * ships for) keeps the low bits, so a store wraps modulo 2^16. Overflow of `int` arithmetic itself
 * is undefined behaviour, which the engine reports as a `TIME_OVERFLOW` error instead.
 *
 * @internal
 */
export const S16_MIN = -32768;
/** Upper end of `s16b`. @internal */
export const S16_MAX = 32767;
/** Upper end of `u16b`. @internal */
export const U16_MAX = 65535;
/** Lower end of `s32b` (and of `int`). @internal */
export const S32_MIN = -2147483648;
/** Upper end of `s32b` (and of `int`). @internal */
export const S32_MAX = 2147483647;
/** Upper end of `byte`. @internal */
export const BYTE_MAX = 255;

/**
 * Stores an integer into an `s16b` as gcc does: the low 16 bits, read as signed.
 *
 * @internal
 */
export function toS16(value: number): number {
  return ((((value + 32768) % 65536) + 65536) % 65536) - 32768;
}

/**
 * Stores an integer into a `u16b`: the low 16 bits (unsigned arithmetic wraps by definition).
 *
 * @internal
 */
export function toU16(value: number): number {
  return ((value % 65536) + 65536) % 65536;
}

/**
 * C's integer division of `int`s: the quotient truncated toward zero.
 *
 * @internal
 */
export function cdiv(a: number, b: number): number {
  return Math.trunc(a / b);
}

/**
 * {@link toS16} for integers within ±2^31 − 1 (every sum the engine stores in an `s16b`): the
 * same wrap, in two shifts.
 *
 * @internal
 */
export function s16(value: number): number {
  return (value << 16) >> 16;
}
