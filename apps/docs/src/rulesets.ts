// Every ruleset the docs show: core's generic ruleset, the four game rulesets and the example
// plugin, in one registry, as a game or a tool would build it.
import { createRegistry, generic, type AnyRuleset } from '@turnkeeper/core';
import { cthangband } from '@turnkeeper/cthangband';
import { dcss } from '@turnkeeper/dcss';
import { frogcomposband } from '@turnkeeper/frogcomposband';
import { nethack } from '@turnkeeper/nethack';
import { angband } from 'turnkeeper-angband';

/**
 * The rulesets of the docs site and the playground, in the order they are shown.
 *
 * @example
 * ```ts
 * docsRulesets.map((r) => r.id); // ['nethack', 'dcss', 'frogcomposband', 'cthangband', 'angband', 'generic']
 * ```
 */
export const docsRulesets: readonly AnyRuleset[] = [nethack, dcss, frogcomposband, cthangband, angband, generic];

/**
 * One registry holding every docs ruleset.
 *
 * @example
 * ```ts
 * docsRegistry.get('angband').title; // 'Angband 4.2'
 * ```
 */
export const docsRegistry = createRegistry(docsRulesets);
