/**
 * One row of the DCSS monster data (`DCSS_MONSTER_ROWS`): a monster as one or more versions define
 * it. `flags` is a sum of {@link DCSS_MONSTER_FLAGS}; `versions` has bit i set when
 * `DCSS_VERSIONS[i]` has exactly this row (511: all nine). `energy` is the class's
 * `mon_energy_usage` when it is not `DEFAULT_ENERGY`: move, swim, attack, missile, spell, and, for
 * 0.30 and earlier where they were not 10, 10 and 100, special, item and pickup_percent (`null` or
 * absent: the default). `form` names (crawl's enum, lowercase, without `MONS_`) an alternate form
 * that shares its name with another entry and that the game's name lookup skips.
 *
 * @example
 * ```ts
 * import type { DcssMonsterRow } from './monster-row.js';
 * const ogre: DcssMonsterRow = ['ogre', 10, 0, 127, [10, 10, 15, 10, 10]]; // trunk to 0.29
 * ```
 */
export type DcssMonsterRow = readonly [name: string, speed: number, flags: number, versions: number, energy?: readonly number[] | null, form?: string];

/**
 * The bits of a row's `flags`: crawl's monster class flags the catalog keeps (`M_UNIQUE`,
 * `M_STATIONARY`, `M_CANT_SPAWN`; `unique`, `stationary`, `cant_spawn` in `dat/mons/*.yaml`).
 *
 * @example
 * ```ts
 * import { DCSS_MONSTER_FLAGS } from './monster-row.js';
 * (3 & DCSS_MONSTER_FLAGS.stationary) !== 0; // true
 * ```
 */
export const DCSS_MONSTER_FLAGS = { unique: 1, stationary: 2, cantSpawn: 4 } as const;

/**
 * Where one version of the catalog comes from: the crawl/crawl ref and commit, the data file, and
 * how many monsters it defines.
 *
 * @example
 * ```ts
 * import type { DcssMonsterSource } from '@turnkeeper/dcss/analysis';
 * const s: DcssMonsterSource = { ref: 'tag 0.34.1', commit: '1eebc1a2892e1c89776a0d7a10691f8dac8d9796', file: 'crawl-ref/source/dat/mons/*.yaml', count: 671 };
 * ```
 */
export interface DcssMonsterSource {
  /** The git ref read: `tag 0.34.1`, or `master` for trunk. */
  readonly ref: string;
  /** Its full commit hash in crawl/crawl. */
  readonly commit: string;
  /** The data file (or files) under the repository root. */
  readonly file: string;
  /** How many monsters that data defines (removed-monster placeholders left out). */
  readonly count: number;
}
