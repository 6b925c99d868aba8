import assert from 'node:assert/strict';
import { cthangband } from '@turnkeeper/cthangband';
import { cthangbandAnalysis } from '@turnkeeper/cthangband/analysis';

// Long-run rate of an actor always taking one action, exact, per tick (a +10 step costs 50).
const rate = cthangbandAnalysis.rate({ actor: { spec: { kind: 'player', speed: 10 }, action: { kind: 'walk' } } });

// How many times a monster steps between two of the player's steps; atLeast(2) is the double-move odds.
const odds = cthangbandAnalysis.between({
  a: { spec: { kind: 'player', speed: 0 }, action: { kind: 'walk' } },
  b: { spec: { kind: 'monster', speed: 5, unique: true }, action: { kind: 'move' } }, // start energy still rolled: 900..999
});

// A race of the 4.1.0 monster catalog (lib/edit/r_info.txt) by name, in any question or for a loop.
const jackal = cthangbandAnalysis.between({ a: { spec: { kind: 'player' } }, b: { spec: { name: 'jackal' } } });
const loop = cthangband.create({ seed: 7 });
loop.add('jackal', cthangbandAnalysis.lookup('Jackal').spec); // placed with the game's rolls: speed −10..+10

// Actions per game turn (a tick): a monster acts at most once a tick.
const perTick = cthangbandAnalysis.actionsPerTurn({ actor: { spec: { kind: 'monster', speed: 20, energy: 950 } } });

// The speed table in the game's own display, and the version's rules as data.
const table = cthangbandAnalysis.speedTable({ kind: 'player' });
const [v410] = cthangbandAnalysis.versions();

assert.equal(rate.perTime.fraction?.toString(), '1/5');
// +5 costs 67 a step: 100/67 steps per player step, so a double move 33 times in 67
assert.equal(odds.atLeast(2).fraction?.toString(), '33/67');
// A normal-speed jackal rolls −10..+10 at placement (4.1.0's spread bug): faster ones double-move.
assert.ok(jackal.exact && Math.abs(jackal.atLeast(2).value - 0.26) < 0.005); // ≈ Σ over +1..+10 of (100 / cost − 1), / 21
assert.equal(loop.inspect('jackal').kind, 'monster');
assert.equal(perTick.p(1).fraction?.toString(), '10/33');
assert.equal(table.rows.find((r) => r.speed === 10)?.display, 'Fast (+10): 50% a step');
assert.equal(v410?.rules.monsterSpeedSpread, 'extract_energy[race speed] / 10');
