import assert from 'node:assert/strict';
import { freeMoves, monsterActionsPerTurn } from '@turnkeeper/nethack/analysis';

// A hero riding a galloping warhorse (every action moves, so each allocation is the steed's
// mcalcmove()) against a hasted soldier ant.
const rider = { base: 12, speed: 'normal', encumbrance: 0, steed: { base: 24, mspeed: 'normal', galloping: true } } as const;
const f = freeMoves('3.6.7', rider, { base: 18, mspeed: 'fast' });
assert.equal(f.heroActionsPerTurn.toString(), '3/1'); // 36 points a turn on average
assert.equal(f.monsterActionsPerTurn.toString(), '2/1'); // S′ = 24
assert.equal(f.meanGap.toString(), '2/3');

// Actions per turn by the leftover carried into the turn: 3.4.3's fixed cycle.
const a = monsterActionsPerTurn('3.4.3', { base: 15, mspeed: 'normal' });
assert.deepEqual(a.leftoverSupport, [0, 3, 6, 9]);
assert.deepEqual(
  a.leftoverSupport.map((r) => a.byLeftover[r]?.toRecord()),
  [{ '1': '1/1' }, { '1': '1/1' }, { '1': '1/1' }, { '2': '1/1' }],
);
