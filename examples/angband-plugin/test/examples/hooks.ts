import assert from 'node:assert/strict';
import { angband } from 'turnkeeper-angband';

// process_world() runs every 10 game turns: the game rolls one_in_(500) for a wandering monster
// there, with the loop's own random source, so a seed replays the same game.
const loop = angband.create({ seed: 2024 });
loop.add('you', { kind: 'player' });
let wanderers = 0;
loop.on('processWorld', (p, ctx) => {
  if (ctx.random.below(p.monsterChance) === 0) loop.add(`wanderer-${++wanderers}`, { kind: 'monster', speed: 0 });
});
for (let i = 0; i < 3000; i++) loop.step((turn) => (turn.kind === 'player' ? { kind: 'move' } : { kind: 'act' }));

assert.ok(wanderers > 0);
assert.equal(loop.ids().length, wanderers + 1); // the player, then the monsters in list order
