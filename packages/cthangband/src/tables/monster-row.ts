/**
 * One row of the Cthangband monster data (`CTHANGBAND_MONSTER_ROWS`), from `lib/edit/r_info.txt`:
 * the race index (`N:` serial), name, speed as stored (the `I:` line's first field, 110 = normal),
 * attack speed (`num_blows`, the `I:` line's second field: melee and spells cost 100 / it), hit
 * dice and sides, sleep value, a sum of {@link CTHANGBAND_MONSTER_FLAGS}, and the placement spread
 * `extract_energy[speed] / 10` (`tables.c`; `monster2.c` `place_monster_one()`).
 *
 * @example
 * ```ts
 * import type { CthangbandMonsterRow } from './monster-row.js';
 * const jackal: CthangbandMonsterRow = [30, 'Jackal', 110, 1, 1, 4, 10, 0, 10];
 * ```
 */
export type CthangbandMonsterRow = readonly [
  index: number,
  name: string,
  speed: number,
  numBlows: number,
  hdice: number,
  hside: number,
  sleep: number,
  flags: number,
  spread: number,
];

/**
 * The bits of a row's `flags`: the `r_info.txt` flags the time system reads (UNIQUE, NEVER_MOVE,
 * FORCE_MAXHP, NEVER_BLOW).
 *
 * @example
 * ```ts
 * import { CTHANGBAND_MONSTER_FLAGS } from './monster-row.js';
 * (5 & CTHANGBAND_MONSTER_FLAGS.forceMaxhp) !== 0; // true
 * ```
 */
export const CTHANGBAND_MONSTER_FLAGS = { unique: 1, neverMove: 2, forceMaxhp: 4, neverBlow: 8 } as const;

/**
 * Where the catalog comes from: the BackupTheBerlios/scthangband ref and commit, the data file,
 * and how many monster races it defines.
 *
 * @example
 * ```ts
 * import type { CthangbandMonsterSource } from './monster-row.js';
 * const s: CthangbandMonsterSource = { ref: 'commit 51b453c', commit: '51b453c…', file: 'cthangband/lib/edit/r_info.txt', count: 575 };
 * ```
 */
export interface CthangbandMonsterSource {
  /** The git ref read. */
  readonly ref: string;
  /** Its full commit hash. */
  readonly commit: string;
  /** The data file under the repository root. */
  readonly file: string;
  /** How many monster races it defines (the player's entry 0 left out). */
  readonly count: number;
}
