// A browser game's use of the FrogComposband ruleset: the player and two monsters taking their turns.
import { frogcomposband } from '@turnkeeper/frogcomposband';

const loop = frogcomposband.create({ seed: 12345, generator: 'game' });
loop.add('hero', { kind: 'player', speed: 10 });
loop.add('orc', { kind: 'monster', race: 0 });
loop.add('ant', { kind: 'monster', race: 0 });
const act = Object.freeze({ kind: 'act' as const });
for (let i = 0; i < 10; i++) {
  const turn = loop.next();
  loop.act(turn.actor, act);
}
console.log(`game turn ${loop.time}`);
