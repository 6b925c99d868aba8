import assert from 'node:assert/strict';
import { dcssAnalysis } from '@turnkeeper/dcss/analysis';

// How often does a speed-12 monster act twice between two of your normal-speed (10-aut) waits?
const between = dcssAnalysis.between({
  a: { spec: { kind: 'player' }, action: { kind: 'wait' } },
  b: { spec: { kind: 'monster', speed: 12 } },
});
assert.equal(between.atLeast(2).fraction?.toString(), '1/5');

// An ogre (attack energy 15) that keeps attacking: two attacks every three turns.
const ogre = dcssAnalysis.actionsPerTurn({ actor: { spec: { kind: 'monster', speed: 10, energyUsage: { attack: 15 } }, action: { kind: 'melee' } } });
assert.deepEqual(
  ogre.outcomes().map((o) => [o.k, o.p.fraction?.toString()]),
  [
    [0, '1/3'],
    [1, '2/3'],
  ],
);

// A hasted player (6 or 7 aut) and a speed-15 monster: one monster action per player action on average.
const hasted = dcssAnalysis.between({ a: { spec: { kind: 'player', hasted: true } }, b: { spec: { kind: 'monster', speed: 15 } } });
assert.equal(hasted.mean.fraction?.toString(), '1/1');

// Rates per aut and per 10-aut turn, and the game's own speed display.
const rate = dcssAnalysis.rate({ actor: { spec: { kind: 'monster', speed: 15 } } });
assert.equal(rate.perTurn.fraction?.toString(), '3/2');
const monsters = dcssAnalysis.speedTable({ kind: 'monster' });
assert.equal(monsters.rows.find((r) => r.speed === 12)?.display, 'Speed: 120% (normally travels faster than you)');
