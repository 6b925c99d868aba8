import assert from 'node:assert/strict';
import { Scheduler } from 'rot-js';
import { RotSpeedScheduler } from '@turnkeeper/core/rot';

interface Actor {
  readonly name: string;
  getSpeed(): number;
}

// A slow actor (speed 1) and a fast one (speed 3). At time 1 both are due: the slow one was
// scheduled first, so it goes first. 1/3 is not exact in binary floating point, and rot.js's
// arithmetic puts the fast actor's third turn a hair before time 1, so it goes first; the
// adapter keeps integer time and gets it right.
function order(scheduler: { add(item: Actor, repeat: boolean): unknown; next(): Actor | null }): string[] {
  scheduler.add({ name: 'slow', getSpeed: () => 1 }, true);
  scheduler.add({ name: 'fast', getSpeed: () => 3 }, true);
  return [1, 2, 3, 4].map(() => scheduler.next()?.name ?? '-');
}

assert.deepEqual(order(new Scheduler.Speed<Actor>()), ['fast', 'fast', 'fast', 'slow']);
assert.deepEqual(order(new RotSpeedScheduler<Actor>()), ['fast', 'fast', 'slow', 'fast']);
