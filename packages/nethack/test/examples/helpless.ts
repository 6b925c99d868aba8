import assert from 'node:assert/strict';
import { nethack } from '@turnkeeper/nethack';

const loop = nethack.create({ version: '3.6.7', seed: 1 });
loop.add('you', { kind: 'player', speed: 'Very_fast' });
const woke: number[] = [];
loop.on('unmul', (p) => woke.push(p.turn)); // "You can move again."
loop.act(loop.next().actor, { kind: 'act', helpless: 3 }); // nomul(-3) in turn 1
while (woke.length === 0) loop.step(() => ({ kind: 'act' })); // helpless slots still cost 12

// Helplessness is counted in turns, whatever the hero's speed.
assert.deepEqual(woke, [4]);
