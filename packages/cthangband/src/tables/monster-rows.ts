// The Cthangband monster catalog: the data is `monster-rows.json`, which
// scripts/extract-monster-catalog.ts writes from BackupTheBerlios/scthangband (one row a line,
// columns named in the file); this module gives it its types and checks each row once, on import.
import type { CthangbandMonsterRow, CthangbandMonsterSource } from './monster-row.js';
import catalog from './monster-rows.json' with { type: 'json' };

/** The columns the data file must name, in order: what {@link CthangbandMonsterRow} reads. */
const COLUMNS = 'index,name,speed,numBlows,hdice,hside,sleep,flags,spread';

/** Nine columns, integers but the name (a string). */
const isRow = (row: readonly unknown[]): row is CthangbandMonsterRow =>
  row.length === 9 && row.every((v, i) => (i === 1 ? typeof v === 'string' : Number.isInteger(v)));

const rows: readonly (readonly unknown[])[] = catalog.rows;
// Checked once, on import: a file of other columns or a malformed row (an edit by hand, a script
// out of step) is a TypeError naming the first such row.
if (catalog.columns.join() !== COLUMNS || !rows.every(isRow)) {
  throw new TypeError(
    `monster-rows.json: columns ${catalog.columns.join()} (expected ${COLUMNS}); first bad row ${JSON.stringify(rows.find((r) => !isRow(r)))}`,
  );
}

/**
 * What the catalog was read from: Cthangband 4.1.0, BackupTheBerlios/scthangband at commit 51b453c
 * ("Initial revision"), `cthangband/lib/edit/r_info.txt` (and `cthangband/src/tables.c`
 * `extract_energy[200]` for the spreads). Read from
 * `monster-rows.json`, which `scripts/extract-monster-catalog.ts` writes.
 *
 * @example
 * ```ts
 * CTHANGBAND_MONSTER_SOURCE.count; // 575
 * ```
 */
export const CTHANGBAND_MONSTER_SOURCE: CthangbandMonsterSource = catalog.sources['4.1.0'];

/**
 * Every monster race of Cthangband 4.1.0 in `r_info.txt` order: index, name, speed as stored
 * (110 = normal), attack speed, hit dice, sleep, flags, and the placement spread
 * `extract_energy[speed] / 10`. Read from `monster-rows.json`, which
 * `scripts/extract-monster-catalog.ts` writes; its columns and each row's shape are checked.
 *
 * @example
 * ```ts
 * CTHANGBAND_MONSTER_ROWS.find((row) => row[1] === 'Jackal'); // [30, 'Jackal', 110, 1, 1, 4, 10, 0, 10]
 * ```
 */
export const CTHANGBAND_MONSTER_ROWS: readonly CthangbandMonsterRow[] = rows;
