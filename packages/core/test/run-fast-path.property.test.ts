import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generic, LoopFailedError, type ActorId, type Loop, type GenericTypes, type Turn } from '../src/index.js';
import { restore } from '@turnkeeper/core';

/**
 * `loop.run` hands its turns out through the engine's `runSteps` fast path; `step` repeated goes
 * through `next()` and `act()`. Driven by the same scripted chooser — which acts, waits, throws,
 * returns a bad action, and calls `add`, `remove`, `update`, `act` and `next` on the loop from
 * inside — both must see the same turns, stop with the same error at the same step, and end in
 * the same state.
 */
type Move =
  | { m: 'act'; cost: number; frozen: boolean }
  | { m: 'wait'; ticks: number }
  | { m: 'throw' }
  | { m: 'bad' }
  | { m: 'add'; speed: number; energy: number }
  | { m: 'remove'; pick: number }
  | { m: 'update'; pick: number; speed: number; paused: boolean }
  | { m: 'actInside' }
  | { m: 'nextInside' };

const moveArb: fc.Arbitrary<Move> = fc.oneof(
  { weight: 12, arbitrary: fc.record({ m: fc.constant('act' as const), cost: fc.integer({ min: 0, max: 300 }), frozen: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ m: fc.constant('wait' as const), ticks: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constant(10 ** 12)) }) },
  { weight: 1, arbitrary: fc.constant({ m: 'throw' as const }) },
  { weight: 1, arbitrary: fc.constant({ m: 'bad' as const }) },
  { weight: 1, arbitrary: fc.record({ m: fc.constant('add' as const), speed: fc.integer({ min: 1, max: 250 }), energy: fc.integer({ min: -300, max: 0 }) }) },
  { weight: 1, arbitrary: fc.record({ m: fc.constant('remove' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ m: fc.constant('update' as const), pick: fc.nat(), speed: fc.integer({ min: 1, max: 250 }), paused: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ m: 'actInside' as const }) },
  { weight: 1, arbitrary: fc.constant({ m: 'nextInside' as const }) },
);

const FROZEN = new Map<number, Readonly<{ kind: 'act'; cost: number }>>();
const frozenAct = (cost: number): Readonly<{ kind: 'act'; cost: number }> => {
  let a = FROZEN.get(cost);
  if (a === undefined) FROZEN.set(cost, (a = Object.freeze({ kind: 'act', cost } as const)));
  return a;
};

type Log = unknown[];

/** A chooser that plays `moves` in turn on `loop`, logging every turn it sees and everything it does. */
function chooser(
  loop: Loop<GenericTypes>,
  moves: readonly Move[],
  log: Log,
  nextId: { n: number },
): (turn: Readonly<Turn<'actor'>>) => GenericTypes['actionInput'] {
  let i = 0;
  const errorOf = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));
  return (turn) => {
    log.push({ actor: turn.actor, kind: turn.kind, time: turn.time, forced: turn.forced, pending: loop.pending });
    const move = moves[i++ % moves.length] as Move;
    const ids = loop.ids();
    const pick = (p: number): ActorId => ids[p % ids.length] as ActorId;
    switch (move.m) {
      case 'act':
        return move.frozen ? frozenAct(move.cost) : { kind: 'act', cost: move.cost };
      case 'wait':
        return { kind: 'wait', ticks: move.ticks };
      case 'throw':
        throw new Error(`chooser threw at ${String(turn.actor)}`);
      case 'bad':
        // Not an action of the kind: refused by validation, as in `act`.
        return { kind: 'fly' } as unknown as GenericTypes['actionInput'];
      case 'add':
        loop.add(`n${nextId.n++}`, { speed: move.speed, energy: move.energy });
        return frozenAct(100);
      case 'remove':
        loop.remove(pick(move.pick));
        return frozenAct(100);
      case 'update':
        loop.update(pick(move.pick), { speed: move.speed, paused: move.paused });
        return frozenAct(100);
      case 'actInside':
        loop.act(turn.actor, frozenAct(50));
        return frozenAct(50);
      case 'nextInside':
        try {
          loop.next();
        } catch (e) {
          log.push(errorOf(e));
        }
        return frozenAct(100);
    }
  };
}

