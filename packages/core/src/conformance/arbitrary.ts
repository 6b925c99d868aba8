import fc from 'fast-check';
import { check, type AnySchema } from '../schema/parse.js';

/**
 * The parts of a valibot schema the derivation reads: its public, documented properties (`type`,
 * `pipe`, `wrapped`, `entries`, `options`, `item`, `items`, `literal`, `default`) and each pipe
 * action's `type` and `requirement`.
 */
interface Node {
  readonly type: string;
  readonly pipe?: readonly { readonly type: string; readonly requirement?: unknown }[];
  readonly wrapped?: AnySchema;
  readonly default?: unknown;
  readonly entries?: Readonly<Record<string, AnySchema>>;
  readonly options?: readonly unknown[];
  readonly item?: AnySchema;
  readonly items?: readonly AnySchema[];
  readonly literal?: unknown;
  readonly getter?: () => AnySchema;
}

function nodeOf(schema: AnySchema): Node {
  return schema;
}

/** Every action of a schema's pipe, nested pipes (`v.pipe(v.pipe(…), …)`) included, in order. */
function actionsOf(node: Node): { readonly type: string; readonly requirement?: unknown }[] {
  const out: { readonly type: string; readonly requirement?: unknown }[] = [];
  for (const item of node.pipe ?? []) {
    if ((item as { kind?: unknown }).kind === 'schema') {
      if (item !== (node as unknown)) out.push(...actionsOf(item));
    } else out.push(item);
  }
  return out;
}

/** The requirement of the last pipe action of `type` (e.g. `min_value`), if any. */
function requirement(node: Node, type: string): unknown {
  let found: unknown;
  for (const a of actionsOf(node)) if (a.type === type) found = a.requirement;
  return found;
}

function has(node: Node, type: string): boolean {
  return actionsOf(node).some((a) => a.type === type);
}

/** Bounds of a number schema, from its `min_value` / `max_value` / `integer` actions. */
function numberBounds(node: Node): { min: number; max: number; int: boolean } {
  const min = requirement(node, 'min_value');
  const max = requirement(node, 'max_value');
  return {
    min: typeof min === 'number' ? min : -Number.MAX_SAFE_INTEGER,
    max: typeof max === 'number' ? max : Number.MAX_SAFE_INTEGER,
    int: has(node, 'integer') || has(node, 'safe_integer'),
  };
}

function lengthBounds(node: Node, cap: number): { minLength: number; maxLength: number } {
  const min = requirement(node, 'min_length');
  const max = requirement(node, 'max_length');
  const minLength = typeof min === 'number' ? min : 0;
  const maxLength = typeof max === 'number' ? Math.min(cap, max) : cap;
  return { minLength, maxLength: Math.max(minLength, maxLength) };
}

/** True when an object field may be left out (optional, with or without a default). */
function mayBeAbsent(schema: AnySchema): boolean {
  const t = nodeOf(schema).type;
  return t === 'optional' || t === 'exact_optional' || t === 'nullish' || t === 'undefinedable';
}

/** The schema under optional / nullable wrappers. */
function unwrap(schema: AnySchema): AnySchema {
  let s = schema;
  for (let n = nodeOf(s); n.wrapped !== undefined; n = nodeOf(s)) s = n.wrapped;
  return s;
}

/**
 * A fast-check arbitrary of inputs *shaped* like `schema`: numbers within its bounds (fast-check
 * biases toward the bounds, so the extremes of a game's domain are tried first), picklists and
 * literals from their values, objects with optional fields sometimes left out, unions from any
 * branch. Checks that relate fields are not read: use {@link validInputOf} for inputs the schema
 * accepts. It is derived from the schema, so a field added to a spec is covered without touching
 * any test.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import * as v from 'valibot';
 * import { inputOf } from '@turnkeeper/core/conformance';
 * fc.sample(inputOf(v.strictObject({ speed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)) })), 3);
 * ```
 */
