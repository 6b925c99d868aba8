import { createRegistry } from '@turnkeeper/core';
import { expectTypeOf, test } from 'vitest';
import { cthangband, type CthangbandAction } from '../src/index.js';

test('registry.get("cthangband") is typed through declaration merging', () => {
  const registry = createRegistry([cthangband]);
  expectTypeOf(registry.get('cthangband')).toEqualTypeOf<typeof cthangband>();
});

test('a cthangband loop knows its actions and hooks', () => {
  const loop = cthangband.create();
  expectTypeOf<Parameters<typeof loop.act>[1]>().toEqualTypeOf<CthangbandAction>();
  loop.on('processWorld', (payload) => {
    expectTypeOf(payload.round).toEqualTypeOf<number>();
  });
  // @ts-expect-error unknown action kinds are a type error too
  loop.act(0, { kind: 'fly' });
});
