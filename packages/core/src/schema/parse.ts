import * as v from 'valibot';
import { InvalidOptionsError, InvalidSpecError, type SpecIssue } from '../errors.js';

/**
 * Any valibot schema: what every spec, patch, action, view, option and saved-state schema of the
 * contract is. Runtime validation uses valibot because it is small in a browser bundle (each
 * schema function is its own tree-shakable export); JSON Schemas come from
 * `@turnkeeper/core/json-schema`.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import type { AnySchema } from '@turnkeeper/core';
 * const speed: AnySchema = v.pipe(v.number(), v.integer(), v.minValue(1));
 * ```
 */
export type AnySchema = v.GenericSchema;

/**
 * How every parse in the library reports a failed check that carries no message of its own: as
 * what is allowed ("an integer ≥ 1", "one of …"), which is the last part of every error message.
 */
const CONFIG: v.Config<v.BaseIssue<unknown>> = { abortEarly: false, message: allowedOf };

/**
 * The result of {@link check}: the parsed value, or the issues found (field, value, allowed).
 *
 * @example
 * ```ts
 * const r: Checked<number> = { ok: true, value: 3 };
 * ```
 */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: SpecIssue[] };

/**
 * Validates `value` against a schema. The output is a fresh plain copy (objects and arrays are
 * rebuilt from one read of each field), so the caller keeps nothing of the input: getters and
 * proxies are read once, and later changes to the input change nothing.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { check } from '@turnkeeper/core';
 * check(v.strictObject({ speed: v.number() }), { speed: 'fast' });
 * // { ok: false, issues: [{ field: 'speed', value: 'fast', allowed: 'a number' }] }
 * ```
 */
export function check<S extends AnySchema>(schema: S, value: unknown): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, value, CONFIG);
  return result.success ? { ok: true, value: result.output } : { ok: false, issues: toIssues(result.issues) };
}

/**
 * Validates `value` against a schema and returns the parsed copy, or throws
 * {@link InvalidSpecError} whose message names each bad field, the value found there and what is
 * allowed. `what` names the thing validated (e.g. `nethack actor spec`).
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { parseSpec } from '@turnkeeper/core';
 * parseSpec(v.strictObject({ speed: v.pipe(v.number(), v.minValue(0)) }), { speed: -1 }, 'actor spec');
 * // throws: Invalid actor spec: speed: got -1; ≥ 0
 * ```
 */
export function parseSpec<S extends AnySchema>(schema: S, value: unknown, what: string): v.InferOutput<S> {
  const r = check(schema, value);
  if (r.ok) return r.value;
  throw new InvalidSpecError(what, r.issues);
}

/**
 * Like {@link parseSpec}, for ruleset options; throws {@link InvalidOptionsError}.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { parseOptions } from '@turnkeeper/core';
 * parseOptions(v.strictObject({ nightmare: v.optional(v.boolean(), false) }), { nightmare: 1 }, 'frog options');
 * ```
 */
export function parseOptions<S extends AnySchema>(schema: S, value: unknown, what: string): v.InferOutput<S> {
  const r = check(schema, value);
  if (r.ok) return r.value;
  throw new InvalidOptionsError(what, r.issues);
}

/**
 * Converts valibot issues into {@link SpecIssue}s: the dotted field, the value found there (as
 * valibot read it) and what is allowed — the issue's own message when the schema gave one, else a
 * description of the requirement. One issue per unknown key, naming it.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { toIssues } from '@turnkeeper/core';
 * const r = v.safeParse(v.strictObject({ speed: v.number() }), { speed: 'fast' });
 * if (!r.success) console.log(toIssues(r.issues));
 * ```
 */
export function toIssues(issues: readonly v.BaseIssue<unknown>[]): SpecIssue[] {
  return issues.map((issue) => {
    const path = issue.path ?? [];
    const last = path[path.length - 1];
    const field = path.map((p) => String(p.key as PropertyKey)).join('.');
    return { field, value: last === undefined ? issue.input : last.value, allowed: issue.message };
  });
}

/** "What is allowed", for an issue whose schema or check gave no message of its own. */
function allowedOf(issue: v.BaseIssue<unknown>): string {
  const req = (issue as { requirement?: unknown }).requirement;
  switch (issue.type) {
    case 'strict_object':
      // The object itself is fine; this key is not one of its fields.
      return issue.expected === 'never' ? 'not a field here (unknown key)' : 'an object';
    case 'min_value':
      return `≥ ${String(req)}`;
    case 'max_value':
      return `≤ ${String(req)}`;
    case 'integer':
      return 'an integer';
    case 'safe_integer':
      return 'a safe integer';
    case 'finite':
      return 'a finite number';
    case 'min_length':
      return `at least ${String(req)} long`;
    case 'max_length':
      return `at most ${String(req)} long`;
    case 'number':
      return 'a number (finite, not NaN)';
    case 'picklist':
    case 'literal':
    case 'union':
    case 'variant':
      return `one of ${issue.expected ?? '(nothing)'}`;
    default:
      return issue.expected === null ? issue.message.replace(/^Invalid [^:]*: /, '') : article(issue.expected);
  }
}

/** "an object", "a boolean": valibot's expected type names as words. */
function article(expected: string): string {
  if (/^[a-z]/.test(expected)) return `${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
  return expected;
}
