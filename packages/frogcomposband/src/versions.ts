/**
 * The game versions the ruleset covers, one per era of the cost randomizer (spec header, "Version
 * history"). Everything else in the timing system is the same in all three.
 *
 * - `7.1.salmiak`: v7.1.salmiak (2020-07-09, commit `9f0b42f5`) and later, to master: the clamp
 *   band is set by the actor's own energy per turn (`energy_clipper_table`). The default.
 * - `7.0.cloudberry`: v7.0.cloudberry (2018-11-06, commit `c9a9c9a8`) through v7.1.liquorice:
 *   a fixed clamp to 67..133.
 * - `7.0.nougat`: v7.0.nougat and earlier: `randnor(100, 18)` with no clamp (29..171).
 *
 * @example
 * ```ts
 * import { VERSIONS } from '@turnkeeper/frogcomposband';
 * VERSIONS[0]; // '7.1.salmiak'
 * ```
 */
export const VERSIONS = ['7.1.salmiak', '7.0.cloudberry', '7.0.nougat'] as const;

/**
 * One of {@link VERSIONS}.
 *
 * @example
 * ```ts
 * import type { FrogVersion } from '@turnkeeper/frogcomposband';
 * const v: FrogVersion = '7.0.cloudberry';
 * ```
 */
export type FrogVersion = (typeof VERSIONS)[number];

/**
 * The three eras of the cost randomizer: `band` (clamp by energy per turn), `fixed` (67..133),
 * `unclamped`.
 *
 * @example
 * ```ts
 * import type { CostEra } from '@turnkeeper/frogcomposband';
 * const era: CostEra = 'band';
 * ```
 */
export type CostEra = 'band' | 'fixed' | 'unclamped';

/**
 * The default version: the current rule.
 *
 * @example
 * ```ts
 * import { DEFAULT_VERSION } from '@turnkeeper/frogcomposband';
 * DEFAULT_VERSION; // '7.1.salmiak'
 * ```
 */
export const DEFAULT_VERSION: FrogVersion = '7.1.salmiak';

/**
 * The cost-randomizer era of a version.
 *
 * @example
 * ```ts
 * import { costEraOf } from '@turnkeeper/frogcomposband';
 * costEraOf('7.0.nougat'); // 'unclamped'
 * ```
 */
export function costEraOf(version: string): CostEra {
  switch (version) {
    case '7.0.cloudberry':
      return 'fixed';
    case '7.0.nougat':
      return 'unclamped';
    default:
      return 'band';
  }
}
