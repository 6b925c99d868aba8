import assert from 'node:assert/strict';
import { createRegistry, generic, UnknownRulesetError } from '@turnkeeper/core';

const registry = createRegistry([generic]);
const loop = registry.get('generic').create(); // typed as the generic ruleset's loop
loop.add('hero', { speed: 100 });
assert.deepEqual(registry.ids(), ['generic']);
assert.throws(() => registry.get('angband'), UnknownRulesetError);

// Every ruleset describes itself the same way: actor kinds, actions, hooks, versions, units.
for (const ruleset of registry.list()) {
  assert.equal(ruleset.meta.units.time.name, 'tick');
  assert.deepEqual(
    ruleset.kindList.map((k) => [k.name, k.actions]),
    [['actor', ['act', 'wait']]],
  );
}
