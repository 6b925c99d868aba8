import assert from 'node:assert/strict';
import { monsterSpeed, nethack } from '@turnkeeper/nethack';

// "so that a hasted shopkeeper doesn't always get 2 moves per turn" (3.7)
assert.equal(monsterSpeed('3.6.7', 'shopkeeper'), 18);
assert.equal(monsterSpeed('3.7', 'shopkeeper'), 16);

const loop = nethack.create({ version: '3.7' });
loop.add('shk', { kind: 'monster', name: 'shopkeeper', mspeed: 'fast' });
assert.deepEqual(loop.inspect('shk'), {
  kind: 'monster',
  movement: 0,
  base: 16,
  mspeed: 'fast',
  permspeed: 'fast',
  speedBoots: false,
  adjusted: 22,
  steed: false,
});

// The same data as the analysis catalog: specs any tool can add.
const shk = nethack.analysis.catalog('3.7').find((m) => m.name === 'shopkeeper');
assert.deepEqual(shk, { name: 'shopkeeper', kind: 'monster', spec: { name: 'shopkeeper' }, speed: 16 });
