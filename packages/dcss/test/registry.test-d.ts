import { createRegistry, type ActorId } from '@turnkeeper/core';
import { expectTypeOf, test } from 'vitest';
import { dcss, type DcssAction } from '../src/index.js';

test("registry.get('dcss') is typed through declaration merging", () => {
  const registry = createRegistry([dcss]);
  expectTypeOf(registry.get('dcss')).toEqualTypeOf<typeof dcss>();
});

test('a DCSS loop knows its actions and hook payloads', () => {
  const loop = dcss.create();
  expectTypeOf<Parameters<typeof loop.act>[1]>().toEqualTypeOf<DcssAction>();
  loop.on('monsterEnergy', (p) => {
    expectTypeOf(p.gain).toEqualTypeOf<number>();
    expectTypeOf(p.actor).toEqualTypeOf<ActorId>();
  });
  // @ts-expect-error unknown action kinds are a type error
  loop.act(0, { kind: 'fly' });
  // @ts-expect-error actor specs need a kind
  loop.add(1, { speed: 10 });
});
