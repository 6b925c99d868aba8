/**
 * FrogComposband's benchmark suite (`pnpm bench`): the ruleset's loop against the minimal
 * typed-array loop of the game's own arithmetic (same scenario, same generator and seed, same
 * turns — checked before every comparison), interleaved in one process and repeated, reporting
 * medians, spread and ratios; allocation per step; add / remove cost; memory per actor; snapshot
 * cost; analysis latency. Printed as tables and written to bench-results/frogcomposband.json.
 * Not a test: nothing fails on wall time (a smoke run of it is a test).
 *
 * A loop holds at most 1,023 monsters (m_list has `max_m_idx` = 1024 slots, `lib/edit/misc.txt`),
 * so the sizes stop there; memory at 100,000 and 1,000,000 actors is measured over many full loops.
 *
 * Environment: BENCH_ROUNDS (default 5), BENCH_MIN_MS (default 300), BENCH_SIZES (default
 * 10,100,1000,1023), BENCH_MEMORY (default 100000,1000000).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { fmt } from '@turnkeeper/scripts/bench/measure';
import { MAX_MONSTERS, addRemove, analysisLatency, memoryPerActor, snapshotCost } from './lib/probes.js';
import { allocationPerStep, throughputRow, type ThroughputRow } from './lib/throughput.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const minMs = Number(process.env.BENCH_MIN_MS ?? 300);
const sizes = (process.env.BENCH_SIZES ?? `10,100,1000,${MAX_MONSTERS}`).split(',').map(Number);
const memorySizes = (process.env.BENCH_MEMORY ?? '100000,1000000').split(',').map(Number);

const machine = `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, ${new Date().toISOString().slice(0, 10)}`;
console.log(`Turnkeeper FrogComposband benchmarks — ${machine}; ${rounds} rounds of ≥ ${minMs} ms per competitor, interleaved`);

// First, in a fresh process: after the throughput rounds' garbage, collections kept running during
// the samples (which are then dropped) and the figure could come out empty.
const allocation = allocationPerStep(1000);
const perStep = (a: { bytesPerCall: number }, steps: number): string => (a.bytesPerCall / steps).toFixed(4);
console.log(
  `\nAllocation per step in steady state, 1,000 monsters (bytes; goal 0 for loop.run): loop.run ${perStep(allocation.run, allocation.steps)}, ` +
    `the minimal loop ${perStep(allocation.minimal, allocation.steps)}, loop.step ${perStep(allocation.step, allocation.stepSteps)} (the turn object it returns)`,
);

const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;
const rows: ThroughputRow[] = sizes.map((n) => throughputRow(n, rounds, minMs));
console.log('\nSteps per second, the player and N monsters (median [min–max]); the same turns checked first:');
console.table(
  rows.map(({ monsters, results: r }) => ({
    monsters: monsters.toLocaleString('en'),
    'loop.run': `${fmt(r.run.median)} [${fmt(r.run.min)}–${fmt(r.run.max)}]`,
    'next/act': `${fmt(r.nextAct.median)} [${fmt(r.nextAct.min)}–${fmt(r.nextAct.max)}]`,
    'loop.step': fmt(r.step.median),
    'minimal loop': `${fmt(r.minimal.median)} [${fmt(r.minimal.min)}–${fmt(r.minimal.max)}]`,
    'run / minimal (goal ≥ 0.5×)': ratio(r.run.median, r.minimal.median),
    'next/act / minimal (goal ≥ 0.5×)': ratio(r.nextAct.median, r.minimal.median),
    'step / minimal': ratio(r.step.median, r.minimal.median),
  })),
);

const churn = [10, 100, MAX_MONSTERS].map((n) => addRemove(n, 9));
console.log('\nAdd / remove (µs per operation, median of 9; flat means O(1) per operation):');
console.table(churn.map((c) => ({ monsters: c.monsters.toLocaleString('en'), add: c.add.median.toFixed(2), remove: c.remove.median.toFixed(2) })));

const memory = memorySizes.map((n) => memoryPerActor(n));
console.log('\nMemory per actor, running (bytes; full loops of the player and 1,023 monsters):');
console.table(memory.map((m) => ({ actors: m.actors.toLocaleString('en'), loops: m.loops, 'bytes per actor': m.bytesPerActor.toFixed(1) })));

const snapshot = snapshotCost(1000, 15);
console.log(
  `\nSnapshot + restore at 1,000 monsters: ${snapshot.snapshotRestore.median.toFixed(3)} ms (${snapshot.throughJson.median.toFixed(3)} ms through JSON text); ` +
    `a JSON round trip of the same snapshot ${snapshot.jsonRoundTrip.median.toFixed(3)} ms: ${snapshot.ratio.toFixed(2)}× (${snapshot.ratioThroughJson.toFixed(2)}× through JSON; goal ≤ 3×)`,
);

const latency = analysisLatency(25);
console.log('\nAnalysis latency (ms, median of 25; goal ≤ 10):');
console.table(Object.entries(latency).map(([query, s]) => ({ query, median: s.median.toFixed(3), max: s.max.toFixed(3) })));

const out = fileURLToPath(new URL('../../../bench-results/', import.meta.url));
mkdirSync(out, { recursive: true });
writeFileSync(
  `${out}frogcomposband.json`,
  JSON.stringify({ machine, rounds, minMs, throughput: rows, allocation, addRemove: churn, memory, snapshot, latency }, null, 2),
);
console.log('\nwrote bench-results/frogcomposband.json');
