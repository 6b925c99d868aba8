import assert from 'node:assert/strict';
import { nethack } from '@turnkeeper/nethack';

const loop = nethack.create({ version: '3.6.7', seed: 99 });
loop.add('you', { kind: 'player' });
let made = 0;
loop.on('spawnRoll', (p, ctx) => {
  // The game calls rn2(70) here (50 below the castle, 25 once the Wizard is dead) and makes a
  // monster on 0. It joins the head of the list with 0 points and misses this turn.
  if (ctx.random.below(p.n, p.site) === 0) loop.add(`spawn-${++made}`, { kind: 'monster', base: 12 });
});
for (let i = 0; i < 500; i++) loop.step(() => ({ kind: 'move' }));

assert.ok(made > 0);
assert.equal(loop.ids()[1], `spawn-${made}`); // the hero first, then the newest monster
