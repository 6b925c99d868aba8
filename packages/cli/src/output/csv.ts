/**
 * Rows as CSV (RFC 4180: fields with commas, quotes or newlines are quoted, quotes doubled).
 *
 * @example
 * ```ts
 * csv(['speed', 'display'], [['10', '+10 (2.0x)']]); // 'speed,display\n10,+10 (2.0x)\n'
 * ```
 */
export function csv(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const field = (v: string | number): string => {
    const s = String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [head, ...rows].map((r) => r.map(field).join(',')).join('\n') + '\n';
}
