import assert from 'node:assert/strict';
import { generic } from '@turnkeeper/core';

const loop = generic.create();
loop.add('hero', { speed: 100 }).add('bat', { speed: 250 });

// loop.run(n, choose): n whole steps without allocating. `choose` sees one turn object, rewritten
// before each call, so read it there; do not keep it.
const act = { kind: 'act' } as const;
const turns = new Map<string | number, number>();
loop.run(70_000, (turn) => {
  turns.set(turn.actor, (turns.get(turn.actor) ?? 0) + 1);
  return act;
});
assert.deepEqual(Object.fromEntries(turns), { hero: 20_001, bat: 49_999 }); // 2 : 5, both starting at tick 0
assert.equal(loop.time, 20_000); // ticks: the hero acts once a tick
