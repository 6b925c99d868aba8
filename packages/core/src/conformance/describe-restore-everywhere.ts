import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { ActorId } from '../ruleset/actor-id.js';
import type { AnyRuleset, AnyTimeLoop } from '../ruleset/any-ruleset.js';
import type { Turn } from '../ruleset/types.js';
import { validInputOf } from './arbitrary.js';
import { restore } from '../ruleset/restore.js';
import { isFailed, outcomeOf } from './outcome.js';
import { describeRunMatchesSteps } from './run-matches-steps.js';

/**
 * What the restore-everywhere suite needs beyond the ruleset itself.
 *
 * @example
 * ```ts
 * const options: RestoreEverywhereOptions = { actors: [{ id: 'you', spec: { kind: 'player' } }, { id: 0, spec: { kind: 'monster', speed: 10 } }] };
 * ```
 */
export interface RestoreEverywhereOptions {
  /** The actors every run starts with (valid specs, with `kind`). */
  readonly actors: readonly { readonly id: ActorId; readonly spec: unknown }[];
  /** Random runs per property (default: `FAST_CHECK_RUNS`, else 40). */
  readonly runs?: number;
  /** The most operations per run (default 60). */
  readonly length?: number;
  /** The version to run (default: the ruleset's default). */
  readonly version?: string;
}

/** One operation of a run, applied alike to every loop. */
type Op =
  | { readonly op: 'step' }
  | { readonly op: 'next' }
  | { readonly op: 'act'; readonly action?: { readonly kind: string } }
  | { readonly op: 'update'; readonly kind: string; readonly pick: number; readonly patch: unknown }
  | { readonly op: 'add'; readonly spec: unknown }
  | { readonly op: 'remove'; readonly pick: number };

/** Runs per property: `FAST_CHECK_RUNS` (default 40), so CI and local runs can go deeper. */
const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 40);

/**
 * Fails with a short message when two strings differ: where, and 80 characters of each from
 * there (a diff of two long snapshots would take the test runner minutes, for every shrink).
 */
function same(got: string, want: string, what: string): void {
  if (got === want) return;
  let i = 0;
  while (i < got.length && got[i] === want[i]) i++;
  throw new Error(`${what}: differs at character ${i}:\n  got  …${got.slice(Math.max(0, i - 40), i + 80)}\n  want …${want.slice(Math.max(0, i - 40), i + 80)}`);
}

/** Where a loop stands, as the suite compares it: time, pending turn and `ids()` in order. */
function standing(loop: AnyTimeLoop): string {
  return JSON.stringify({ time: loop.time, pending: loop.pending ?? null, ids: loop.ids() });
}

/** The code (or class name) of the error that failed a loop, for the counts the suite prints. */
function failureOf(loop: AnyTimeLoop): string {
  try {
    loop.snapshot();
    return 'not failed';
  } catch (e) {
    const cause: unknown = e instanceof Error ? e.cause : undefined;
    const code = cause instanceof Error ? (cause as Error & { code?: unknown }).code : undefined;
    return typeof code === 'string' ? code : cause instanceof Error ? cause.name : String(cause);
  }
}

/** Adds one to a tally. */
function count(tally: Map<string, number>, key: string): void {
  tally.set(key, (tally.get(key) ?? 0) + 1);
}

/** A tally as the suite prints it: `CODE ×n, …`. */
function printed(tally: ReadonlyMap<string, number>): string {
  return [...tally].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none';
}

/** What both properties read: the ruleset, the options and the generators and helpers built from them. */
interface RestoreKit {
  readonly ruleset: AnyRuleset;
  readonly options: RestoreEverywhereOptions;
  readonly runs: number;
  readonly length: number;
  readonly version: string;
  readonly kinds: readonly string[];
  readonly defaults: ReadonlyMap<string, string>;
  readonly actionArb: fc.Arbitrary<{ readonly kind: string }>;
  readonly opArb: fc.Arbitrary<Op>;
  readonly make: (seed: number, trace?: boolean) => AnyTimeLoop;
  /** Applies one operation; says what it did, for the failure report. */
  readonly apply: (loop: AnyTimeLoop, op: Op, added: number) => string;
}

