/**
 * The versions of Tick-Tock this ruleset covers. A real game lists its releases here, newest
 * first, and says what differs between them as data (`versions` in the analysis).
 *
 * @example
 * ```ts
 * import { TICKTOCK_VERSIONS } from 'turnkeeper-plugin-template';
 * TICKTOCK_VERSIONS; // ['1']
 * ```
 */
export const TICKTOCK_VERSIONS = ['1'] as const;

/**
 * One of {@link TICKTOCK_VERSIONS}.
 *
 * @example
 * ```ts
 * import type { TicktockVersion } from 'turnkeeper-plugin-template';
 * const v: TicktockVersion = '1';
 * ```
 */
export type TicktockVersion = (typeof TICKTOCK_VERSIONS)[number];

/**
 * The version a loop follows when none is given.
 *
 * @example
 * ```ts
 * import { TICKTOCK_DEFAULT_VERSION, ticktock } from 'turnkeeper-plugin-template';
 * ticktock.create().version === TICKTOCK_DEFAULT_VERSION; // true
 * ```
 */
export const TICKTOCK_DEFAULT_VERSION: TicktockVersion = '1';
