import type { z } from 'zod';

/**
 * A parse function for the hot path: the parsed output for a valid input, `undefined` for an
 * invalid one (the caller then runs zod to report exactly what is wrong).
 *
 * @internal
 */
export type FastParse = (input: Record<string, unknown>) => object | undefined;

/** How a field's value is checked: the kinds of value this compiler handles. */
const enum Check {
  Int = 0,
  Finite = 1,
  Bool = 2,
  OneOf = 3,
}

/** One field: its check, bounds or allowed values, whether it may be absent or null, its default. */
interface Field {
  readonly key: string;
  readonly check: Check;
  readonly min: number;
  readonly max: number;
  readonly allowed: ReadonlySet<unknown> | undefined;
  readonly optional: boolean;
  readonly nullable: boolean;
  readonly fallback: { readonly value: unknown } | undefined;
}

type FieldSpec = Omit<Field, 'key'>;

interface Def {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly entries?: Readonly<Record<string, string | number>>;
  readonly values?: readonly unknown[];
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly checks?: readonly { readonly _zod: { readonly def: { readonly check?: string } } }[];
  readonly defaultValue?: unknown;
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The description of one field's schema, or undefined when it is not one this compiler handles. */
function fieldSpec(schema: z.ZodType, ignoreCustom = false): FieldSpec | undefined {
  const def = defOf(schema);
  const plain = { min: -Infinity, max: Infinity, allowed: undefined, optional: false, nullable: false, fallback: undefined };
  switch (def.type) {
    case 'number': {
      for (const c of def.checks ?? []) {
        const kind = c._zod.def.check;
        if (ignoreCustom && kind === 'custom') continue; // the caller runs refinements itself
        if (kind !== 'greater_than' && kind !== 'less_than' && kind !== 'number_format') return undefined; // a refinement: zod decides
      }
      const n = schema as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
      return { ...plain, check: n.isInt ? Check.Int : Check.Finite, min: n.minValue ?? -Infinity, max: n.maxValue ?? Infinity };
    }
    case 'boolean':
      return (def.checks?.length ?? 0) > 0 ? undefined : { ...plain, check: Check.Bool };
    case 'enum':
      return (def.checks?.length ?? 0) > 0 ? undefined : { ...plain, check: Check.OneOf, allowed: new Set<unknown>(Object.values(def.entries ?? {})) };
    case 'literal':
      return (def.checks?.length ?? 0) > 0 ? undefined : { ...plain, check: Check.OneOf, allowed: new Set<unknown>(def.values ?? []) };
    case 'optional': {
      const inner = fieldSpec(def.innerType as z.ZodType);
      return inner && !inner.optional ? { ...inner, optional: true } : undefined;
    }
    case 'default': {
      const inner = fieldSpec(def.innerType as z.ZodType);
      const value = def.defaultValue;
      // Only plain defaults: a default that is an object would be shared between outputs.
      if (!inner || inner.optional || (typeof value === 'object' && value !== null) || typeof value === 'function') return undefined;
      return { ...inner, optional: true, fallback: { value } };
    }
    case 'nullable': {
      const inner = fieldSpec(def.innerType as z.ZodType);
      return inner && !inner.optional && !inner.nullable ? { ...inner, nullable: true } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Compiles a strict zod object of plain fields (numbers with bounds and integer checks, booleans,
 * enums, literals; optional, defaulted, nullable) into a hand-rolled check that returns zod's output
 * — the same keys and values, defaults filled in (keys in the input's order) — without zod's
 * general machinery.
 * Returns undefined for anything else (refinements, transforms, nested objects): those keep zod.
 * The hot path runs it; any input it rejects goes to zod, so errors stay zod's, word for word.
 *
 * @internal
 */
export function compileFastParse(schema: z.ZodType, options: { readonly generate?: boolean } = {}): FastParse | undefined {
  const def = defOf(schema);
  if (def.type !== 'object' || (def.checks?.length ?? 0) > 0) return undefined;
  const catchall = (schema as unknown as { _zod: { def: { catchall?: z.ZodType } } })._zod.def.catchall;
  if (!catchall || defOf(catchall).type !== 'never') return undefined; // strict objects only
  const fields: Field[] = [];
  for (const [key, fieldSchema] of Object.entries(def.shape ?? {})) {
    const f = fieldSpec(fieldSchema);
    if (!f) return undefined;
    fields.push({ key, ...f });
  }
  const known: Record<string, true> = Object.create(null) as Record<string, true>;
  for (const f of fields) known[f.key] = true;
  const n = fields.length;
  /** zod's output when some default had to be filled in: the shape's keys, in order. */
  const withDefaults = (input: Record<string, unknown>): object => {
    const out: Record<string, unknown> = {};
    for (const f of fields) {
      const v = input[f.key];
      if (v !== undefined) out[f.key] = v;
      else if (f.fallback) out[f.key] = f.fallback.value;
      else if (f.key in input) out[f.key] = undefined;
    }
    return out;
  };
  if (options.generate ?? canGenerate()) return generateParse(fields, withDefaults);
  return (input) => {
    for (const key in input) if (known[key] !== true) return undefined;
    let defaults = false;
    for (let i = 0; i < n; i++) {
      const f = fields[i] as Field;
      const v = input[f.key];
      if (v === undefined) {
        if (!f.optional) return undefined;
        if (f.fallback) defaults = true;
        continue;
      }
      if (v === null) {
        if (!f.nullable) return undefined;
      } else {
        switch (f.check) {
          case Check.Int:
            if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < f.min || v > f.max) return undefined;
            break;
          case Check.Finite:
            if (typeof v !== 'number' || !Number.isFinite(v) || v < f.min || v > f.max) return undefined;
            break;
          case Check.Bool:
            if (typeof v !== 'boolean') return undefined;
            break;
          case Check.OneOf:
            if (!(f.allowed as ReadonlySet<unknown>).has(v)) return undefined;
            break;
        }
      }
    }
    // Valid. When no default had to be filled in, the input itself is the output (zod's, but for
    // the order of keys): engines consume an action at once, and traces record a copy.
    return defaults ? withDefaults(input) : input;
  };
}

let generationAllowed: boolean | undefined;

/**
 * Whether code can be generated here: a page whose Content-Security-Policy forbids `eval` makes
 * `new Function` throw, and the interpreted check serves instead (zod's own JIT does the same).
 */
function canGenerate(): boolean {
  if (generationAllowed === undefined) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- a constant probe: is eval allowed here?
      generationAllowed = (new Function('return true') as () => boolean)();
    } catch {
      generationAllowed = false;
    }
  }
  return generationAllowed;
}

/** A number as a JavaScript expression (`Infinity`, `-Infinity` and exponents included). */
function literal(x: number): string {
  return `(${String(x)})`;
}

/**
 * A few allowed strings, finite numbers or booleans as comparisons (`v !== "move"`: a literal kind
 * is the commonest field of all), which beat a Set lookup; undefined for anything else.
 */
function oneOfTest(v: string, allowed: ReadonlySet<unknown>): string | undefined {
  if (allowed.size === 0 || allowed.size > 8) return undefined;
  const parts: string[] = [];
  for (const x of allowed) {
    if (typeof x === 'string' || typeof x === 'boolean') parts.push(`${v} !== ${JSON.stringify(x)}`);
    // -0 is not in the list: a Set treats it as 0 and === would too, but keep the Set for clarity.
    else if (typeof x === 'number' && Number.isFinite(x) && !Object.is(x, -0)) parts.push(`${v} !== ${literal(x)}`);
    else return undefined;
  }
  return parts.join(' && ');
}

/**
 * The same check as the interpreted one, generated as straight-line code for these fields: every
 * property is read by its name, so V8 keeps each read monomorphic instead of going through one
 * keyed read shared by every field of every schema — the difference is most of an action's cost
 * in the loop's hot path. Only numbers, key names (as JSON strings) and indices reach the source.
 */
function generateParse(fields: readonly Field[], withDefaults: (input: Record<string, unknown>) => object): FastParse {
  const cases = fields.map((f) => `case ${JSON.stringify(f.key)}:`).join(' ');
  const body = fields.map((f, i) => {
    const v = `v${String(i)}`;
    let test: string;
    switch (f.check) {
      case Check.Int:
        test = `typeof ${v} !== 'number' || !Number.isSafeInteger(${v}) || ${v} < ${literal(f.min)} || ${v} > ${literal(f.max)}`;
        break;
      case Check.Finite:
        test = `typeof ${v} !== 'number' || !Number.isFinite(${v}) || ${v} < ${literal(f.min)} || ${v} > ${literal(f.max)}`;
        break;
      case Check.Bool:
        test = `typeof ${v} !== 'boolean'`;
        break;
      case Check.OneOf:
        test = oneOfTest(v, f.allowed as ReadonlySet<unknown>) ?? `!allowed[${String(i)}].has(${v})`;
        break;
    }
    const absent = f.optional ? (f.fallback ? 'defaults = true;' : '') : 'return undefined;';
    const nul = f.nullable ? '' : 'return undefined;';
    return `const ${v} = input[${JSON.stringify(f.key)}];
  if (${v} === undefined) { ${absent} } else if (${v} === null) { ${nul} } else if (${test}) return undefined;`;
  });
  const source = `return function fastParse(input) {
  for (const key in input) ${fields.length === 0 ? 'return undefined;' : `switch (key) { ${cases} break; default: return undefined; }`}
  let defaults = false;
  ${body.join('\n  ')}
  return defaults ? withDefaults(input) : input;
};`;
  const allowed = fields.map((f) => f.allowed);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the source holds only numbers, JSON-quoted keys and indices
  return (new Function('allowed', 'withDefaults', source) as (a: typeof allowed, w: typeof withDefaults) => FastParse)(allowed, withDefaults);
}

/** A validity check compiled from a schema (no output: the value itself is the output). */
type FastCheck = (value: unknown) => boolean;

interface NestedDef extends Def {
  readonly in?: z.ZodType;
  readonly out?: z.ZodType;
  readonly transform?: (value: unknown, payload: { value: unknown; issues: unknown[] }) => unknown;
  readonly element?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly items?: readonly z.ZodType[];
  readonly rest?: z.ZodType | null;
  readonly catchall?: z.ZodType;
}

/**
 * Compiles a schema without refinements, transforms or defaults — objects (strict), arrays, tuples,
 * unions, and the scalars {@link compileFastParse} knows, plus strings with length bounds — into a
 * validity check, for validating large saved states (a restore) at a fraction of zod's cost.
 * Returns undefined when the schema holds anything else; callers then use zod, which also reports
 * what is wrong whenever the compiled check says no.
 *
 * @internal
 */
export function compileFastCheck(schema: z.ZodType): FastCheck | undefined {
  const def = defOf(schema) as NestedDef;
  const all = def.checks ?? [];
  const refinements = all.filter((c) => c._zod.def.check === 'custom').map(runRefinement);
  const base = compileStructure(schema, def, all.filter((c) => c._zod.def.check !== 'custom'));
  if (!base || refinements.length === 0) return base;
  return (v) => base(v) && refinements.every((r) => r(v));
}

type ZodCheckDef = NonNullable<Def['checks']>[number];

/**
 * A refinement (`refine`, `superRefine`, a custom check) run as zod runs it, on a value whose
 * structure has already passed: valid when it records no issue. The value is the input itself,
 * which is zod's output wherever the compiled structure accepts (no defaults filled, no
 * transforms). An async refinement, or one that throws, counts as "no": zod then decides.
 */
function runRefinement(c: ZodCheckDef): FastCheck {
  const check = (c._zod as unknown as { check: (payload: { value: unknown; issues: unknown[] }) => unknown }).check;
  return (value) => {
    const payload = { value, issues: [] as unknown[] };
    try {
      if (check(payload) instanceof Promise) return false;
    } catch {
      return false;
    }
    return payload.issues.length === 0;
  };
}

/** Whether two JSON values are equal (objects by their keys, whatever their order). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** {@link compileFastCheck} without the refinements: `checks` are the schema's other checks. */
function compileStructure(schema: z.ZodType, def: NestedDef, checks: readonly ZodCheckDef[]): FastCheck | undefined {
  switch (def.type) {
    case 'object': {
      if (checks.length > 0 || !def.catchall || defOf(def.catchall).type !== 'never') return undefined;
      const entries: [string, FastCheck, boolean][] = [];
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const type = defOf(field).type;
        const optional = type === 'optional';
        // A defaulted field is checked where present; where absent zod fills it in, so the
        // compiled check says no and zod produces the output.
        const inner = compileFastCheck(optional || type === 'default' ? (defOf(field).innerType as z.ZodType) : field);
        if (!inner) return undefined;
        entries.push([key, inner, optional]);
      }
      const known: Record<string, true> = Object.create(null) as Record<string, true>;
      for (const [key] of entries) known[key] = true;
      return (v) => {
        if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
        const o = v as Record<string, unknown>;
        for (const key in o) if (known[key] !== true) return false;
        for (const [key, check, optional] of entries) {
          const x = o[key];
          if (x === undefined ? !optional : !check(x)) return false;
        }
        return true;
      };
    }
    case 'array': {
      const element = def.element && compileFastCheck(def.element);
      if (!element) return undefined;
      let min = 0;
      let max = Infinity;
      for (const c of checks) {
        const d = c._zod.def as { check?: string; minimum?: number; maximum?: number };
        if (d.check === 'min_length') min = d.minimum ?? 0;
        else if (d.check === 'max_length') max = d.maximum ?? Infinity;
        else return undefined;
      }
      return (v) => {
        if (!Array.isArray(v) || v.length < min || v.length > max) return false;
        for (const x of v) if (!element(x)) return false;
        return true;
      };
    }
    case 'tuple': {
      if (checks.length > 0 || def.rest) return undefined;
      const items = (def.items ?? []).map((i) => compileFastCheck(i));
      if (items.some((i) => !i)) return undefined;
      const all = items as FastCheck[];
      return (v) => Array.isArray(v) && v.length === all.length && all.every((c, i) => c(v[i]));
    }
    case 'union': {
      if (checks.length > 0) return undefined;
      const options = (def.options ?? []).map((o) => compileFastCheck(o));
      if (options.some((o) => !o)) return undefined;
      const all = options as FastCheck[];
      return (v) => all.some((c) => c(v));
    }
    case 'nullable': {
      const inner = def.innerType && compileFastCheck(def.innerType);
      return inner && ((v) => v === null || inner(v));
    }
    case 'pipe': {
      // `schema.transform(f)`: the input checked, then f run as zod runs it; accepted only where
      // f hands back what it was given (a transform that fills in what a saved state already
      // holds), so that the input itself is zod's output. Transforms are pure in zod's contract.
      const outDef = def.out && (defOf(def.out) as NestedDef);
      const transform = outDef?.type === 'transform' && (outDef.checks?.length ?? 0) === 0 ? outDef.transform : undefined;
      const input = checks.length === 0 && def.in ? compileFastCheck(def.in) : undefined;
      if (!input || !transform) return undefined;
      return (v) => {
        if (!input(v)) return false;
        const payload = { value: v, issues: [] as unknown[] };
        let out: unknown;
        try {
          out = transform(v, payload);
        } catch {
          return false;
        }
        return !(out instanceof Promise) && payload.issues.length === 0 && sameJson(out, v);
      };
    }
    case 'null':
      return (v) => v === null;
    case 'string': {
      let min = 0;
      let max = Infinity;
      for (const c of checks) {
        const d = c._zod.def as { check?: string; minimum?: number; maximum?: number };
        if (d.check === 'min_length') min = d.minimum ?? 0;
        else if (d.check === 'max_length') max = d.maximum ?? Infinity;
        else return undefined;
      }
      return (v) => typeof v === 'string' && v.length >= min && v.length <= max;
    }
    default: {
      const spec = fieldSpec(schema, true);
      if (!spec || spec.optional || spec.fallback) return undefined;
      return (v) => {
        if (v === null) return spec.nullable;
        switch (spec.check) {
          case Check.Int:
            return typeof v === 'number' && Number.isSafeInteger(v) && v >= spec.min && v <= spec.max;
          case Check.Finite:
            return typeof v === 'number' && Number.isFinite(v) && v >= spec.min && v <= spec.max;
          case Check.Bool:
            return typeof v === 'boolean';
          case Check.OneOf:
            return (spec.allowed as ReadonlySet<unknown>).has(v);
        }
      };
    }
  }
}
