import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { ObjectSchema } from '../ruleset/actor-kind.js';
import type { AnyRuleset, AnyTimeLoop } from '../ruleset/any-ruleset.js';
import type { ActionBase, Turn } from '../ruleset/types.js';
import { outOfDomain, validInputOf } from './arbitrary.js';
import { restore } from '../ruleset/restore.js';
import { seeded } from '../random/xoshiro128.js';

/**
 * What the robustness suite needs (built by `describeConformance`).
 *
 * @internal
 */
export interface RobustnessSetup {
  readonly ruleset: AnyRuleset;
  readonly actors: readonly { readonly id: string | number; readonly spec: unknown }[];
  readonly action: (turn: Turn, step: number) => ActionBase;
  readonly variant: { readonly version: string; readonly options?: unknown };
}

/** Runs per property: `FAST_CHECK_RUNS` (default 40), so CI and local runs can go deeper. */
const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 40);

/** A Turnkeeper error (checked by shape: a ruleset may bring its own copy of core). */
function isTyped(e: unknown): boolean {
  const code = e instanceof Error ? (e as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code);
}

function codeOf(e: unknown): string | undefined {
  return isTyped(e) ? (e as { code: string }).code : undefined;
}

/** Runs `f`, letting typed errors through as a result and rethrowing anything else (a crash). */
function typedOrOk(f: () => void): string | undefined {
  try {
    f();
    return undefined;
  } catch (e) {
    if (isTyped(e)) return codeOf(e);
    throw e;
  }
}

/** What every part of the robustness suite reads: the setup and the helpers built from it. */
interface RobustnessKit {
  readonly setup: RobustnessSetup;
  readonly ruleset: RobustnessSetup['ruleset'];
  readonly variant: RobustnessSetup['variant'];
  readonly kinds: readonly string[];
  readonly schemaOf: (kind: string, part: 'spec' | 'patch') => ObjectSchema;
  readonly validSpec: (kind: string) => fc.Arbitrary<unknown>;
  readonly validPatch: (kind: string) => fc.Arbitrary<unknown>;
  readonly make: (seed: number, trace?: boolean) => AnyTimeLoop;
  readonly act: (loop: AnyTimeLoop, turn: Turn, i: number) => string | undefined;
  /** Steps the loop `n` times; stops at the first typed error (no actor left, say). */
  readonly run: (loop: AnyTimeLoop, n: number, from?: number) => string | undefined;
  /** Whether a typed error left the loop failed: nothing more to run. */
  readonly failed: (loop: AnyTimeLoop) => boolean;
}

/**
 * Registers the robustness half of the conformance kit, property and fuzz tests derived from the
 * ruleset's own schemas (so a new field is covered without touching a test), each printing how many
 * cases it tried: any valid spec of any kind runs, deterministically and through snapshots; every
 * value outside a field's domain is a typed error naming the field; snapshots at random points
 * continue identically; add / remove / update storms, also from inside hook handlers, never crash or
 * hand out an absent actor; tampered snapshots are refused or run without untyped errors.
 *
 * @internal Called by `describeConformance`.
 */
export function describeRobustness(setup: RobustnessSetup): void {
  const { ruleset, variant } = setup;
  const kinds = ruleset.kindList.map((k) => k.name);
  const schemaOf = (kind: string, part: 'spec' | 'patch'): ObjectSchema => (ruleset.kinds[kind] as Record<'spec' | 'patch', ObjectSchema>)[part];
  const validSpec = (kind: string): fc.Arbitrary<unknown> => validInputOf(ruleset.schemaOf(kind, 'spec'));
  const validPatch = (kind: string): fc.Arbitrary<unknown> => validInputOf(schemaOf(kind, 'patch'));
  const make = (seed: number, trace = true): AnyTimeLoop => ruleset.create({ seed, version: variant.version, options: variant.options, trace });
  const act = (loop: AnyTimeLoop, turn: Turn, i: number): string | undefined => typedOrOk(() => loop.act(turn.actor, setup.action(turn, i)));
  /** Steps the loop `n` times; stops at the first typed error (no actor left, say). */
  const run = (loop: AnyTimeLoop, n: number, from = 0): string | undefined => {
    for (let i = 0; i < n; i++) {
      let turn: Turn | undefined;
      const stop = typedOrOk(() => (turn = loop.next()));
      if (stop !== undefined || !turn) return stop;
      expect(loop.has(turn.actor), `next() handed out ${String(turn.actor)}, who is not present`).toBe(true);
      const refused = act(loop, turn, from + i);
      if (refused !== undefined) return refused;
    }
    return undefined;
  };
  /** Whether a typed error left the loop failed (a game rule's overflow, say): nothing more to run. */
  const failed = (loop: AnyTimeLoop): boolean => typedOrOk(() => loop.snapshot()) === 'LOOP_FAILED';
  const c: RobustnessKit = { setup, ruleset, variant, kinds, schemaOf, validSpec, validPatch, make, act, run, failed };

  domainTests(c);

  snapshotContinuityTests(c);

  failureTests(c);

  stormTests(c);

  tamperTests(c);
}

