// The DCSS monster catalog: the data is `monster-rows.json`, which scripts/extract-monster-catalog.ts
// writes from crawl/crawl (one row a line, columns named in the file); this module gives it its
// types and checks each row's shape once, on import.
import type { DcssVersion } from '../versions.js';
import type { DcssMonsterRow, DcssMonsterSource } from './monster-row.js';
import catalog from './monster-rows.json' with { type: 'json' };

/** The columns the data file must name, in order: what {@link DcssMonsterRow} reads. */
const COLUMNS = 'name,speed,flags,versions,energy,form';

/** The name, three integers, then energy (integers, or null before a form) and form, each optional. */
const isRow = (row: readonly unknown[]): row is DcssMonsterRow => {
  const [name, speed, flags, versions, energy = null, form = ''] = row;
  const integers = [speed, flags, versions, ...(Array.isArray(energy) ? (energy as unknown[]) : [])];
  return (
    row.length >= 4 &&
    row.length <= 6 &&
    typeof name === 'string' &&
    typeof form === 'string' &&
    (energy === null || Array.isArray(energy)) &&
    integers.every(Number.isInteger)
  );
};

const rows: readonly (readonly unknown[])[] = catalog.rows;
// Checked once, on import: a file of other columns or a malformed row (an edit by hand, a script
// out of step) is a TypeError naming the first such row.
if (catalog.columns.join() !== COLUMNS || !rows.every(isRow)) {
  throw new TypeError(
    `monster-rows.json: columns ${catalog.columns.join()} (expected ${COLUMNS}); first bad row ${JSON.stringify(rows.find((r) => !isRow(r)))}`,
  );
}

/**
 * The data each version of the catalog was read from: the crawl/crawl ref and commit, the file, and
 * how many monsters it defines (`AXED_MON` placeholders of removed monsters left out). Read from
 * `monster-rows.json`, which `scripts/extract-monster-catalog.ts` writes.
 *
 * @example
 * ```ts
 * DCSS_MONSTER_SOURCES['0.34'].commit; // the commit of tag 0.34.1
 * ```
 */
export const DCSS_MONSTER_SOURCES: Readonly<Record<DcssVersion, DcssMonsterSource>> = catalog.sources;

/**
 * Every monster of every covered version, one row per distinct (name, speed, flags, energy), with
 * the versions whose data has exactly that row (bit i: `DCSS_VERSIONS[i]`; 511: all). Sorted by name.
 * Read from `monster-rows.json`, which `scripts/extract-monster-catalog.ts` writes from crawl/crawl
 * (see DCSS_MONSTER_SOURCES); its columns and each row's shape are checked.
 *
 * @example
 * ```ts
 * DCSS_MONSTER_ROWS.find(([name]) => name === 'orc'); // ['orc', 10, 0, 511]
 * ```
 */
export const DCSS_MONSTER_ROWS: readonly DcssMonsterRow[] = rows;
