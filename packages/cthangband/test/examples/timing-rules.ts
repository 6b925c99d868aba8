import assert from 'node:assert/strict';
import { cthangband, loadSpeedPenalty, monsterSpeedEffect, playerSpeed } from '@turnkeeper/cthangband';

// Strength 18/00 (stat index 15): the load penalty starts at half the 200 lb limit.
const penalty = loadSpeedPenalty(1400, 15); // 140 lb, in tenths: (1400 − 1000) / 200 = 2
const speed = playerSpeed({ equipment: 10, totalWeight: 1400, strIndex: 15 }).speed; // +10 boots, −2 load

const loop = cthangband.create({ seed: 1 });
loop.add('player', { kind: 'player', speed, fast: 2, energy: 990 }); // hasted for 2 more rounds: +18
loop.add('orc', { kind: 'monster', speed: 0, energy: 995 });
const left: number[] = [];
loop.on('leaveLevel', ({ turn }) => {
  left.push(turn);
  loop.remove('orc'); // remove_non_pets(): the old level's monsters go
});

const first = loop.next(); // tick 1: 990 + 10
loop.act(first.actor, { kind: 'stairs' }); // free, and it sets new_level_flag: the tick ends here
const second = loop.next(); // the new level starts at the same turn, the player first

// Another monster's slow has no floor: index 5 − 10 wraps the byte to 251, outside the table.
const wrapped = monsterSpeedEffect('slow_by_monster', { speed: -105, raceSpeed: -20 });

assert.equal(penalty, 2);
assert.equal(speed, 8);
assert.equal(loop.inspect('player').moveCost, 36); // extract_energy at +18
assert.deepEqual([first.time, second.time, left], [1, 1, [1]]);
assert.equal(loop.has('orc'), false);
assert.equal(wrapped, 141);
