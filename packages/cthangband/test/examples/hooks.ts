import assert from 'node:assert/strict';
import { cthangband } from '@turnkeeper/cthangband';

const game = cthangband.create({ seed: 1 });
game.add('player', { kind: 'player' });
game.on('processWorld', ({ turn }, ctx) => {
  // once a round (turn % 10 == 0): timed effects, regeneration, random monster generation…
  if (ctx.random.below(20) === 0) game.add(`wanderer@${turn}`, { kind: 'monster', speed: 0, hitDice: [2, 6] });
});
game.on('afterPlayer', ({ tick }) => {
  // between process_player() and process_monsters(): a monster summoned here acts this tick
  if (tick === 5) game.add('summoned', { kind: 'monster', speed: 10, energy: 995 });
});
for (let i = 0; i < 500; i++) {
  const turn = game.next();
  game.act(turn.actor, turn.kind === 'player' ? { kind: 'rest' } : { kind: 'move' });
}

assert.ok(game.ids().some((id) => String(id).startsWith('wanderer')));
assert.ok(game.has('summoned'));
