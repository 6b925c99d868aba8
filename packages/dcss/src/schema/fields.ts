import * as v from 'valibot';

/** An integer field's schema: a number, an integer, within its range, described. */
export type IntSchema = v.SchemaWithPipe<
  readonly [
    v.NumberSchema<string>,
    v.IntegerAction<number, string>,
    v.MinValueAction<number, number, string>,
    v.MaxValueAction<number, number, string>,
    v.DescriptionAction<number, string>,
  ]
>;

/**
 * An integer in [min, max], whose every failure says what is allowed: the range and what the
 * number is (`an integer from 0 to 255 (energy one action …)`), which the core puts after the
 * field and the value it got. `allowed` replaces that message (for a field that also takes null, say).
 */
// A pure factory: a bundler may drop the schemas nobody uses.
/* @__NO_SIDE_EFFECTS__ */
export function int(min: number, max: number, what: string, allowed = `an integer from ${min} to ${max} (${what})`): IntSchema {
  return v.pipe(v.number(allowed), v.integer(allowed), v.minValue(min, allowed), v.maxValue(max, allowed), v.description(what));
}

/** A true/false field's schema, described. */
export type FlagSchema = v.SchemaWithPipe<readonly [v.BooleanSchema<string>, v.DescriptionAction<boolean, string>]>;

/** A true/false field. */
/* @__NO_SIDE_EFFECTS__ */
export function flag(what: string): FlagSchema {
  return v.pipe(v.boolean(`true or false (${what})`), v.description(what));
}

/** An actor id as the core accepts it: a safe integer or a non-empty string. */
export const actorIdSchema = v.union(
  [v.pipe(v.number(), v.safeInteger()), v.pipe(v.string(), v.minLength(1))],
  'an actor id: a safe integer or a non-empty string',
);

/** The weapon brands that change timing (fight.cc `weapon_adjust_delay`). */
export const BRANDS = ['none', 'speed', 'heavy'] as const;

/** A weapon's brand as far as timing goes (fight.cc `weapon_adjust_delay`). */
export const brandSchema = v.picklist(BRANDS, '"none", "speed" or "heavy"');
