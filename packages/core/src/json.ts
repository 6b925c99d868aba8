/**
 * Plain JSON values: what snapshots, traces and random-source states are made of, so that they
 * survive `JSON.stringify` / `JSON.parse` unchanged.
 *
 * @example
 * ```ts
 * import type { JsonValue } from '@turnkeeper/core';
 * const v: JsonValue = { a: [1, 'two', null] };
 * ```
 */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * A JSON object.
 *
 * @example
 * ```ts
 * import type { JsonObject } from '@turnkeeper/core';
 * const o: JsonObject = { energy: 12 };
 * ```
 */
export type JsonObject = Readonly<Record<string, JsonValue>>;
