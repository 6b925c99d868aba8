// Runs a benchmark script as users run the packages: bundled into one module, as tsup bundles each
// package into its dist. Run from sources through tsx, every file is compiled apart, so a `const
// enum` one file exports and another reads stays an object whose members are loaded at run time,
// in the hottest loops; in the published builds those members are numbers written into the code.
// Measuring the sources as tsx runs them measured a program nobody ships.
//
// Usage (from a package): `tsx ../../scripts/bench/bundled.ts bench/step-cost.ts`. The workspace's
// own code is bundled from its sources (the `@turnkeeper/source` condition); npm dependencies stay
// imports. The bundle is written next to the script (`bench/.bundled/`, ignored by git), so that
// those imports resolve as they would from the script, and run with the environment as given: child
// processes the script starts (the step-cost harness) run the bundle too.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';

const [entry, ...args] = process.argv.slice(2);
if (entry === undefined) {
  console.error('usage: tsx scripts/bench/bundled.ts <bench script.ts> [args…]');
  process.exit(2);
}
const script = resolve(entry);
const outdir = join(dirname(script), '.bundled');
mkdirSync(outdir, { recursive: true });
const outfile = join(outdir, basename(script).replace(/\.ts$/, '.mjs'));
await build({
  entryPoints: [script],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@turnkeeper/source'],
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-dependencies-external',
      setup(b) {
        // A bare specifier that is not the workspace's own (`@turnkeeper/…`) stays an import.
        b.onResolve({ filter: /^[^./]/ }, (r) => (r.path.startsWith('@turnkeeper/') ? undefined : { path: r.path, external: true }));
      },
    },
  ],
});
const run = spawnSync(process.execPath, [outfile, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
