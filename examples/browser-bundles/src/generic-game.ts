// A browser game's use of the generic scheduler: create a loop, add actors, hand out turns.
import { generic } from '@turnkeeper/core';

const loop = generic.create({ seed: 7 });
loop.add('hero', { speed: 12 });
loop.add('rat', { speed: 10 });
const wait = Object.freeze({ kind: 'act' as const });
for (let i = 0; i < 10; i++) {
  const turn = loop.next();
  loop.act(turn.actor, wait);
}
console.log(`tick ${loop.time}`);
