import assert from 'node:assert/strict';
import { blowCost, gameTime, moveCost, spellEnergy } from '@turnkeeper/cthangband';

const step = moveCost(10); // 50: "Fast (+10)" steps twice a round
const blow = blowCost(3); // 33: 100/3 with integer division
const spell = spellEnergy(20, 12); // 37: 8 above the minimum
const hard = spellEnergy(10, 40); // 300: the code caps what the help text calls 1000
const clock = gameTime(62500); // { clock: '9:00 PM', is_night: true, day: 1, … }

assert.deepEqual([step, blow, spell, hard], [50, 33, 37, 300]);
assert.equal(clock.clock, '9:00 PM');
assert.equal(clock.is_night, true);
assert.equal(clock.day, 1);
