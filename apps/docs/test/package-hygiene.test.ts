// Package hygiene of every published package (packages/*): the metadata a registry page and a
// user need, a LICENSE in the tarball, ESM only with a clear answer for require() (and the same
// module for require() as for import where Node can load it), publint and are-the-types-wrong
// (esm-only profile) clean. Packages are built first if their dist is missing or older than
// their sources (turbo builds them before this test: see turbo.json).
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const docsDir = fileURLToPath(new URL('../', import.meta.url));
const REPO = 'https://github.com/turnkeeper/turnkeeper';
const EXPECTED = [
  '@turnkeeper/cli',
  '@turnkeeper/core',
  '@turnkeeper/cthangband',
  '@turnkeeper/dcss',
  '@turnkeeper/frogcomposband',
  '@turnkeeper/nethack',
  '@turnkeeper/plugin-config',
];

interface Conditions {
  readonly '@turnkeeper/source'?: string;
  readonly 'module-sync'?: string;
  readonly module?: string;
  readonly import?: { readonly types?: string; readonly default?: string };
  readonly require?: { readonly types?: string; readonly default?: string };
}

interface PackageJson {
  readonly name: string;
  readonly private?: boolean;
  readonly type?: string;
  readonly license?: string;
  readonly repository?: { readonly type?: string; readonly url?: string; readonly directory?: string };
  readonly homepage?: string;
  readonly bugs?: { readonly url?: string };
  readonly keywords?: readonly string[];
  readonly engines?: { readonly node?: string };
  readonly files?: readonly string[];
  readonly publishConfig?: { readonly access?: string };
  readonly exports?: Readonly<Record<string, string | Conditions>>;
}

interface Published {
  readonly dir: string;
  readonly folder: string;
  readonly pkg: PackageJson;
}

/** Every package under packages/ that is not private. */
function published(): Published[] {
  return readdirSync(join(root, 'packages'))
    .map((folder) => ({ folder, dir: join(root, 'packages', folder) }))
    .filter(({ dir }) => existsSync(join(dir, 'package.json')))
    .map(({ folder, dir }) => ({ folder, dir, pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson }))
    .filter(({ pkg }) => pkg.private !== true);
}

/** The JS entries of `exports` (subpath → conditions), `./package.json` and data files aside. */
function entries(pkg: PackageJson): [string, Conditions][] {
  return Object.entries(pkg.exports ?? {}).filter((e): e is [string, Conditions] => typeof e[1] === 'object');
}

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

/** Builds the package (its own `build` script) unless every built file exists and is newer than its sources. */
function ensureBuilt({ dir, pkg }: Published): void {
  const built = entries(pkg).flatMap(([, c]) => [c.import?.default, c.import?.types, c.require?.default, c.require?.types]);
  const files = built.filter((f): f is string => f !== undefined).map((f) => join(dir, f));
  const sources = Math.max(
    newest(join(dir, 'src')),
    newest(join(dir, 'package.json')),
    newest(join(dir, 'tsup.config.ts')),
    newest(join(root, 'scripts', 'tsup-shared.ts')),
  );
  if (files.length > 0 && files.every((f) => existsSync(f) && statSync(f).mtimeMs >= sources)) return;
  const run = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', timeout: 300_000 });
  if (run.status !== 0) throw new Error(`building ${pkg.name} failed:\n${run.stdout}\n${run.stderr}`);
}

