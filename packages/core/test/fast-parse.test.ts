// The compiled action check must agree with zod exactly: it may only accept what zod accepts, with
// zod's output (keys, defaults), and everything it rejects goes to zod.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputOf } from '../src/conformance/index.js';
import { compileFastParse } from '../src/ruleset/fast-parse.js';

const schemas = {
  plain: z.strictObject({ kind: z.literal('act'), cost: z.number().int().min(0).max(1000).optional() }),
  defaults: z.strictObject({ kind: z.literal('move'), steps: z.number().int().min(1).max(100).default(1), swim: z.boolean().optional(), terrain: z.enum(['plain', 'tree']).optional() }),
  nullable: z.strictObject({ kind: z.literal('x'), target: z.number().nullable(), ratio: z.number().min(-1.5).max(2.5) }),
};

/** Inputs near the schema: its own shapes, and the same with a field broken or an extra key. */
function near(schema: z.ZodType): fc.Arbitrary<unknown> {
  const junk = fc.oneof(fc.constant(undefined), fc.constant(null), fc.constant(NaN), fc.constant(Infinity), fc.integer(), fc.double(), fc.string(), fc.boolean(), fc.constant({}));
  return fc.oneof(
    inputOf(schema),
    fc.tuple(inputOf(schema), fc.string({ maxLength: 6 }), junk).map(([v, k, j]) => ({ ...(v as object), [k]: j })),
    fc.tuple(inputOf(schema), junk).map(([v, j]) => ({ ...(v as object), cost: j, steps: j, target: j })),
  );
}

describe('compiled action checks', () => {
  for (const [name, schema] of Object.entries(schemas)) for (const generate of [true, false]) {
    it(`${name}, ${generate ? 'generated' : 'interpreted'}: accepts only what zod accepts, with zod's output`, () => {
      const fast = compileFastParse(schema, { generate });
      expect(fast).toBeDefined();
      let accepted = 0;
      let runs = 0;
      fc.assert(
        fc.property(near(schema), (input) => {
          runs++;
          if (typeof input !== 'object' || input === null) return;
          const mine = fast?.(input as Record<string, unknown>);
          const theirs = schema.safeParse(input);
          if (mine !== undefined) {
            accepted++;
            expect(theirs.success).toBe(true);
            expect(mine).toEqual(theirs.data);
            expect(Object.keys(mine).sort()).toEqual(Object.keys(theirs.data as object).sort());
          } else expect(theirs.success).toBe(false);
        }),
        { numRuns: Number(process.env.FAST_CHECK_RUNS ?? 2000) },
      );
      console.log(`${name} (${generate ? 'generated' : 'interpreted'}): ${runs} inputs, ${accepted} accepted, all as zod`);
    });
  }

  it('generates code for any key name: names are data in the generated source, never code', () => {
    const odd = 'it\'s "odd"\n}; throw 1; //';
    const fast = compileFastParse(z.strictObject({ kind: z.literal('x'), [odd]: z.number().int().optional() }), { generate: true });
    expect(fast?.({ kind: 'x', [odd]: 3 })).toEqual({ kind: 'x', [odd]: 3 });
    expect(fast?.({ kind: 'x', [odd]: 'three' })).toBeUndefined();
    expect(fast?.({ kind: 'x', other: 1 })).toBeUndefined();
  });

  it('leaves refinements, transforms and nested objects to zod', () => {
    expect(compileFastParse(z.strictObject({ a: z.number().refine((v) => v > 0) }))).toBeUndefined();
    expect(compileFastParse(z.strictObject({ a: z.number() }).refine(() => true))).toBeUndefined();
    expect(compileFastParse(z.strictObject({ a: z.strictObject({ b: z.number() }) }))).toBeUndefined();
    expect(compileFastParse(z.object({ a: z.number() }))).toBeUndefined();
    expect(compileFastParse(z.strictObject({ a: z.string() }))).toBeUndefined();
  });
});

describe('compiled state checks', () => {
  const state = z.strictObject({
    time: z.number().int().min(0),
    mode: z.enum(['a', 'b']),
    current: z.union([z.number().int(), z.string().min(1)]).nullable(),
    actors: z.array(z.strictObject({ id: z.union([z.number().int(), z.string().min(1)]), speed: z.number().int().min(1).max(100), flag: z.boolean(), note: z.string().max(3).optional() })).max(5),
    pair: z.tuple([z.number(), z.literal('x')]),
  });

  it('agrees with zod on every input (accepts exactly what zod accepts)', async () => {
    const { compileFastCheck } = await import('../src/ruleset/fast-parse.js');
    const check = compileFastCheck(state);
    expect(check).toBeDefined();
    let runs = 0;
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(inputOf(state), fc.tuple(inputOf(state), fc.string({ maxLength: 5 }), fc.anything()).map(([v, k, j]) => ({ ...(v as object), [k]: j }))), (input) => {
        runs++;
        const mine = check?.(input) ?? false;
        if (mine) accepted++;
        expect(mine).toBe(state.safeParse(input).success);
      }),
      { numRuns: Number(process.env.FAST_CHECK_RUNS ?? 2000) },
    );
    console.log(`state checks: ${runs} inputs, ${accepted} accepted, all as zod`);
  });

  it('leaves refinements, defaults and transforms to zod', async () => {
    const { compileFastCheck } = await import('../src/ruleset/fast-parse.js');
    expect(compileFastCheck(state.refine(() => true))).toBeUndefined();
    expect(compileFastCheck(z.strictObject({ a: z.number().default(1) }))).toBeUndefined();
    expect(compileFastCheck(z.strictObject({ a: z.number().transform((x) => x) }))).toBeUndefined();
  });
});
