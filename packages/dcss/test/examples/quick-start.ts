import assert from 'node:assert/strict';
import type { ActorId } from '@turnkeeper/core';
import { dcss } from '@turnkeeper/dcss';

const loop = dcss.create({ seed: 2024 });
loop.add('you', { kind: 'player', hasted: true });
loop.add('orc', { kind: 'monster', speed: 10, justSummoned: false });
loop.add('ogre', { kind: 'monster', speed: 10, energyUsage: { attack: 15 }, justSummoned: false });

const turn = loop.next(); // the player acts first
loop.act('you', { kind: 'move' }); // 6 or 7 aut when hasted
const reactions: ActorId[] = [];
for (let t = loop.next(); t.kind === 'monster'; t = loop.next()) {
  reactions.push(t.actor);
  loop.act(t.actor, t.actor === 'ogre' ? { kind: 'melee' } : { kind: 'move' });
}

assert.deepEqual(turn, { actor: 'you', kind: 'player', time: 0 });
assert.ok(loop.time === 6 || loop.time === 7); // the clock (aut) moved by the player's action
assert.deepEqual(reactions, []); // 70 + 6 or 7 energy is not yet 80: nobody reacts
assert.equal(loop.pending, 'you');
