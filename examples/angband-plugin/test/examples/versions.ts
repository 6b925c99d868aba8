import assert from 'node:assert/strict';
import { angband, angbandVersionRules } from 'turnkeeper-angband';

// A +20 monster slowed to level 3: 4.2 takes 2 speed per level, 4.1 a flat 2, 4.0 a flat 10.
const speeds = (['4.2', '4.1', '4.0'] as const).map((version) => {
  const loop = angband.create({ version });
  loop.add('troll', { kind: 'monster', speed: 20, variation: 0, energy: 0, slow: 3 });
  const view = loop.inspect('troll');
  return view.kind === 'monster' ? view.speed : NaN;
});
assert.deepEqual(speeds, [14, 18, 10]);
assert.equal(angbandVersionRules('4.1').walkCost, 'move_energy');
