// Finding the packages that declare themselves Turnkeeper plugins, in every node_modules reachable
// from a folder. A file system is not always tidy: a `node_modules` or a scope that is a file, a
// dangling symlink, a symlink loop, an unreadable folder or package.json — each is skipped, never
// an exception, and nothing here follows links recursively (so a loop cannot run away).
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Manifest } from './plugin-declaration.js';

/**
 * A package whose `package.json` has a `"turnkeeper"` field.
 *
 * @example
 * ```ts
 * const c: PackageCandidate = { dir: '/p/node_modules/@acme/rogue', name: '@acme/rogue', version: '1.0.0', manifest };
 * ```
 */
export interface PackageCandidate {
  /** The package's folder, symlinks resolved. */
  readonly dir: string;
  readonly name: string;
  readonly version: string;
  readonly manifest: Manifest;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false; // missing, a dangling link, a link loop (ELOOP), no permission
  }
}

function list(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return []; // not a folder after all (ENOTDIR), a loop, no permission
  }
}

function* nodeModulesUpFrom(from: string): Generator<string> {
  let dir = resolve(from);
  for (;;) {
    const nm = join(dir, 'node_modules');
    if (isDirectory(nm)) yield nm;
    const parent = dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

function* packageDirs(nodeModules: string): Generator<string> {
  for (const name of list(nodeModules)) {
    if (name.startsWith('.')) continue;
    const full = join(nodeModules, name);
    if (!name.startsWith('@')) yield full;
    else if (isDirectory(full)) for (const sub of list(full)) if (!sub.startsWith('.')) yield join(full, sub);
  }
}

function readManifest(dir: string): Manifest | undefined {
  try {
    const data: unknown = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every package that has a `"turnkeeper"` field in its `package.json`, in each `node_modules`
 * from each folder up to the root, nearest first and in name order within a folder. A package
 * met twice (a symlink, the same name further up) counts once: the nearest copy.
 *
 * @example
 * ```ts
 * scanPackages([process.cwd()]).map((c) => c.name); // ['@acme/rogue', '@turnkeeper/dcss', …]
 * ```
 */
export function scanPackages(from: readonly string[]): PackageCandidate[] {
  const found: PackageCandidate[] = [];
  const seenDirs = new Set<string>();
  const seenNames = new Set<string>();
  for (const start of from) {
    for (const nm of nodeModulesUpFrom(start)) {
      for (const path of packageDirs(nm)) {
        let dir: string;
        try {
          dir = realpathSync(path);
        } catch {
          continue; // dangling or looping symlink: not a package
        }
        if (seenDirs.has(dir) || !isDirectory(dir)) continue;
        seenDirs.add(dir);
        const manifest = readManifest(dir);
        if (manifest === undefined || !('turnkeeper' in manifest)) continue;
        // An unnamed package is named by its folder, so its warning still says which one it is.
        const name = typeof manifest.name === 'string' && manifest.name !== '' ? manifest.name : path;
        if (seenNames.has(name)) continue;
        seenNames.add(name);
        found.push({ dir, name, version: typeof manifest.version === 'string' ? manifest.version : '0.0.0', manifest });
      }
    }
  }
  return found;
}
