import assert from 'node:assert/strict';
import { frogcomposbandAnalysis } from '@turnkeeper/frogcomposband/analysis';

const hero = { spec: { kind: 'player', speed: 0 } } as const;
const soldier = { spec: { kind: 'monster', speed: 10 } } as const;

// How many times does a +10 monster act between two actions of a +0 player?
const law = frogcomposbandAnalysis.between({ a: hero, b: soldier });
assert.equal(law.exact, true); // an exact Markov-chain result (in floating point)
assert.ok(Math.abs(law.atLeast(2).value - 0.838) < 0.0005); // double moves, 83.8 % of the time
assert.equal(law.mean.value, 2); // 20 energy against 10

// And the reverse: the player's double moves on the monster.
const reverse = frogcomposbandAnalysis.between({ a: soldier, b: hero });
assert.ok(reverse.atLeast(2).value < 0.001);

// Long-run actions per game turn: energy / 100, exactly.
const rate = frogcomposbandAnalysis.rate({ actor: { spec: { kind: 'player', speed: 26 } } });
assert.equal(rate.perTime.fraction?.toString(), '9/25');

// Actions per game turn: at most one at a nominal 100, so P(1) is the rate.
const perTurn = frogcomposbandAnalysis.actionsPerTurn({ actor: { spec: { kind: 'monster', speed: 20 } } });
assert.equal(perTurn.p(1).fraction?.toString(), '3/10');

// The speed table, in the game's own display.
const table = frogcomposbandAnalysis.speedTable();
assert.equal(table.rows.find((r) => r.speed === 10)?.display, '+10 (2.0x)');
assert.equal(table.rows.find((r) => r.speed === 27)?.display, '+27 (3.6x)'); // +27 gains no more than +26

// The versions and what differs between them, as data.
const clamps = frogcomposbandAnalysis.versions().map((v) => [v.id, v.rules.clampAtNormalSpeed]);
assert.deepEqual(clamps, [
  ['7.1.salmiak', { min: 70, max: 130 }],
  ['7.0.cloudberry', { min: 67, max: 133 }],
  ['7.0.nougat', { min: 29, max: 171 }],
]);

// Monsters by name, from each version's lib/edit/r_info.txt: a name stands for its spec anywhere.
const orc = frogcomposbandAnalysis.between({ a: hero, b: { spec: { name: 'hill orc' } } });
assert.ok(orc.atLeast(2).value > 0.001 && orc.atLeast(2).value < 0.2); // its speed rolled by get_mspeed(): −3..+3
const loop = frogcomposbandAnalysis.ruleset.create({ seed: 1 });
const entry = frogcomposbandAnalysis.lookup('Hill orc');
assert.equal(entry.speed, 0); // I:110, "+0"
loop.add('orc', entry.spec); // a monster spec by race: get_mspeed() rolls its own speed here
assert.throws(() => frogcomposbandAnalysis.lookup('hill ork'), /did you mean "Hill orc"/);