/** Valid specs across the whole domain run; values outside it are refused naming the field. */
function domainTests(c: RobustnessKit): void {
  const { setup, ruleset, kinds, schemaOf, validSpec, make, run, failed } = c;
  it('runs any valid spec of every kind, across its whole domain, deterministically and through snapshots', () => {
    let cases = 0;
    for (const kind of kinds) {
      fc.assert(
        fc.property(validSpec(kind), fc.nat(), (spec, seed) => {
          cases++;
          const build = (): AnyTimeLoop | undefined => {
            const loop = make(seed);
            for (const a of setup.actors) if ((a.spec as { kind?: string }).kind !== kind) typedOrOk(() => loop.add(a.id, a.spec));
            return typedOrOk(() => loop.add('probe', spec)) === undefined ? loop : undefined;
          };
          const a = build();
          const b = build();
          if (!a || !b) return; // a valid shape the engine refuses (a cross-reference): typed, fine
          const stopA = run(a, 40);
          const stopB = run(b, 40);
          expect(b.trace?.events).toEqual(a.trace?.events);
          expect(stopB).toBe(stopA);
          // A spec at the edge of the game's integers may end the game the way the game would (an
          // overflow is a typed error that leaves the loop failed); both builds ended alike.
          if (stopA !== undefined && failed(a)) return;
          const c = restore(ruleset, JSON.parse(JSON.stringify(a.snapshot())));
          run(a, 20, 40);
          run(c, 20, 40);
          expect(c.trace?.events).toEqual(a.trace?.events);
        }),
        { numRuns: RUNS },
      );
    }
    console.log(`${ruleset.id}: ${cases} generated specs ran deterministically and through snapshots`);
  });

  it("rejects every value outside a field's domain with a typed error naming the field", () => {
    let cases = 0;
    for (const kind of kinds) {
      const base = setup.actors.find((a) => (a.spec as { kind?: string }).kind === kind)?.spec ?? fc.sample(validSpec(kind), { numRuns: 1, seed: 1 })[0];
      for (const { field, value } of outOfDomain(schemaOf(kind, 'spec'))) {
        cases++;
        const loop = make(1, false);
        let error: unknown;
        try {
          loop.add('x', { ...(base as object), [field]: value });
        } catch (e) {
          error = e;
        }
        expect(codeOf(error), `${kind} spec ${field}: ${String(value)} was accepted`).toBe('INVALID_SPEC');
        expect((error as { issues: { field: string }[] }).issues.map((i) => i.field)).toContain(field);
      }
      const present = setup.actors.find((a) => (a.spec as { kind?: string }).kind === kind);
      if (!present) continue;
      for (const { field, value } of outOfDomain(schemaOf(kind, 'patch'))) {
        cases++;
        const loop = make(1, false);
        for (const a of setup.actors) loop.add(a.id, a.spec);
        let error: unknown;
        try {
          loop.update(present.id, { [field]: value });
        } catch (e) {
          error = e;
        }
        expect(codeOf(error), `${kind} patch ${field}: ${String(value)} was accepted`).toBe('INVALID_PATCH');
        expect((error as { issues: { field: string }[] }).issues.map((i) => i.field)).toContain(field);
      }
    }
    console.log(`${ruleset.id}: ${cases} out-of-domain values rejected naming their field`);
  });
}

