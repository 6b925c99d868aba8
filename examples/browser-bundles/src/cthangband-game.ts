// A browser game's use of the Cthangband ruleset: a player and two monsters taking their turns.
import { cthangband } from '@turnkeeper/cthangband';

const loop = cthangband.create({ seed: 42 });
loop.add('player', { kind: 'player', speed: 10, numBlow: 3, naturalAttacks: 1 });
loop.add('orc', { kind: 'monster', speed: 0, numBlows: 2, energy: 990 });
loop.add('jackal', { kind: 'monster', speed: 0, sleep: 10, hitDice: [1, 4], asleep: true });
for (let i = 0; i < 10; i++) {
  const turn = loop.next();
  loop.act(turn.actor, turn.kind === 'player' ? { kind: 'walk' } : { kind: 'move' });
}
console.log(`game turn ${loop.time}`);
