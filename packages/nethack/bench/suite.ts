/**
 * The NetHack ruleset's benchmark suite (`pnpm bench`): the ruleset's loop against the minimal
 * typed-array loop of the same arithmetic (same scenario, same random stream, same turns, checked
 * first), interleaved in one process and repeated; allocation per step; add / remove; memory per
 * actor; snapshot + restore; analysis latency. Printed as tables and written as JSON to
 * bench-results/nethack.json. Not a test: nothing fails on wall time (a smoke run of it is a test).
 *
 * Environment: BENCH_ROUNDS (default 5), BENCH_MIN_MS (default 300), BENCH_SIZES (monsters,
 * default 10,1000,10000,100000), BENCH_MEMORY (default 100000,1000000), BENCH_VERSIONS (default
 * 3.6.7,3.4.3).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { fmt } from '@turnkeeper/scripts/bench/measure';
import { NETHACK_VERSIONS, type NethackVersion } from '../src/index.js';
import { addRemove, analysisLatency, memoryPerActor, snapshotCost } from './lib/costs.js';
import { allocationPerStep, throughputRow, type ThroughputRow } from './lib/throughput.js';

const list = (name: string, fallback: string): string[] => (process.env[name] ?? fallback).split(',').filter((x) => x !== '');
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const minMs = Number(process.env.BENCH_MIN_MS ?? 300);
const sizes = list('BENCH_SIZES', '10,1000,10000,100000').map(Number);
const memorySizes = list('BENCH_MEMORY', '100000,1000000').map(Number);
const versions = list('BENCH_VERSIONS', '3.6.7,3.4.3').map((v): NethackVersion => {
  if (!(NETHACK_VERSIONS as readonly string[]).includes(v)) throw new Error(`BENCH_VERSIONS: ${v} is not one of ${NETHACK_VERSIONS.join(', ')}`);
  return v as NethackVersion;
});

const machine = `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, ${new Date().toISOString().slice(0, 10)}`;
console.log(`Turnkeeper NetHack benchmarks — ${machine}; ${rounds} rounds of ≥ ${minMs} ms per competitor, interleaved`);
const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;

const throughput: ThroughputRow[] = [];
for (const v of versions) for (const n of sizes) throughput.push(throughputRow(v, n, rounds, minMs));
console.log('\nSteps per second, one Fast hero + N monsters of the version’s table, default actions (median [min–max]):');
console.table(
  throughput.map((r) => {
    const { run, step, engine, minimal } = r.results;
    return {
      version: r.version,
      monsters: r.actors.toLocaleString('en'),
      'loop.run': `${fmt(run.median)} [${fmt(run.min)}–${fmt(run.max)}]`,
      'loop.step': fmt(step.median),
      'engine only': fmt(engine.median),
      'minimal loop': `${fmt(minimal.median)} [${fmt(minimal.min)}–${fmt(minimal.max)}]`,
      'run / minimal (goal ≥ 0.5×)': ratio(run.median, minimal.median),
      'step / minimal': ratio(step.median, minimal.median),
      'engine / minimal': ratio(engine.median, minimal.median),
      // What core's loop adds per step around the engine (turn protocol, action check, charge call).
      'loop ns/step over engine': (1e9 / run.median - 1e9 / engine.median).toFixed(1),
    };
  }),
);

const allocation = versions.map((v) => ({ version: v, ...allocationPerStep(v, 1000) }));
console.log('\nAllocation per step in steady state, 1,000 monsters (bytes; goal 0 for loop.run):');
console.table(
  allocation.map((a) => ({
    version: a.version,
    'loop.run': (a.run.bytesPerCall / a.steps).toFixed(4),
    'loop.step (a turn object per step, by design)': (a.step.bytesPerCall / a.steps).toFixed(2),
    'minimal loop (noise floor)': (a.minimal.bytesPerCall / a.steps).toFixed(4),
    'minor GCs during loop.run samples': a.run.minorGcs,
  })),
);

const churn = versions.flatMap((v) => [1_000, 100_000].map((n) => ({ version: v, ...addRemove(v, n) })));
console.log('\nAdd / remove (µs per operation; adding n monsters, then removing them all, shuffled, mid-pass):');
console.table(churn.map((c) => ({ version: c.version, monsters: c.actors.toLocaleString('en'), add: c.add.toFixed(2), remove: c.remove.toFixed(2) })));

const memory = memorySizes.map((n) => memoryPerActor(versions[0] ?? '3.6.7', n));
console.log(`\nMemory per actor, after two turns' worth of steps (bytes, ${versions[0] ?? '3.6.7'}):`);
console.table(memory.map((m) => ({ actors: (m.actors + 1).toLocaleString('en'), ruleset: m.ruleset.toFixed(1), 'minimal loop': m.minimal.toFixed(1) })));

const snapshot = versions.flatMap((v) => [10_000, 100_000].map((n) => ({ version: v, ...snapshotCost(v, n, 7) })));
console.log('\nSnapshot + restore vs a JSON round trip of the same snapshot (ms, median; goal ≤ 3×):');
console.table(
  snapshot.map((s) => ({
    version: s.version,
    monsters: s.actors.toLocaleString('en'),
    'restore(snapshot())': s.snapshotRestore.median.toFixed(2),
    'via JSON text': s.viaJson.median.toFixed(2),
    'JSON round trip': s.jsonRoundTrip.median.toFixed(2),
    ratio: `${s.ratio.toFixed(2)}×`,
    'ratio via JSON text': `${s.ratioViaJson.toFixed(2)}×`,
  })),
);

const latency = versions.map((v) => ({ version: v, queries: analysisLatency(v, 25) }));
console.log('\nAnalysis latency (ms, median of 25; goal ≤ 10):');
console.table(
  Object.fromEntries(
    Object.keys(latency[0]?.queries ?? {}).map((q) => [q, Object.fromEntries(latency.map((l) => [l.version, (l.queries[q]?.median ?? NaN).toFixed(3)]))]),
  ),
);

const out = fileURLToPath(new URL('../../../bench-results/', import.meta.url));
mkdirSync(out, { recursive: true });
writeFileSync(`${out}nethack.json`, JSON.stringify({ machine, rounds, minMs, throughput, allocation, addRemove: churn, memory, snapshot, latency }, null, 2));
console.log('\nwrote bench-results/nethack.json');
