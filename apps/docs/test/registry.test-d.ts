import { expectTypeOf, test } from 'vitest';
import type { AnyRuleset } from '@turnkeeper/core';
import type { cthangband } from '@turnkeeper/cthangband';
import type { dcss } from '@turnkeeper/dcss';
import type { frogcomposband } from '@turnkeeper/frogcomposband';
import type { nethack } from '@turnkeeper/nethack';
import { registry } from './all-rulesets.js';

test('every shipped ruleset is typed through the registry by declaration merging', () => {
  expectTypeOf(registry.get('nethack')).toEqualTypeOf<typeof nethack>();
  expectTypeOf(registry.get('dcss')).toEqualTypeOf<typeof dcss>();
  expectTypeOf(registry.get('frogcomposband')).toEqualTypeOf<typeof frogcomposband>();
  expectTypeOf(registry.get('cthangband')).toEqualTypeOf<typeof cthangband>();
  expectTypeOf(registry.get('angband')).toEqualTypeOf<AnyRuleset>();
});
