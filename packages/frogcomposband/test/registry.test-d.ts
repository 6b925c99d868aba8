import { createRegistry, type AnyRuleset } from '@turnkeeper/core';
import { expectTypeOf, test } from 'vitest';
import { frogcomposband, type FrogAction } from '../src/index.js';

test('registry.get("frogcomposband") is typed through declaration merging', () => {
  const registry = createRegistry([frogcomposband]);
  expectTypeOf(registry.get('frogcomposband')).toEqualTypeOf<typeof frogcomposband>();
  expectTypeOf(registry.get('not-registered')).toEqualTypeOf<AnyRuleset>();
});

test('a loop knows its spec, action and hook types', () => {
  const loop = frogcomposband.create();
  expectTypeOf<Parameters<typeof loop.act>[1]>().toEqualTypeOf<FrogAction>();
  loop.on('gameTurnEnd', (p) => {
    expectTypeOf(p.gameTurn).toEqualTypeOf<number>();
  });
  // @ts-expect-error unknown action kinds are a type error
  loop.act(0, { kind: 'fly' });
  // @ts-expect-error an actor spec needs a kind
  loop.add(1, { speed: 10 });
});
