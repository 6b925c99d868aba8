/**
 * A row of a golden vector file: a plain JSON object.
 *
 * @example
 * ```ts
 * const r: GoldenRow = { raw: 0, energy: 10 };
 * ```
 */
export type GoldenRow = Record<string, unknown>;

/**
 * The value at `path` in a golden file.
 *
 * @example
 * ```ts
 * import { goldenField } from '@turnkeeper/frogcomposband';
 * goldenField({ a: { b: 1 } }, 'a', 'b'); // 1
 * ```
 */
export function goldenField(data: unknown, ...path: string[]): unknown {
  let cur: unknown = data;
  for (const key of path) cur = (cur as Record<string, unknown> | undefined)?.[key];
  return cur;
}

/**
 * The array of rows at `path`, or a clear error naming the path.
 *
 * @example
 * ```ts
 * import { goldenRows } from '@turnkeeper/frogcomposband';
 * goldenRows({ rows: [{ raw: 0 }] }, 'rows'); // [{ raw: 0 }]
 * ```
 */
export function goldenRows(data: unknown, ...path: string[]): GoldenRow[] {
  const v = goldenField(data, ...path);
  if (!Array.isArray(v)) throw new TypeError(`golden file: ${path.join('.')} is not an array`);
  return v as GoldenRow[];
}

/**
 * A number field of a row, or a clear error naming it.
 *
 * @example
 * ```ts
 * import { rowNumber } from '@turnkeeper/frogcomposband';
 * rowNumber({ raw: 3 }, 'raw'); // 3
 * ```
 */
export function rowNumber(row: GoldenRow, key: string): number {
  const v = row[key];
  if (typeof v !== 'number') throw new TypeError(`golden row: ${key} is not a number (${JSON.stringify(row)})`);
  return v;
}

/**
 * A boolean field of a row (absent counts as false).
 *
 * @example
 * ```ts
 * import { rowFlag } from '@turnkeeper/frogcomposband';
 * rowFlag({ hasted: true }, 'hasted'); // true
 * ```
 */
export function rowFlag(row: GoldenRow, key: string): boolean {
  return row[key] === true;
}
