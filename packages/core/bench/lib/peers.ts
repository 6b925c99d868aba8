// The schedulers a JS developer would write instead of using Turnkeeper: fifteen lines on the npm
// registry's priority queues, each doing the generic ruleset's exact integer rule (gain `speed`
// energy per tick, act while energy ≥ 0, an action costs `cost`, ties first-scheduled-first). The
// suite checks they hand out the same turns as `generic` before timing anything.
//
// - flatqueue 3.1: pop the actor, charge it, push it back under the composite key due·2³¹ + seq
//   (exact while due < 2²² and seq < 2³¹: the suite's runs stay inside that);
// - fastpriorityqueue 0.8: peek, charge, replaceTop, with the key on the actor object;
// - heap-js 2.7: peek, charge, replace (heap-js's one-sift replace of the top);
// - tinyqueue: pop and push an actor object, compared by the same composite key.
//
// Each peer writes its step out in full: closures made from one shared step function share V8's
// type feedback, so the step would see several queue classes and go polymorphic. Measured (CPU
// time, 9 interleaved rounds, integer mix): a step shared by heap-js and tinyqueue ran them at
// 5.8 M and 7.9 M steps/s at 10 actors against 12.2 M and 19.2 M written out, a handicap the
// peers a developer would write do not have.
import FlatQueue from 'flatqueue';
import FastPriorityQueue from 'fastpriorityqueue';
import { Heap } from 'heap-js';
import TinyQueue from 'tinyqueue';

/** One step of a peer scheduler: hands out the next actor (its index) and charges it. */
export type PeerStep = () => number;

const SHIFT = 2 ** 31;

interface Actor {
  readonly id: number;
  readonly speed: number;
  energy: number;
  t0: number;
  key: number;
}

/** The generic rule, once: charges `a` at its due tick and returns its next composite key. */
function charge(a: Actor, now: number, cost: number, seq: number): number {
  const e = a.energy + a.speed * (now - a.t0) - cost;
  a.energy = e;
  a.t0 = now;
  const due = e >= 0 ? now : now + Math.ceil(-e / a.speed);
  return due * SHIFT + seq;
}

function actors(speeds: readonly number[]): Actor[] {
  return speeds.map((speed, id) => ({ id, speed, energy: 0, t0: 0, key: id }));
}

/** flatqueue 3.1: ids in the queue, per-actor state in typed arrays; pop, charge, push. */
export function flatqueuePeer(speeds: readonly number[], cost: number): PeerStep {
  const n = speeds.length;
  const queue = new FlatQueue<number>();
  const speed = Float64Array.from(speeds);
  const energy = new Float64Array(n);
  const t0 = new Float64Array(n);
  let seq = n;
  for (let i = 0; i < n; i++) queue.push(i, i);
  return () => {
    const now = Math.floor((queue.peekValue() as number) / SHIFT);
    const id = queue.pop() as number;
    const sp = speed[id] as number;
    const e = (energy[id] as number) + sp * (now - (t0[id] as number)) - cost;
    energy[id] = e;
    t0[id] = now;
    queue.push(id, (e >= 0 ? now : now + Math.ceil(-e / sp)) * SHIFT + seq++);
    return id;
  };
}

/** fastpriorityqueue 0.8: peek, charge, replaceTop. */
export function fastPriorityQueuePeer(speeds: readonly number[], cost: number): PeerStep {
  const queue = new FastPriorityQueue<Actor>((a, b) => a.key < b.key);
  for (const a of actors(speeds)) queue.add(a);
  let seq = speeds.length;
  return () => {
    const a = queue.peek() as Actor;
    a.key = charge(a, Math.floor(a.key / SHIFT), cost, seq++);
    queue.replaceTop(a);
    return a.id;
  };
}

/** heap-js: peek, charge, replace (its one-sift `heapreplace`, which a pop and a push would take two sifts to do). */
export function heapJsPeer(speeds: readonly number[], cost: number): PeerStep {
  const queue = new Heap<Actor>((a, b) => a.key - b.key);
  queue.init(actors(speeds));
  let seq = speeds.length;
  return () => {
    const top = queue.peek() as Actor;
    top.key = charge(top, Math.floor(top.key / SHIFT), cost, seq++);
    queue.replace(top);
    return top.id;
  };
}

/** tinyqueue: pop, charge, push. */
export function tinyqueuePeer(speeds: readonly number[], cost: number): PeerStep {
  const queue = new TinyQueue<Actor>(actors(speeds), (a, b) => a.key - b.key);
  let seq = speeds.length;
  return () => {
    const a = queue.pop() as Actor;
    a.key = charge(a, Math.floor(a.key / SHIFT), cost, seq++);
    queue.push(a);
    return a.id;
  };
}

/** Every peer, by the name the tables print. */
export const PEERS = {
  flatqueue: flatqueuePeer,
  fastpriorityqueue: fastPriorityQueuePeer,
  'heap-js': heapJsPeer,
  tinyqueue: tinyqueuePeer,
} as const;
