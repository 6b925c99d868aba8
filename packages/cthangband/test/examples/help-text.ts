import assert from 'node:assert/strict';
import { actionsPerRound, meanStepsPerRound, waitSequence } from '@turnkeeper/cthangband/analysis';

const help = waitSequence({ cost: 25, startEnergy: 990, ticks: 10 }); // the help text's 25 % example
const waits = help.map((row) => row.wait); // [25, 15, 5, 20, 10, 25, 15, 5, 20, 10]
const blows = actionsPerRound({ kind: 'player', numBlow: 3 }, { kind: 'melee', naturalAttacks: 0 }); // 100/33
const slowRaces = meanStepsPerRound(-20); // ≈ 0.574 steps a round, not 0.3: the spread bug

assert.deepEqual(waits, [25, 15, 5, 20, 10, 25, 15, 5, 20, 10]);
assert.equal(blows.toString(), '100/33');
assert.equal(slowRaces.toNumber().toFixed(3), '0.574');