/**
 * Registers the restore-everywhere suite: random runs of steps, turns left pending, actions,
 * valid updates of any field of any actor (during a pending turn too), adds and removes, where a
 * loop is snapshotted and restored after **every single operation** and must go on exactly as a
 * loop that never was: the same turns, errors, `ids()` order, time and trace. Every snapshot the
 * library writes must restore. Half the restores go through JSON, half take the in-memory
 * snapshot, which must come out of it unchanged; and two loops restored from one in-memory
 * snapshot must share nothing (an update of one leaves the other, and the snapshot, as they were).
 * An operation whose error leaves the loop failed (an engine refusing an action mid-turn, say)
 * must fail both loops alike, and ends that run. An operation refused with a typed error (a turn
 * out of order, an input the engine refuses before it changes anything) must leave the snapshot
 * byte-identical, and the loop must go on as one never asked. And `run(steps, choose)` (through an
 * engine's `runSteps` fast path where it has one) must behave exactly as `step(choose)` repeated,
 * with choosers that throw, answer badly or change the loop from inside a turn. Each test prints how many runs,
 * operations and restores it tried, what was refused, and how many runs such an error ended.
 *
 * @example
 * ```ts
 * import { describe } from 'vitest';
 * import { generic } from '@turnkeeper/core';
 * import { describeRestoreEverywhere } from '@turnkeeper/core/conformance';
 * describe('generic restores', () => describeRestoreEverywhere(generic, { actors: [{ id: 'a', spec: { speed: 100 } }] }));
 * ```
 */
export function describeRestoreEverywhere(ruleset: AnyRuleset, options: RestoreEverywhereOptions): void {
  const runs = options.runs ?? RUNS;
  const length = options.length ?? 60;
  const version = options.version ?? ruleset.meta.defaultVersion;
  const kinds = ruleset.kindList.map((k) => k.name);
  const defaults = new Map(ruleset.kindList.map((k) => [k.name, k.defaultAction]));

  // The schemas as the loop checks them: specs and patches carry `kind`, actions their name as `kind`.
  const actionArb = fc
    .constantFrom(...ruleset.kindList)
    .chain((k) => fc.constantFrom(...k.actions).chain((name) => validInputOf(ruleset.actionSchemaOf(k.name, name)) as fc.Arbitrary<{ readonly kind: string }>));
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    { weight: 6, arbitrary: fc.constant({ op: 'step' } as const) },
    { weight: 2, arbitrary: fc.constant({ op: 'next' } as const) },
    {
      weight: 2,
      arbitrary: fc.option(actionArb, { nil: undefined, freq: 3 }).map((action) => (action ? { op: 'act' as const, action } : { op: 'act' as const })),
    },
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(...kinds)
        .chain((kind) =>
          fc.record({ op: fc.constant('update' as const), kind: fc.constant(kind), pick: fc.nat(), patch: validInputOf(ruleset.schemaOf(kind, 'patch')) }),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...kinds).chain((kind) => validInputOf(ruleset.schemaOf(kind, 'spec')).map((spec) => ({ op: 'add' as const, spec }))),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('remove' as const), pick: fc.nat() }) },
  );

  const make = (seed: number, trace = true): AnyTimeLoop => {
    const loop = ruleset.create({ seed, version, trace });
    for (const a of options.actors) loop.add(a.id, a.spec);
    return loop;
  };

  /** Applies one operation; returns what came of it (a turn, nothing, or a typed error's code). */
  const apply = (loop: AnyTimeLoop, op: Op, added: number): string => {
    const ids = loop.ids();
    switch (op.op) {
      case 'step':
        return outcomeOf(() => loop.step((turn: Turn) => ({ kind: defaults.get(turn.kind) ?? '' })));
      case 'next':
        return outcomeOf(() => loop.next());
      case 'act': {
        const who = loop.pending ?? ids[0] ?? 'nobody';
        const kind = loop.kindOf(who) ?? '';
        return outcomeOf(() => {
          loop.act(who, op.action ?? { kind: defaults.get(kind) ?? '' });
        });
      }
      case 'update': {
        const of = ids.filter((id) => loop.kindOf(id) === op.kind);
        if (of.length === 0) return 'no actor of that kind';
        return outcomeOf(() => {
          loop.update(of[op.pick % of.length] as ActorId, op.patch);
        });
      }
      case 'add':
        return outcomeOf(() => {
          loop.add(`added-${added}`, op.spec);
        });
      case 'remove':
        if (ids.length === 0) return 'nobody to remove';
        return outcomeOf(() => {
          loop.remove(ids[op.pick % ids.length] as ActorId);
        });
    }
  };
  const c: RestoreKit = { ruleset, options, runs, length, version, kinds, defaults, actionArb, opArb, make, apply };

  restoreAfterEveryOperation(c);

  refusalsChangeNothing(c);
  restoredLoopsShareNothing(c);
  describeRunMatchesSteps({ ruleset, runs, kinds, defaults, actionArb, make });
}

