import fc from 'fast-check';
import type { z } from 'zod';

/** The parts of zod 4's internals the derivation reads (its public, documented `def` fields). */
interface Def {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly element?: z.ZodType;
  readonly items?: readonly z.ZodType[];
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly entries?: Readonly<Record<string, string | number>>;
  readonly values?: readonly unknown[];
  readonly checks?: readonly { readonly _zod: { readonly def: { readonly check?: string; readonly minimum?: number; readonly maximum?: number } } }[];
  readonly in?: z.ZodType;
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** Bounds of a number schema (zod 4 exposes them on the schema). */
function numberBounds(schema: z.ZodType): { min: number; max: number; int: boolean } {
  const n = schema as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
  return { min: n.minValue ?? -Number.MAX_SAFE_INTEGER, max: n.maxValue ?? Number.MAX_SAFE_INTEGER, int: n.isInt };
}

function lengthBounds(def: Def, cap: number): { minLength: number; maxLength: number } {
  let minLength = 0;
  let maxLength = cap;
  for (const c of def.checks ?? []) {
    if (c._zod.def.check === 'min_length' && c._zod.def.minimum !== undefined) minLength = c._zod.def.minimum;
    if (c._zod.def.check === 'max_length' && c._zod.def.maximum !== undefined) maxLength = Math.min(cap, c._zod.def.maximum);
  }
  return { minLength, maxLength: Math.max(minLength, maxLength) };
}

/** True when an object field may be left out (optional, or with a default). */
function mayBeAbsent(schema: z.ZodType): boolean {
  const t = defOf(schema).type;
  return t === 'optional' || t === 'default';
}

function shapeOf(schema: z.ZodType): Def {
  let def = defOf(schema);
  while ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'readonly') && def.innerType) def = defOf(def.innerType);
  return def;
}

/**
 * A fast-check arbitrary of inputs *shaped* like `schema`: numbers within its bounds (fast-check
 * biases toward the bounds, so the extremes of a game's domain are tried first), enums and literals
 * from their values, objects with optional fields sometimes left out, unions from any branch.
 * Refinements are not read: use {@link validInputOf} for inputs the schema accepts. It is derived
 * from the schema, so a field added to a spec is covered without touching any test.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { inputOf } from '@turnkeeper/core/conformance';
 * fc.sample(inputOf(z.object({ speed: z.number().int().min(0).max(36) })), 3);
 * ```
 */
export function inputOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'number': {
      const b = numberBounds(schema);
      // Unbounded sides are capped at ±10^12: far beyond any game's values, still exact.
      const min = Math.max(b.min, -1e12);
      const max = Math.min(b.max, 1e12);
      return b.int ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      const { minLength, maxLength } = lengthBounds(def, 12);
      return fc.string({ minLength, maxLength });
    }
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'null':
      return fc.constant(null);
    case 'optional':
      return fc.option(inputOf(def.innerType as z.ZodType, depth), { nil: undefined });
    case 'default':
    case 'readonly':
      return inputOf(def.innerType as z.ZodType, depth);
    case 'nullable':
      return fc.option(inputOf(def.innerType as z.ZodType, depth), { nil: null });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => inputOf(o, depth + 1)));
    case 'array': {
      if (depth > 3) return fc.constant([]);
      return fc.array(inputOf(def.element as z.ZodType, depth + 1), lengthBounds(def, 4));
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((i) => inputOf(i, depth + 1)));
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      const arbs = Object.fromEntries(keys.map((k) => [k, inputOf(shape[k] as z.ZodType, depth + 1)]));
      return fc.record(arbs, { requiredKeys: keys.filter((k) => !mayBeAbsent(shape[k] as z.ZodType)) });
    }
    case 'pipe':
      return inputOf(def.in as z.ZodType, depth);
    default:
      return fc.constant(undefined);
  }
}

/**
 * Inputs `schema` accepts: {@link inputOf} filtered by the schema itself (refinements included).
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { validInputOf } from '@turnkeeper/core/conformance';
 * fc.assert(fc.property(validInputOf(spec), (s) => { loop.add('x', s); }));
 * ```
 */
export function validInputOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  return inputOf(schema).filter((v) => schema.safeParse(v).success);
}

/**
 * A value outside one field's domain, and the field: for each top-level number field of an
 * object schema, the values just below and above its bounds, a fraction where it takes integers,
 * and values of the wrong type; for enums, a value not among them; for booleans, a string.
 *
 * @example
 * ```ts
 * import { outOfDomain } from '@turnkeeper/core/conformance';
 * outOfDomain(z.object({ speed: z.number().int().min(0).max(36) })); // [{ field: 'speed', value: -1 }, { field: 'speed', value: 37 }, …]
 * ```
 */
export function outOfDomain(schema: z.ZodType): { readonly field: string; readonly value: unknown }[] {
  const def = shapeOf(schema);
  if (def.type !== 'object') return [];
  const out: { field: string; value: unknown }[] = [];
  for (const [field, fieldSchema] of Object.entries(def.shape ?? {})) {
    const inner = shapeOf(fieldSchema);
    const innerSchema = unwrap(fieldSchema);
    switch (inner.type) {
      case 'number': {
        const b = numberBounds(innerSchema);
        if (b.min > -Number.MAX_SAFE_INTEGER) out.push({ field, value: b.min - 1 });
        if (b.max < Number.MAX_SAFE_INTEGER) out.push({ field, value: b.max + 1 });
        if (b.int) out.push({ field, value: Math.max(b.min, Math.min(b.max, 0)) + 0.5 });
        out.push({ field, value: Number.NaN }, { field, value: 'fast' });
        break;
      }
      case 'boolean':
        out.push({ field, value: 'yes' });
        break;
      case 'enum':
        out.push({ field, value: '__not_one_of_them__' });
        break;
      default:
        break;
    }
  }
  return out;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let def = defOf(s); (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'readonly') && def.innerType; def = defOf(s)) {
    s = def.innerType;
  }
  return s;
}
