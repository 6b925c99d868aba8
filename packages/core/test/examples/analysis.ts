import assert from 'node:assert/strict';
import { genericAnalysis } from '@turnkeeper/core/analysis';

// How many times does a speed-250 bat act between two actions of a speed-100 hero?
const law = genericAnalysis.between({ a: { spec: { speed: 100 } }, b: { spec: { speed: 250 } } });
assert.equal(law.exact, true);
assert.deepEqual(
  law.outcomes().map((o) => [o.k, o.p.fraction?.toString()]),
  [
    [2, '1/2'],
    [3, '1/2'],
  ],
);
assert.equal(law.atLeast(2).value, 1); // the bat always gets a double move

// The long-run rate, exact, per tick and per game turn.
const rate = genericAnalysis.rate({ actor: { spec: { speed: 150 }, action: { kind: 'act', cost: 60 } } });
assert.equal(rate.perTime.fraction?.toString(), '5/2');
