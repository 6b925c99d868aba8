import assert from 'node:assert/strict';
import { restore } from '@turnkeeper/core';
import { FrogRng, frogcomposband, frogcomposbandGenerator } from '@turnkeeper/frogcomposband';

const rng = frogcomposbandGenerator.seeded(12345);
assert.equal(rng.below(100), 50); // as the game draws it
assert.ok(rng instanceof FrogRng);

// `generator: 'game'` draws from the same stream.
const a = frogcomposband.create({ seed: 777, generator: 'game', trace: true });
const b = frogcomposband.create({ random: FrogRng.seeded(777), trace: true });
for (const loop of [a, b]) {
  loop.add('hero', { kind: 'player' });
  loop.add('orc', { kind: 'monster', race: 0 });
  for (let i = 0; i < 20; i++) loop.step(() => ({ kind: 'act' }));
}
assert.deepEqual(a.trace?.events, b.trace?.events);

// Snapshots save the generator's state; a restored loop continues identically.
const copy = restore(frogcomposband, JSON.parse(JSON.stringify(a.snapshot())));
assert.deepEqual(copy.next(), a.next());
