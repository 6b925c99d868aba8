/**
 * Benchmark: the generic scheduler against rot.js 2.2.1's `Scheduler.Speed` (the peer on npm)
 * and a hand-written typed-array binary heap (the practical limit), at 10 / 1,000 / 100,000
 * actors, in one process run. Reports steps per second (median sample) and ratios.
 * A step is one turn handed out and acted on. Run with `pnpm bench` (not a test: nothing fails
 * on wall time).
 */
import { cpus } from 'node:os';
import { Scheduler } from 'rot-js';
import { Bench } from 'tinybench';
import { GenericEngine, generic } from '../src/index.js';
import { TypedHeapBaseline } from './typed-heap-baseline.js';

const SIZES = [10, 1_000, 100_000] as const;
const TIME_MS = Number(process.env.BENCH_TIME_MS ?? 1500);
/** Varied integer speeds from 50 to 150, the same for every implementation. */
const speedOf = (i: number): number => 50 + ((i * 37) % 101);

interface Row {
  actors: number;
  turnkeeper: number;
  engine: number;
  rot: number;
  baseline: number;
}

function stepsPerSecond(bench: Bench, name: string, batch: number): number {
  const task = bench.getTask(name);
  const result = task?.result;
  if (!result || !('latency' in result)) throw new Error(`benchmark task ${name} did not complete`);
  return (batch / result.latency.p50) * 1000;
}

async function measure(n: number): Promise<Row> {
  const speeds = Array.from({ length: n }, (_, i) => speedOf(i));

  const loop = generic.create();
  speeds.forEach((speed, i) => {
    loop.add(i, { speed });
  });
  const act = { kind: 'act' } as const;

  const engine = new GenericEngine();
  speeds.forEach((speed, i) => {
    engine.add(i, { kind: 'actor', speed, energy: 0, paused: false });
  });

  const rot = new Scheduler.Speed();
  for (const speed of speeds) rot.add({ getSpeed: () => speed }, true);

  const baseline = new TypedHeapBaseline(speeds);

  // Steps per timed sample: large enough to dwarf timer resolution, small enough for rot.js's
  // O(n) steps at 100,000 actors.
  const fast = 20_000;
  const slow = n >= 100_000 ? 20 : n >= 1_000 ? 2_000 : 20_000;

  const bench = new Bench({ time: TIME_MS, warmupTime: 200 });
  bench
    .add('turnkeeper', () => {
      for (let i = 0; i < fast; i++) {
        const t = loop.next();
        loop.act(t.actor, act);
      }
    })
    .add('engine', () => {
      for (let i = 0; i < fast; i++) {
        const id = engine.next() as number;
        engine.charge.actor(id, act);
      }
    })
    .add('rot', () => {
      for (let i = 0; i < slow; i++) rot.next();
    })
    .add('baseline', () => {
      for (let i = 0; i < fast; i++) baseline.step();
    });
  await bench.run();
  return {
    actors: n,
    turnkeeper: stepsPerSecond(bench, 'turnkeeper', fast),
    engine: stepsPerSecond(bench, 'engine', fast),
    rot: stepsPerSecond(bench, 'rot', slow),
    baseline: stepsPerSecond(bench, 'baseline', fast),
  };
}

const fmt = (x: number): string => (x >= 1e6 ? `${(x / 1e6).toFixed(2)} M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)} k` : x.toFixed(0));
const ratio = (a: number, b: number): string => `${(a / b).toFixed(a / b >= 10 ? 0 : 2)}×`;

const rows: Row[] = [];
for (const n of SIZES) rows.push(await measure(n));

console.log(`Turnkeeper generic scheduler benchmark — steps/s (median sample), Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`);
console.table(
  rows.map((r) => ({
    actors: r.actors.toLocaleString('en'),
    'turnkeeper (TimeLoop)': fmt(r.turnkeeper),
    'engine only': fmt(r.engine),
    'rot.js Speed': fmt(r.rot),
    'typed-array heap': fmt(r.baseline),
    'turnkeeper / rot.js': ratio(r.turnkeeper, r.rot),
    'turnkeeper / baseline': ratio(r.turnkeeper, r.baseline),
  })),
);
