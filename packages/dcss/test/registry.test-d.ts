import { createRegistry, type ActorId } from '@turnkeeper/core';
import { expectTypeOf, test } from 'vitest';
import { dcss, type DcssHookPayloads, type DcssMonsterAction, type DcssPlayerAction, type DcssVersion } from '../src/index.js';

test("registry.get('dcss') is typed through declaration merging", () => {
  const registry = createRegistry([dcss]);
  expectTypeOf(registry.get('dcss')).toEqualTypeOf<typeof dcss>();
});

test('a DCSS loop knows its actions per kind, its hook payloads and its versions', () => {
  const loop = dcss.create();
  loop.on('monsterEnergy', (p) => {
    expectTypeOf(p.gain).toEqualTypeOf<number>();
    expectTypeOf(p.actor).toEqualTypeOf<ActorId>();
  });
  expectTypeOf<DcssHookPayloads['pursuitEnergy']['delta']>().toEqualTypeOf<number>();
  loop.act('you', { kind: 'wait' });
  loop.act('you', { kind: 'move', pursuers: ['orc'] });
  loop.act('orc', { kind: 'missile', thrown: true });
  // @ts-expect-error unknown action kinds are a type error
  loop.act(0, { kind: 'fly' });
  // @ts-expect-error a fixed player action needs its length
  loop.act('you', { kind: 'fixed' });
  // @ts-expect-error actor specs need a kind
  loop.add(1, { speed: 10 });
  // @ts-expect-error a monster spec needs its speed
  loop.add(2, { kind: 'monster' });
  // @ts-expect-error not a version DCSS covers
  dcss.create({ version: '0.26' });
  expectTypeOf(loop.version).toEqualTypeOf<DcssVersion>();
  expectTypeOf(loop.next().kind).toEqualTypeOf<'player' | 'monster'>();
});

test('each kind has its own actions', () => {
  expectTypeOf<Extract<DcssPlayerAction, { kind: 'fixed' }>['aut']>().toEqualTypeOf<number>();
  expectTypeOf<Extract<DcssMonsterAction, { kind: 'fixed' }>['energy']>().toEqualTypeOf<number>();
  expectTypeOf<Extract<DcssPlayerAction, { kind: 'missile' }>>().toEqualTypeOf<never>();
  expectTypeOf<Extract<DcssMonsterAction, { kind: 'stairs' }>>().toEqualTypeOf<never>();
});
