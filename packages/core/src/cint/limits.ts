/**
 * The ranges of the C integer types the original games store their timing state in (`h-type.h`
 * of the Angband family: `byte` is `unsigned char`, `s16b` `signed short`, `u16b` `unsigned
 * short`, `s32b` `signed int`; NetHack's and crawl's `int`), on every platform they ship for:
 * 8-, 16- and 32-bit two's complement.
 *
 * @example
 * ```ts
 * import { S16_MIN } from '@turnkeeper/core/cint';
 * S16_MIN; // -32768
 * ```
 */
export const S16_MIN = -32_768;

/**
 * The largest `signed short` (`s16b`). See {@link S16_MIN}.
 *
 * @example
 * ```ts
 * import { S16_MAX } from '@turnkeeper/core/cint';
 * S16_MAX; // 32767
 * ```
 */
export const S16_MAX = 32_767;

/**
 * The largest `unsigned short` (`u16b`). See {@link S16_MIN}.
 *
 * @example
 * ```ts
 * import { U16_MAX } from '@turnkeeper/core/cint';
 * U16_MAX; // 65535
 * ```
 */
export const U16_MAX = 65_535;

/**
 * The smallest 32-bit `int` (`s32b`, C's `INT_MIN`). See {@link S16_MIN}.
 *
 * @example
 * ```ts
 * import { S32_MIN } from '@turnkeeper/core/cint';
 * S32_MIN; // -2147483648
 * ```
 */
export const S32_MIN = -2_147_483_648;

/**
 * The largest 32-bit `int` (`s32b`, C's `INT_MAX`). See {@link S16_MIN}.
 *
 * @example
 * ```ts
 * import { S32_MAX } from '@turnkeeper/core/cint';
 * S32_MAX; // 2147483647
 * ```
 */
export const S32_MAX = 2_147_483_647;

/**
 * The largest `unsigned char` (`byte`). See {@link S16_MIN}.
 *
 * @example
 * ```ts
 * import { U8_MAX } from '@turnkeeper/core/cint';
 * U8_MAX; // 255
 * ```
 */
export const U8_MAX = 255;
