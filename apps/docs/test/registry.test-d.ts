import { expectTypeOf, test } from 'vitest';
import type { AnyRuleset } from '@turnkeeper/core';
import type { cthangband } from '@turnkeeper/cthangband';
import type { dcss } from '@turnkeeper/dcss';
import type { frogcomposband } from '@turnkeeper/frogcomposband';
import type { nethack } from '@turnkeeper/nethack';
import type { angband } from 'turnkeeper-angband';
import type { nethackAnalysis } from '@turnkeeper/nethack/analysis';
import { docsRegistry } from '../src/rulesets.js';
import { registry } from './all-rulesets.js';

test('every shipped ruleset is typed through the registry by declaration merging', () => {
  expectTypeOf(registry.get('nethack')).toEqualTypeOf<typeof nethack>();
  expectTypeOf(registry.get('dcss')).toEqualTypeOf<typeof dcss>();
  expectTypeOf(registry.get('frogcomposband')).toEqualTypeOf<typeof frogcomposband>();
  expectTypeOf(registry.get('cthangband')).toEqualTypeOf<typeof cthangband>();
  expectTypeOf(registry.get('no-such-game')).toEqualTypeOf<AnyRuleset>();
});

test("a third party's ruleset is typed the same way once its package is imported", () => {
  expectTypeOf(docsRegistry.get('angband')).toEqualTypeOf<typeof angband>();
});

test("an analysis carries its ruleset's types", () => {
  expectTypeOf<(typeof nethackAnalysis)['ruleset']>().toExtend<typeof nethack>();
});
