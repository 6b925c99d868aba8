import assert from 'node:assert/strict';
import { ActorLimitError, InvalidPatchError, InvalidSpecError } from '@turnkeeper/core';
import { frogcomposband } from '@turnkeeper/frogcomposband';

const loop = frogcomposband.create();
loop.add('hero', { kind: 'player' });
loop.add('orc', { kind: 'monster', speed: 0 });

// Bad input names the field, the value and what is allowed.
assert.throws(() => loop.add('ghost', { kind: 'monster', speed: 146 }), (e: unknown) => {
  assert.ok(e instanceof InvalidSpecError);
  assert.match(e.message, /speed/);
  assert.match(e.message, /146/);
  assert.match(e.message, /-110 to 145/); // a monster's speed is a byte: internal 0..255
  return true;
});
// A mount must be a monster of the loop: a cross-reference only the engine can check.
assert.throws(() => loop.update('hero', { mount: 'pony' }), (e: unknown) => e instanceof InvalidPatchError && e.message.includes('mount'));
// Each kind has its own fields: haste is the player's timer (a monster's is `fast`).
assert.throws(() => loop.update('orc', { haste: 5 }), InvalidPatchError);
// One player per loop.
assert.throws(() => loop.add('twin', { kind: 'player' }), ActorLimitError);
