import assert from 'node:assert/strict';
import { frogcomposband } from '@turnkeeper/frogcomposband';

// The game's own generator, seeded as the game seeds it.
const loop = frogcomposband.create({ seed: 12345, generator: 'game' });
loop.add('hero', { kind: 'player', speed: 10 });
loop.add('orc', { kind: 'monster', race: 0 }); // its speed and starting energy are rolled, as in the game

const turn = loop.next(); // the player goes first in every game turn
assert.deepEqual(turn, { actor: 'hero', kind: 'player', time: 1 });
loop.act(turn.actor, { kind: 'act' }); // a nominal-100 command; its cost is drawn now

const hero = loop.inspect('hero'); // speed, energy, energy_need, timers, the last game turn…
assert.equal(hero.speed, 10);
assert.equal(hero.energy, 20); // +10 gains 20 energy per game turn

// Each kind has its own actions: the player walks onto snow, the orc just acts.
for (let i = 0; i < 10; i++) loop.step((t) => (t.kind === 'player' ? { kind: 'move', terrain: 'snow' } : { kind: 'act' }));