/** What `npm pack` would put in the tarball. */
function packedFiles(dir: string): string[] {
  const run = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm pack --dry-run failed in ${dir}:\n${run.stderr}`);
  const [report] = JSON.parse(run.stdout) as [{ files: { path: string }[] }];
  return report.files.map((f) => f.path);
}

interface AttwProblem {
  readonly kind: string;
  readonly entrypoint?: string;
  readonly resolutionKind?: string;
}

/** are-the-types-wrong on the packed package, esm-only profile: its exit status and the problems that profile counts. */
function attw(dir: string): { status: number | null; problems: AttwProblem[]; output: string } {
  // JSON through a file: piped, attw's large JSON can be cut off when it exits.
  const tmp = mkdtempSync(join(tmpdir(), 'attw-'));
  const out = join(tmp, 'attw.json');
  const fd = openSync(out, 'w');
  try {
    const run = spawnSync(join(root, 'node_modules', '.bin', 'attw'), ['--pack', dir, '--profile', 'esm-only', '--format', 'json'], {
      stdio: ['ignore', fd, 'pipe'],
      encoding: 'utf8',
      timeout: 120_000,
    });
    closeSync(fd);
    const output = readFileSync(out, 'utf8');
    const report = JSON.parse(output) as { problems?: Record<string, AttwProblem[]> };
    const all = Object.values(report.problems ?? {}).flat();
    // The esm-only profile ignores the node10 and node16-from-CommonJS resolutions.
    const problems = all.filter((p) => p.resolutionKind !== 'node10' && p.resolutionKind !== 'node16-cjs');
    return { status: run.status, problems, output: run.stderr };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Loads every entry of a package in a fresh Node from apps/docs (where the packages are
 * dependencies), by `require()` and by `import()`: whether require() returned the very module
 * import() did, or the error it threw.
 */
function loadEntries(specifiers: readonly string[], nodeFlags: readonly string[]): { specifier: string; same?: boolean; code?: string; message?: string }[] {
  const script = `
    const results = [];
    for (const specifier of ${JSON.stringify(specifiers)}) {
      let required;
      try { required = require(specifier); } catch (e) { results.push({ specifier, code: e.code, message: e.message }); continue; }
      const imported = await import(specifier);
      results.push({ specifier, same: required === imported });
    }
    process.stdout.write(JSON.stringify(results));`;
  const run = spawnSync(process.execPath, [...nodeFlags, '--input-type=commonjs', '-e', `(async () => { ${script} })()`], { cwd: docsDir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`node ${nodeFlags.join(' ')} failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as { specifier: string; same?: boolean; code?: string; message?: string }[];
}

const packages = published();

describe('published packages', () => {
  it('are the seven packages under packages/', () => {
    expect(packages.map((p) => p.pkg.name).sort()).toEqual(EXPECTED);
  });
});

