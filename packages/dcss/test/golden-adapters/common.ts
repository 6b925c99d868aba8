import { z } from 'zod';

/** A law as the golden files write it: integer value (as a string) → `"num/den"`. */
export const law = z.record(z.string().regex(/^-?\d+$/, 'an integer value'), z.string().regex(/^-?\d+\/\d+$/, 'a fraction "num/den"'));

/** An exact fraction, `"num/den"`. */
export const fraction = z.string().regex(/^-?\d+\/\d+$/, 'a fraction "num/den"');

/** A non-negative integer. */
export const count = z.number().int().min(0);

/** An integer. */
export const integer = z.number().int();

/** What every DCSS golden file carries besides its data. */
export function header<S extends string>(schema: S) {
  return { schema: z.literal(schema), source: z.string(), description: z.string() };
}

/** The flags a compound name of the files spells (`hasted_slowed` → hasted and slowed). */
export function flagsOf(name: string): (flag: string) => boolean {
  const parts = new Set(name.split('_'));
  return (flag) => parts.has(flag);
}
