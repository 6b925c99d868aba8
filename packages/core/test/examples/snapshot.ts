import assert from 'node:assert/strict';
import { generic, restore } from '@turnkeeper/core';

const loop = generic.create({ seed: 7, trace: true });
loop.add(0, { speed: 150 }).add(1, { speed: 90 });
for (let i = 0; i < 20; i++) loop.step(() => ({ kind: 'act' }));

const saved = JSON.stringify(loop.snapshot()); // plain JSON: store it anywhere
const again = restore(generic, JSON.parse(saved)); // validated, engine state included

for (let i = 0; i < 50; i++) {
  loop.step(() => ({ kind: 'act' }));
  again.step(() => ({ kind: 'act' }));
}
assert.deepEqual(again.trace?.events, loop.trace?.events); // continues exactly, trace included
