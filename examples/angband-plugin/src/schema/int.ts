import * as v from 'valibot';

/**
 * An integer field from `min` to `max` whose every failure (not a number, not an integer, out of
 * range) says the one thing that is allowed, `allowed`, followed by what the field means.
 *
 * @example
 * ```ts
 * const slow = intField(0, 5, 'an integer from 0 to 5 (a slowness level)', 'slowness level');
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function intField(min: number, max: number, allowed: string, description: string) {
  return v.pipe(v.number(allowed), v.integer(allowed), v.minValue(min, allowed), v.maxValue(max, allowed), v.description(description));
}
