import { expectTypeOf, test } from 'vitest';
import { createRegistry, generic, type AnyRuleset } from '@turnkeeper/core';
import { angband } from 'turnkeeper-angband';
import { angbandAnalysis } from 'turnkeeper-angband/analysis';

test("the plugin extends the registry's type map by declaration merging", () => {
  const registry = createRegistry([generic, angband]);
  expectTypeOf(registry.get('angband')).toEqualTypeOf<typeof angband>();
  expectTypeOf(registry.get('no-such-game')).toEqualTypeOf<AnyRuleset>();
  const loop = angband.create();
  // @ts-expect-error: a monster has no blows field
  loop.add('orc', { kind: 'monster', speed: 0, blows: 200 });
});

test('the analysis knows its ruleset and its questions are typed from it', () => {
  expectTypeOf(angbandAnalysis.ruleset).toExtend<typeof angband>();
  // @ts-expect-error: no such version
  angbandAnalysis.rate({ actor: { spec: { kind: 'player' } }, version: '3.0' });
});
