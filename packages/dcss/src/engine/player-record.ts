import type { DcssPlayerSpec } from '../schema/types.js';

/**
 * A fresh copy of a player spec: every field is a primitive but `attack`, copied too. The engine
 * keeps only copies, and saves copies, so that a snapshot, the spec it was given and every loop
 * restored from one snapshot share nothing.
 *
 * @example
 * ```ts
 * import { copyPlayerSpec } from './player-record.js';
 * const copy = copyPlayerSpec(spec); // equal to spec, sharing nothing with it
 * ```
 */
export function copyPlayerSpec(s: DcssPlayerSpec): DcssPlayerSpec {
  return { ...s, attack: { ...s.attack } };
}
