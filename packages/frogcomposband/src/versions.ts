/**
 * The game versions the ruleset covers, newest first: one per era of the cost randomizer, the only
 * part of the time system that changed between releases (the energy table, the turn order, the
 * monster speed roll and the speed modifiers are the same in all three, unchanged since the 2013
 * import of the code).
 *
 * - `7.1.salmiak`: v7.1.salmiak (2020-07-09) and later, to master: the clamp band is set by the
 *   actor's own energy per game turn (`energy_clipper_table` in `src/dungeon.c`, commit
 *   `9f0b42f5`, 2020-05-19). The default.
 * - `7.0.cloudberry`: v7.0.cloudberry (2018-11-06) through v7.1.liquorice: a fixed clamp to
 *   67..133 (`energy_need_clipper()` in `src/dungeon.c`, commit `c9a9c9a8`, 2018-10-01).
 * - `7.0.nougat`: v7.0.nougat and earlier: `randnor(100, 18)` with no clamp (29..171).
 *
 * @example
 * ```ts
 * import { FROGCOMPOSBAND_VERSIONS } from '@turnkeeper/frogcomposband';
 * FROGCOMPOSBAND_VERSIONS[0]; // '7.1.salmiak'
 * ```
 */
export const FROGCOMPOSBAND_VERSIONS = ['7.1.salmiak', '7.0.cloudberry', '7.0.nougat'] as const;

/**
 * One of {@link FROGCOMPOSBAND_VERSIONS}.
 *
 * @example
 * ```ts
 * import type { FrogcomposbandVersion } from '@turnkeeper/frogcomposband';
 * const v: FrogcomposbandVersion = '7.0.cloudberry';
 * ```
 */
export type FrogcomposbandVersion = (typeof FROGCOMPOSBAND_VERSIONS)[number];

/**
 * The default version: the current rule.
 *
 * @example
 * ```ts
 * import { FROGCOMPOSBAND_DEFAULT_VERSION } from '@turnkeeper/frogcomposband';
 * FROGCOMPOSBAND_DEFAULT_VERSION; // '7.1.salmiak'
 * ```
 */
export const FROGCOMPOSBAND_DEFAULT_VERSION: FrogcomposbandVersion = '7.1.salmiak';

/**
 * The three eras of the cost randomizer: `band` (clamp by energy per game turn), `fixed`
 * (67..133), `unclamped`.
 *
 * @internal
 */
export type CostEra = 'band' | 'fixed' | 'unclamped';

/**
 * Each version's cost era: what the runtime needs of a version. The rules in words, for tools, are
 * in `version-rules.ts` (kept apart so a game's bundle does not carry them; a test checks the two agree).
 */
const COST_ERAS: Readonly<Record<FrogcomposbandVersion, CostEra>> = {
  '7.1.salmiak': 'band',
  '7.0.cloudberry': 'fixed',
  '7.0.nougat': 'unclamped',
};

/**
 * The cost-randomizer era of a version.
 *
 * @internal
 */
export function costEraOf(version: FrogcomposbandVersion): CostEra {
  return COST_ERAS[version];
}
