import assert from 'node:assert/strict';
import { recording, scripted, seeded, type RandomCall } from '@turnkeeper/core';

const rng = seeded(2024); // xoshiro128** 1.1, seeded through SplitMix64
const d6 = rng.below(6) + 1; // a uniform integer in [0, 6), plus one
assert.ok(d6 >= 1 && d6 <= 6);

const script = scripted([7, 10]); // for tests: the i-th draw returns values[i] mod n
assert.equal(script.below(1), 0); // n <= 1 consumes nothing
assert.equal(script.below(5), 2);
assert.equal(script.below(3), 1);

// Rulesets label each draw with the game site that makes it; a recording keeps the labels.
const calls: RandomCall[] = [];
const traced = recording(scripted([30]), calls);
traced.below(12, 'mcalcmove:rn2(12)');
assert.deepEqual(calls, [{ n: 12, result: 6, site: 'mcalcmove:rn2(12)' }]);
