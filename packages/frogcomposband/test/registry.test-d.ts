import { createRegistry, type AnyRuleset } from '@turnkeeper/core';
import { expectTypeOf, test } from 'vitest';
import { frogcomposband, type FrogcomposbandMonsterAction, type FrogcomposbandPlayerAction, type FrogcomposbandVersion } from '../src/index.js';

test('registry.get("frogcomposband") is typed through declaration merging', () => {
  const registry = createRegistry([frogcomposband]);
  expectTypeOf(registry.get('frogcomposband')).toEqualTypeOf<typeof frogcomposband>();
  expectTypeOf(registry.get('not-registered')).toEqualTypeOf<AnyRuleset>();
});

test('a loop knows its spec, action and hook types', () => {
  const loop = frogcomposband.create();
  expectTypeOf<Parameters<typeof loop.act>[1]>().toEqualTypeOf<FrogcomposbandPlayerAction | FrogcomposbandMonsterAction>();
  loop.on('gameTurnEnd', (p) => {
    expectTypeOf(p.gameTurn).toEqualTypeOf<number>();
  });
  // @ts-expect-error unknown action kinds are a type error
  loop.act(0, { kind: 'fly' });
  // @ts-expect-error an actor spec needs a kind
  loop.add(1, { speed: 10 });
});

test('each kind has its own spec, patch, actions and view', () => {
  const loop = frogcomposband.create();
  // @ts-expect-error haste is the player's, not a monster's
  loop.add('m', { kind: 'monster', speed: 0, haste: 3 });
  // @ts-expect-error shoot is the player's action only
  const shot: FrogcomposbandMonsterAction = { kind: 'shoot', bow: 'sling', shots: 100 };
  expectTypeOf(shot).toEqualTypeOf<FrogcomposbandMonsterAction>();
  const view = loop.inspect('m');
  if (view.kind === 'monster') expectTypeOf(view.mspeed).toEqualTypeOf<number>();
  else expectTypeOf(view.playerTurns).toEqualTypeOf<number>();
  expectTypeOf(frogcomposband.meta.versions).toEqualTypeOf<readonly [FrogcomposbandVersion, ...FrogcomposbandVersion[]]>();
  // @ts-expect-error misspelt hooks are type errors
  loop.on('gameTurnEnds', () => undefined);
});
