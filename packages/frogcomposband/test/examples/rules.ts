import assert from 'node:assert/strict';
import {
  clipBounds,
  effectiveSpeed,
  energyNeedDistribution,
  energyOfRaw,
  monsterSpeedDistribution,
  playerSpeed,
  speedText,
  walkEnergy,
} from '@turnkeeper/frogcomposband';

assert.equal(energyOfRaw(26), 36); // energy per game turn
assert.equal(effectiveSpeed(26), '3.6x');
assert.equal(speedText(26, { effective: true }), 'Fast (3.6x)'); // the sidebar
assert.deepEqual(clipBounds(energyOfRaw(0)), { min: 70, max: 130 });
assert.deepEqual(clipBounds(energyOfRaw(0), '7.0.cloudberry'), { min: 67, max: 133 });
assert.deepEqual(playerSpeed({ base: 5, hasted: true, binarySlow: true, minislow: 4 }), { raw: 4, internal: 114, energy: 14 });
assert.equal(walkEnergy({ terrain: 'snow' }), 133);

// Exact laws, as fractions.
const cost = energyNeedDistribution(energyOfRaw(0));
assert.equal(cost.p(70).toString(), '787/16384'); // 3148/65536: the clamp piles the tail on 70
assert.equal(cost.mean().toString(), '100/1');
const orcSpeed = monsterSpeedDistribution(0).dist; // ±3 one time in four, else ±1
assert.deepEqual(orcSpeed.support(), [-3, -2, -1, 0, 1, 2, 3]);
