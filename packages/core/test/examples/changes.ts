import assert from 'node:assert/strict';
import { generic } from '@turnkeeper/core';

const loop = generic.create();
loop.add('snail', { speed: 20 }).add('clock', { speed: 100 });
for (let i = 0; i < 3; i++) loop.step(() => ({ kind: 'act' }));

loop.update('snail', { speed: 200 }); // hasted while waiting: effective from this tick
loop.update('clock', { paused: true }); // stays present, not scheduled
const turn = loop.next();
assert.deepEqual(turn, { actor: 'snail', kind: 'actor', time: 2 });
loop.act(turn.actor, { kind: 'act', cost: 0 }); // a free action: acts again this tick
loop.step(() => ({ kind: 'wait', ticks: 10 })); // a fixed delay, whatever the speed
loop.remove('snail'); // any actor, even during its own pending turn
assert.deepEqual(loop.ids(), ['clock']);
