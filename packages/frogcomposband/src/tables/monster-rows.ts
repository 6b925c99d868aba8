// The FrogComposband monster catalog: the data is `monster-rows.json`, which
// scripts/extract-monster-catalog.ts writes from sulkasormi/frogcomposband (one row a line, columns
// named in the file); this module gives it its types and checks each row's shape once, on import.
import type { FrogcomposbandVersion } from '../versions.js';
import type { FrogMonsterRow, FrogMonsterSource } from './monster-row.js';
import catalog from './monster-rows.json' with { type: 'json' };

/** The columns the data file must name, in order: what {@link FrogMonsterRow} reads. */
const COLUMNS = 'index,name,speed,level,flags,versions';

/** Five integers but the name (a string), and the optional versions mask. */
const isRow = (row: readonly unknown[]): row is FrogMonsterRow =>
  (row.length === 5 || row.length === 6) && row.every((v, i) => (i === 1 ? typeof v === 'string' : Number.isInteger(v)));

const rows: readonly (readonly unknown[])[] = catalog.rows;
// Checked once, on import: a file of other columns or a malformed row (an edit by hand, a script
// out of step) is a TypeError naming the first such row.
if (catalog.columns.join() !== COLUMNS || !rows.every(isRow)) {
  throw new TypeError(
    `monster-rows.json: columns ${catalog.columns.join()} (expected ${COLUMNS}); first bad row ${JSON.stringify(rows.find((r) => !isRow(r)))}`,
  );
}

/**
 * The data each version of the catalog was read from: the sulkasormi/frogcomposband ref and commit,
 * the file, and how many monster races it defines (entry 0, the player, left out). Read from
 * `monster-rows.json`, which `scripts/extract-monster-catalog.ts` writes.
 *
 * @example
 * ```ts
 * FROG_MONSTER_SOURCES['7.1.salmiak'].count; // 1392
 * ```
 */
export const FROG_MONSTER_SOURCES: Readonly<Record<FrogcomposbandVersion, FrogMonsterSource>> = catalog.sources;

/**
 * Every monster race of every covered version, in `r_info.txt` order, one row per distinct
 * (index, name, speed, level, flags) with the versions that have it (bit i: `FROGCOMPOSBAND_VERSIONS[i]`;
 * absent: all 3). Read from `monster-rows.json`, which
 * `scripts/extract-monster-catalog.ts` writes (see FROG_MONSTER_SOURCES); its columns are checked.
 *
 * @example
 * ```ts
 * FROG_MONSTER_ROWS.find((row) => row[1] === 'Hill orc'); // [149, 'Hill orc', 110, 8, 0]
 * ```
 */
export const FROG_MONSTER_ROWS: readonly FrogMonsterRow[] = rows;
