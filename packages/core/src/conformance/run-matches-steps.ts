import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { ActorId } from '../ruleset/actor-id.js';
import type { AnyRuleset, AnyTimeLoop } from '../ruleset/any-ruleset.js';
import type { Turn } from '../ruleset/types.js';
import { validInputOf } from './arbitrary.js';
import { isFailed, outcomeOf } from './outcome.js';

/**
 * What a scripted chooser does on one turn, before it answers: nothing, or one of the things a
 * chooser may do to the loop from inside a turn (or fail).
 */
type Move =
  | { readonly c: 'frozen' }
  | { readonly c: 'fresh' }
  | { readonly c: 'action'; readonly action: { readonly kind: string } }
  | { readonly c: 'throw' }
  | { readonly c: 'update'; readonly kind: string; readonly pick: number; readonly patch: unknown }
  | { readonly c: 'add'; readonly spec: unknown }
  | { readonly c: 'remove'; readonly pick: number }
  | { readonly c: 'actInside' }
  | { readonly c: 'nextInside' };

/** One stretch of a run: `steps` turns, the chooser playing `script` in turn (cycling). */
interface Chunk {
  readonly steps: number;
  readonly script: readonly Move[];
}

/** What `describeRunMatchesSteps` needs: the ruleset, how to make a loop, and the generators. */
export interface RunMatchesStepsKit {
  readonly ruleset: AnyRuleset;
  readonly runs: number;
  readonly kinds: readonly string[];
  readonly defaults: ReadonlyMap<string, string>;
  readonly actionArb: fc.Arbitrary<{ readonly kind: string }>;
  /** A fresh loop with the suite's actors (traced or not as `trace` says). */
  readonly make: (seed: number, trace: boolean) => AnyTimeLoop;
}

/** The chooser's own failure, told apart from the library's errors by its code. */
class ChooserThrew extends Error {
  readonly code = 'CHOOSER_THREW';
}

/**
 * A chooser playing `script` on `loop`, logging each turn it is handed and what came of what it
 * did; it answers with the turn kind's default action (frozen or fresh) or the script's action.
 */
function scriptedChooser(
  loop: AnyTimeLoop,
  script: readonly Move[],
  kit: RunMatchesStepsKit,
  log: string[],
  counter: { n: number },
): (turn: Readonly<Turn>) => unknown {
  let i = 0;
  const frozen = new Map<string, Readonly<{ kind: string }>>();
  const defaultOf = (kind: string): Readonly<{ kind: string }> => {
    let a = frozen.get(kind);
    if (a === undefined) frozen.set(kind, (a = Object.freeze({ kind: kit.defaults.get(kind) ?? '' })));
    return a;
  };
  return (turn) => {
    log.push(`turn ${String(turn.actor)} ${turn.kind} t=${turn.time} forced=${String(turn.forced === true)} pending=${String(loop.pending)}`);
    const move = script[i++ % script.length] as Move;
    const ids = loop.ids();
    const of = (kind: string): ActorId[] => ids.filter((id) => loop.kindOf(id) === kind);
    switch (move.c) {
      case 'frozen':
        return defaultOf(turn.kind);
      case 'fresh':
        return { kind: kit.defaults.get(turn.kind) ?? '' };
      case 'action':
        return move.action;
      case 'throw':
        throw new ChooserThrew('the chooser failed');
      case 'update': {
        const some = of(move.kind);
        if (some.length > 0)
          log.push(
            `update ${outcomeOf(() => {
              loop.update(some[move.pick % some.length] as ActorId, move.patch);
            })}`,
          );
        return defaultOf(turn.kind);
      }
      case 'add':
        log.push(
          `add ${outcomeOf(() => {
            loop.add(`run-added-${counter.n++}`, move.spec);
          })}`,
        );
        return defaultOf(turn.kind);
      case 'remove':
        if (ids.length > 0)
          log.push(
            `remove ${outcomeOf(() => {
              loop.remove(ids[move.pick % ids.length] as ActorId);
            })}`,
          );
        return defaultOf(turn.kind);
      case 'actInside':
        log.push(
          `act inside ${outcomeOf(() => {
            loop.act(turn.actor, defaultOf(turn.kind));
          })}`,
        );
        return defaultOf(turn.kind);
      case 'nextInside':
        log.push(`next inside ${outcomeOf(() => loop.next())}`);
        return defaultOf(turn.kind);
    }
  };
}

/** Every hook the loop emits, logged in order among the turns. */
function listen(ruleset: AnyRuleset, loop: AnyTimeLoop, log: string[]): void {
  for (const hook of Object.keys(ruleset.hooks)) loop.on(hook, (payload: unknown) => log.push(`hook ${hook} ${JSON.stringify(payload)}`));
}

/** Fails with where two logs part, not a diff of both (which would take minutes for every shrink). */
function sameLog(got: readonly string[], want: readonly string[], what: string): void {
  const i = got.findIndex((line, j) => line !== want[j]);
  if (i < 0 && got.length === want.length) return;
  const at = i < 0 ? Math.min(got.length, want.length) : i;
  throw new Error(`${what}: the logs part at line ${at}:\n  run()  ${got[at] ?? '(end)'}\n  step() ${want[at] ?? '(end)'}`);
}