/** Every snapshot written after every operation restores and goes on exactly as the live loop. */
function restoreAfterEveryOperation(c: RestoreKit): void {
  const { ruleset, runs, length, opArb, make, apply } = c;
  it('restores every snapshot it writes, after every operation, and goes on exactly as a loop never restored', () => {
    let cases = 0;
    let operations = 0;
    let restores = 0;
    let ended = 0;
    const endings = new Map<string, number>();
    fc.assert(
      fc.property(fc.nat(), fc.array(opArb, { minLength: Math.min(10, length), maxLength: length }), (seed, ops) => {
        cases++;
        const reference = make(seed);
        let chain = make(seed);
        let last: { readonly snap: unknown; readonly frozen: string } | undefined;
        for (const [i, op] of ops.entries()) {
          operations++;
          const want = apply(reference, op, i);
          const got = apply(chain, op, i);
          same(got, want, `operation ${i} ${JSON.stringify(op)} after a restore`);
          // The loop restored from the last snapshot has run on: it must not have touched it.
          if (last) same(JSON.stringify(last.snap), last.frozen, `the in-memory snapshot before operation ${i}`);
          const failed = isFailed(reference);
          expect(isFailed(chain), `after operation ${i} ${JSON.stringify(op)}: the restored loop failed, or not, alike`).toBe(failed);
          if (failed) {
            ended++;
            count(endings, failureOf(reference));
            return;
          }
          same(standing(chain), standing(reference), `after operation ${i} ${JSON.stringify(op)}`);
          const snap = chain.snapshot();
          const frozen = JSON.stringify(snap);
          let restored: AnyTimeLoop;
          try {
            restored = restore(ruleset, i % 2 === 0 ? JSON.parse(frozen) : snap);
          } catch (e) {
            throw new Error(
              `the snapshot after operation ${i} ${JSON.stringify(op)} did not restore: ${e instanceof Error ? e.message : String(e)}\n${frozen.slice(0, 2000)}`,
              { cause: e },
            );
          }
          restores++;
          // The old loop goes on too: it may not touch the snapshot it wrote either.
          apply(chain, { op: 'step' }, -1);
          same(JSON.stringify(snap), frozen, `the snapshot after operation ${i}, once its loop ran on`);
          chain = restored;
          last = { snap, frozen };
        }
        same(JSON.stringify(chain.trace?.events), JSON.stringify(reference.trace?.events), 'the trace after restores');
      }),
      { numRuns: runs },
    );
    console.log(
      `${ruleset.id}: ${cases} runs, ${operations} operations, ${restores} restores, each continued identically; ${ended} runs ended by an error that failed both loops alike (${printed(endings)})`,
    );
    expect(restores).toBe(operations - ended);
  });
}

