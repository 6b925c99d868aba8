import { expectTypeOf, test } from 'vitest';
import { createRegistry, generic, type AnyRuleset } from '../src/index.js';

test('registry.get is typed through declaration merging, with a wide fallback', () => {
  const registry = createRegistry([generic]);
  expectTypeOf(registry.get('generic')).toEqualTypeOf<typeof generic>();
  expectTypeOf(registry.get('some-plugin')).toEqualTypeOf<AnyRuleset>();
});

test('a loop knows its spec and action types', () => {
  const loop = generic.create();
  type AddSpec = Parameters<typeof loop.add>[1];
  type ActAction = Parameters<typeof loop.act>[1];
  expectTypeOf<AddSpec>().toExtend<{ speed: number }>();
  expectTypeOf<ActAction>().toEqualTypeOf<{ readonly kind: 'act'; cost?: number | undefined } | { readonly kind: 'wait'; ticks: number }>();
  // @ts-expect-error unknown action kinds are a type error too
  loop.act(0, { kind: 'fly' });
});
