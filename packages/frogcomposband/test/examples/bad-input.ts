import assert from 'node:assert/strict';
import { ActorLimitError, InvalidPatchError, InvalidSpecError } from '@turnkeeper/core';
import { frogcomposband } from '@turnkeeper/frogcomposband';

const loop = frogcomposband.create();
loop.add('hero', { kind: 'player' });
loop.add('orc', { kind: 'monster', speed: 0 });

// Bad input names the field, the value and what is allowed.
assert.throws(() => loop.add('ghost', { kind: 'monster', speed: 95 }), (e: unknown) => {
  assert.ok(e instanceof InvalidSpecError);
  assert.match(e.message, /speed/);
  assert.match(e.message, /95/);
  assert.match(e.message, /-99 to 89/); // a monster is capped at +89
  return true;
});
// Each kind has its own fields: haste is the player's timer (a monster's is `fast`).
assert.throws(() => loop.update('orc', { haste: 5 }), InvalidPatchError);
// One player per loop.
assert.throws(() => loop.add('twin', { kind: 'player' }), ActorLimitError);