/** Snapshots at any point, after every step and mid-turn continue identically and share nothing. */
function snapshotContinuityTests(c: RobustnessKit): void {
  const { setup, ruleset, kinds, validPatch, make, act, run } = c;
  it('continues identically from a snapshot taken at any point, traces included', () => {
    let cases = 0;
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 300 }), fc.boolean(), (seed, cut, pending) => {
        cases++;
        const a = make(seed);
        for (const x of setup.actors) a.add(x.id, x.spec);
        run(a, cut);
        let turn: Turn | undefined;
        if (pending && typedOrOk(() => (turn = a.next())) !== undefined) return;
        const b = restore(ruleset, JSON.parse(JSON.stringify(a.snapshot())));
        if (turn) {
          act(a, turn, cut);
          act(b, turn, cut);
        }
        run(a, 60, cut + 1);
        run(b, 60, cut + 1);
        expect(b.trace?.events).toEqual(a.trace?.events);
      }),
      { numRuns: RUNS },
    );
    console.log(`${ruleset.id}: ${cases} snapshots at random points continued identically`);
  });

  it('snapshots after every single step, with valid updates also during a pending turn, and continues identically (traces, ids order)', () => {
    let cases = 0;
    let snapshots = 0;
    const patchPool = new Map(kinds.map((k) => [k, fc.sample(validPatch(k), { numRuns: 12, seed: 11 })]));
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.tuple(fc.nat(), fc.boolean()), { minLength: 5, maxLength: 40 }), (seed, plan) => {
        cases++;
        const live = make(seed);
        for (const x of setup.actors) live.add(x.id, x.spec);
        let copy = restore(ruleset, JSON.parse(JSON.stringify(live.snapshot())));
        for (const [i, [pick, midTurn]] of plan.entries()) {
          const ids = live.ids();
          const id = ids[pick % ids.length];
          const patch = id === undefined ? undefined : (patchPool.get(live.kindOf(id) ?? '') ?? [])[pick % 12];
          const turn = typedOrOk(() => live.next()) === undefined ? live.pending : undefined;
          if (turn === undefined) return;
          copy.next();
          if (midTurn && patch !== undefined && id !== undefined) {
            const a = typedOrOk(() => live.update(id, patch));
            const b = typedOrOk(() => copy.update(id, patch));
            expect(b).toBe(a);
          }
          // Snapshot the copy with its turn pending, restore it, and go on with the restored one.
          copy = restore(ruleset, JSON.parse(JSON.stringify(copy.snapshot())));
          snapshots++;
          const due = { actor: turn, kind: live.kindOf(turn) ?? '', time: live.time } as Turn;
          expect(act(copy, due, i)).toBe(act(live, due, i));
          copy = restore(ruleset, JSON.parse(JSON.stringify(copy.snapshot())));
          snapshots++;
          expect(copy.ids()).toEqual(live.ids());
          expect(copy.trace?.events).toEqual(live.trace?.events);
        }
      }),
      { numRuns: RUNS },
    );
    console.log(`${ruleset.id}: ${cases} runs, ${snapshots} snapshots after single steps and mid-turn updates continued identically`);
  });

  it('shares nothing between a snapshot, the loops restored from it and the live loop', () => {
    const live = make(5);
    for (const x of setup.actors) live.add(x.id, x.spec);
    run(live, 25);
    const snapshot = live.snapshot();
    const before = JSON.stringify(snapshot);
    const a = restore(ruleset, snapshot);
    const b = restore(ruleset, snapshot);
    const patches = new Map(kinds.map((k) => [k, fc.sample(validPatch(k), { numRuns: 6, seed: 3 })]));
    for (const id of a.ids()) for (const p of patches.get(a.kindOf(id) ?? '') ?? []) typedOrOk(() => a.update(id, p));
    run(a, 40);
    expect(JSON.stringify(snapshot)).toBe(before);
    expect(JSON.stringify(b.snapshot())).toBe(before);
    expect(JSON.stringify(live.snapshot())).toBe(before);
  });
}

