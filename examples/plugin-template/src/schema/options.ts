import * as v from 'valibot';

/**
 * The ruleset's options (none besides the version).
 *
 * @example
 * ```ts
 * import { ticktock } from 'turnkeeper-plugin-template';
 * ticktock.create({ options: {} });
 * ```
 */
export const ticktockOptions = v.strictObject({});

/**
 * The options as the engine receives them (none).
 *
 * @example
 * ```ts
 * import type { TicktockOptions } from 'turnkeeper-plugin-template';
 * const options: TicktockOptions = {};
 * ```
 */
// No options: the empty object type is meant here.
// eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type
export type TicktockOptions = v.InferOutput<typeof ticktockOptions>;