/** Runs `chunks` through `drive` (fast: one `run` per chunk; reference: `step` per turn), logging turns and errors. */
function play(speeds: readonly number[], moves: readonly Move[], chunks: readonly number[], fast: boolean): { log: Log; snapshot: unknown } {
  const loop = generic.create({ seed: 1 });
  speeds.forEach((speed, i) => loop.add(i, { speed }));
  const log: Log = [];
  const choose = chooser(loop, moves, log, { n: 0 });
  for (const k of chunks) {
    try {
      if (fast) loop.run(k, choose);
      else for (let i = 0; i < k; i++) loop.step(choose);
      log.push('chunk done');
    } catch (e) {
      // `run` names itself where `step` names `next()` in the same refusal.
      log.push({ error: e instanceof Error ? `${e.name}: ${e.message.replace(/\brun\(\)/g, 'next()')}` : String(e), failed: e instanceof LoopFailedError });
      // Settle a turn the chooser left pending, as a caller would, then go on.
      try {
        if (loop.pending !== undefined) loop.act(loop.pending, frozenAct(100));
      } catch (e2) {
        log.push({ settle: e2 instanceof Error ? e2.name : String(e2) });
      }
    }
  }
  let snapshot: unknown;
  try {
    snapshot = loop.snapshot();
  } catch (e) {
    snapshot = e instanceof Error ? e.name : String(e);
  }
  return { log, snapshot };
}

const runs = Number(process.env.FAST_CHECK_RUNS ?? 200);

describe('loop.run through the engine fast path (property)', () => {
  it('sees the same turns, errors and end state as step repeated', () => {
    let cases = 0;
    let turns = 0;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 250 }), { minLength: 1, maxLength: 6 }),
        fc.array(moveArb, { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 6 }),
        (speeds, moves, chunks) => {
          cases++;
          const fast = play(speeds, moves, chunks, true);
          const ref = play(speeds, moves, chunks, false);
          expect(fast.log).toEqual(ref.log);
          expect(fast.snapshot).toEqual(ref.snapshot);
          turns += fast.log.length;
        },
      ),
      { numRuns: runs },
    );
    console.log(`run fast path vs step: ${cases} cases, ${turns} log entries`);
    expect(cases).toBe(runs);
  });

  it('leaves the loop failed when the engine fails inside run, at the same step as step does', () => {
    const make = () => {
      const loop = generic.create({ seed: 1 });
      loop.add('a', { speed: 1 });
      loop.add('b', { speed: 1 });
      const snap = loop.snapshot();
      // Close to the last exact tick: a long wait overflows it.
      const engine = snap.engine as { time: number; actors: { t0: number }[] };
      engine.time = Number.MAX_SAFE_INTEGER - 3 * 10 ** 12;
      for (const a of engine.actors) a.t0 = engine.time;
      return restore(generic, snap);
    };
    const wait = Object.freeze({ kind: 'wait', ticks: 10 ** 12 } as const);
    const fast = make();
    const ref = make();
    const fastTurns: ActorId[] = [];
    const refTurns: ActorId[] = [];
    expect(() => fast.run(100, (t) => (fastTurns.push(t.actor), wait))).toThrow(/TIME_OVERFLOW|past the largest exact tick/);
    expect(() => {
      for (let i = 0; i < 100; i++) ref.step((t) => (refTurns.push(t.actor), wait));
    }).toThrow(/past the largest exact tick/);
    expect(fastTurns).toEqual(refTurns);
    expect(fastTurns.length).toBeGreaterThan(1);
    expect(() => fast.run(1, () => wait)).toThrow(LoopFailedError);
    expect(() => fast.add('c', { speed: 1 })).toThrow(LoopFailedError);
  });
});
