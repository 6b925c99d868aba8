import assert from 'node:assert/strict';
import { angband, angbandGenerator } from 'turnkeeper-angband';

// The game's own generator (src/z-rand.c, WELL1024a): randint0(m) after Rand_state_init(42).
const rng = angbandGenerator.seeded(42);
assert.deepEqual([2, 3, 5, 7, 10, 50].map((m) => rng.below(m)), [0, 2, 2, 5, 9, 42]);

// A loop on it places monsters with the game's own draws for that seed.
const loop = angband.create({ seed: 42, generator: 'game' });
loop.add('spider', { kind: 'monster', speed: 10 });
assert.equal(loop.snapshot().random.kind, 'angband-well1024a');
