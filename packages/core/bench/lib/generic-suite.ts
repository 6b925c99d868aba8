// The generic scheduler's benchmarks: the TimeLoop (the whole API: validation, protocol) and the
// bare engine against rot.js 2.2.1 (`Scheduler.Speed`, `Scheduler.Action`) and a typed-array heap,
// at several sizes and speed mixes; add/remove cost; memory per actor; snapshot cost; analysis
// latency. Every comparison first checks that Turnkeeper and the heap hand out the same turns.
import { Scheduler } from 'rot-js';
import { generic, GenericEngine } from '../../src/index.js';
import { genericAnalysis } from '../../src/analysis/index.js';
import {
  allocationPerCall,
  bytesPerActor,
  interleaveSteps,
  latency,
  microsPerOp,
  shuffled,
  snapshotCost as kitSnapshotCost,
  type StepAllocation,
  type SnapshotCost,
  type Stats,
} from '@turnkeeper/scripts/bench';
import { mix, type Mix, type MixName } from './mixes.js';
import { TypedDurationHeap, TypedHeap } from './typed-heap.js';
import { restore } from '@turnkeeper/core';

/** One row of a throughput table: steps per second of each competitor. */
export interface ThroughputRow {
  readonly table: 'speed' | 'action';
  readonly actors: number;
  readonly mix: MixName;
  readonly results: Readonly<Record<string, Stats>>;
}

interface RotActor {
  getSpeed(): number;
  readonly i: number;
}

/** Checks that the generic loop and the typed heap hand out the same `steps` turns; throws otherwise. */
export function checkSameTurns(m: Mix, steps: number): void {
  const loop = generic.create();
  m.speeds.forEach((speed, i) => loop.add(i, { speed }));
  const heap = new TypedHeap(m.speeds, m.cost);
  const act = { kind: 'act', cost: m.cost } as const;
  for (let s = 0; s < steps; s++) {
    const t = loop.next();
    const h = heap.step();
    if (t.actor !== h) throw new Error(`${m.name}/${m.speeds.length}: step ${s}: the loop handed out ${String(t.actor)}, the heap ${h}`);
    loop.act(t.actor, act);
  }
}

/** Steps per batch: enough to dwarf the timer, few enough for rot.js's O(n) steps. */
export function batchOf(n: number): number {
  return n >= 100_000 ? 200 : n >= 10_000 ? 2_000 : 20_000;
}

/** The `Scheduler.Speed` comparison at `n` actors of mix `name`. */
export function speedRow(n: number, name: MixName, rounds: number, minMs: number): ThroughputRow {
  const m = mix(name, n);
  checkSameTurns(m, Math.min(5 * n, 20_000));
  const loop = generic.create();
  m.speeds.forEach((speed, i) => loop.add(i, { speed }));
  const engine = new GenericEngine();
  m.speeds.forEach((speed, i) => {
    engine.add(i, { kind: 'actor', speed, energy: 0, paused: false });
  });
  const rot = new Scheduler.Speed<RotActor>();
  m.rotSpeeds.forEach((speed, i) => rot.add({ getSpeed: () => speed, i }, true));
  const heap = new TypedHeap(m.speeds, m.cost);
  // Frozen, as a game keeps it (validated once, then recognised by identity); a plain action's cost is in the peers table.
  const act = Object.freeze({ kind: 'act', cost: m.cost } as const);
  const fast = 20_000;
  const slow = batchOf(n);
  const choose = () => act;
  const results = interleaveSteps(
    {
      turnkeeper: (k) => {
        for (let i = 0; i < k; i++) loop.act(loop.next().actor, act);
      },
      run: (k) => loop.run(k, choose),
      engine: (k) => {
        for (let i = 0; i < k; i++) engine.charge.actor(engine.next() as number, act);
      },
      rot: (k) => {
        for (let i = 0; i < k; i++) rot.next();
      },
      heap: (k) => {
        for (let i = 0; i < k; i++) heap.step();
      },
    },
    rounds,
    minMs,
    (name) => (name === 'rot' ? slow : fast),
  );
  return { table: 'speed', actors: n, mix: name, results };
}

/** The `Scheduler.Action` comparison: each actor's turn lasts a fixed duration (10000 / speed ticks). */
export function actionRow(n: number, name: MixName, rounds: number, minMs: number): ThroughputRow {
  const m = mix(name, n);
  const durations = m.rotSpeeds.map((s) => Math.max(1, Math.round(10_000 / s)));
  const loop = generic.create();
  durations.forEach((_, i) => loop.add(i, { speed: 1 }));
  // One frozen wait per actor, as a game keeps them: each is validated once, then recognised by identity.
  const waits = durations.map((ticks) => Object.freeze({ kind: 'wait', ticks } as const));
  const heap = new TypedDurationHeap(durations);
  // Same turns first.
  for (let s = 0; s < Math.min(5 * n, 20_000); s++) {
    const t = loop.next();
    const h = heap.step();
    if (t.actor !== h) throw new Error(`action ${name}/${n}: step ${s}: the loop handed out ${String(t.actor)}, the heap ${h}`);
    loop.act(t.actor, waits[h] as (typeof waits)[number]);
  }
  const rot = new Scheduler.Action<{ readonly d: number }>();
  const rotActors = durations.map((d) => ({ d }));
  for (const a of rotActors) rot.add(a, true);
  const fast = 20_000;
  const slow = batchOf(n);
  const chooseWait = (t: { readonly actor: string | number }) => waits[t.actor as number] as (typeof waits)[number];
  const results = interleaveSteps(
    {
      turnkeeper: (k) => {
        for (let i = 0; i < k; i++) {
          const t = loop.next();
          loop.act(t.actor, waits[t.actor as number] as (typeof waits)[number]);
        }
      },
      run: (k) => loop.run(k, chooseWait),
      rot: (k) => {
        for (let i = 0; i < k; i++) {
          const a = rot.next() as { d: number };
          rot.setDuration(a.d);
        }
      },
      heap: (k) => {
        for (let i = 0; i < k; i++) heap.step();
      },
    },
    rounds,
    minMs,
    (name) => (name === 'rot' ? slow : fast),
  );
  return { table: 'action', actors: n, mix: name, results };
}

