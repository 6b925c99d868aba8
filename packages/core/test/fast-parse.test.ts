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

  // Refinements run as zod runs them; a defaulted field passes only where present (zod fills the
  // rest), so whatever the check accepts, zod accepts with the input itself as its output.
  const refined = z
    .strictObject({
      ids: z.array(z.number().int().refine((x) => x % 3 !== 0, { error: 'no multiples of 3' })).max(4),
      level: z.number().int().min(0).max(9).default(1),
      cursor: z.number().int().nullable(),
    })
    .superRefine((v, ctx) => {
      if (new Set(v.ids).size !== v.ids.length) ctx.addIssue({ code: 'custom', message: 'ids must be unique' });
      if (v.cursor !== null && !v.ids.includes(v.cursor)) ctx.addIssue({ code: 'custom', message: 'cursor must name an id' });
    });

  it('runs refinements and checks present defaults, agreeing with zod', async () => {
    const { compileFastCheck } = await import('../src/ruleset/fast-parse.js');
    const check = compileFastCheck(refined);
    expect(check).toBeDefined();
    const near = fc.record(
      { ids: fc.array(fc.integer({ min: -4, max: 8 }), { maxLength: 5 }), level: fc.oneof(fc.integer({ min: -1, max: 10 }), fc.constant(undefined)), cursor: fc.oneof(fc.constant(null), fc.integer({ min: -4, max: 8 })) },
      { requiredKeys: ['ids', 'cursor'] },
    );
    let runs = 0;
    let accepted = 0;
    let zodOnly = 0;
    fc.assert(
      fc.property(near, (input) => {
        runs++;
        const mine = check?.(input) ?? false;
        const theirs = refined.safeParse(input);
        if (mine) {
          accepted++;
          expect(theirs.success).toBe(true);
          expect(theirs.data).toEqual(input);
        } else if (theirs.success) {
          zodOnly++;
          expect((input as { level?: unknown }).level).toBeUndefined(); // only a default to fill in
        }
      }),
      { numRuns: Number(process.env.FAST_CHECK_RUNS ?? 2000) },
    );
    console.log(`refined state checks: ${runs} inputs, ${accepted} accepted as zod does, ${zodOnly} left to zod for a default`);
  });

  it('accepts a transform only where it hands back its input, agreeing with zod', async () => {
    const { compileFastCheck } = await import('../src/ruleset/fast-parse.js');
    const usage = z
      .strictObject({ move: z.number().int().min(1).max(9).default(5), swim: z.number().int().min(1).max(9).optional() })
      .transform((u) => ({ move: u.move, swim: u.swim ?? u.move }));
    const schema = z.strictObject({ usage: usage.default({ move: 5, swim: 5 }), doubled: z.number().int().transform((x) => x * 2) });
    const nested = compileFastCheck(z.strictObject({ usage }));
    expect(nested).toBeDefined();
    expect(compileFastCheck(schema)).toBeDefined(); // `doubled` compiles too, and is never accepted unless 0
    let runs = 0;
    let accepted = 0;
    const value = fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constant(undefined));
    fc.assert(
      fc.property(fc.record({ usage: fc.record({ move: value, swim: value }, { requiredKeys: [] }) }), (input) => {
        runs++;
        if (nested?.(input) === true) {
          accepted++;
          const theirs = z.strictObject({ usage }).safeParse(input);
          expect(theirs.success).toBe(true);
          expect(theirs.data).toEqual(input);
        }
      }),
      { numRuns: Number(process.env.FAST_CHECK_RUNS ?? 2000) },
    );
    expect(compileFastCheck(schema)?.({ usage: { move: 2, swim: 2 }, doubled: 3 })).toBe(false);
    expect(compileFastCheck(schema)?.({ usage: { move: 2, swim: 2 }, doubled: 0 })).toBe(true);
    console.log(`transform checks: ${runs} inputs, ${accepted} accepted as zod does`);
  });

  it('leaves async refinements and pipes into other schemas to zod', async () => {
    const { compileFastCheck } = await import('../src/ruleset/fast-parse.js');
    const slow = compileFastCheck(z.strictObject({ a: z.number() }).refine(async () => Promise.resolve(true)));
    expect(slow?.({ a: 1 })).toBe(false);
    expect(compileFastCheck(z.strictObject({ a: z.string().pipe(z.string().min(1)) }))).toBeUndefined();
  });
});
