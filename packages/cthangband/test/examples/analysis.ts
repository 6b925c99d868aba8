import assert from 'node:assert/strict';
import { cthangband } from '@turnkeeper/cthangband';

// Long-run rate of an actor always taking one action, exact, per tick (a +10 step costs 50).
const rate = cthangband.analysis.rate({ actor: { spec: { kind: 'player', speed: 10 }, action: { kind: 'walk' } } });

// How many times a monster steps between two of the player's steps; atLeast(2) is the double-move odds.
const odds = cthangband.analysis.between({
  a: { spec: { kind: 'player', speed: 0 }, action: { kind: 'walk' } },
  b: { spec: { kind: 'monster', speed: 5, unique: true }, action: { kind: 'move' } }, // start energy still rolled: 900..999
});

// Actions per game turn (a tick): a monster acts at most once a tick.
const perTick = cthangband.analysis.actionsPerTurn({ actor: { spec: { kind: 'monster', speed: 20, energy: 950 } } });

// The speed table in the game's own display, and the version's rules as data.
const table = cthangband.analysis.speedTable({ kind: 'player' });
const [v410] = cthangband.analysis.versions();

assert.equal(rate.perTime.fraction?.toString(), '1/5');
// +5 costs 67 a step: 100/67 steps per player step, so a double move 33 times in 67
assert.equal(odds.atLeast(2).fraction?.toString(), '33/67');
assert.equal(perTick.p(1).fraction?.toString(), '10/33');
assert.equal(table.rows.find((r) => r.speed === 10)?.display, 'Fast (+10): 50% a step');
assert.equal(v410?.rules.monsterSpeedSpread, 'extract_energy[race speed] / 10');
