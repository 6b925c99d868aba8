import assert from 'node:assert/strict';
import { restore } from '@turnkeeper/core';
import { cthangband, cthangbandGenerator } from '@turnkeeper/cthangband';

const rng = cthangbandGenerator.seeded(42); // Rand_state_init(42): the game's "complex" generator
const first100 = rng.below(100); // rand_int(100)

const loop = cthangband.create({ seed: 42, generator: 'game' }); // the same stream drives the loop
loop.add('jackal', { kind: 'monster', speed: 0, sleep: 10, hitDice: [1, 4], asleep: true });
const saved = loop.snapshot(); // the generator's state is saved with the loop
const again = restore(cthangband, JSON.parse(JSON.stringify(saved)));

assert.equal(first100, 51); // rng_zrand.json, seed 42, first value
assert.equal(saved.random.kind, 'cthangband-zrand');
assert.deepEqual(again.inspect('jackal'), loop.inspect('jackal'));
