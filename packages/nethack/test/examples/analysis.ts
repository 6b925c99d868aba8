import assert from 'node:assert/strict';
import { nethackAnalysis } from '@turnkeeper/nethack/analysis';

const fastHero = { spec: { kind: 'player', speed: 'Fast' } } as const;
const ant = { spec: nethackAnalysis.lookup('soldier ant').spec }; // { kind: 'monster', base: 18 }

// How often does a soldier ant get two moves between two actions of a Fast hero? Exact odds.
const odds = (['3.4.3', '3.6.0', '3.6.7'] as const).map((version) =>
  nethackAnalysis.between({ a: fastHero, b: ant, version }).atLeast(2).fraction?.toString(),
);
assert.deepEqual(odds, ['3/8', '7/24', '1/4']);

// Long-run actions per game turn (3.6.0's random offset adds 1 point a turn on average).
assert.equal(nethackAnalysis.rate({ actor: ant, version: '3.6.0' }).perTurn.fraction?.toString(), '19/12');

// The law of actions in one turn: a 3.4.3 speed-15 monster acts 1, 1, 1, 2 times, over and over.
const perTurn = nethackAnalysis.actionsPerTurn({ actor: { spec: { kind: 'monster', base: 15 } }, version: '3.4.3' });
assert.deepEqual(
  perTurn.outcomes().map((o) => [o.k, o.p.fraction?.toString()]),
  [
    [1, '3/4'],
    [2, '1/4'],
  ],
);

// The speed tables, in the version's own terms.
const monsters = nethackAnalysis.speedTable({ kind: 'monster', version: '3.6.7' });
assert.equal(monsters.rows[15]?.display, 'speed 15: 1 action a turn, 2 on 1 turn in 4 at random (rn2(12) < 3)');

// What changed, as data, citing the original sources.
const v343 = nethackAnalysis.versions().find((v) => v.id === '3.4.3');
assert.equal(v343?.rules.strictHeroTest, true);
