import * as v from 'valibot';

/**
 * The DCSS ruleset's options besides the version: none (every timing difference between releases
 * is a version).
 *
 * @example
 * ```ts
 * import { dcss } from '@turnkeeper/dcss';
 * dcss.create({ version: '0.27', options: {} });
 * ```
 */
export const dcssOptions = v.strictObject({});

/**
 * The options as the engine receives them: none besides the version.
 *
 * @example
 * ```ts
 * import type { DcssOptions } from '@turnkeeper/dcss';
 * const options: DcssOptions = {};
 * ```
 */
// No options: the empty object type is meant here.
// eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type
export type DcssOptions = v.InferOutput<typeof dcssOptions>;
