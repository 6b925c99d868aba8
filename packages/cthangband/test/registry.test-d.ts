import { createRegistry, type ActionInput } from '@turnkeeper/core';
import { expectTypeOf, test } from 'vitest';
import { cthangband, type CthangbandHookPayloads, type CthangbandMonsterAction, type CthangbandTypes, type CthangbandVersion } from '../src/index.js';

test('registry.get("cthangband") is typed through declaration merging', () => {
  const registry = createRegistry([cthangband]);
  expectTypeOf(registry.get('cthangband')).toEqualTypeOf<typeof cthangband>();
});

test('a cthangband loop knows its actions and hooks', () => {
  const loop = cthangband.create();
  expectTypeOf<Parameters<typeof loop.act>[1]>().toEqualTypeOf<ActionInput<CthangbandTypes['kinds']>>();
  loop.on('processWorld', (payload) => {
    expectTypeOf(payload.round).toEqualTypeOf<number>();
    expectTypeOf(payload).toEqualTypeOf<CthangbandHookPayloads['processWorld']>();
  });
  // @ts-expect-error unknown action kinds are a type error too
  loop.act(0, { kind: 'fly' });
  // @ts-expect-error a misspelt hook is a type error
  loop.on('processWorl', () => undefined);
});

test('specs and views are typed per actor kind', () => {
  const loop = cthangband.create();
  loop.add('orc', { kind: 'monster', speed: 0, energy: 950 });
  // @ts-expect-error the player has numBlow, monsters numBlows
  loop.add('p', { kind: 'player', numBlows: 2 });
  // @ts-expect-error a monster spec needs its race speed
  loop.add('m', { kind: 'monster' });
  const v = loop.inspect('orc');
  if (v.kind === 'monster') expectTypeOf(v.index).toEqualTypeOf<number>();
  expectTypeOf(loop.version).toEqualTypeOf<CthangbandVersion>();
});

test('monster actions are their own union', () => {
  expectTypeOf<CthangbandMonsterAction['kind']>().toEqualTypeOf<
    'move' | 'melee_player' | 'spell_at_player' | 'spell_at_monster' | 'late_spell' | 'attack_monster' | 'asleep' | 'out_of_range' | 'cannot_sense'
  >();
});