/** A random source that throws leaves the loop failed; an action is read once. */
function failureTests(c: RobustnessKit): void {
  const { setup, ruleset, variant, make } = c;
  it('leaves the loop failed, never half applied, when a random source throws mid-turn', () => {
    let cases = 0;
    let failed = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (breakAt) => {
        cases++;
        let calls = 0;
        const source = {
          below: (n: number): number => {
            if (calls++ === breakAt) throw new Error('the random source failed');
            return n <= 1 ? 0 : (calls * 2654435761) % n;
          },
        };
        const loop = ruleset.create({ random: source, version: variant.version, options: variant.options });
        let thrown: unknown;
        try {
          // Adding may draw too (a ruleset that rolls a new monster's speed): inside the same try.
          for (const x of setup.actors) loop.add(x.id, x.spec);
          for (let i = 0; i < 200; i++) {
            const turn = loop.next();
            loop.act(turn.actor, setup.action(turn, i));
          }
        } catch (e) {
          thrown = e;
        }
        if (thrown === undefined) return;
        if (isTyped(thrown) && codeOf(thrown) !== 'LOOP_FAILED') {
          // A typed refusal (no actor left, say) changes nothing; a source failure must fail the loop.
          if ((thrown as Error).message !== 'the random source failed') return;
        }
        failed++;
        expect(() => loop.next()).toThrow(/failed/i);
        expect(() => loop.add('late', setup.actors[0]?.spec as never)).toThrow(/failed/i);
      }),
      { numRuns: RUNS },
    );
    console.log(
      `${ruleset.id}: ${cases} runs with a random source that throws once, ${failed} left the loop failed (the others never reached the failing draw)`,
    );
  });

  it('reads each action once: a getter read again later cannot change what is charged or traced', () => {
    const loop = make(9);
    const twin = make(9);
    for (const x of setup.actors) {
      loop.add(x.id, x.spec);
      twin.add(x.id, x.spec);
    }
    let cases = 0;
    for (let i = 0; i < 60; i++) {
      const turn = loop.next();
      const t2 = twin.next();
      const plain = { ...setup.action(turn, i) } as Record<string, unknown>;
      const tricky: Record<string, unknown> = {};
      for (const [k, val] of Object.entries(plain)) {
        let reads = 0;
        // The first read sees the real value; any later read would see garbage.
        Object.defineProperty(tricky, k, { enumerable: true, get: () => (reads++ === 0 || k === 'kind' ? val : typeof val === 'number' ? -1e15 : null) });
      }
      cases++;
      loop.act(turn.actor, tricky);
      twin.act(t2.actor, plain);
    }
    expect(loop.trace?.events).toEqual(twin.trace?.events);
    console.log(`${ruleset.id}: ${cases} actions with getters charged and traced as first read`);
  });
}

