import FlatQueue from "flatqueue";
import FastPriorityQueue from "fastpriorityqueue";
import { Heap } from "heap-js";
import TinyQueue from "tinyqueue";
const SHIFT = 2 ** 31;
function charge(a, now, cost, seq) {
  const e = a.energy + a.speed * (now - a.t0) - cost;
  a.energy = e;
  a.t0 = now;
  const due = e >= 0 ? now : now + Math.ceil(-e / a.speed);
  return due * SHIFT + seq;
}
function actors(speeds) {
  return speeds.map((speed, id) => ({ id, speed, energy: 0, t0: 0, key: id }));
}
function flatqueuePeer(speeds, cost) {
  const n = speeds.length;
  const queue = new FlatQueue();
  const speed = Float64Array.from(speeds);
  const energy = new Float64Array(n);
  const t0 = new Float64Array(n);
  let seq = n;
  for (let i = 0; i < n; i++) queue.push(i, i);
  return () => {
    const now = Math.floor(queue.peekValue() / SHIFT);
    const id = queue.pop();
    const sp = speed[id];
    const e = energy[id] + sp * (now - t0[id]) - cost;
    energy[id] = e;
    t0[id] = now;
    queue.push(id, (e >= 0 ? now : now + Math.ceil(-e / sp)) * SHIFT + seq++);
    return id;
  };
}
function fastPriorityQueuePeer(speeds, cost) {
  const queue = new FastPriorityQueue((a, b) => a.key < b.key);
  for (const a of actors(speeds)) queue.add(a);
  let seq = speeds.length;
  return () => {
    const a = queue.peek();
    a.key = charge(a, Math.floor(a.key / SHIFT), cost, seq++);
    queue.replaceTop(a);
    return a.id;
  };
}
function heapJsPeer(speeds, cost) {
  const queue = new Heap((a, b) => a.key - b.key);
  queue.init(actors(speeds));
  let seq = speeds.length;
  return () => {
    const a = queue.pop();
    a.key = charge(a, Math.floor(a.key / SHIFT), cost, seq++);
    queue.push(a);
    return a.id;
  };
}
function tinyqueuePeer(speeds, cost) {
  const queue = new TinyQueue(actors(speeds), (a, b) => a.key - b.key);
  let seq = speeds.length;
  return () => {
    const a = queue.pop();
    a.key = charge(a, Math.floor(a.key / SHIFT), cost, seq++);
    queue.push(a);
    return a.id;
  };
}
const PEERS = {
  flatqueue: flatqueuePeer,
  fastpriorityqueue: fastPriorityQueuePeer,
  "heap-js": heapJsPeer,
  tinyqueue: tinyqueuePeer
};
export {
  PEERS,
  fastPriorityQueuePeer,
  flatqueuePeer,
  heapJsPeer,
  tinyqueuePeer
};
