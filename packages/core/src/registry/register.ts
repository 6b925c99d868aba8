import type { generic } from '../generic/ruleset.js';
import type { AnyRuleset } from '../ruleset/any-ruleset.js';

/**
 * The registry's type map. Each ruleset package extends it by declaration merging, so that
 * `registry.get('nethack')` is fully typed once `@turnkeeper/nethack` is imported; ids nobody
 * registered fall back to {@link AnyRuleset}.
 *
 * @example
 * ```ts
 * import type { generic } from '@turnkeeper/core';
 * declare const myGame: typeof generic; // what defineRuleset(…) returned
 * declare module '@turnkeeper/core' {
 *   interface RulesetRegister { 'my-game': typeof myGame }
 * }
 * ```
 */
export interface RulesetRegister {
  // Core's own ruleset is listed here rather than merged from its module: a `declare module` of a
  // relative path does not survive declaration bundling, a plain member does.
  generic: typeof generic;
}

/**
 * The ruleset type registered under `Id`, or {@link AnyRuleset} for ids nobody registered.
 *
 * @example
 * ```ts
 * type G = RulesetById<'generic'>; // typeof generic
 * type X = RulesetById<'unknown'>; // AnyRuleset
 * ```
 */
export type RulesetById<Id extends string> = Id extends keyof RulesetRegister ? RulesetRegister[Id] : AnyRuleset;

/**
 * Ids known to the type map, plus any string.
 *
 * @example
 * ```ts
 * const id: RulesetId = 'generic';
 * ```
 */
// `string & {}` keeps editor completion for registered ids while accepting any string.
// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents
export type RulesetId = (keyof RulesetRegister & string) | (string & {});
