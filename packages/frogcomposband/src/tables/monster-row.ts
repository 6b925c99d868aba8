/**
 * One row of the FrogComposband monster data (`FROG_MONSTER_ROWS`): a monster race as one or more
 * versions define it in `lib/edit/r_info.txt`: its index (the `N:` serial), name, speed as stored
 * (the `I:` line's first field, 110 = normal), level (the `W:` line's first field), a sum of
 * {@link FROG_MONSTER_FLAGS}, and the versions that have exactly this row (bit i:
 * `FROGCOMPOSBAND_VERSIONS[i]`; absent: all).
 *
 * @example
 * ```ts
 * import type { FrogMonsterRow } from './monster-row.js';
 * const hillOrc: FrogMonsterRow = [149, 'Hill orc', 110, 8, 0];
 * ```
 */
export type FrogMonsterRow = readonly [index: number, name: string, speed: number, level: number, flags: number, versions?: number];

/**
 * The bits of a row's `flags`: the `r_info.txt` flags the time system reads. `nonliving` stands for
 * any of DEMON, UNDEAD, NONLIVING (`src/monster1.c` `monster_living()` is false); `spider` for the
 * symbol `S` (`G:` line), which walks webs for free (`src/melee2.c` `process_monster()`).
 *
 * @example
 * ```ts
 * import { FROG_MONSTER_FLAGS } from './monster-row.js';
 * (65 & FROG_MONSTER_FLAGS.unique) !== 0; // true
 * ```
 */
export const FROG_MONSTER_FLAGS = {
  unique: 1,
  neverMove: 2,
  canFly: 4,
  passWall: 8,
  wildWood: 16,
  wildSnow: 32,
  regenerate: 64,
  nonliving: 128,
  spider: 256,
} as const;

/**
 * Where one version of the catalog comes from: the sulkasormi/frogcomposband ref and commit, the
 * data file, and how many monster races it defines.
 *
 * @example
 * ```ts
 * import type { FrogMonsterSource } from './monster-row.js';
 * const s: FrogMonsterSource = { ref: 'tag v7.0.nougat', commit: '1b58907e0ef8f1a3c9658aa504a97d115d97a05a', file: 'lib/edit/r_info.txt', count: 1271 };
 * ```
 */
export interface FrogMonsterSource {
  /** The git ref read (`tag v7.0.nougat`, `commit 80805f26`). */
  readonly ref: string;
  /** Its full commit hash in sulkasormi/frogcomposband. */
  readonly commit: string;
  /** The data file under the repository root. */
  readonly file: string;
  /** How many monster races it defines (the player's entry 0 left out). */
  readonly count: number;
}
