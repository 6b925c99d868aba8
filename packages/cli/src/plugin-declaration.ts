// How a package says it is a Turnkeeper plugin, and which file an entry of that declaration
// imports. These two functions are the whole of the declaration format
// ("turnkeeper": { "rulesets": ["./analysis#nethackAnalysis"] }): a change of format is a change
// here and nowhere else.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The parts of a `package.json` discovery reads.
 *
 * @example
 * ```ts
 * const m: Manifest = { name: '@acme/rogue', version: '1.0.0', exports: { './analysis': './dist/analysis.js' }, turnkeeper: { rulesets: ['./analysis#rogueAnalysis'] } };
 * ```
 */
export interface Manifest {
  readonly name?: unknown;
  readonly version?: unknown;
  readonly exports?: unknown;
  readonly main?: unknown;
  readonly turnkeeper?: unknown;
}

/**
 * One declared ruleset: which subpath of the package to import, and which of its exports (the
 * ruleset's analysis object).
 *
 * @example
 * ```ts
 * const e: PluginEntry = { subpath: './analysis', exportName: 'nethackAnalysis' };
 * ```
 */
export interface PluginEntry {
  readonly subpath: string;
  readonly exportName: string;
}

/**
 * What a manifest declares: nothing (not a plugin), the entries, or a one-line problem.
 *
 * @example
 * ```ts
 * const d: PluginDeclaration = { kind: 'plugin', entries: [{ subpath: '.', exportName: 'nethack' }] };
 * ```
 */
export type PluginDeclaration =
  | { readonly kind: 'none' }
  | { readonly kind: 'plugin'; readonly entries: readonly PluginEntry[] }
  | { readonly kind: 'broken'; readonly problem: string };

const FORMAT = '"turnkeeper": { "rulesets": ["./<subpath>#<export>" or "<export>", …] }';

/**
 * Recognises a plugin from its `package.json`: a `"turnkeeper"` field declares it. Each entry of
 * `rulesets` names an analysis object: `subpath#export` (`"./analysis#nethackAnalysis"`), or an
 * export of the package's root (`"nethackAnalysis"`); anything else is a one-line problem, never
 * an exception.
 *
 * @example
 * ```ts
 * pluginDeclaration({ name: 'x', turnkeeper: { rulesets: ['rogue', './analysis#rogueAnalysis'] } });
 * // { kind: 'plugin', entries: [{ subpath: '.', exportName: 'rogue' }, { subpath: './analysis', exportName: 'rogueAnalysis' }] }
 * pluginDeclaration({ name: 'x', turnkeeper: null }); // { kind: 'broken', problem: '"turnkeeper" in package.json: got null; …' }
 * ```
 */
export function pluginDeclaration(manifest: Manifest): PluginDeclaration {
  if (!('turnkeeper' in manifest)) return { kind: 'none' };
  const field = manifest.turnkeeper;
  const got = field === null ? 'null' : Array.isArray(field) ? 'an array' : typeof field;
  if (typeof field !== 'object' || field === null || Array.isArray(field))
    return { kind: 'broken', problem: `"turnkeeper" in package.json: got ${got}; expected ${FORMAT}` };
  const list = (field as { rulesets?: unknown }).rulesets;
  if (!Array.isArray(list) || list.length === 0)
    return { kind: 'broken', problem: `"turnkeeper.rulesets" in package.json must be a non-empty list: ${FORMAT}` };
  const entries: PluginEntry[] = [];
  for (const item of list) {
    const m = typeof item === 'string' ? /^(?:(\.(?:\/[\w.@-]+)*)#)?([A-Za-z_$][\w$]*)$/.exec(item) : null;
    if (!m || (m[1] ?? '').split('/').includes('..'))
      return { kind: 'broken', problem: `"turnkeeper.rulesets" in package.json: ${JSON.stringify(item)} is not an export name or "./subpath#export"` };
    entries.push({ subpath: m[1] ?? '.', exportName: m[2] as string });
  }
  return { kind: 'plugin', entries };
}

/** The first target of a conditional `exports` value that the conditions select, as Node picks it (key order). */
function pick(target: unknown, conditions: ReadonlySet<string>): string | undefined {
  if (typeof target === 'string') return target;
  if (Array.isArray(target)) {
    for (const t of target) {
      const found = pick(t, conditions);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof target !== 'object' || target === null) return undefined;
  for (const [key, value] of Object.entries(target)) {
    if (key !== 'default' && !conditions.has(key)) continue;
    // A matching condition whose value resolves to nothing lets the next key try, as in Node.
    const found = pick(value, conditions);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The module URL an entry imports: the package's `exports` for the entry's subpath under the
 * conditions (or, without `exports`, `main` / `index.js` for the root), inside the package's
 * folder; `undefined` when the package exports nothing there.
 *
 * @example
 * ```ts
 * entryUrl('/p/node_modules/@acme/rogue', { exports: { '.': { import: './dist/index.js' } } }, { subpath: '.', exportName: 'rogue' }, ['import', 'default']);
 * // 'file:///p/node_modules/@acme/rogue/dist/index.js'
 * ```
 */
export function entryUrl(dir: string, manifest: Manifest, entry: PluginEntry, conditions: readonly string[]): string | undefined {
  const set = new Set(conditions);
  const exports = manifest.exports;
  let target: string | undefined;
  if (exports === undefined || exports === null) {
    if (entry.subpath === '.') target = typeof manifest.main === 'string' ? manifest.main : 'index.js';
  } else {
    // `exports` is either a map of subpaths ("." , "./analysis") or, for the root alone, a target.
    const isSubpathMap = typeof exports === 'object' && !Array.isArray(exports) && Object.keys(exports).some((k) => k.startsWith('.'));
    const value = isSubpathMap ? (exports as Record<string, unknown>)[entry.subpath] : entry.subpath === '.' ? exports : undefined;
    target = pick(value, set);
  }
  if (target === undefined) return undefined;
  // A target must stay inside the package (Node refuses others too).
  const hasExports = exports !== undefined && exports !== null;
  if ((hasExports && !target.startsWith('./')) || target.split(/[\\/]/).includes('..')) return undefined;
  return pathToFileURL(join(dir, target)).href;
}