/** Add / remove / update storms, also from inside every hook. */
function stormTests(c: RobustnessKit): void {
  const { setup, ruleset, kinds, validSpec, validPatch, make, run } = c;
  it('survives add / remove / update storms, also from inside every hook, handing out only present actors', () => {
    let cases = 0;
    let operations = 0;
    const op = fc.oneof(
      { weight: 5, arbitrary: fc.constant({ op: 'step' as const }) },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('add' as const), kind: fc.constantFrom(...kinds), pick: fc.nat() }) },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('remove' as const), pick: fc.nat() }) },
      { weight: 2, arbitrary: fc.record({ op: fc.constant('update' as const), pick: fc.nat() }) },
    );
    const specPool = new Map(kinds.map((k) => [k, fc.sample(validSpec(k), { numRuns: 8, seed: 7 })]));
    const patchPool = new Map(kinds.map((k) => [k, fc.sample(validPatch(k), { numRuns: 8, seed: 7 })]));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), fc.nat(), fc.boolean(), (ops, seed, chaos) => {
        cases++;
        const loop = make(seed);
        let next = 0;
        for (const a of setup.actors) loop.add(a.id, a.spec);
        // The hook handlers' own choices during storms: a stream of their own, from the case's seed.
        const random = seeded(seed);
        const mutate = (kindHint: string | undefined, pick: number, what: 'add' | 'remove' | 'update'): void => {
          operations++;
          const ids = loop.ids();
          if (what === 'add') {
            const kind = kindHint ?? String(kinds[pick % kinds.length]);
            const pool = specPool.get(kind) ?? [];
            const fromActors = setup.actors.filter((a) => (a.spec as { kind?: string }).kind === kind).map((a) => a.spec);
            const choices = [...fromActors, ...pool];
            if (choices.length) typedOrOk(() => loop.add(`s${next++}`, choices[pick % choices.length]));
          } else if (ids.length) {
            const id = ids[pick % ids.length] as string | number;
            if (what === 'remove') typedOrOk(() => loop.remove(id));
            else {
              const pool = patchPool.get(loop.kindOf(id) ?? '') ?? [];
              if (pool.length) typedOrOk(() => loop.update(id, pool[pick % pool.length]));
            }
          }
        };
        if (chaos) {
          for (const hook of Object.keys(ruleset.hooks)) {
            loop.on(hook, () => {
              if (random.below(100) < 15) mutate(undefined, random.below(1000), (['add', 'remove', 'update'] as const)[random.below(3)] ?? 'update');
            });
          }
        }
        for (const [i, o] of ops.entries()) {
          if (o.op === 'step') run(loop, 1, i);
          else mutate(o.op === 'add' ? o.kind : undefined, o.pick, o.op);
        }
        // After the storm, the loop still snapshots and continues identically.
        if (typedOrOk(() => loop.snapshot()) === undefined) {
          const again = restore(ruleset, JSON.parse(JSON.stringify(loop.snapshot())));
          if (chaos) {
            // Handlers are code, not state: the restored loop has none, so it only has to run.
            run(again, 30, ops.length);
          } else {
            run(loop, 30, ops.length);
            run(again, 30, ops.length);
            expect(again.trace?.events).toEqual(loop.trace?.events);
          }
        }
      }),
      { numRuns: RUNS },
    );
    console.log(`${ruleset.id}: ${cases} storms, ${operations} adds, removes and updates (some from inside hooks), without a crash`);
  });
}

/** Tampered snapshots are refused or run without an untyped error. */
function tamperTests(c: RobustnessKit): void {
  const { setup, ruleset, make, run } = c;
  it('refuses a tampered snapshot, or runs it without an untyped error', () => {
    let cases = 0;
    let refused = 0;
    const base = make(3);
    for (const a of setup.actors) base.add(a.id, a.spec);
    run(base, 57);
    const snapshot = JSON.parse(JSON.stringify(base.snapshot())) as { engine: unknown };
    const leaves: (string | number)[][] = [];
    const walk = (v: unknown, path: (string | number)[]): void => {
      if (Array.isArray(v)) {
        leaves.push(path);
        v.forEach((x, i) => {
          walk(x, [...path, i]);
        });
      } else if (typeof v === 'object' && v !== null) {
        for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
      } else leaves.push(path);
    };
    walk(snapshot.engine, []);
    const mutations = ['string', 'negative', 'huge', 'fraction', 'null', 'delete', 'duplicate'] as const;
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom(...mutations), (pick, mutation) => {
        cases++;
        const copy = JSON.parse(JSON.stringify(snapshot)) as { engine: unknown };
        const path = leaves[pick % leaves.length] ?? [];
        const holder: unknown = path.slice(0, -1).reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], copy.engine);
        const key = path[path.length - 1];
        if (key === undefined || typeof holder !== 'object' || holder === null) return;
        const parent = holder as Record<string | number, unknown> | unknown[];
        const target = parent as Record<string | number, unknown>;
        const values = { string: 'x', negative: -7, huge: 2 ** 53, fraction: 0.5, null: null } as const;
        if (mutation === 'delete') {
          if (Array.isArray(parent)) parent.splice(Number(key), 1);
          else Reflect.deleteProperty(target, key);
        } else if (mutation === 'duplicate') {
          const v = target[key];
          if (Array.isArray(v) && v.length) v.push(JSON.parse(JSON.stringify(v[0])) as unknown);
          else target[key] = v;
        } else target[key] = values[mutation];
        let loop: AnyTimeLoop | undefined;
        const code = typedOrOk(() => (loop = restore(ruleset, copy)));
        if (code !== undefined) {
          expect(code).toBe('SNAPSHOT');
          refused++;
          return;
        }
        if (loop) run(loop, 60);
      }),
      { numRuns: RUNS * 3 },
    );
    console.log(`${ruleset.id}: ${cases} tampered snapshots, ${refused} refused, the rest ran without an untyped error`);
  });
}
