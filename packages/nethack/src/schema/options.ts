import { z } from 'zod';

/**
 * The ruleset's options besides the version: none (the hero's state lives in its spec).
 *
 * @example
 * ```ts
 * import { nethack } from '@turnkeeper/nethack';
 * nethack.create({ version: '3.6.0', options: {} });
 * ```
 */
export const nethackOptions = z.strictObject({});
