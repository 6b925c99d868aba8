import assert from 'node:assert/strict';
import { dcss, dcssGenerator } from '@turnkeeper/dcss';

const rng = dcssGenerator.seeded(42); // crawl's gameplay generator for game seed 42
assert.equal(rng.below(10), 1); // crawl's first random2(10) for that seed

const loop = dcss.create({ seed: 42, generator: 'game' });
loop.add('you', { kind: 'player' });
assert.equal(loop.snapshot().random.kind, dcssGenerator.kind); // snapshots restore it without help
