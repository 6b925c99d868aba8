/**
 * C integer semantics for rulesets that reproduce games written in C or C++: the type ranges, the
 * wrap of a store into a narrower type, checked 32-bit arithmetic (overflow is undefined
 * behaviour), division and remainder truncated toward zero, and `gcd`.
 *
 * @example
 * ```ts
 * import { cDiv, toS16 } from '@turnkeeper/core/cint';
 * toS16(cDiv(-70_000, 2)); // 30536
 * ```
 *
 * @module
 */
export { S16_MAX, S16_MIN, S32_MAX, S32_MIN, U16_MAX, U8_MAX } from './limits.js';
export { toS8, toS16, toS32, toU8, toU16 } from './store.js';
export { checkedS32 } from './checked.js';
export { cDiv, cMod } from './division.js';
export { gcd } from './gcd.js';
