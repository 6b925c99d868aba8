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
