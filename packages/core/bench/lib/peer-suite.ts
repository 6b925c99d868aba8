// Turnkeeper's generic scheduler against what a JS developer would write instead: fifteen-line
// schedulers on the npm registry's priority queues (see peers.ts), rot.js's `Scheduler.Speed` and
// the typed-array heap, all doing the same exact integer rule. Before anything is timed, each of
// them must hand out the same turns as `generic`.
import { Scheduler } from 'rot-js';
import { generic, GenericEngine } from '../../src/index.js';
import { interleaveSteps, type Stats } from '@turnkeeper/scripts/bench';
import { batchOf } from './generic-suite.js';
import { mix, type Mix } from './mixes.js';
import { PEERS, type PeerStep } from './peers.js';
import { TypedHeap } from './typed-heap.js';

/** The npm peers' names, as the table prints them. */
export const PEER_NAMES = Object.keys(PEERS) as (keyof typeof PEERS)[];

/** One row of the peers table: steps per second of each competitor at `actors` actors (integer mix). */
export interface PeerRow {
  readonly actors: number;
  readonly results: Readonly<Record<string, Stats>>;
  /** The fastest npm peer (by median) and its median. */
  readonly best: { readonly name: string; readonly median: number };
}

/**
 * Checks that every npm peer and the typed-array heap hand out the same `steps` turns as the
 * generic loop; throws naming the first that differs.
 */
export function checkPeersSameTurns(m: Mix, steps: number): void {
  const loop = generic.create();
  m.speeds.forEach((speed, i) => loop.add(i, { speed }));
  const heap = new TypedHeap(m.speeds, m.cost);
  const others: [string, PeerStep][] = [
    ...PEER_NAMES.map((name): [string, PeerStep] => [name, PEERS[name](m.speeds, m.cost)]),
    ['typed-array heap', () => heap.step()],
  ];
  const act = { kind: 'act', cost: m.cost } as const;
  for (let s = 0; s < steps; s++) {
    const t = loop.next();
    for (const [name, step] of others) {
      const id = step();
      if (id !== t.actor) throw new Error(`${m.name}/${m.speeds.length}: step ${s}: the loop handed out ${String(t.actor)}, ${name} ${id}`);
    }
    loop.act(t.actor, act);
  }
}

/**
 * The peers comparison at `n` actors of the integer mix (speeds 1–1000, cost 100): `loop.run`,
 * `next` + `act` and the bare engine against flatqueue, fastpriorityqueue, heap-js, tinyqueue,
 * rot.js and the typed-array heap. The loop gets one frozen action object, as its documentation
 * advises (validated once, then recognised by identity); `next + act, plain action` reuses an
 * unfrozen object, which each step compares field by field with what was validated.
 *
 * The peers' composite key is exact while due < 2²² and seq < 2³¹: far beyond what the default
 * rounds run (a few tens of millions of steps, a few million ticks at 10 actors).
 */
export function peerRow(n: number, rounds: number, minMs: number): PeerRow {
  const m = mix('ints', n);
  checkPeersSameTurns(m, Math.min(5 * n, 20_000));
  const make = () => {
    const loop = generic.create();
    m.speeds.forEach((speed, i) => loop.add(i, { speed }));
    return loop;
  };
  const [runLoop, stepLoop, plainLoop] = [make(), make(), make()];
  const engine = new GenericEngine();
  m.speeds.forEach((speed, i) => {
    engine.add(i, { kind: 'actor', speed, energy: 0, paused: false });
  });
  const act = Object.freeze({ kind: 'act', cost: m.cost } as const);
  const plain = { kind: 'act', cost: m.cost } as const;
  const choose = () => act;
  const steps: Record<string, (k: number) => void> = {
    run: (k) => runLoop.run(k, choose),
    'next + act': (k) => {
      for (let i = 0; i < k; i++) stepLoop.act(stepLoop.next().actor, act);
    },
    'next + act, plain action': (k) => {
      for (let i = 0; i < k; i++) plainLoop.act(plainLoop.next().actor, plain);
    },
    engine: (k) => {
      for (let i = 0; i < k; i++) engine.charge.actor(engine.next() as number, act);
    },
  };
  for (const name of PEER_NAMES) {
    const step = PEERS[name](m.speeds, m.cost);
    steps[name] = (k) => {
      for (let i = 0; i < k; i++) step();
    };
  }
  const rot = new Scheduler.Speed<{ getSpeed(): number }>();
  m.rotSpeeds.forEach((speed) => rot.add({ getSpeed: () => speed }, true));
  steps['rot.js'] = (k) => {
    for (let i = 0; i < k; i++) rot.next();
  };
  const heap = new TypedHeap(m.speeds, m.cost);
  steps['typed-array heap'] = (k) => {
    for (let i = 0; i < k; i++) heap.step();
  };
  // rot.js's steps are O(n): smaller batches at large sizes, as in the other tables.
  const slow = batchOf(n);
  const results = interleaveSteps(steps, rounds, minMs, (name) => (name === 'rot.js' ? slow : 20_000));
  let best = { name: '', median: 0 };
  for (const name of PEER_NAMES) {
    const median = (results[name] as Stats).median;
    if (median > best.median) best = { name, median };
  }
  return { actors: n, results, best };
}
