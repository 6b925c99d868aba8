import assert from 'node:assert/strict';
import { cthangband } from '@turnkeeper/cthangband';

const loop = cthangband.create({ seed: 42 });
loop.add('player', { kind: 'player', speed: 10, numBlow: 3, naturalAttacks: 1 });
loop.add('orc', { kind: 'monster', speed: 0, numBlows: 2, energy: 990 });
loop.add('jackal', { kind: 'monster', speed: 0, sleep: 10, hitDice: [1, 4], asleep: true }); // placed with the game's rolls

const first = loop.next(); // the player on tick 1: 1050 + 10 >= 1000
loop.act(first.actor, { kind: 'walk' }); // a step costs 50 at +10
const second = loop.next(); // the player again on tick 1: 1010 is still >= 1000
loop.act(second.actor, { kind: 'melee' }); // one blow: 100/3 = 33, +10 if randint(3) == 1
const third = loop.next(); // the orc: 990 + 10, charged its move cost (100) up front
loop.act(third.actor, { kind: 'melee_player' }); // refunded, charged 100/2 = 50 instead

assert.deepEqual(first, { actor: 'player', kind: 'player', time: 1 });
assert.deepEqual(second, { actor: 'player', kind: 'player', time: 1 });
assert.deepEqual(third, { actor: 'orc', kind: 'monster', time: 1 });
assert.equal(loop.inspect('orc').energy, 1000 - 100 + 100 - 50);
