import { z } from 'zod';

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
export const dcssOptions = z.strictObject({});
