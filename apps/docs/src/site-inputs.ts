// What the built site depends on, hashed: the build writes the hash into the site, and the browser
// test rebuilds the site only when the hash of the sources it would read has changed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The name of the stamp the build writes into the site: `{ inputs, built }`.
 *
 * @example
 * ```ts
 * JSON.parse(readFileSync(join('site', STAMP_FILE), 'utf8')).inputs;
 * ```
 */
export const STAMP_FILE = 'turnkeeper-build.json';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

/** The folders and files, relative to the repository, whose contents the site is built from. */
const INPUTS = [
  'README.md',
  'BENCHMARKS.md',
  'apps/docs/guides',
  'apps/docs/playground',
  'apps/docs/scripts',
  'apps/docs/src',
  'apps/docs/theme',
  'apps/docs/typedoc.json',
  'apps/docs/package.json',
  'examples/angband-plugin/src',
  'examples/angband-plugin/docs',
  // The tutorial includes the example's tests (conformance, golden adapter, plugin declaration…).
  'examples/angband-plugin/test',
  'examples/angband-plugin/README.md',
  'examples/angband-plugin/package.json',
  // The tutorial includes the example's ESLint and vitest configs (one call each to the preset).
  'examples/angband-plugin/eslint.config.js',
  'examples/angband-plugin/vitest.config.ts',
  'examples/plugin-template/README.md',
  ...['core', 'nethack', 'dcss', 'frogcomposband', 'cthangband', 'cli', 'plugin-config'].flatMap((p) => [
    `packages/${p}/src`,
    `packages/${p}/docs`,
    `packages/${p}/test/examples`,
    `packages/${p}/README.md`,
    `packages/${p}/package.json`,
  ]),
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/**
 * A hash of every file the site is built from (paths and contents).
 *
 * @example
 * ```ts
 * const fresh = stamp.inputs === inputsHash();
 * ```
 */
export function inputsHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of filesUnder(join(repo, input))) {
      hash.update(relative(repo, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}
