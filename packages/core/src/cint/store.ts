/*
 * Why shifts and masks: JavaScript's bitwise operators first take their operand modulo 2^32
 * (ToInt32), exactly for every safe integer, so `(x << 16) >> 16` keeps the low 16 bits of any
 * safe integer and reads them as signed — the wrap a C store into a narrower type makes. The
 * property tests check each against BigInt.asIntN / asUintN.
 */

/**
 * A value stored into a `signed char` (`int8_t`) as gcc and g++ do it (C++20 defines it): the low
 * 8 bits, read as signed. For any safe integer.
 *
 * @example
 * ```ts
 * import { toS8 } from '@turnkeeper/core/cint';
 * toS8(0 - 200); // 56
 * ```
 */
export function toS8(value: number): number {
  return (value << 24) >> 24;
}

/**
 * A value stored into an `unsigned char` (`byte`): modulo 256, as C defines it for unsigned types.
 * For any safe integer.
 *
 * @example
 * ```ts
 * import { toU8 } from '@turnkeeper/core/cint';
 * toU8(5 - 10); // 251
 * ```
 */
export function toU8(value: number): number {
  return value & 0xff;
}

/**
 * A value stored into a `signed short` (`s16b`): computed in `int`, then converted, which keeps
 * the low 16 bits (implementation-defined in C; the two's-complement wrap of every compiler the
 * games are built with). For any safe integer.
 *
 * @example
 * ```ts
 * import { toS16 } from '@turnkeeper/core/cint';
 * toS16(32767 + 10); // -32759
 * ```
 */
export function toS16(value: number): number {
  return (value << 16) >> 16;
}

/**
 * A value stored into an `unsigned short` (`u16b`): modulo 65536 (unsigned arithmetic wraps by
 * definition). For any safe integer.
 *
 * @example
 * ```ts
 * import { toU16 } from '@turnkeeper/core/cint';
 * toU16(-1); // 65535
 * ```
 */
export function toU16(value: number): number {
  return value & 0xffff;
}

/**
 * A value converted to a 32-bit `int` (`s32b`) by wrapping: the low 32 bits, read as signed. This
 * is a *conversion* (implementation-defined, wraps on gcc); an *arithmetic* overflow of `int` is
 * undefined behaviour, for which use {@link checkedS32}. For any safe integer.
 *
 * @example
 * ```ts
 * import { toS32 } from '@turnkeeper/core/cint';
 * toS32(2 ** 31); // -2147483648
 * ```
 */
export function toS32(value: number): number {
  return value | 0;
}
