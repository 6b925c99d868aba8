import { createRegistry, type ActionInput } from '@turnkeeper/core';
import { expectTypeOf, test } from 'vitest';
import {
  nethack,
  type NethackHookPayloads,
  type NethackMonsterAction,
  type NethackPlayerAction,
  type NethackTypes,
  type NethackVersion,
} from '../src/index.js';

test("registry.get('nethack') is typed through declaration merging", () => {
  const registry = createRegistry([nethack]);
  expectTypeOf(registry.get('nethack')).toEqualTypeOf<typeof nethack>();
});

test('a nethack loop knows its actions and hook payloads', () => {
  const loop = nethack.create();
  expectTypeOf<Parameters<typeof loop.act>[1]>().toEqualTypeOf<ActionInput<NethackTypes['kinds']>>();
  expectTypeOf<NethackPlayerAction['kind']>().toEqualTypeOf<'move' | 'act' | 'free' | 'kick'>();
  expectTypeOf<NethackMonsterAction['kind']>().toEqualTypeOf<'move' | 'act'>();
  loop.on('spawnRoll', (p) => {
    expectTypeOf(p).toEqualTypeOf<NethackHookPayloads['spawnRoll']>();
    expectTypeOf(p.n).toEqualTypeOf<25 | 50 | 70>();
  });
  // @ts-expect-error unknown hooks are a type error
  loop.on('noSuchHook', () => undefined);
  // @ts-expect-error unknown action kinds are a type error
  loop.act(0, { kind: 'fly' });
  // @ts-expect-error unknown action fields are a type error
  loop.act(0, { kind: 'act', extra: 1 });
});

test('actor kinds, versions and views are typed', () => {
  const loop = nethack.create({ version: '3.4.3' });
  expectTypeOf(loop.version).toEqualTypeOf<NethackVersion>();
  // @ts-expect-error not a version the ruleset covers
  nethack.create({ version: '3.5.0' });
  // @ts-expect-error the hero is kind 'player' (its label is 'hero')
  loop.add('you', { kind: 'hero' });
  loop.add('you', { kind: 'player', speed: 'Fast' });
  const view = loop.inspect('you');
  if (view.kind === 'player') expectTypeOf(view.helpless).toEqualTypeOf<boolean>();
  else expectTypeOf(view.adjusted).toEqualTypeOf<number>();
});
