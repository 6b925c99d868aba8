/**
 * The Cthangband ruleset's benchmark suite (`pnpm bench`): the ruleset's loop against the minimal
 * typed-array loop of the game's own arithmetic (bench/lib/minimal-loop.ts), interleaved in one
 * process and repeated (with the engine alone, no loop around it), reporting medians, spread and ratios; allocation per step; add / remove;
 * memory per actor; snapshot + restore against a JSON round trip; analysis latency. A table is
 * printed and JSON written to bench-results/cthangband.json. Not a test: nothing fails on wall
 * time (test/bench-smoke.test.ts runs it small, for correctness).
 *
 * Sizes are monster counts (plus the player): Cthangband's list holds at most 511 monsters
 * (MAX_M_IDX − 1, defines.h), so 511 is the largest loop the game has; larger actor counts are
 * measured as several loops (one per level).
 *
 * Environment: BENCH_ROUNDS (default 5), BENCH_MIN_MS (default 300), BENCH_SIZES (default
 * 10,100,511), BENCH_MEMORY (actor counts for memory per actor, default 100000,1000000; one loop of 512 is below the noise of a collection),
 * BENCH_RUNS (runs per latency or snapshot median, default 15).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { fmt } from '@turnkeeper/scripts/bench/measure';
import { addRemove, allocationPerStep, analysisLatency, memoryPerActor, snapshotCost } from './lib/probes.js';
import { SIZES } from './lib/scenario.js';
import { floorRow, throughputRow, type FloorRow, type ThroughputRow } from './lib/throughput.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const minMs = Number(process.env.BENCH_MIN_MS ?? 300);
const runs = Number(process.env.BENCH_RUNS ?? 15);
const sizes = (process.env.BENCH_SIZES ?? SIZES.join(',')).split(',').map(Number);
const memoryActors = (process.env.BENCH_MEMORY ?? '100000,1000000').split(',').map(Number);
const MAX_MONSTERS = 511;

const machine = `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, ${new Date().toISOString().slice(0, 10)}`;
console.log(`Turnkeeper Cthangband benchmarks — ${machine}; ${rounds} rounds of ≥ ${minMs} ms per competitor, interleaved`);

const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;
const throughput: ThroughputRow[] = sizes.map((n) => throughputRow(n, rounds, minMs));
// After every ruleset row: the no-op engine would make the core's call sites polymorphic (throughput.ts).
const floors: FloorRow[] = sizes.map((n) => floorRow(n, rounds, minMs));
console.log('\nSteps per second (median [min–max]); one player and N monsters, default actions; the same turns checked first:');
console.table(
  throughput.map(({ monsters, results: r }, k) => {
    const f = (floors[k] as FloorRow).results;
    return {
      monsters,
      'loop.run': `${fmt(r.run.median)} [${fmt(r.run.min)}–${fmt(r.run.max)}]`,
      'next/act': `${fmt(r.nextAct.median)} [${fmt(r.nextAct.min)}–${fmt(r.nextAct.max)}]`,
      'engine alone': `${fmt(r.engine.median)} [${fmt(r.engine.min)}–${fmt(r.engine.max)}]`,
      'minimal loop': `${fmt(r.minimal.median)} [${fmt(r.minimal.min)}–${fmt(r.minimal.max)}]`,
      'run / minimal (goal ≥ 0.5×)': ratio(r.run.median, r.minimal.median),
      'next/act / minimal (goal ≥ 0.5×)': ratio(r.nextAct.median, r.minimal.median),
      'engine alone / minimal': ratio(r.engine.median, r.minimal.median),
      'core floor (no-op engine)': fmt(f.coreFloor.median),
      'core floor / minimal': ratio(f.coreFloor.median, f.minimal.median),
    };
  }),
);

const allocation = sizes.map((n) => ({ monsters: n, ...allocationPerStep(n) }));
console.log(
  `\nAllocation per step of loop.run in steady state (bytes; goal 0): ${allocation.map((a) => `${a.monsters} monsters ${a.bytesPerStep.toFixed(2)}`).join(', ')}`,
);

const churn = [...new Set([10, 100, MAX_MONSTERS, ...sizes.filter((n) => n <= MAX_MONSTERS)])].map((n) => addRemove(n, 9));
console.log('\nAdd / remove (µs per operation; flat = O(1)):');
console.table(
  churn.map((c) => ({
    monsters: c.monsters,
    add: c.add.toFixed(2),
    remove: c.remove.toFixed(2),
    'remove + add at the full list': c.churnPairAtFull.toFixed(2),
  })),
);

const memory = memoryActors.map((actors) => {
  const loops = Math.max(1, Math.round(actors / (MAX_MONSTERS + 1)));
  return { actors: loops * (MAX_MONSTERS + 1), loops, bytesPerActor: memoryPerActor(MAX_MONSTERS, loops) };
});
console.log('\nMemory per actor, running (bytes), in loops of 511 monsters + the player:');
console.table(memory.map((m) => ({ actors: m.actors.toLocaleString('en'), loops: m.loops, 'bytes per actor': m.bytesPerActor.toFixed(1) })));

const snapshots = [100, MAX_MONSTERS].map((n) => snapshotCost(n, runs));
console.log(
  `\nSnapshot + JSON + restore vs a JSON round trip of the same snapshot (goal ≤ 3×): ${snapshots.map((s) => `${s.monsters} monsters ${s.snapshotRestore.median.toFixed(3)} ms vs ${s.jsonRoundTrip.median.toFixed(3)} ms = ${s.ratio.toFixed(2)}×`).join('; ')}`,
);

const latency = analysisLatency(runs);
console.log('\nAnalysis latency (ms, median; goal ≤ 10):');
console.table(Object.entries(latency).map(([query, s]) => ({ query, median: s.median.toFixed(3), max: s.max.toFixed(3) })));

const out = fileURLToPath(new URL('../../../bench-results/', import.meta.url));
mkdirSync(out, { recursive: true });
writeFileSync(
  `${out}cthangband.json`,
  JSON.stringify({ machine, rounds, minMs, runs, throughput, coreFloor: floors, allocation, addRemove: churn, memory, snapshots, latency }, null, 2),
);
console.log('\nwrote bench-results/cthangband.json');
