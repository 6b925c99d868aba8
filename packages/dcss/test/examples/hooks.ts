import assert from 'node:assert/strict';
import type { ActorId } from '@turnkeeper/core';
import { dcss } from '@turnkeeper/dcss';

const loop = dcss.create({ seed: 7 });
loop.add('you', { kind: 'player' }).add('orc', { kind: 'monster', speed: 20, justSummoned: false });
const aiRolls: [ActorId, number][] = [];
loop.on('monsterAction', ({ actor }, ctx) => {
  aiRolls.push([actor, ctx.random.below(8)]); // the monster's AI draws, before its action is charged
});

loop.next();
loop.act('you', { kind: 'wait' });
for (let t = loop.next(); t.kind === 'monster'; t = loop.next()) loop.act(t.actor, { kind: 'move' });

// 70 + 20 = 90: it acts at 90 and again at 80, so its AI ran twice
assert.deepEqual(
  aiRolls.map(([actor]) => actor),
  ['orc', 'orc'],
);
