import assert from 'node:assert/strict';
import { nethack } from '@turnkeeper/nethack';
import { helplessSlots, nethackAnalysis, occupationTurns } from '@turnkeeper/nethack/analysis';

// An occupation of 3 actions (eating…): each step is an ordinary 12-point action. Paralysis
// (nomul(-2)) pauses it; it resumes afterwards. A count (multi) would be lost instead.
const loop = nethack.create({ version: '3.6.7', seed: 7 });
loop.add('you', { kind: 'player' });
loop.act(loop.next().actor, { kind: 'act', occupation: 3 });
loop.update('you', { helpless: 2 });
while (loop.next().time < 3) loop.act('you', { kind: 'act' }); // turn 2's slot is burned
loop.act('you', { kind: 'act' });
const view = loop.inspect('you');
assert.ok(view.kind === 'player');
assert.deepEqual([view.multi, view.occupation], [0, 1]);

// A faster hero finishes a command in fewer turns, and loses more actions to helplessness.
const veryFast = { base: 12, speed: 'Very_fast', encumbrance: 0 } as const;
assert.deepEqual(occupationTurns('3.6.7', veryFast, 2).toRecord(), { '1': '2/3', '2': '1/3' });
assert.equal(helplessSlots('3.6.7', { ...veryFast, speed: 'Fast' }, 2).mean().toString(), '5/3');

// A Burdened hero (9 points a turn) whom every action paralyses for 2 turns acts every other turn.
const burdened = { spec: { kind: 'player', encumbrance: 'Burdened' }, action: { kind: 'act', helpless: 2 } } as const;
assert.equal(nethackAnalysis.rate({ actor: burdened, version: '3.6.7' }).perTurn.fraction?.toString(), '1/2');
