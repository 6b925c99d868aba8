import assert from 'node:assert/strict';
import { generic, InvalidActionError, InvalidSpecError, TurnOrderError } from '@turnkeeper/core';

const loop = generic.create();
loop.add('hero', { speed: 100 });

// Every misuse is a typed error with a stable code and a message naming field, value and rule.
assert.throws(() => loop.add('bat', { speed: 0 }), InvalidSpecError);
assert.throws(() => loop.act('hero', { kind: 'act' }), (e: unknown) => e instanceof TurnOrderError && e.code === 'NO_TURN_PENDING');
loop.next();
assert.throws(() => loop.act('hero', { kind: 'act', cots: 50 } as never), /cots: got 50; not a field here/);
assert.throws(() => loop.act('hero', { kind: 'act', cost: -1 }), InvalidActionError);
loop.act('hero', { kind: 'act' });
