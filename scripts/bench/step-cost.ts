// The step-cost harness: the cost of one step along each path — `loop.run`, `loop.next()` +
// `loop.act()`, the engine alone — as a ratio to the package's minimal typed-array loop, the same
// turns checked first. A package's bench/step-cost.ts hands its targets to `stepCost`.
//
// Method, for a loaded machine: every (variant, monsters, competitor) runs in fresh processes,
// BENCH_PROCESSES of them, with the minimal loop beside it and nothing else: V8's type feedback from
// another way of driving the engine, or from another version, would otherwise shape the code
// measured (sharing a process with the loop cost NetHack's bare engine 0.1× at 10 monsters). For the
// same reason the same-turns check runs in the parent, before the children: run in a child before
// its measure, it drove the loop with the check's own chooser, so the code measured had seen two. In a
// process the two run interleaved, round after round, each batch timed in CPU time
// (`process.cpuUsage()`, user + system), so that other processes weigh less than on a wall clock. A
// round gives the competitor's rate over the minimal loop's in the same round; a process reports
// the median over its rounds, the table the median over the processes, with their range. Compare
// ratios, not rates: rates move with load.
//
// Environment: BENCH_ROUNDS (rounds per process, default 9), BENCH_MIN_MS (CPU ms per batch series,
// default 60), BENCH_SIZES (monsters, default the package's), BENCH_PROCESSES (default 3), and the
// package's variant variable (NetHack's BENCH_VERSIONS).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { choiceEnv, numberEnv, sizesEnv } from './env.js';
import { median } from './measure.js';
import { checkEngineTurns, checkSameTurns, checkSteps } from './same-turns.js';
import type { BenchLoop, BenchTarget, Stepper } from './target.js';
import { pathBatch } from './throughput.js';

/** The competitors measured against the minimal loop. */
export type StepCostCompetitor = 'run' | 'next/act' | 'engine';

const BATCH = 20_000;

/** One process's measure of one competitor: its median rate, the minimal loop's, and the median of their per-round ratio. */
export interface StepCostMeasure {
  readonly rate: number;
  readonly minimal: number;
  readonly ratio: number;
}

/** Steps per CPU second of `batch` (BATCH steps a call) over at least `minMs` CPU milliseconds. */
function cpuRate(batch: (k: number) => void, minMs: number): number {
  let steps = 0;
  const start = process.cpuUsage();
  for (;;) {
    batch(BATCH);
    steps += BATCH;
    const used = process.cpuUsage(start);
    const ms = (used.user + used.system) / 1000;
    if (ms >= minMs) return (steps / ms) * 1000;
  }
}

/**
 * In this process: `competitor` against the minimal loop at `n` monsters, `rounds` interleaved
 * rounds of at least `minMs` CPU milliseconds each (after one warm-up). The same turns are checked
 * before, in another process ({@link checkCompetitor}).
 */
export function measureStepCost<S, L extends BenchLoop, M extends Stepper>(
  target: BenchTarget<S, L, M>,
  competitor: StepCostCompetitor,
  n: number,
  settings: { readonly rounds: number; readonly minMs: number },
): StepCostMeasure {
  const s = target.scenario(n);
  const batch = pathBatch(target, s, competitor);
  const minimal = pathBatch(target, s, 'minimal');
  cpuRate(batch, settings.minMs);
  cpuRate(minimal, settings.minMs);
  const rates: number[] = [];
  const minimals: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < settings.rounds; r++) {
    const a = cpuRate(batch, settings.minMs);
    const b = cpuRate(minimal, settings.minMs);
    rates.push(a);
    minimals.push(b);
    ratios.push(a / b);
  }
  return { rate: median(rates), minimal: median(minimals), ratio: median(ratios) };
}

/** Checks that `competitor` hands out the minimal loop's turns at `n` monsters (throws at the first difference). */
export function checkCompetitor<S, L extends BenchLoop, M extends Stepper>(target: BenchTarget<S, L, M>, competitor: StepCostCompetitor, n: number): void {
  if (competitor === 'engine') checkEngineTurns(target, n, checkSteps(n));
  else checkSameTurns(target, n, checkSteps(n));
}

