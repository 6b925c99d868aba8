import { createRegistry } from '@turnkeeper/core';
import { expectTypeOf, test } from 'vitest';
import { nethack, type NethackAction, type NethackHooks } from '../src/index.js';

test("registry.get('nethack') is typed through declaration merging", () => {
  const registry = createRegistry([nethack]);
  expectTypeOf(registry.get('nethack')).toEqualTypeOf<typeof nethack>();
});

test('a nethack loop knows its actions and hook payloads', () => {
  const loop = nethack.create();
  expectTypeOf<Parameters<typeof loop.act>[1]>().toEqualTypeOf<NethackAction>();
  loop.on('spawnRoll', (p) => {
    expectTypeOf(p).toEqualTypeOf<NethackHooks['spawnRoll']>();
  });
  // @ts-expect-error unknown hooks are a type error
  loop.on('noSuchHook', () => undefined);
  // @ts-expect-error unknown action kinds are a type error
  loop.act(0, { kind: 'fly' });
});