for (const p of packages) {
  const { dir, folder, pkg } = p;
  describe(pkg.name, () => {
    beforeAll(() => {
      ensureBuilt(p);
    }, 600_000);

    it('has the metadata: repository, homepage, bugs, keywords, engines, MIT licence, public access', () => {
      expect(pkg.type).toBe('module');
      expect(pkg.license).toBe('MIT');
      expect(pkg.repository).toEqual({ type: 'git', url: `git+${REPO}.git`, directory: `packages/${folder}` });
      expect(pkg.homepage).toBe(`${REPO}/tree/main/packages/${folder}#readme`);
      expect(pkg.bugs).toEqual({ url: `${REPO}/issues` });
      expect(pkg.keywords).toContain('roguelike');
      expect(new Set(pkg.keywords).size).toBe(pkg.keywords?.length);
      expect(pkg.engines).toEqual({ node: '>=20' });
      expect(pkg.publishConfig).toEqual({ access: 'public' });
      expect(pkg.files).toContain('LICENSE');
    });

    it('ships an MIT LICENSE of the Turnkeeper authors, its README and every file its exports name', () => {
      const licence = readFileSync(join(dir, 'LICENSE'), 'utf8');
      expect(licence).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} the Turnkeeper authors\n/);
      expect(licence).toContain('THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND');
      const files = packedFiles(dir);
      expect(files).toContain('LICENSE');
      expect(files).toContain('README.md');
      for (const [, c] of entries(pkg)) {
        for (const f of [c.import?.default, c.import?.types, c.require?.default, c.require?.types]) expect(files).toContain(f?.replace(/^\.\//, ''));
      }
    });

    it('is ESM only: every entry is an ES module for import, a one-line fallback for require, the same module for module-sync and module', () => {
      const list = entries(pkg);
      expect(list.length).toBeGreaterThan(0);
      for (const [subpath, c] of list) {
        expect(c.import?.default, subpath).toMatch(/^\.\/dist\/.*\.js$/);
        expect(c.import?.types, subpath).toMatch(/\.d\.ts$/);
        expect(c.require?.default, subpath).toMatch(/\.require\.cjs$/);
        expect(c.require?.types, subpath).toMatch(/\.require\.d\.cts$/);
        // module-sync (Node's require(esm)) and module (bundlers) come together, before import, and name the ES module.
        expect(c.module, subpath).toBe(c['module-sync']);
        if (c['module-sync'] !== undefined) {
          expect(c['module-sync'], subpath).toBe(c.import?.default);
          const keys = Object.keys(c);
          expect(keys.indexOf('module-sync'), subpath).toBeLessThan(keys.indexOf('import'));
        }
        expect(Object.keys(c).at(-1), subpath).toBe('require');
      }
    });

    it('says so in its README, on the line under the install command', () => {
      const readme = readFileSync(join(dir, 'README.md'), 'utf8');
      const install = /^```sh\n(?:(?!```)[^\n]*\n)*?npm i [^\n]*\n(?:(?!```)[^\n]*\n)*?```\n([^\n]*)\n/m.exec(readme);
      expect(install, 'an ```sh block with npm i').not.toBeNull();
      const line = install?.[1] ?? '';
      expect(line).toMatch(/^ESM only: use `import`/);
      expect(line).toContain(`await import('${pkg.name}')`);
      expect(line).toContain('`require()`');
    });

    it('answers require(): the same module as import() where Node loads ES modules, else one line saying what to do', () => {
      const list = entries(pkg).map(([subpath, c]) => ({
        specifier: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`,
        requirable: c['module-sync'] !== undefined,
      }));
      const oneLine = (r: { specifier: string; message?: string }): void => {
        expect(r.message, r.specifier).toMatch(/^\S+ is ESM-only \(an ES module package\): load it with import, or from CommonJS with await import\('/);
        expect(r.message?.startsWith(`${r.specifier} is ESM-only`), r.message).toBe(true);
        expect(r.message).toContain(`await import('${r.specifier}')`);
        expect(r.message).not.toContain('\n');
      };
      // On Node ≥ 20.19 / ≥ 22.12 (CI runs 20.20) require() loads ES modules: entries with
      // module-sync give the very module import() gives; on older Node every entry says what to do.
      const requireEsm = process.features.require_module;
      const now = loadEntries(
        list.map((e) => e.specifier),
        [],
      );
      for (const [i, e] of list.entries()) {
        const r = now[i];
        if (e.requirable && requireEsm) expect(r, e.specifier).toEqual({ specifier: e.specifier, same: true });
        else {
          expect(r?.code, e.specifier).toBe('ERR_REQUIRE_ESM');
          oneLine(r ?? { specifier: e.specifier });
        }
      }
      // Where Node cannot (older Node, here simulated by turning require(esm) off), every entry says so.
      for (const r of loadEntries(
        list.map((e) => e.specifier),
        ['--no-experimental-require-module'],
      )) {
        expect(r.code, r.specifier).toBe('ERR_REQUIRE_ESM');
        oneLine(r);
      }
    }, 120_000);

    it('is publint clean (errors, warnings and suggestions), packed as pnpm publishes it', async () => {
      const { messages, pkg: linted } = await publint({ pkgDir: dir, level: 'suggestion', pack: 'pnpm', strict: true });
      expect(messages.map((m) => `${m.type}: ${formatMessage(m, linted, { color: false }) ?? m.code}`)).toEqual([]);
    }, 120_000);

    it('is clean for are-the-types-wrong with the esm-only profile', () => {
      const { status, problems, output } = attw(dir);
      expect(problems).toEqual([]);
      expect(status, output).toBe(0);
    }, 120_000);
  });
}
