/**
 * A reader of the monster file of the Angband family, `lib/edit/r_info.txt` (FrogComposband,
 * Cthangband and their ancestors): entries that open with `N:index:name`, then lines `X:…` whose
 * letter says what they hold (`G:` picture, `I:` speed and hit dice, `W:` level, `F:` flags…), as
 * `src/init1.c` reads them. Each extraction script maps the lines it needs to its own columns.
 */

/**
 * One `N:` entry of `r_info.txt`: its index, its name, and its other lines by letter, in order.
 *
 * @example
 * ```ts
 * const e: RInfoEntry = { index: 30, name: 'Jackal', lines: new Map([['I', ['110:1:8d8:10:3:10']]]) };
 * ```
 */
export interface RInfoEntry {
  readonly index: number;
  readonly name: string;
  /** Letter → the text after `X:` of each line with that letter. */
  readonly lines: ReadonlyMap<string, readonly string[]>;
}

/**
 * Every entry of an `r_info.txt` text, in file order (entry 0, the player's, included). Lines
 * before the first `N:` (the version line, comments) are skipped; a malformed `N:` line throws,
 * naming `where`.
 *
 * @example
 * ```ts
 * import { readRInfo } from '@turnkeeper/scripts/catalog/r-info';
 * readRInfo('N:1:Scruffy dog\nI:110:1d3:20:1:5\n', 'r_info.txt')[0]?.name; // 'Scruffy dog'
 * ```
 */
export function readRInfo(text: string, where: string): RInfoEntry[] {
  const entries: { index: number; name: string; lines: Map<string, string[]> }[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    const entry = entries.at(-1);
    if (line.startsWith('N:')) {
      const m = /^N:(\d+):(.+)$/.exec(line);
      if (!m) throw new Error(`${where}: bad ${line}`);
      entries.push({ index: Number(m[1]), name: (m[2] ?? '').trim(), lines: new Map() });
    } else if (entry && /^[A-Z]:/.test(line)) {
      const letter = line.charAt(0);
      entry.lines.set(letter, [...(entry.lines.get(letter) ?? []), line.slice(2)]);
    }
  }
  return entries;
}

/**
 * The numbers of an entry's `letter` line read with `pattern` (its groups, as numbers), or a
 * thrown error naming the entry; `null` when the entry has no such line. Of several, the last:
 * `init1.c` stores each line's values over the previous one's.
 *
 * @example
 * ```ts
 * import { numbersOf } from '@turnkeeper/scripts/catalog/r-info';
 * numbersOf(entry, 'I', /^(\d+):(\d+)d(\d+)/, 'r_info.txt'); // [110, 1, 3]
 * ```
 */
export function numbersOf(entry: RInfoEntry, letter: string, pattern: RegExp, where: string): number[] | null {
  const line = entry.lines.get(letter)?.at(-1);
  if (line === undefined) return null;
  const m = pattern.exec(line);
  if (!m) throw new Error(`${where}: ${entry.name}: bad ${letter}:${line}`);
  return m.slice(1).map(Number);
}

/**
 * The sum of `bits` of the entry's `F:` flags (`F:UNIQUE | NEVER_MOVE`); flags not in `bits` count 0.
 *
 * @example
 * ```ts
 * import { flagBits } from '@turnkeeper/scripts/catalog/r-info';
 * flagBits(entry, { UNIQUE: 1, NEVER_MOVE: 2 }); // 3
 * ```
 */
export function flagBits(entry: RInfoEntry, bits: Readonly<Record<string, number>>): number {
  let flags = 0;
  for (const line of entry.lines.get('F') ?? []) for (const flag of line.split('|')) flags |= bits[flag.trim()] ?? 0;
  return flags;
}
