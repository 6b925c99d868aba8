import assert from 'node:assert/strict';
import { generic, restore } from '@turnkeeper/core';

// The same three actors on the native API. Speeds are integer energy per tick, and an action
// costs energy: with a cost of 200, rot.js's speeds 1, 2 and 0.5 become 100, 200 and 50, and one
// rot.js time unit is 2 ticks. Starting at -200 energy puts each first turn one period in, as
// rot.js does (0 would let them act at once).
const COST = 200;
const loop = generic.create();
loop.add('hero', { speed: 100, energy: -COST });
loop.add('bat', { speed: 200, energy: -COST });
loop.add('ghost', { speed: 50, energy: -COST });

const log: string[] = [];
for (let i = 0; i < 7; i++) {
  const turn = loop.next(); // who acts now, and at what tick: O(1)
  log.push(`${turn.actor}@${turn.time}`);
  loop.act(turn.actor, { kind: 'act', cost: COST }); // what it did; the ruleset charges it
}
assert.deepEqual(log, ['bat@1', 'hero@2', 'bat@2', 'bat@3', 'ghost@4', 'hero@4', 'bat@4']);

// A speed change while waiting takes effect from this tick (rot.js reads getSpeed() only when
// the actor is rescheduled): the ghost, due at tick 8, is hasted and acts at tick 6 instead.
loop.update('ghost', { speed: 100 });
assert.equal(loop.inspect('ghost').due, 6);

// Removal is O(1) and always safe, even for the actor whose turn it is.
const turn = loop.next();
loop.remove(turn.actor);

// Save and restore: plain JSON, and the restored loop continues identically.
const saved = JSON.stringify(loop.snapshot());
const again = restore(generic, JSON.parse(saved));
for (let i = 0; i < 20; i++) {
  assert.deepEqual(again.step(() => ({ kind: 'act', cost: COST })), loop.step(() => ({ kind: 'act', cost: COST })));
}
