import assert from 'node:assert/strict';
import { nethack } from '@turnkeeper/nethack';

// With the spawnRoll option the engine draws the game's rn2(70) itself (50 below the castle, 25
// once the Wizard is dead) and reports it; without it, a handler may draw it (ctx.random).
const loop = nethack.create({ version: '3.6.7', seed: 99, options: { spawnRoll: true } });
loop.add('you', { kind: 'player' });
let made = 0;
// The engine's roll came up 0: the game calls makemon() here. The new monster joins the head of
// the list with 0 points and misses this turn.
loop.on('makemon', () => {
  loop.add(`spawn-${++made}`, { kind: 'monster', base: 12 });
});
for (let i = 0; i < 500; i++) loop.step(() => ({ kind: 'move' }));

assert.ok(made > 0);
assert.equal(loop.ids()[1], `spawn-${made}`); // the hero first, then the newest monster
