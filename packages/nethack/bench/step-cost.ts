/**
 * The step cost alone: `loop.run`, `loop.next()` / `loop.act()`, the bare engine (no core loop
 * around it) and the minimal typed-array loop, each checked to hand out the same turns first.
 * Run from this package: `tsx --conditions=@turnkeeper/source bench/step-cost.ts`.
 *
 * Method, for a loaded machine: every (version, monsters, competitor) runs in fresh processes,
 * `BENCH_PROCESSES` of them, with the minimal loop beside it and nothing else: V8's type feedback
 * from one version, or from another way of driving the engine, would otherwise shape the code
 * measured (the bare engine's `listening` is not the loop's, and sharing a process with the loop
 * cost the bare engine 0.1× at 10 monsters). In a process the two run interleaved, round after
 * round, each batch timed in CPU time (`process.cpuUsage()`, user + system), so that other
 * processes weigh less than on a wall clock. A round gives the competitor's rate over the minimal
 * loop's in the same round; a process reports the median over its rounds, and the table the
 * median over the processes (with their range). Compare ratios, not rates: rates move with load.
 *
 * Environment: BENCH_ROUNDS (rounds per process, default 9), BENCH_MIN_MS (CPU ms per batch
 * series, default 60), BENCH_SIZES (monsters, default 10,1000), BENCH_VERSIONS (default
 * 3.4.3,3.6.7), BENCH_PROCESSES (default 3).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { NETHACK_VERSIONS, type NethackVersion } from '../src/index.js';
import { bareEngine, engineStep } from './lib/bare-engine.js';
import { checkSameTurns, MinimalLoop } from './lib/minimal-loop.js';
import { MOVE, rulesetLoop, scenario } from './lib/scenario.js';

const COMPETITORS = ['run', 'next/act', 'engine', 'minimal'] as const;
type Competitor = (typeof COMPETITORS)[number];
const BATCH = 20_000;
const choose = (): typeof MOVE => MOVE;

const list = (name: string, fallback: string): string[] => (process.env[name] ?? fallback).split(',').filter((x) => x !== '');
const rounds = Number(process.env.BENCH_ROUNDS ?? 9);
const minMs = Number(process.env.BENCH_MIN_MS ?? 60);

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** Steps per CPU second of `batch` (BATCH steps a call) over at least `minMs` CPU milliseconds. */
function rate(batch: () => void): number {
  let steps = 0;
  const start = process.cpuUsage();
  for (;;) {
    batch();
    steps += BATCH;
    const used = process.cpuUsage(start);
    const ms = (used.user + used.system) / 1000;
    if (ms >= minMs) return (steps / ms) * 1000;
  }
}

/** One process's measure of one competitor: its median rate, the minimal loop's, and the median of their ratio. */
interface Measure {
  readonly rate: number;
  readonly minimal: number;
  readonly ratio: number;
}

/** The batch of one competitor (BATCH steps a call) on a fresh loop, engine or minimal loop. */
function batchOf(c: Competitor, version: NethackVersion, n: number): () => void {
  const s = scenario(version, n);
  if (c === 'run') {
    const loop = rulesetLoop(s);
    return () => {
      loop.run(BATCH, choose);
    };
  }
  if (c === 'next/act') {
    const loop = rulesetLoop(s);
    return () => {
      for (let i = 0; i < BATCH; i++) {
        const turn = loop.next();
        loop.act(turn.actor, MOVE);
      }
    };
  }
  if (c === 'engine') {
    const engine = bareEngine(s);
    return () => {
      for (let i = 0; i < BATCH; i++) engineStep(engine);
    };
  }
  const minimal = new MinimalLoop(s);
  return () => {
    for (let i = 0; i < BATCH; i++) minimal.step();
  };
}

function measure(c: Competitor, version: NethackVersion, n: number): Measure {
  // Same turns first: through loop.run for the loop's paths, step for step for the bare engine.
  if (c === 'engine') {
    const engine = bareEngine(scenario(version, n));
    const minimal = new MinimalLoop(scenario(version, n));
    for (let i = 0; i < Math.max(5_000, Math.min(5 * n, 50_000)); i++) {
      if (engineStep(engine) !== minimal.step()) throw new Error(`nethack ${version}, ${n} monsters: the bare engine and the minimal loop differ at step ${i}`);
    }
  } else {
    checkSameTurns(scenario(version, n), Math.max(5_000, Math.min(5 * n, 50_000)));
  }
  const competitor = batchOf(c, version, n);
  const minimal = batchOf('minimal', version, n);
  rate(competitor); // warm-up
  rate(minimal);
  const rates: number[] = [];
  const minimals: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const a = rate(competitor);
    const b = rate(minimal);
    rates.push(a);
    minimals.push(b);
    ratios.push(a / b);
  }
  return { rate: median(rates), minimal: median(minimals), ratio: median(ratios) };
}

const only = process.env.STEP_COST_CHILD;
if (only !== undefined) {
  // A child: one competitor at one (version, monsters), printed as JSON for the parent.
  const [c, version, n] = only.split('|');
  process.stdout.write(JSON.stringify(measure(c as Competitor, version as NethackVersion, Number(n))));
} else {
  const sizes = list('BENCH_SIZES', '10,1000').map(Number);
  const versions = list('BENCH_VERSIONS', '3.4.3,3.6.7').map((v): NethackVersion => {
    if (!(NETHACK_VERSIONS as readonly string[]).includes(v)) throw new Error(`BENCH_VERSIONS: ${v} is not one of ${NETHACK_VERSIONS.join(', ')}`);
    return v as NethackVersion;
  });
  const processes = Number(process.env.BENCH_PROCESSES ?? 3);
  const script = fileURLToPath(import.meta.url);
  const rows: Record<string, string>[] = [];
  for (const version of versions) {
    for (const n of sizes) {
      const runs = new Map<Competitor, Measure[]>(COMPETITORS.filter((c) => c !== 'minimal').map((c) => [c, []]));
      // Competitors in turn within each repetition, so that a change of load falls on all of them.
      for (let i = 0; i < processes; i++) {
        for (const [c, got] of runs) {
          const out = execFileSync(process.execPath, [...process.execArgv, script], {
            env: { ...process.env, STEP_COST_CHILD: `${c}|${version}|${n}` },
            encoding: 'utf8',
          });
          got.push(JSON.parse(out) as Measure);
        }
      }
      const ratio = (c: Competitor): string => {
        const xs = (runs.get(c) ?? []).map((r) => r.ratio);
        return `${median(xs).toFixed(2)}× [${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}]`;
      };
      const steps = (): string => `${(median([...runs.values()].flat().map((r) => r.minimal)) / 1e6).toFixed(1)} M`;
      rows.push({
        version,
        monsters: n.toLocaleString('en'),
        'run / minimal (goal ≥ 0.5×)': ratio('run'),
        'next/act / minimal (goal ≥ 0.5×)': ratio('next/act'),
        'engine / minimal': ratio('engine'),
        'minimal (steps per CPU s)': steps(),
      });
    }
  }
  console.log(
    `NetHack step cost: ${processes} processes per competitor and size, each ${rounds} rounds interleaved with the minimal loop, batches of ≥ ${minMs} ms CPU time; median [range] over the processes`,
  );
  console.table(rows);
}
