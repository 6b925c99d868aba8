// Text that fits the terminal: tables whose columns wrap to the width, and prose wrapped likewise.
// Written here rather than with cli-table3's colWidths so that a table is never wider than asked:
// the widths are shared out column by column (max-min fair), and a cell wraps at spaces (a word
// longer than its column is cut, never left to overflow).

// Colour codes (ESC [ … m), built from the character code: a literal ESC in a regex is a lint error.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * How many columns a string takes on a terminal (colour codes take none).
 *
 * @example
 * ```ts
 * visibleWidth('\u001b[1mnethack\u001b[22m'); // 7
 * ```
 */
function visibleWidth(text: string): number {
  return Array.from(text.replace(ANSI, '')).length;
}

/**
 * The width to lay output out in: the terminal's (`process.stdout.columns`) when stdout is one,
 * else `$COLUMNS`, else 80 (piped output, CI logs). Never less than 40.
 *
 * @example
 * ```ts
 * terminalWidth({ COLUMNS: '100' }, undefined); // 100
 * ```
 */
export function terminalWidth(
  env: Readonly<Record<string, string | undefined>> = process.env,
  ttyColumns: number | undefined = process.stdout.isTTY ? process.stdout.columns : undefined,
): number {
  const fromEnv = Number(env.COLUMNS);
  const width = ttyColumns !== undefined && ttyColumns > 0 ? ttyColumns : Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 80;
  return Math.max(40, width);
}

/**
 * Wraps `text` at spaces to lines of at most `width` columns; words longer than that are cut.
 * Lines after the first are indented by `indent` spaces (a hanging indent).
 *
 * @example
 * ```ts
 * wrap('double move P(K ≥ 2) = 1/3', 14); // ['double move', 'P(K ≥ 2) = 1/3']
 * ```
 */
function wrap(text: string, width: number, indent = 0): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(' ');
    let line = '';
    const room = (): number => width - (lines.length > 0 && indent > 0 ? indent : 0);
    const push = (l: string): void => {
      lines.push((lines.length > 0 && indent > 0 ? ' '.repeat(indent) : '') + l);
    };
    for (let word of words) {
      while (visibleWidth(word) > room()) {
        if (line) {
          push(line);
          line = '';
        }
        // A word wider than a whole line: cut it (colour codes are dropped from a cut word).
        const plain = Array.from(word.replace(ANSI, ''));
        push(plain.slice(0, room()).join(''));
        word = plain.slice(room()).join('');
      }
      const candidate = line ? `${line} ${word}` : word;
      if (visibleWidth(candidate) <= room()) line = candidate;
      else {
        push(line);
        line = word;
      }
    }
    push(line);
  }
  return lines;
}

/**
 * Wraps every line of a block of prose to `width` (a hanging indent of 2 on continued lines).
 *
 * @example
 * ```ts
 * prose('a long sentence …', 80);
 * ```
 */
export function prose(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => {
      const lead = /^ */.exec(line)?.[0].length ?? 0;
      return wrap(line.slice(lead), width - lead, 2)
        .map((l) => ' '.repeat(lead) + l)
        .join('\n');
    })
    .join('\n');
}

/** Max-min fair shares of `budget` among columns wanting `want` each. */
function fairShares(want: readonly number[], budget: number): number[] {
  const out = want.map(() => 0);
  let open = want.map((_, i) => i);
  let remaining = budget;
  while (open.length > 0 && remaining > 0) {
    const share = Math.floor(remaining / open.length);
    const fits = open.filter((i) => (want[i] ?? 0) <= share);
    if (fits.length === 0) {
      open.forEach((i, n) => (out[i] = share + (n < remaining - share * open.length ? 1 : 0)));
      break;
    }
    for (const i of fits) {
      out[i] = want[i] ?? 0;
      remaining -= want[i] ?? 0;
    }
    open = open.filter((i) => !fits.includes(i));
  }
  return out;
}

/**
 * Shares `budget` columns among columns wanting `natural` each: every column first gets its
 * longest word (so words are not cut when that is possible), then the rest is shared max-min
 * fair; when even the longest words do not fit, plain fair shares (at least `floor`) and words cut.
 */
function shareWidths(natural: readonly number[], longestWord: readonly number[], budget: number, floor: number): number[] {
  const base = natural.map((n, i) => Math.min(n, Math.max(floor, longestWord[i] ?? 0)));
  const baseSum = base.reduce((s, x) => s + x, 0);
  if (baseSum > budget) return fairShares(natural, budget).map((w) => Math.max(floor, w));
  const extra = fairShares(
    natural.map((n, i) => n - (base[i] ?? 0)),
    budget - baseSum,
  );
  return base.map((b, i) => b + (extra[i] ?? 0));
}

