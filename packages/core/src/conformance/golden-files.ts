import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { BadInputError, GoldenFormatError } from '../errors.js';

/**
 * Every `*.json` file under `dir`, sub-folders included, as sorted paths relative to `dir` with
 * forward slashes (`traces/3.6.0/hero_fast.json`). Discovery is by glob, never by a list, so
 * traces dropped into the folder are picked up without code changes. Symbolic links are followed,
 * but one that leads back into a folder the walk is inside (a loop), one that points nowhere, and
 * a folder or file that cannot be read are each a `GoldenFormatError` naming the path, never a
 * raw file-system error.
 *
 * @example
 * ```ts
 * import { discoverGoldenFiles } from '@turnkeeper/core/conformance';
 * discoverGoldenFiles('test/golden'); // ['double_move.json', 'traces/a.json', …]
 * ```
 */
export function discoverGoldenFiles(dir: string): string[] {
  const out: string[] = [];
  const shown = (full: string): string => relative(dir, full).split(sep).join('/') || '.';
  const fail = (full: string, problem: string, cause: unknown): never => {
    const code = (cause as { code?: unknown } | null)?.code;
    const error = new GoldenFormatError(shown(full), '', `${problem}${typeof code === 'string' ? ` (${code})` : ''}`);
    error.cause = cause;
    throw error;
  };
  /** `inside`: the real paths of the folders the walk is in, to tell a loop from a second way in. */
  const walk = (d: string, inside: readonly string[]): void => {
    let names: string[];
    let real: string;
    try {
      real = realpathSync(d);
      names = readdirSync(d);
    } catch (e) {
      return fail(d, 'a golden folder that cannot be read', e);
    }
    const ancestor = inside.indexOf(real);
    if (ancestor >= 0) fail(d, `a symbolic link loop: this folder is ${ancestor === 0 ? 'the golden folder' : 'one of its own parents'} again`, null);
    for (const name of names.sort()) {
      const full = join(d, name);
      let isDirectory: boolean;
      try {
        isDirectory = statSync(full).isDirectory();
      } catch (e) {
        const code = (e as { code?: unknown }).code;
        return fail(
          full,
          code === 'ELOOP' ? 'a symbolic link loop (a link that resolves to itself)' : 'a broken symbolic link, or a file that cannot be read',
          e,
        );
      }
      if (isDirectory) walk(full, [...inside, real]);
      else if (name.endsWith('.json')) out.push(shown(full));
    }
  };
  walk(dir, []);
  return out.sort();
}

/**
 * Reads and parses one golden file; a parse error names the file, and so does a file that cannot
 * be read (a `GoldenFormatError`).
 *
 * @example
 * ```ts
 * import { loadGoldenFile } from '@turnkeeper/core/conformance';
 * const data = loadGoldenFile('test/golden/speed_table.json');
 * ```
 */
export function loadGoldenFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    const error = new GoldenFormatError(path, '', `a golden file that cannot be read${typeof code === 'string' ? ` (${code})` : ''}`);
    error.cause = e;
    throw error;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new BadInputError('INVALID_ARGUMENT', `${path}: not valid JSON (${(e as Error).message})`, { path });
  }
}