/** What a package's bench/step-cost.ts hands to {@link stepCost}. */
export interface StepCostOptions<V extends string> {
  /** The table's title (`NetHack step cost`). */
  readonly title: string;
  /** The package's step-cost script (`import.meta.url`): each child process runs it again. */
  readonly script: string;
  /** The targets by variant (a ruleset's versions; one, `default`, where there is nothing to choose). */
  readonly targets: Readonly<Record<V, BenchTarget>>;
  /** The environment variable that picks variants (NetHack: BENCH_VERSIONS), and its default. */
  readonly variants?: { readonly env: string; readonly fallback: readonly V[] };
  /** Monsters, unless BENCH_SIZES says otherwise. */
  readonly sizes: readonly number[];
}

const CHILD = 'STEP_COST_CHILD';

/**
 * Runs the step-cost harness: in the parent, spawns the child processes and prints the table; in a
 * child (STEP_COST_CHILD set), measures one competitor and prints its {@link StepCostMeasure} as JSON.
 * Returns the rows printed (none in a child).
 */
export function stepCost<V extends string>(options: StepCostOptions<V>): Record<string, string>[] {
  const settings = { rounds: numberEnv('BENCH_ROUNDS', 9), minMs: numberEnv('BENCH_MIN_MS', 60) };
  const names = Object.keys(options.targets) as V[];
  const only = process.env[CHILD];
  if (only !== undefined) {
    const [competitor, variant, n] = only.split('|') as [StepCostCompetitor, V, string];
    process.stdout.write(JSON.stringify(measureStepCost(options.targets[variant], competitor, Number(n), settings)));
    return [];
  }
  const variants = options.variants ? choiceEnv(options.variants.env, names, options.variants.fallback) : names;
  const sizes = sizesEnv('BENCH_SIZES', options.sizes);
  const processes = numberEnv('BENCH_PROCESSES', 3);
  const script = fileURLToPath(options.script);
  const rows: Record<string, string>[] = [];
  for (const variant of variants) {
    const target = options.targets[variant];
    const competitors: StepCostCompetitor[] = target.engine ? ['run', 'next/act', 'engine'] : ['run', 'next/act'];
    for (const n of sizes) {
      const runs = new Map<StepCostCompetitor, StepCostMeasure[]>(competitors.map((c) => [c, []]));
      for (const c of competitors) checkCompetitor(target, c, n);
      // Competitors in turn within each repetition, so that a change of load falls on all of them.
      for (let i = 0; i < processes; i++) {
        for (const [c, got] of runs) {
          const out = execFileSync(process.execPath, [...process.execArgv, script], {
            env: { ...process.env, [CHILD]: `${c}|${variant}|${n}` },
            encoding: 'utf8',
          });
          got.push(JSON.parse(out) as StepCostMeasure);
        }
      }
      const ratio = (c: StepCostCompetitor): string => {
        const xs = (runs.get(c) ?? []).map((r) => r.ratio);
        return `${median(xs).toFixed(2)}× [${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}]`;
      };
      rows.push({
        ...(names.length > 1 ? { version: variant } : {}),
        monsters: n.toLocaleString('en'),
        'run / minimal (goal ≥ 0.5×)': ratio('run'),
        'next/act / minimal (goal ≥ 0.5×)': ratio('next/act'),
        ...(target.engine ? { 'engine / minimal': ratio('engine') } : {}),
        'minimal (steps per CPU s)': `${(median([...runs.values()].flat().map((r) => r.minimal)) / 1e6).toFixed(1)} M`,
      });
    }
  }
  console.log(
    `${options.title}: ${processes} processes per competitor and size, each ${settings.rounds} rounds interleaved with the minimal loop, batches of ≥ ${settings.minMs} ms CPU time; median [range] over the processes`,
  );
  console.table(rows);
  return rows;
}
