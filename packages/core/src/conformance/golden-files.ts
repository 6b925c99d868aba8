import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { TurnkeeperError } from '../errors.js';

/**
 * Every `*.json` file under `dir`, sub-folders included, as sorted paths relative to `dir` with
 * forward slashes (`traces/3.6.0/hero_fast.json`). Discovery is by glob, never by a list, so
 * traces dropped into the folder are picked up without code changes.
 *
 * @example
 * ```ts
 * import { discoverGoldenFiles } from '@turnkeeper/core/conformance';
 * discoverGoldenFiles('test/golden'); // ['double_move.json', 'traces/a.json', …]
 * ```
 */
export function discoverGoldenFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.json')) out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * Reads and parses one golden file; a parse error names the file.
 *
 * @example
 * ```ts
 * import { loadGoldenFile } from '@turnkeeper/core/conformance';
 * const data = loadGoldenFile('test/golden/speed_table.json');
 * ```
 */
export function loadGoldenFile(path: string): unknown {
  const text = readFileSync(path, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new TurnkeeperError('INVALID_ARGUMENT', `${path}: not valid JSON (${(e as Error).message})`, { path });
  }
}
