import type { RulesetUnits, VersionTuple } from './types.js';

/**
 * A ruleset's metadata, as given to {@link defineRuleset} and exposed (with defaults filled in) as
 * `ruleset.meta`: what the registry, CLI, docs and conformance kit read.
 *
 * @example
 * ```ts
 * import type { RulesetMetaConfig } from '@turnkeeper/core';
 * const meta: RulesetMetaConfig<'my-game', readonly ['1.0']> = {
 *   id: 'my-game', title: 'My Game', description: 'its time system', versions: ['1.0'],
 *   units: { time: { name: 'tick', plural: 'ticks', description: 'one tick' } },
 *   docs: 'https://example.org/my-game', sources: ['my-game/src/time.c'],
 * };
 * ```
 */
export interface RulesetMetaConfig<Id extends string = string, V extends VersionTuple = VersionTuple> {
  readonly id: Id;
  readonly title: string;
  readonly description: string;
  /** Game versions covered, as a const tuple; the first is the default unless `defaultVersion` says otherwise. */
  readonly versions: V;
  readonly defaultVersion?: V[number];
  readonly units: RulesetUnits;
  /** Where the ruleset is documented (a URL or a repository path). */
  readonly docs: string;
  /** The original sources the rules were read from (repository, commit, files). */
  readonly sources: readonly string[];
}

/**
 * `ruleset.meta`: the metadata with its defaults filled in (the default version; the game turn,
 * one time unit when the ruleset names none).
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * generic.meta.units.turn.length; // 1
 * ```
 */
export interface RulesetMeta<Id extends string = string, V extends VersionTuple = VersionTuple> extends RulesetMetaConfig<Id, V> {
  readonly defaultVersion: V[number];
  readonly units: RulesetUnits & { readonly turn: NonNullable<RulesetUnits['turn']> };
}

/**
 * The metadata with its defaults filled in. It is checked where rulesets are handed to tools (the
 * registry) and by the conformance kit (`checkRuleset`), not here: a game's bundle does not carry
 * the checks of a ruleset's definition.
 *
 * @internal
 */
export function withDefaults<Id extends string, V extends VersionTuple>(m: RulesetMetaConfig<Id, V>): RulesetMeta<Id, V> {
  return { ...m, defaultVersion: m.defaultVersion ?? m.versions[0], units: { ...m.units, turn: m.units.turn ?? { ...m.units.time, length: 1 } } };
}