export function inputOf(schema: AnySchema, depth = 0): fc.Arbitrary<unknown> {
  const node = nodeOf(schema);
  switch (node.type) {
    case 'number': {
      const b = numberBounds(node);
      // Unbounded sides are capped at ±10^12: far beyond any game's values, still exact.
      const min = Math.max(b.min, -1e12);
      const max = Math.min(b.max, 1e12);
      return b.int ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      const { minLength, maxLength } = lengthBounds(node, 12);
      return fc.string({ minLength, maxLength });
    }
    case 'picklist':
    case 'enum':
      return fc.constantFrom(...(node.options ?? []));
    case 'literal':
      return fc.constant(node.literal);
    case 'null':
      return fc.constant(null);
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      return fc.option(inputOf(node.wrapped as AnySchema, depth), { nil: undefined });
    case 'nullable':
      return fc.option(inputOf(node.wrapped as AnySchema, depth), { nil: null });
    case 'union':
    case 'variant':
      return fc.oneof(...(node.options as AnySchema[]).map((o) => inputOf(o, depth + 1)));
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(inputOf(node.item as AnySchema, depth + 1), lengthBounds(node, 4));
    case 'tuple':
    case 'strict_tuple':
      return fc.tuple(...(node.items ?? []).map((i) => inputOf(i, depth + 1)));
    case 'object':
    case 'strict_object':
    case 'loose_object': {
      const entries = node.entries ?? {};
      const keys = Object.keys(entries);
      const arbs = Object.fromEntries(keys.map((k) => [k, inputOf(entries[k] as AnySchema, depth + 1)]));
      return fc.record(arbs, { requiredKeys: keys.filter((k) => !mayBeAbsent(entries[k] as AnySchema)) });
    }
    case 'lazy':
      return depth > 3 ? fc.constant(null) : inputOf((node.getter as () => AnySchema)(), depth + 1);
    default:
      return fc.constant(undefined);
  }
}

/**
 * Inputs `schema` accepts: {@link inputOf} filtered by the schema itself (its checks included).
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { validInputOf } from '@turnkeeper/core/conformance';
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create();
 * let n = 0;
 * fc.assert(fc.property(validInputOf(generic.schemaOf('actor', 'spec')), (s) => void loop.add(n++, s as { speed: number })));
 * ```
 */
export function validInputOf(schema: AnySchema): fc.Arbitrary<unknown> {
  return inputOf(schema).filter((value) => check(schema, value).ok);
}

/**
 * Values outside one field's domain, with the field: for each top-level number field of an
 * object schema, the values just below and above its bounds, a fraction where it takes integers,
 * NaN, infinities and a string; for picklists, a value not among them; for booleans, a string.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { outOfDomain } from '@turnkeeper/core/conformance';
 * outOfDomain(v.strictObject({ speed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)) }));
 * // [{ field: 'speed', value: -1 }, { field: 'speed', value: 37 }, …]
 * ```
 */
export function outOfDomain(schema: AnySchema): { readonly field: string; readonly value: unknown }[] {
  // A piped object keeps its fields on the schema itself (valibot copies them onto the pipe).
  const entries = nodeOf(unwrap(schema)).entries ?? {};
  const out: { field: string; value: unknown }[] = [];
  for (const [field, fieldSchema] of Object.entries(entries)) {
    const inner = nodeOf(unwrap(fieldSchema));
    switch (inner.type) {
      case 'number': {
        const b = numberBounds(inner);
        if (b.min > -Number.MAX_SAFE_INTEGER) out.push({ field, value: b.min - 1 });
        if (b.max < Number.MAX_SAFE_INTEGER) out.push({ field, value: b.max + 1 });
        if (b.int) out.push({ field, value: Math.max(b.min, Math.min(b.max, 0)) + 0.5 });
        out.push({ field, value: Number.NaN }, { field, value: Infinity }, { field, value: -Infinity }, { field, value: 'fast' });
        break;
      }
      case 'boolean':
        out.push({ field, value: 'yes' });
        break;
      case 'picklist':
      case 'enum':
        out.push({ field, value: '__not_one_of_them__' });
        break;
      default:
        break;
    }
  }
  return out;
}
