import assert from 'node:assert/strict';
import { Distribution, frac, Law, stationary } from '@turnkeeper/core';

const gain = Distribution.from([
  [12, frac(2, 3)],
  [24, frac(1, 3)],
]);
assert.equal(gain.mean().toString(), '16/1');

const chain = stationary([
  [
    [0, frac(1, 2)],
    [1, frac(1, 2)],
  ],
  [
    [0, frac(1, 4)],
    [1, frac(3, 4)],
  ],
]);
assert.deepEqual(chain.map(String), ['1/3', '2/3']);

// Monte Carlo answers come in the same shape, marked as estimates with 95% intervals.
const estimate = Law.ofCounts(
  new Map([
    [1, 700],
    [2, 300],
  ]),
  'Monte Carlo',
);
assert.equal(estimate.exact, false);
assert.ok(estimate.atLeast(2).low < 0.3 && estimate.atLeast(2).high > 0.3);
