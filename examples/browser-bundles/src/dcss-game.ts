// A browser game's use of the DCSS ruleset: the player and two monsters taking their turns.
import { dcss } from '@turnkeeper/dcss';

const loop = dcss.create({ seed: 2024 });
loop.add('you', { kind: 'player', hasted: true });
loop.add('orc', { kind: 'monster', speed: 10, justSummoned: false });
loop.add('ogre', { kind: 'monster', speed: 10, energyUsage: { attack: 15 }, justSummoned: false });
for (let i = 0; i < 10; i++) {
  const turn = loop.next();
  loop.act(turn.actor, turn.actor === 'ogre' ? { kind: 'melee' } : { kind: 'move' });
}
console.log(`${loop.time} aut`);
