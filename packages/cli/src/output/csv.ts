/** One CSV field (RFC 4180: quoted when it holds a comma, quote or newline; quotes doubled). */
function field(v: string | number): string {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * One CSV line, newline included: for output written row by row.
 *
 * @example
 * ```ts
 * csvLine([10, '+10 (2.0x)']); // '10,+10 (2.0x)\n'
 * ```
 */
export function csvLine(row: readonly (string | number)[]): string {
  return `${row.map(field).join(',')}\n`;
}

/**
 * Rows as CSV (RFC 4180: fields with commas, quotes or newlines are quoted, quotes doubled).
 *
 * @example
 * ```ts
 * csv(['speed', 'display'], [['10', '+10 (2.0x)']]); // 'speed,display\n10,+10 (2.0x)\n'
 * ```
 */
export function csv(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [head, ...rows].map(csvLine).join('');
}
