import assert from 'node:assert/strict';
import { nethack } from '@turnkeeper/nethack';

// Intrinsically fast, in speed boots, then a potion of speed: three sources, kept apart.
const loop = nethack.create({ version: '3.6.7' });
loop.add('you', { kind: 'player', intrinsicFast: true, extrinsicFast: true });
loop.update('you', { addTimedFast: 120 }); // incr_itimeout(&HFast, …), clamped to 0…16777215
loop.update('you', { extrinsicFast: false }); // boots off: still Very_fast while the potion lasts
const hero = (): { speed: string; timedFast: number } => {
  const v = loop.inspect('you');
  assert.ok(v.kind === 'player');
  return { speed: v.speed, timedFast: v.timedFast };
};
assert.deepEqual(hero(), { speed: 'Very_fast', timedFast: 120 });
loop.update('you', { timedFast: 0 }); // "You feel yourself slowing down a bit."
assert.deepEqual(hero(), { speed: 'Fast', timedFast: 0 });

// A monster's mspeed: MFAST while it wears speed boots, else its permspeed.
loop.add('orc', { kind: 'monster', base: 9, speedBoots: true }); // a hill orc
loop.update('orc', { adjustSpeed: -1 }); // a wand of slow monster: permspeed becomes MSLOW
assert.deepEqual(loop.inspect('orc'), { kind: 'monster', movement: 0, base: 9, mspeed: 'fast', permspeed: 'slow', speedBoots: true, adjusted: 12, steed: false, tameness: 0, sleeping: false, canMove: true, frozen: 0 });
loop.update('orc', { speedBoots: false });
assert.deepEqual(loop.inspect('orc'), { kind: 'monster', movement: 0, base: 9, mspeed: 'slow', permspeed: 'slow', speedBoots: false, adjusted: 6, steed: false, tameness: 0, sleeping: false, canMove: true, frozen: 0 });