/**
 * Options of {@link table}.
 *
 * @example
 * ```ts
 * const o: TableLayout = { width: 80, align: ['left', 'right'] };
 * ```
 */
export interface TableLayout {
  /** The most columns the table may take (default 80). */
  readonly width?: number;
  /** Per column: right-align numbers, for instance (default left). */
  readonly align?: readonly ('left' | 'right')[];
}

/**
 * A text table with a header row that fits `width` columns: each column gets what it needs when
 * there is room, else the widest columns wrap at spaces.
 *
 * @example
 * ```ts
 * table(['k', 'P(K = k)'], [['0', '30%']], { width: 80 });
 * ```
 */
export function table(head: readonly string[], rows: readonly (readonly string[])[], layout: TableLayout = {}): string {
  const width = layout.width ?? 80;
  const n = head.length;
  const natural = head.map((h, i) => Math.max(...[h, ...rows.map((r) => r[i] ?? '')].flatMap((cell) => cell.split('\n').map(visibleWidth)), 1));
  // Each column costs its content plus a space either side and one border; one more border closes.
  const budget = width - (3 * n + 1);
  const longestWord = head.map((h, i) => Math.max(...[h, ...rows.map((r) => r[i] ?? '')].flatMap((cell) => cell.split(/\s+/).map(visibleWidth)), 1));
  const widths = natural.reduce((s, x) => s + x, 0) <= budget ? natural : shareWidths(natural, longestWord, budget, 3);
  const cellLines = (cell: string, i: number): string[] =>
    cell.split('\n').flatMap((l) => (visibleWidth(l) <= (widths[i] ?? 1) ? [l] : wrap(l, widths[i] ?? 1)));
  const pad = (text: string, i: number): string => {
    const room = Math.max(0, (widths[i] ?? 0) - visibleWidth(text));
    return layout.align?.[i] === 'right' ? ' '.repeat(room) + text : text + ' '.repeat(room);
  };
  const rule = (l: string, m: string, r: string): string => l + widths.map((w) => '─'.repeat(w + 2)).join(m) + r;
  const render = (cells: readonly string[]): string[] => {
    const wrapped = head.map((_, i) => cellLines(cells[i] ?? '', i));
    const height = Math.max(...wrapped.map((w) => w.length));
    return Array.from({ length: height }, (_, line) => `│ ${wrapped.map((w, i) => pad(w[line] ?? '', i)).join(' │ ')} │`);
  };
  return [rule('┌', '┬', '┐'), ...render(head), rule('├', '┼', '┤'), ...rows.flatMap((r) => render(r)), rule('└', '┴', '┘')].join('\n');
}

/**
 * The width a table would take with no column wrapped.
 *
 * @example
 * ```ts
 * naturalWidth(['k'], [['10']]); // 6
 * ```
 */
export function naturalWidth(head: readonly string[], rows: readonly (readonly string[])[]): number {
  const natural = head.map((h, i) => Math.max(...[h, ...rows.map((r) => r[i] ?? '')].flatMap((cell) => cell.split('\n').map(visibleWidth)), 1));
  return natural.reduce((s, x) => s + x + 3, 1);
}

/**
 * Lays a sequence of short marks (a timeline's `Y m Y m`) out in lines of at most `width`
 * columns after a label column, continuation lines indented under the first.
 *
 * @example
 * ```ts
 * marks('nethack', ['Y', 'm'], 10, 40); // '  nethack     Y m'
 * ```
 */
export function marks(label: string, items: readonly string[], labelWidth: number, width: number): string {
  const lead = 2 + labelWidth + 2;
  const lines: string[] = [];
  let line: string[] = [];
  let used = 0;
  for (const item of items) {
    const w = visibleWidth(item) + (line.length > 0 ? 1 : 0);
    if (line.length > 0 && lead + used + w > width) {
      lines.push(line.join(' '));
      line = [];
      used = 0;
    }
    used += visibleWidth(item) + (line.length > 0 ? 1 : 0);
    line.push(item);
  }
  lines.push(line.join(' '));
  return lines.map((l, i) => (i === 0 ? `  ${label.padEnd(labelWidth)}  ${l}` : `${' '.repeat(lead)}${l}`)).join('\n');
}
