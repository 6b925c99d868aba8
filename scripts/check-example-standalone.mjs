// Shows that an example plugin stands alone: copies it out of the repository into a temporary
// folder, points its @turnkeeper/core dependency and its @turnkeeper/plugin-config development
// dependency (the ESLint and vitest preset) at tarballs packed from this checkout (`pnpm --filter
// <package> pack`), installs the rest from the registry (network needed, so this is not part of
// `pnpm test`), and runs its tests, typecheck and lint there.
//
//   node scripts/check-example-standalone.mjs [plugin-template|angband-plugin] [--keep]
//
// Exits non-zero on the first step that fails, naming it; --keep leaves the temporary folder.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const example = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'plugin-template';
const keep = process.argv.includes('--keep');
const source = join(root, 'examples', example);
const work = mkdtempSync(join(tmpdir(), `turnkeeper-${example}-`));

/** Runs one step; stops the script with its output when it fails. */
function step(title, command, args, cwd) {
  process.stdout.write(`• ${title}: ${command} ${args.join(' ')}\n`);
  const run = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
  if (run.status !== 0) {
    process.stderr.write(`✗ ${title} failed (exit ${run.status ?? run.signal}); the copy is in ${work}\n`);
    process.exit(1);
  }
}

/** Builds and packs one workspace package into the temporary folder; the tarball's file name. */
function pack(name) {
  const before = new Set(readdirSync(work));
  step(`build ${name}`, 'pnpm', ['--filter', name, 'build'], root);
  step(`pack ${name}`, 'pnpm', ['--filter', name, 'pack', '--pack-destination', work], root);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz') && !before.has(f));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball of ${name} into ${work}`);
  return tarball;
}

const tarball = pack('@turnkeeper/core');
const presetTarball = pack('@turnkeeper/plugin-config');

// The example's own files only: no dependencies, builds or reports of the checkout.
const copy = join(work, example);
cpSync(source, copy, {
  recursive: true,
  filter: (path) => !/[\\/](node_modules|dist|\.turbo)([\\/]|$)|\.vitest-report\.json$/.test(path.slice(source.length)),
});
const pkgPath = join(copy, 'package.json');
const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
pkg.dependencies['@turnkeeper/core'] = `file:${join(work, tarball)}`;
pkg.devDependencies['@turnkeeper/plugin-config'] = `file:${join(work, presetTarball)}`;
writeFileSync(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);

step('install from the registry', 'pnpm', ['install', '--ignore-workspace', '--config.onlyBuiltDependencies[]=esbuild'], copy);
step('test', 'pnpm', ['test'], copy);
step('typecheck', 'pnpm', ['run', 'typecheck'], copy);
step('lint', 'pnpm', ['run', 'lint'], copy);

process.stdout.write(`✓ examples/${example} works outside the repository, on core and the preset packed as ${tarball} and ${presetTarball}\n`);
if (!keep) rmSync(work, { recursive: true, force: true });
