import assert from 'node:assert/strict';
import { angbandAnalysis } from 'turnkeeper-angband/analysis';

const you = { spec: { kind: 'player', speed: 10 } } as const; // Fast (+10): 20 energy a game turn
const falcon = { spec: { kind: 'monster', speed: 30 } } as const; // a blood falcon race, spread ±3 when placed

// How often does a freshly placed +30 monster get two moves between two of yours? Exact, averaged
// over every spread and start energy the game could give it.
const law = angbandAnalysis.between({ a: you, b: falcon });
assert.equal(law.exact, true);
assert.equal(law.mean.fraction?.toString(), '66/35'); // 36 to 39 energy a game turn (37 5/7 on average) against your 20
assert.equal(law.atLeast(2).fraction?.toString(), '31/35'); // two moves 88.6% of the time, never three

// Long-run rates, per game turn and per standard turn (10 game turns).
const rate = angbandAnalysis.rate({ actor: you });
assert.equal(rate.perTime.fraction?.toString(), '1/5');
assert.equal(rate.perTurn.fraction?.toString(), '2/1');

// The speed table, in the game's own words.
const table = angbandAnalysis.speedTable({ kind: 'monster' });
assert.equal(table.rows.find((r) => r.speed === 10)?.display, 'quickly (+10), 2.0x normal speed');