/** Microseconds per add and per remove of `n` actors (removed in a shuffled order). */
export function addRemove(n: number): { readonly turnkeeper: { add: number; remove: number }; readonly rot: { add: number; remove: number } } {
  const m = mix('ints', n);
  const order = shuffled(
    Array.from({ length: n }, (_, i) => i),
    n,
  );
  const loop = generic.create();
  const tkAdd = microsPerOp(n, () => {
    m.speeds.forEach((speed, i) => loop.add(i, { speed }));
  });
  const tkRemove = microsPerOp(n, () => {
    for (const i of order) loop.remove(i);
  });
  // rot.js removes by a linear search: time a tenth of the removals and report per removal.
  const rot = new Scheduler.Speed<RotActor>();
  const actors = m.rotSpeeds.map((speed, i) => ({ getSpeed: () => speed, i }));
  const rotAdd = microsPerOp(n, () => {
    for (const a of actors) rot.add(a, true);
  });
  const some = order.slice(0, Math.max(1, Math.floor(n / 10)));
  const rotRemove = microsPerOp(some.length, () => {
    for (const i of some) rot.remove(actors[i]);
  });
  return { turnkeeper: { add: tkAdd, remove: tkRemove }, rot: { add: rotAdd, remove: rotRemove } };
}

/** Bytes per actor of a running generic loop (and of the heap and rot.js, for scale). */
export function memoryPerActor(n: number): { readonly turnkeeper: number; readonly heap: number; readonly rot: number } {
  const m = mix('ints', n);
  const turnkeeper = bytesPerActor(n, () => {
    const loop = generic.create();
    m.speeds.forEach((speed, i) => loop.add(i, { speed }));
    for (let i = 0; i < Math.min(n, 100_000); i++) loop.act(loop.next().actor, { kind: 'act' });
    return loop;
  });
  const heap = bytesPerActor(n, () => new TypedHeap(m.speeds));
  const rot = bytesPerActor(n, () => {
    const s = new Scheduler.Speed<RotActor>();
    m.rotSpeeds.forEach((speed, i) => s.add({ getSpeed: () => speed, i }, true));
    return s;
  });
  return { turnkeeper, heap, rot };
}

/** snapshot() + restore(), directly and through JSON text, against a JSON round trip of the same snapshot, at `n` actors. */
export function snapshotCost(n: number, runs: number): SnapshotCost {
  const m = mix('ints', n);
  const loop = generic.create();
  m.speeds.forEach((speed, i) => loop.add(i, { speed }));
  for (let i = 0; i < n; i++) loop.act(loop.next().actor, { kind: 'act' });
  return kitSnapshotCost(loop, n, (snap) => restore(generic, snap), runs);
}

/** Median latency (ms) of each analysis question of the generic ruleset. */
export function analysisLatency(runs: number): Readonly<Record<string, Stats>> {
  const a = { spec: { speed: 100 } };
  const b = { spec: { speed: 137 } };
  return latency(
    {
      rate: () => genericAnalysis.rate({ actor: b }),
      actionsPerTurn: () => genericAnalysis.actionsPerTurn({ actor: b }),
      between: () => genericAnalysis.between({ a, b }),
      speedTable: () => genericAnalysis.speedTable(),
      versions: () => genericAnalysis.versions(),
    },
    runs,
  );
}

/**
 * Bytes allocated per step in steady state at `n` actors (integer mix): `loop.run` (one reused turn
 * object), `next` + `act` (a turn object per step, by design), and the bare engine.
 */
export function allocationPerStep(n: number): { readonly run: StepAllocation; readonly step: StepAllocation; readonly engine: StepAllocation } {
  const m = mix('ints', n);
  const loop = generic.create();
  m.speeds.forEach((speed, i) => loop.add(i, { speed }));
  const engine = new GenericEngine();
  m.speeds.forEach((speed, i) => {
    engine.add(i, { kind: 'actor', speed, energy: 0, paused: false });
  });
  const act = { kind: 'act' } as const;
  const choose = () => act;
  const probe = (steps: number, f: () => void): StepAllocation => {
    const a = allocationPerCall(f, 20);
    return { ...a, bytesPerStep: a.bytesPerCall / steps, stepsPerCall: steps };
  };
  // loop.run and the engine: calls of many steps after a long warm-up. V8 goes on optimising the
  // hot path (the generated action check among it) for a while, and the code it compiles counts as
  // heap: over calls of 1,000 steps that showed as up to 1 B a step that was not the loop's.
  // next + act: calls of 1,000 steps, so that its turn objects do not set off a collection.
  loop.run(500_000, choose);
  const many = 20_000;
  return {
    run: probe(many, () => loop.run(many, choose)),
    step: probe(1000, () => {
      for (let i = 0; i < 1000; i++) loop.act(loop.next().actor, act);
    }),
    engine: probe(many, () => {
      for (let i = 0; i < many; i++) engine.charge.actor(engine.next() as number, act);
    }),
  };
}