/**
 * Registers one property: `loop.run(steps, choose)` — which may go through the engine's own
 * `runSteps` fast path — behaves exactly as `loop.step(choose)` repeated. Two loops of one seed are
 * driven by the same scripted chooser, which answers with frozen or fresh actions, actions of any
 * kind (valid or not for the turn), throws, or calls `add`, `remove`, `update`, `act` and `next`
 * on the loop from inside the turn; every hook is listened to. Both must hand out the same turns
 * and hooks in the same order, stop with the same error at the same step, and end each stretch
 * with byte-identical snapshots (or both failed). Prints how many runs, stretches and steps it
 * tried and what stopped them.
 *
 * @example
 * ```ts
 * import { describe } from 'vitest';
 * import { generic } from '@turnkeeper/core';
 * import { describeRestoreEverywhere } from '@turnkeeper/core/conformance';
 * // describeRestoreEverywhere registers this property among its own:
 * describe('generic', () => describeRestoreEverywhere(generic, { actors: [{ id: 'a', spec: { speed: 100 } }] }));
 * ```
 */
export function describeRunMatchesSteps(kit: RunMatchesStepsKit): void {
  const { ruleset, runs, kinds, actionArb, make } = kit;
  const moveArb: fc.Arbitrary<Move> = fc.oneof(
    { weight: 10, arbitrary: fc.constant({ c: 'frozen' } as const) },
    { weight: 2, arbitrary: fc.constant({ c: 'fresh' } as const) },
    { weight: 2, arbitrary: actionArb.map((action) => ({ c: 'action' as const, action })) },
    { weight: 1, arbitrary: fc.constant({ c: 'throw' } as const) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...kinds)
        .chain((kind) =>
          fc.record({ c: fc.constant('update' as const), kind: fc.constant(kind), pick: fc.nat(), patch: validInputOf(ruleset.schemaOf(kind, 'patch')) }),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...kinds).chain((kind) => validInputOf(ruleset.schemaOf(kind, 'spec')).map((spec) => ({ c: 'add' as const, spec }))),
    },
    { weight: 1, arbitrary: fc.record({ c: fc.constant('remove' as const), pick: fc.nat() }) },
    { weight: 1, arbitrary: fc.constant({ c: 'actInside' } as const) },
    { weight: 1, arbitrary: fc.constant({ c: 'nextInside' } as const) },
  );
  const chunkArb: fc.Arbitrary<Chunk> = fc.record({ steps: fc.integer({ min: 0, max: 40 }), script: fc.array(moveArb, { minLength: 1, maxLength: 12 }) });

  it('runs as step repeated: run(steps, choose) hands out the same turns, hooks, errors and state as step(choose) steps times', () => {
    let cases = 0;
    let stretches = 0;
    let steps = 0;
    const stops = new Map<string, number>();
    fc.assert(
      fc.property(fc.nat(), fc.array(chunkArb, { minLength: 1, maxLength: 12 }), (seed, chunks) => {
        cases++;
        const viaRun = make(seed, false);
        const viaStep = make(seed, false);
        const runLog: string[] = [];
        const stepLog: string[] = [];
        listen(ruleset, viaRun, runLog);
        listen(ruleset, viaStep, stepLog);
        const runAdded = { n: 0 };
        const stepAdded = { n: 0 };
        for (const [i, chunk] of chunks.entries()) {
          stretches++;
          const got = outcomeOf(() => {
            viaRun.run(chunk.steps, scriptedChooser(viaRun, chunk.script, kit, runLog, runAdded));
          });
          const choose = scriptedChooser(viaStep, chunk.script, kit, stepLog, stepAdded);
          const want = outcomeOf(() => {
            for (let s = 0; s < chunk.steps; s++) viaStep.step(choose);
          });
          runLog.push(`stretch ${i}: ${got}`);
          stepLog.push(`stretch ${i}: ${want}`);
          sameLog(runLog, stepLog, `stretch ${i} (${chunk.steps} steps)`);
          steps += chunk.steps;
          if (got !== 'null') stops.set(got, (stops.get(got) ?? 0) + 1);
          const failed = isFailed(viaStep);
          expect(isFailed(viaRun), `after stretch ${i}: run() failed the loop, or not, as step() did`).toBe(failed);
          if (failed) return;
          expect(JSON.stringify(viaRun.snapshot()), `the snapshots after stretch ${i}`).toBe(JSON.stringify(viaStep.snapshot()));
          // A turn left pending (the chooser threw or answered badly) is settled alike, so the next stretch runs.
          const pending = viaStep.pending;
          if (pending !== undefined) {
            const action = { kind: kit.defaults.get(viaStep.kindOf(pending) ?? '') ?? '' };
            expect(
              outcomeOf(() => {
                viaRun.act(pending, action);
              }),
              `settling the turn left pending by stretch ${i}`,
            ).toBe(
              outcomeOf(() => {
                viaStep.act(pending, action);
              }),
            );
            if (isFailed(viaStep)) return;
          }
        }
      }),
      { numRuns: runs },
    );
    console.log(
      `${ruleset.id}: ${cases} runs, ${stretches} stretches, ${steps} steps asked of run() and of step() repeated, identical; stretches stopped by: ${[...stops].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none'}`,
    );
    expect(cases).toBe(runs);
  });
}
