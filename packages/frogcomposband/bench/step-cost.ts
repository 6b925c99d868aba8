/**
 * The cost of one step, by CPU time
 * (`pnpm exec tsx --conditions=@turnkeeper/source bench/step-cost.ts`): `loop.run`, `loop.next()`/`loop.act()`
 * and the engine alone against the minimal typed-array loop, at each size, the same turns checked
 * first. Each round runs every competitor for at least BENCH_MIN_MS of this process's CPU time
 * (`process.cpuUsage()`, so time the machine gives to other processes is not counted), the order
 * rotated from round to round; each ratio is taken within a round and the median and range of the
 * rounds' ratios printed. On a loaded machine this is steadier than wall time, though still not
 * exact: caches and frequency are shared.
 *
 * Environment: BENCH_ROUNDS (default 15), BENCH_MIN_MS (default 100), BENCH_SIZES (default 10,1000).
 */
import { engineSteps, scenarioEngine } from './lib/engine-alone.js';
import { MinimalLoop, checkSameTurns } from './lib/minimal-loop.js';
import { scenario, scenarioLoop } from './lib/scenario.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 15);
const minMs = Number(process.env.BENCH_MIN_MS ?? 100);
const sizes = (process.env.BENCH_SIZES ?? '10,1000').split(',').map(Number);
const BATCH = 20_000;

const act = Object.freeze({ kind: 'act' } as const);
const choose = (): typeof act => act;

/** CPU microseconds used by this process so far. */
function cpuMicros(): number {
  const u = process.cpuUsage();
  return u.user + u.system;
}

/** Steps per CPU second of `f` (which runs `BATCH` steps) over at least `ms` ms of CPU time. */
function rate(f: (steps: number) => void, ms: number): number {
  let steps = 0;
  const start = cpuMicros();
  for (;;) {
    f(BATCH);
    steps += BATCH;
    const used = cpuMicros() - start;
    if (used >= ms * 1000) return (steps / used) * 1e6;
  }
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

const fmt = (x: number): string => `${(x / 1e6).toFixed(1)} M`;
const span = (xs: readonly number[]): string => `${median(xs).toFixed(2)}× [${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}]`;

console.log(`FrogComposband step cost by CPU time: ${rounds} rounds of ≥ ${minMs} ms CPU per competitor, interleaved`);
for (const n of sizes) {
  checkSameTurns(n, Math.min(20_000, 50 * (n + 1)));
  const s = scenario(n);
  const run = scenarioLoop(s);
  const nextAct = scenarioLoop(s);
  const engine = scenarioEngine(s);
  const minimal = new MinimalLoop(s);
  const competitors: [name: string, f: (k: number) => void][] = [
    ['run', (k) => run.run(k, choose)],
    [
      'next/act',
      (k) => {
        for (let i = 0; i < k; i++) nextAct.act(nextAct.next().actor, act);
      },
    ],
    [
      'engine',
      (k) => {
        engineSteps(engine, k);
      },
    ],
    [
      'minimal',
      (k) => {
        for (let i = 0; i < k; i++) minimal.step();
      },
    ],
  ];
  for (const [, f] of competitors) rate(f, minMs);
  const samples = new Map<string, number[]>(competitors.map(([name]) => [name, []]));
  for (let r = 0; r < rounds; r++) {
    for (let c = 0; c < competitors.length; c++) {
      const [name, f] = competitors[(c + r) % competitors.length] as [string, (k: number) => void];
      samples.get(name)?.push(rate(f, minMs));
    }
  }
  const mins = samples.get('minimal') as number[];
  const ratio = (name: string): number[] => (samples.get(name) as number[]).map((x, r) => x / (mins[r] as number));
  console.log(
    `${n} monsters: run ${fmt(median(samples.get('run') as number[]))}, next/act ${fmt(median(samples.get('next/act') as number[]))}, ` +
      `engine ${fmt(median(samples.get('engine') as number[]))}, minimal ${fmt(median(mins))} steps/CPU-s; ` +
      `÷ minimal: run ${span(ratio('run'))}, next/act ${span(ratio('next/act'))}, engine ${span(ratio('engine'))}`,
  );
}
