import { join } from 'node:path';
import { GoldenFormatError } from '../errors.js';
import { loadGoldenFile } from './golden-files.js';
import { replayGoldenData, type GoldenAdapter } from './golden-replay.js';

/**
 * A field of a golden file whose change no replay notices, by its path with array indices left
 * out (`ticks[].actors[].note`), and the files it was tried in.
 *
 * @example
 * ```ts
 * import type { UncomparedField } from '@turnkeeper/core/golden';
 * const f: UncomparedField = { path: 'player_actions[].action', files: ['action_costs.json'] };
 * ```
 */
export interface UncomparedField {
  readonly path: string;
  readonly files: readonly string[];
}

type Segment = string | number;

/** One place to try a change: the first occurrence of a field in some file. */
interface Site {
  readonly file: string;
  readonly at: readonly Segment[];
}

function pathOf(at: readonly Segment[]): string {
  let out = '';
  for (const s of at) out += typeof s === 'number' ? '[]' : out === '' ? s : `.${s}`;
  return out;
}

/** Every field of `data`, each at its first occurrence, by the path without indices. */
function sites(data: unknown, file: string): Map<string, Site> {
  const into = new Map<string, Site>();
  const walk = (v: unknown, at: Segment[]): void => {
    if (Array.isArray(v)) {
      v.forEach((x, i) => {
        walk(x, [...at, i]);
      });
      return;
    }
    if (typeof v === 'object' && v !== null) {
      for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
      return;
    }
    const key = pathOf(at);
    if (at.length > 0 && !into.has(key)) into.set(key, { file, at: [...at] });
  };
  walk(data, []);
  return into;
}

/** A value that differs from `v` past any tolerance a comparison allows, of the same type where it can be. */
function changed(v: unknown): unknown {
  if (typeof v === 'number') return Number.isInteger(v) ? v + 1 : v + 1 + Math.abs(v);
  if (typeof v === 'string') return `${v}~`;
  if (typeof v === 'boolean') return !v;
  return 0;
}

/** `data` with the field at `site` changed. */
function mutate(data: unknown, site: Site): unknown {
  const copy = structuredClone(data);
  let node = copy as Record<Segment, unknown>;
  for (const s of site.at.slice(0, -1)) node = node[s] as Record<Segment, unknown>;
  const last = site.at.at(-1);
  if (last !== undefined) node[last] = changed(node[last]);
  return copy;
}

/**
 * The fields of a set of golden files that their replay does not compare: each field is changed
 * in turn, at its first occurrence in a file, and the file replayed; a field no file notices a
 * change of (no difference, no error) is neither compared nor read as an initial condition that
 * matters. A replay's documentation can list such fields (names, notes, prose), and a test can
 * check that nothing else goes unchecked. `files` (paths relative to `dir`) should share one
 * schema; order them smallest first (each field is tried file by file until one notices).
 * The length of a list is not a field: a file chooses how many cases it lists. A file that does
 * not replay as it is is a `GoldenFormatError`.
 *
 * @example
 * ```ts
 * import { uncomparedGoldenFields, type GoldenAdapter } from '@turnkeeper/core/golden';
 * declare const adapters: readonly GoldenAdapter[];
 * uncomparedGoldenFields('test/golden', ['action_costs.json'], adapters); // [{ path: 'player_actions[].note', files: ['action_costs.json'] }]
 * ```
 */
export function uncomparedGoldenFields(dir: string, files: readonly string[], adapters: readonly GoldenAdapter[]): UncomparedField[] {
  return uncomparedFieldsOf(
    files.map((file) => ({ file, data: loadGoldenFile(join(dir, file)) })),
    adapters,
  );
}

/**
 * {@link uncomparedGoldenFields} over files already read (`file` names each in reports and is
 * what its adapter is told), so that a caller can cut a file down before the check.
 *
 * @example
 * ```ts
 * uncomparedFieldsOf([{ file: 'a.json', data: { schema: 'toy/squares/1', note: 'x', cases: [] } }], adapters);
 * ```
 */
export function uncomparedFieldsOf(files: readonly { readonly file: string; readonly data: unknown }[], adapters: readonly GoldenAdapter[]): UncomparedField[] {
  const tried = files.map(({ file, data }) => {
    const baseline = replayGoldenData(data, file, adapters);
    if (!baseline.ok) throw new GoldenFormatError(file, '', `the file must replay as it is before its fields are changed, but: ${baseline.report}`);
    return { data, sites: sites(data, file) };
  });
  const paths = [...new Set(tried.flatMap((t) => [...t.sites.keys()]))];
  const out: UncomparedField[] = [];
  for (const path of paths) {
    const where: string[] = [];
    const noticed = tried.some(({ data, sites: at }) => {
      const site = at.get(path);
      if (!site) return false;
      where.push(site.file);
      try {
        return !replayGoldenData(mutate(data, site), site.file, adapters).ok;
      } catch {
        // The change broke the replay: the field is read.
        return true;
      }
    });
    if (!noticed) out.push({ path, files: where });
  }
  return out;
}

/**
 * The distinct leaf fields of a golden file's data, by path without array indices
 * (`cases[].n`), as {@link uncomparedGoldenFields} names them.
 *
 * @example
 * ```ts
 * goldenFieldPaths({ schema: 's', cases: [{ n: 1 }, { n: 2, note: 'x' }] }); // Set { 'schema', 'cases[].n', 'cases[].note' }
 * ```
 */
export function goldenFieldPaths(data: unknown): Set<string> {
  return new Set(sites(data, '').keys());
}
