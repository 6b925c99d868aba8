// A browser game's use of the NetHack 3.6.7 ruleset: the hero and two monsters taking their turns.
import { nethack } from '@turnkeeper/nethack';

const loop = nethack.create({ version: '3.6.7', seed: 7 });
loop.add('you', { kind: 'player', intrinsicFast: true });
loop.add('ant', { kind: 'monster', base: 18 });
loop.add('orc', { kind: 'monster', base: 9, speedBoots: true });
const move = Object.freeze({ kind: 'move' as const });
for (let i = 0; i < 10; i++) {
  const turn = loop.next();
  loop.act(turn.actor, move);
}
console.log(`turn ${loop.time}`);
