import { z } from 'zod';
import { InvalidOptionsError, InvalidSpecError, type SpecIssue } from '../errors.js';

/**
 * Validates `value` against a zod schema and returns the parsed output, or throws
 * {@link InvalidSpecError} whose message names each bad field, the value found there and what is
 * allowed. `what` names the thing being validated in the message (e.g. `nethack actor spec`).
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import { parseSpec } from '@turnkeeper/core';
 * parseSpec(z.object({ speed: z.number().int().min(0) }), { speed: -1 }, 'actor spec');
 * // throws: Invalid actor spec: speed: got -1; Too small: expected number to be >=0
 * ```
 */
export function parseSpec<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new InvalidSpecError(what, toIssues(result.error, value));
}

/**
 * Like {@link parseSpec}, for ruleset options; throws {@link InvalidOptionsError}.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import { parseOptions } from '@turnkeeper/core';
 * parseOptions(z.object({ version: z.enum(['a', 'b']) }), { version: 'c' }, 'generic options');
 * ```
 */
export function parseOptions<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new InvalidOptionsError(what, toIssues(result.error, value));
}

/**
 * Converts a zod error into {@link SpecIssue}s, reading each offending value back out of the input
 * (zod reports where and why, not what was there).
 *
 * @example
 * ```ts
 * const r = schema.safeParse(input);
 * if (!r.success) console.log(toIssues(r.error, input));
 * ```
 */
export function toIssues(error: z.ZodError, input: unknown): SpecIssue[] {
  return error.issues.flatMap((issue): SpecIssue[] => {
    const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    // One issue per unknown key, naming it, rather than one for the object holding them.
    if (issue.code === 'unrecognized_keys') {
      // A ruleset's own message (e.g. "only the hero has it") says more than zod's default.
      const allowed = issue.message.startsWith('Unrecognized key') ? 'not a field here (unknown key)' : issue.message;
      return issue.keys.map((key) => ({ field: [...path, key].join('.'), value: valueAt(input, [...path, key]), allowed }));
    }
    return [{ field: path.join('.'), value: valueAt(input, path), allowed: issue.message }];
  });
}

function valueAt(input: unknown, path: readonly (string | number)[]): unknown {
  let cur: unknown = input;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[key];
  }
  return cur;
}

/**
 * The JSON Schema (draft 2020-12) of a zod schema, for the CLI, the docs and editors.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import { jsonSchemaOf } from '@turnkeeper/core';
 * jsonSchemaOf(z.object({ speed: z.number() })); // { type: 'object', properties: { speed: … } … }
 * ```
 */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}
