import assert from 'node:assert/strict';
import { nethack } from '@turnkeeper/nethack';
import { monsterSpeed, nethackAnalysis } from '@turnkeeper/nethack/analysis';

// "so that a hasted shopkeeper doesn't always get 2 moves per turn" (3.7)
assert.equal(monsterSpeed('3.6.7', 'shopkeeper'), 18);
assert.equal(monsterSpeed('3.7', 'shopkeeper'), 16);

const loop = nethack.create({ version: '3.7' });
loop.add('shk', { ...nethackAnalysis.lookup('shopkeeper', '3.7').spec, mspeed: 'fast' });
assert.deepEqual(loop.inspect('shk'), {
  kind: 'monster',
  movement: 0,
  base: 16,
  mspeed: 'fast',
  permspeed: 'fast',
  speedBoots: false,
  adjusted: 22,
  steed: false,
  tameness: 0,
  sleeping: false,
  canMove: true,
  frozen: 0,
});

// The catalog: every monster of the version (3.7's other names too), each with a spec a loop takes.
const shk = nethackAnalysis.catalog('3.7').find((m) => m.name === 'shopkeeper');
assert.deepEqual(shk, { name: 'shopkeeper', kind: 'monster', spec: { kind: 'monster', base: 16 }, speed: 16 });
assert.equal(nethackAnalysis.lookup('dwarf lord', '3.7').speed, 6); // a gendered name of the dwarf leader
// An analysis question may name a catalog monster, other fields added or overriding the entry's.
const rate = nethackAnalysis.rate({ actor: { spec: { kind: 'monster', name: 'shopkeeper', mspeed: 'fast' } }, version: '3.7' });
assert.equal(rate.perTurn.fraction?.toString(), '11/6'); // S′ = ⌊(4·16 + 2)/3⌋ = 22 points a turn
