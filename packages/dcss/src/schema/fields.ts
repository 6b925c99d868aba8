import { z } from 'zod';

/** An integer field in [min, max], with a message that names the field, the range and what it is. */
export function int(field: string, min: number, max: number, what: string): z.ZodNumber {
  const message = `${field} must be an integer from ${min} to ${max}: ${what}`;
  return z
    .number({ error: `${field} must be a number: ${what}` })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .describe(what);
}

/** A true/false field. */
export function flag(what: string): z.ZodBoolean {
  return z.boolean({ error: `must be true or false: ${what}` }).describe(what);
}

/** An actor id as the core accepts it: a safe integer or a non-empty string. */
export const actorIdSchema = z.union([z.number().int().refine(Number.isSafeInteger, { error: 'a safe integer' }), z.string().min(1)], {
  error: 'actor ids are safe integers or non-empty strings',
});

/** A weapon's brand as far as timing goes (fight.cc `weapon_adjust_delay`). */
export const brandSchema = z.enum(['none', 'speed', 'heavy'], { error: 'must be "none", "speed" or "heavy"' });

