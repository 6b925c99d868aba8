import * as v from 'valibot';
import { unknownFields } from './fields.js';

/**
 * A rule across a kind's fields (the speed shorthand or its sources, a frozen monster paralysed…):
 * the field its issue is reported on, the check, and the message naming what is allowed.
 *
 * @example
 * ```ts
 * const ridingFirst: CrossRule<{ gallop: number; riding: string | null }> = {
 *   key: 'gallop',
 *   holds: (s) => s.gallop === 0 || s.riding !== null,
 *   message: 'u.ugallop is set only while riding: give riding too, or 0',
 * };
 * ```
 */
export interface CrossRule<T> {
  readonly key: keyof T & string;
  readonly holds: (input: T) => boolean;
  readonly message: string;
}

/**
 * The rule of a kind's speed: given either as its shorthand (a monster's `mspeed`, the hero's
 * `speed`) or as the sources the game keeps apart, never both.
 *
 * @example
 * ```ts
 * const rule = shorthandOrSources('speed', ['intrinsicFast', 'timedFast', 'extrinsicFast'], 'give speed or its sources, not both');
 * ```
 */
export function shorthandOrSources<T extends Record<string, unknown>>(
  key: keyof T & string,
  sources: readonly (keyof T & string)[],
  message: string,
): CrossRule<T> {
  return { key, holds: (s) => s[key] === undefined || sources.every((source) => s[source] === undefined), message };
}

/**
 * The rules as one validation: each rule's issue forwarded to its field, in order, each run as
 * the pipe would run it (after an earlier issue only when the config does not abort early).
 */
function crossChecks<T extends Record<string, unknown>>(rules: readonly CrossRule<T>[]): v.BaseValidation<T, T, v.CheckIssue<T>> {
  const checks = rules.map(({ key, holds, message }) => v.forward<T, v.CheckIssue<T>, [string]>(v.check<T, string>(holds, message), [key] as never));
  return {
    kind: 'validation',
    type: 'cross_checks',
    reference: crossChecks,
    expects: null,
    async: false,
    '~run'(dataset, config) {
      let out = dataset;
      for (const check of checks) if (!out.issues || (!config.abortEarly && !config.abortPipeEarly)) out = check['~run'](out, config);
      return out;
    },
  };
}

/**
 * A kind's spec or patch schema: a strict object of its fields (an unknown key named as the other
 * kind's, {@link unknownFields}) and then the rules across them, each reported on its field.
 *
 * @example
 * ```ts
 * const patch = kindInput('player', { speed: v.optional(heroSpeed), extrinsicFast: v.optional(flag) }, [
 *   shorthandOrSources('speed', ['extrinsicFast'], 'give speed or extrinsicFast, not both'),
 * ]);
 * ```
 */
export function kindInput<const E extends v.ObjectEntries>(
  kind: 'player' | 'monster',
  entries: E,
  rules: readonly CrossRule<v.InferOutput<v.StrictObjectSchema<E, undefined>>>[],
) {
  return v.pipe(v.strictObject(entries, unknownFields(kind)), crossChecks(rules));
}
