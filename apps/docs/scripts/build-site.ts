// `pnpm run docs`: builds the documentation site into apps/docs/site (or --out DIR):
//   1. every guide's plots, computed from the real packages and rendered to SVG headless;
//   2. TypeDoc (API reference, the root README, the guides and each package's docs/), with
//      warnings as errors, the plots, version tables and `turnkeeper` runs inlined into the guides;
//   3. the playground: the real packages bundled for the browser with esbuild;
//   4. a stamp of the inputs, so the browser test rebuilds only when something changed.
// Run with tsx and the @turnkeeper/source condition: sibling packages are read from their sources.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyPackageDocs } from './package-docs.js';
import { runGuideCommands } from './cli-runs.js';
import { buildPlaygroundInto } from './playground-bundle.js';
import { renderPlots } from './render-plots.js';
import { runTypedoc } from './typedoc-run.js';
import { inputsHash, STAMP_FILE } from '../src/site-inputs.js';

const docsDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function outDir(argv: readonly string[]): string {
  const i = argv.indexOf('--out');
  const value = i >= 0 ? argv[i + 1] : undefined;
  return resolve(docsDir, value ?? 'site');
}

async function main(): Promise<number> {
  const started = Date.now();
  const out = outDir(process.argv.slice(2));
  const plots = await renderPlots(join(docsDir, 'generated', 'plots'));
  console.log(`plots: ${plots.size} rendered to SVG from the rulesets' answers`);
  const docs = copyPackageDocs(resolve(docsDir, '../..'), join(docsDir, 'generated', 'docs'));
  console.log(`package documents: ${docs.length} (each ruleset's docs/)`);
  const cliRuns = await runGuideCommands(join(docsDir, 'guides'), docsDir);
  console.log(`turnkeeper commands: ${cliRuns.size} run for the guides`);
  const ok = await runTypedoc(docsDir, out, plots, cliRuns);
  if (!ok) return 1;
  const bundle = await buildPlaygroundInto(docsDir, join(out, 'playground'));
  console.log(`playground: ${join(out, 'playground')} (bundle ${Math.round(bundle / 1024)} KiB)`);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, STAMP_FILE), JSON.stringify({ inputs: inputsHash(), built: new Date().toISOString() }) + '\n');
  console.log(`site: ${out}/index.html (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
    process.exitCode = 1;
  },
);
