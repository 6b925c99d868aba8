/**
 * The file an extraction script writes: a monster catalog as JSON data (what data it is, where
 * each version's data comes from, the column names, then one row per line), which the package's
 * `src/tables/monster-rows.ts` reads and checks. Data, not code: the rows are the game's facts.
 */

/**
 * What a catalog file holds.
 *
 * @example
 * ```ts
 * const t: CatalogTable = { generatedBy: 'scripts/extract-monster-catalog.ts', sources: {}, columns: ['name', 'speed'], rows: [['orc', 10]] };
 * ```
 */
export interface CatalogTable {
  /** The script and the repository it read: the file's first field, a note to readers. */
  readonly generatedBy: string;
  /** Where each version's data was read (ref, commit, file, count), by version. */
  readonly sources: Readonly<Record<string, Readonly<Record<string, string | number>>>>;
  readonly columns: readonly string[];
  /** Rows of strings, numbers, `null` and arrays of numbers. */
  readonly rows: readonly (readonly unknown[])[];
}

/** A value on one line, with a space after each comma as Prettier writes JSON. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`)
      .join(', ')} }`;
  }
  return JSON.stringify(value);
}

/**
 * The catalog as JSON text, one source and one row a line (the layout Prettier keeps).
 *
 * @example
 * ```ts
 * import { catalogJson } from '@turnkeeper/scripts/catalog/catalog-table';
 * process.stdout.write(catalogJson(table));
 * ```
 */
export function catalogJson(table: CatalogTable): string {
  const sources = Object.entries(table.sources).map(([version, s]) => `    ${JSON.stringify(version)}: ${inline(s)}`);
  return [
    '{',
    `  "generated_by": ${JSON.stringify(table.generatedBy)},`,
    '  "sources": {',
    sources.join(',\n'),
    '  },',
    `  "columns": ${inline(table.columns)},`,
    '  "rows": [',
    table.rows.map((row) => `    ${inline(row)}`).join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}

/**
 * Rows of several versions merged: one row per distinct row (by its JSON), in the order first
 * met, with a mask whose bit i says version i has it.
 *
 * @example
 * ```ts
 * import { mergeVersions } from '@turnkeeper/scripts/catalog/catalog-table';
 * mergeVersions([[{ n: 'orc' }], [{ n: 'orc' }, { n: 'elf' }]]); // [{ row: { n: 'orc' }, mask: 3 }, { row: { n: 'elf' }, mask: 2 }]
 * ```
 */
export function mergeVersions<Row>(versions: readonly (readonly Row[])[]): { readonly row: Row; mask: number }[] {
  const rows = new Map<string, { row: Row; mask: number }>();
  versions.forEach((version, bit) => {
    for (const row of version) {
      const key = JSON.stringify(row);
      const seen = rows.get(key);
      if (seen) seen.mask |= 1 << bit;
      else rows.set(key, { row, mask: 1 << bit });
    }
  });
  return [...rows.values()];
}
