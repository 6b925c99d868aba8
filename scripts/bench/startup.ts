/**
 * Import times and CLI start-up (`pnpm bench:startup`), for BENCHMARKS.md: each probe runs in a
 * fresh Node process, the probes interleaved round by round, medians reported beside the targets
 * of issue 19 (core no slower to import than rot.js, a ruleset ≤ 1.5× rot.js, the CLI ≤ 3×;
 * `turnkeeper --help` ≤ 3× a bare `node -e 0`, the default duel ≤ 6×). Reads the packages' builds
 * (`pnpm build` first), as an installed copy would. Not a test: nothing fails on time.
 *
 * Environment: STARTUP_ROUNDS (default 15).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rounds = Number(process.env.STARTUP_ROUNDS ?? 15);
const cliBin = `${root}packages/cli/dist/bin.js`;

/** Milliseconds a fresh process spends in `import(specifier)`, measured inside it. */
function importProbe(specifier: string, from = 'packages/cli'): () => number {
  const code = `const t = performance.now(); await import(${JSON.stringify(specifier)}); console.log(performance.now() - t);`;
  return () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: `${root}${from}`, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`import ${specifier}: ${r.stderr}`);
    return Number(r.stdout.trim());
  };
}

/** Wall-clock milliseconds of a whole process, start to exit. */
function processProbe(args: readonly string[]): () => number {
  return () => {
    const t = performance.now();
    const r = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`node ${args.join(' ')}: ${r.stderr}`);
    return performance.now() - t;
  };
}

const imports: Record<string, () => number> = {
  'rot-js': importProbe('rot-js', 'packages/core'), // a dependency of core's tests and benchmarks
  '@turnkeeper/core': importProbe('@turnkeeper/core'),
  '@turnkeeper/nethack': importProbe('@turnkeeper/nethack'),
  '@turnkeeper/dcss': importProbe('@turnkeeper/dcss'),
  '@turnkeeper/frogcomposband': importProbe('@turnkeeper/frogcomposband'),
  '@turnkeeper/cthangband': importProbe('@turnkeeper/cthangband'),
  '@turnkeeper/cli': importProbe('@turnkeeper/cli'),
};
const processes: Record<string, () => number> = {
  'node -e 0': processProbe(['-e', '0']),
  'turnkeeper --help': processProbe([cliBin, '--help']),
  'turnkeeper (default duel)': processProbe([cliBin]),
};

if (!existsSync(cliBin)) {
  console.error('No build: run `pnpm build` first (this reads the packages as an installed copy would).');
  process.exit(1);
}
const samples = new Map<string, number[]>();
for (let round = 0; round < rounds; round++) {
  for (const [name, probe] of Object.entries({ ...imports, ...processes })) {
    const list = samples.get(name) ?? [];
    list.push(probe());
    samples.set(name, list);
  }
}
const median = (name: string): number => {
  const sorted = [...(samples.get(name) ?? [])].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const rot = median('rot-js');
const bare = median('node -e 0');
const row = (name: string, base: number, baseName: string, target: number): string => {
  const ms = median(name);
  const ratio = ms / base;
  return `| ${name} | ${ms.toFixed(1)} ms | ${ratio.toFixed(2)}× ${baseName} | ≤ ${target}× | ${ratio <= target ? 'met' : 'missed'} |`;
};
console.log(`Import times and CLI start-up — Node ${process.version}, ${rounds} interleaved rounds, medians\n`);
console.log('| What | Median | Ratio | Target | |');
console.log('|---|---|---|---|---|');
console.log(`| rot-js (import) | ${rot.toFixed(1)} ms | 1.00× rot.js | | |`);
console.log(row('@turnkeeper/core', rot, 'rot.js', 1));
for (const game of ['nethack', 'dcss', 'frogcomposband', 'cthangband']) console.log(row(`@turnkeeper/${game}`, rot, 'rot.js', 1.5));
console.log(row('@turnkeeper/cli', rot, 'rot.js', 3));
console.log(`| node -e 0 (whole process) | ${bare.toFixed(1)} ms | 1.00× | | |`);
console.log(row('turnkeeper --help', bare, 'node -e 0', 3));
console.log(row('turnkeeper (default duel)', bare, 'node -e 0', 6));
