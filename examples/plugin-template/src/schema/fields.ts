import * as v from 'valibot';

/**
 * An integer field whose every failure says what is allowed, followed by what the field means.
 *
 * @example
 * ```ts
 * const wait = intField(0, 1000, 'ticks before its first action');
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function intField(min: number, max: number, description: string) {
  const allowed = `an integer from ${min} to ${max}`;
  return v.pipe(v.number(allowed), v.integer(allowed), v.minValue(min, allowed), v.maxValue(max, allowed), v.description(description));
}

/**
 * A creature's delay: ticks from one action to the next.
 *
 * @example
 * ```ts
 * v.parse(delay, 4); // 4
 * ```
 */
export const delay = intField(1, 1000, 'ticks from one action to the next (1 acts every tick)');
