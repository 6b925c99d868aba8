import assert from 'node:assert/strict';
import { frogcomposband } from '@turnkeeper/frogcomposband';

const loop = frogcomposband.create({ seed: 12345, generator: 'game' });
loop.add('hero', { kind: 'player', speed: 10 });
loop.add('orc', { kind: 'monster', race: 0 });

const ticks: number[] = [];
loop.on('monsterTimers', ({ actor, gameTurn }, ctx) => {
  ticks.push(gameTurn);
  if (actor === 'orc') ctx.random.below(1024, 'process_mon_mtimed:randint0(1024)'); // e.g. a sleeping orc's noise roll
});
while (loop.time < 25) loop.step(() => ({ kind: 'act' }));

assert.deepEqual(ticks, [10, 20]); // timed effects count down every 10 game turns