/** A refused operation leaves the snapshot byte-identical and the loop going on as one never asked. */
function refusalsChangeNothing(c: RestoreKit): void {
  const { ruleset, runs, length, opArb, make, apply } = c;
  it('refuses without a trace: a refused operation leaves the snapshot byte-identical and the loop going on as one never asked', () => {
    let cases = 0;
    let operations = 0;
    const endings = new Map<string, number>();
    const refused = new Map<string, number>();
    fc.assert(
      fc.property(fc.nat(), fc.array(opArb, { minLength: Math.min(10, length), maxLength: length }), (seed, ops) => {
        cases++;
        const asked = make(seed);
        const never = make(seed);
        // A step is a next() and an act(): a refused act leaves the turn next() started pending.
        const atomic = ops.flatMap((op): Op[] => (op.op === 'step' ? [{ op: 'next' }, { op: 'act' }] : [op]));
        for (const [i, op] of atomic.entries()) {
          operations++;
          const before = JSON.stringify(asked.snapshot());
          const got = apply(asked, op, i);
          if (isFailed(asked)) {
            count(endings, failureOf(asked));
            return;
          }
          // NO_ACTORS is not a refusal: an engine may run the game's empty passes (time goes on)
          // before it finds nobody can act, so both loops are asked.
          if (got.startsWith('error ') && got !== 'error NO_ACTORS') {
            count(refused, `${op.op} ${got.slice(6)}`);
            same(JSON.stringify(asked.snapshot()), before, `the snapshot after operation ${i} ${JSON.stringify(op)} was refused (${got})`);
            continue;
          }
          same(apply(never, op, i), got, `operation ${i} ${JSON.stringify(op)} in the loop never asked the refused ones`);
          same(standing(never), standing(asked), `after operation ${i} ${JSON.stringify(op)}`);
        }
        same(JSON.stringify(never.snapshot()), JSON.stringify(asked.snapshot()), 'the two loops at the end (trace included)');
      }),
      { numRuns: runs },
    );
    console.log(
      `${ruleset.id}: ${cases} runs, ${operations} operations; refused, each leaving the snapshot byte-identical: ${printed(refused)}; runs ended by an error that failed the loop: ${printed(endings)}`,
    );
    expect(cases).toBe(runs);
  });
}

/** Two loops restored from one in-memory snapshot share nothing. */
function restoredLoopsShareNothing(c: RestoreKit): void {
  const { ruleset, runs, opArb, make, apply } = c;
  it('shares nothing between two loops restored from one in-memory snapshot', () => {
    let cases = 0;
    let compared = 0;
    fc.assert(
      fc.property(
        fc.nat(),
        fc.array(opArb, { maxLength: 30 }),
        fc.array(opArb, { minLength: 1, maxLength: 20 }),
        fc.array(opArb, { minLength: 1, maxLength: 20 }),
        (seed, before, mine, theirs) => {
          cases++;
          const reference = make(seed);
          for (const [i, op] of before.entries()) {
            apply(reference, op, i);
            // An error that failed the loop: no snapshot to share.
            if (isFailed(reference)) return;
          }
          const snap = reference.snapshot();
          const frozen = JSON.stringify(snap);
          const one = restore(ruleset, snap);
          const two = restore(ruleset, snap);
          // One restored loop goes its own way (updates included); the other must not notice.
          for (const [i, op] of mine.entries()) apply(one, op, 1000 + i);
          same(JSON.stringify(snap), frozen, 'the snapshot after its restored loop ran');
          compared++;
          for (const [i, op] of theirs.entries()) {
            same(apply(two, op, 2000 + i), apply(reference, op, 2000 + i), `operation ${i} ${JSON.stringify(op)}`);
            const failed = isFailed(reference);
            expect(isFailed(two), `after operation ${i} ${JSON.stringify(op)}: the other loop failed, or not, alike`).toBe(failed);
            if (failed) return;
            same(standing(two), standing(reference), `after operation ${i} ${JSON.stringify(op)}`);
          }
          same(JSON.stringify(two.trace?.events), JSON.stringify(reference.trace?.events), 'the trace of the other loop');
        },
      ),
      { numRuns: runs },
    );
    console.log(
      `${ruleset.id}: ${compared} of ${cases} pairs of loops restored from one in-memory snapshot shared nothing (the others failed before their snapshot)`,
    );
    expect(cases).toBe(runs);
    expect(compared).toBeGreaterThan(0);
  });
}
