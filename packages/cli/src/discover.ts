import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generic, type AnyRuleset } from '@turnkeeper/core';

/**
 * A ruleset the CLI found installed: the ruleset, the package that ships it, and where to import
 * it from again (the Monte Carlo workers do).
 *
 * @example
 * ```ts
 * const { installed } = await discoverRulesets({ from: [process.cwd()] });
 * installed.map((i) => `${i.ruleset.id} (${i.packageName}@${i.packageVersion})`);
 * ```
 */
export interface InstalledRuleset {
  readonly ruleset: AnyRuleset;
  readonly packageName: string;
  readonly packageVersion: string;
  /** The module URL the ruleset was imported from (`undefined` for core's own generic ruleset). */
  readonly moduleUrl: string | undefined;
  /** The name the module exports it under. */
  readonly exportName: string;
}

/**
 * What discovery found, and what it could not use (a package whose declared ruleset does not load,
 * a duplicate id), in one line each.
 *
 * @example
 * ```ts
 * const d: Discovery = { installed: [], problems: ['@acme/rogue: export "rogue" is not a ruleset'] };
 * ```
 */
export interface Discovery {
  readonly installed: readonly InstalledRuleset[];
  readonly problems: readonly string[];
}

/**
 * Options of {@link discoverRulesets}.
 *
 * @example
 * ```ts
 * const options: DiscoverOptions = { from: [process.cwd()], conditions: ['import', 'default'] };
 * ```
 */
export interface DiscoverOptions {
  /** Folders to search from: each one's `node_modules`, and every parent's. */
  readonly from: readonly string[];
  /** Export conditions to resolve package entries with (default: `import`, `default`). */
  readonly conditions?: readonly string[];
}

interface Manifest {
  readonly name?: unknown;
  readonly version?: unknown;
  readonly exports?: unknown;
  readonly main?: unknown;
  readonly turnkeeper?: { readonly rulesets?: unknown };
}

function* nodeModulesUpFrom(from: string): Generator<string> {
  let dir = resolve(from);
  for (;;) {
    const nm = join(dir, 'node_modules');
    if (existsSync(nm)) yield nm;
    const parent = dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

function packagesIn(nodeModules: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(nodeModules)) {
    if (name.startsWith('.')) continue;
    const full = join(nodeModules, name);
    if (name.startsWith('@')) {
      for (const sub of existsSync(full) ? readdirSync(full) : []) out.push(join(full, sub));
    } else out.push(full);
  }
  return out;
}

function readManifest(dir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** The file a package's `exports` (or `main`) points its root at, under the given conditions. */
function entryOf(manifest: Manifest, conditions: readonly string[]): string | undefined {
  const pick = (target: unknown): string | undefined => {
    if (typeof target === 'string') return target;
    if (typeof target !== 'object' || target === null || Array.isArray(target)) return undefined;
    const map = target as Record<string, unknown>;
    for (const c of conditions) if (c in map) return pick(map[c]);
    return undefined;
  };
  const exports = manifest.exports;
  if (exports !== undefined) {
    const root = typeof exports === 'object' && exports !== null && '.' in exports ? (exports as Record<string, unknown>)['.'] : exports;
    return pick(root);
  }
  return typeof manifest.main === 'string' ? manifest.main : 'index.js';
}

function isRuleset(v: unknown): v is AnyRuleset {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return typeof r.id === 'string' && typeof r.create === 'function' && typeof r.analysis === 'object' && Array.isArray(r.kinds);
}

/**
 * Finds the installed rulesets: core's generic ruleset, and every package in a reachable
 * `node_modules` whose `package.json` declares its rulesets as `"turnkeeper": { "rulesets": ["<export name>"] }`
 * — ours and third parties' alike, with no list kept anywhere. Packages are imported once; a
 * package that does not load, or a ruleset id already taken, is reported as a problem, not a crash.
 *
 * @example
 * ```ts
 * import { discoverRulesets } from '@turnkeeper/cli';
 * const { installed, problems } = await discoverRulesets({ from: [process.cwd()] });
 * ```
 */
export async function discoverRulesets(options: DiscoverOptions): Promise<Discovery> {
  const conditions = options.conditions ?? ['import', 'default'];
  const installed: InstalledRuleset[] = [
    { ruleset: generic, packageName: '@turnkeeper/core', packageVersion: coreVersion(), moduleUrl: undefined, exportName: 'generic' },
  ];
  const problems: string[] = [];
  const seenDirs = new Set<string>();
  const seenPackages = new Set<string>(['@turnkeeper/core']);
  for (const from of options.from) {
    for (const nm of nodeModulesUpFrom(from)) {
      for (const dir of packagesIn(nm)) {
        let real: string;
        try {
          real = realpathSync(dir);
        } catch {
          continue;
        }
        if (seenDirs.has(real)) continue;
        seenDirs.add(real);
        const manifest = readManifest(real);
        if (manifest?.turnkeeper === undefined || typeof manifest.name !== 'string') continue;
        if (seenPackages.has(manifest.name)) continue;
        seenPackages.add(manifest.name);
        const names = manifest.turnkeeper.rulesets;
        if (!Array.isArray(names) || !names.every((n): n is string => typeof n === 'string')) {
          problems.push(`${manifest.name}: "turnkeeper.rulesets" in package.json must be a list of export names`);
          continue;
        }
        const entry = entryOf(manifest, conditions);
        if (entry === undefined) {
          problems.push(`${manifest.name}: no entry for conditions ${conditions.join(', ')} in package.json "exports"`);
          continue;
        }
        const moduleUrl = pathToFileURL(join(real, entry)).href;
        let mod: Record<string, unknown>;
        try {
          mod = (await import(moduleUrl)) as Record<string, unknown>;
        } catch (e) {
          problems.push(`${manifest.name}: could not be loaded (${(e as Error).message.split('\n')[0] ?? 'error'})`);
          continue;
        }
        for (const exportName of names) {
          const ruleset = mod[exportName];
          if (!isRuleset(ruleset)) {
            problems.push(`${manifest.name}: export "${exportName}" is not a ruleset made with defineRuleset`);
            continue;
          }
          const clash = installed.find((i) => i.ruleset.id === ruleset.id);
          if (clash) {
            problems.push(`${manifest.name}: ruleset id "${ruleset.id}" is already provided by ${clash.packageName}; ignored`);
            continue;
          }
          installed.push({
            ruleset,
            packageName: manifest.name,
            packageVersion: typeof manifest.version === 'string' ? manifest.version : '0.0.0',
            moduleUrl,
            exportName,
          });
        }
      }
    }
  }
  // Core's generic first, then by id: the order does not depend on how node_modules is laid out.
  const [core, ...rest] = installed;
  return { installed: core ? [core, ...rest.sort((x, y) => x.ruleset.id.localeCompare(y.ruleset.id))] : rest, problems };
}

/** The version of the `@turnkeeper/core` this CLI runs on (core exports its package.json). */
function coreVersion(): string {
  const pkg = createRequire(import.meta.url)('@turnkeeper/core/package.json') as { version?: string };
  return pkg.version ?? '0.0.0';
}
