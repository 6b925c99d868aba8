/**
 * The Cthangband ruleset's benchmark suite (`pnpm bench`), on the kit in @turnkeeper/scripts/bench:
 * the ruleset's loop (`loop.run`, `next`/`act`) and its engine alone against the minimal typed-array
 * loop of the game's own arithmetic (bench/lib/minimal-loop.ts), the same turns checked first,
 * interleaved in one process and repeated, with the core floor (core-floor.ts) beside them;
 * allocation per step; add / remove; memory per actor; snapshot + restore against a JSON round trip;
 * analysis latency. Tables are printed and JSON written to bench-results/cthangband.json. Not a
 * test: nothing fails on wall time (test/bench-smoke.test.ts runs it small, for correctness).
 *
 * Sizes are monster counts (plus the player): Cthangband's list holds at most 511 monsters
 * (MAX_M_IDX − 1, defines.h), so 511 is the largest loop the game has; larger actor counts are
 * measured as several loops (one per level).
 *
 * Environment: BENCH_ROUNDS (default 5), BENCH_MIN_MS (default 300), BENCH_SIZES (default
 * 10,100,511), BENCH_MEMORY (actor counts for memory per actor, default 100000,1000000; one loop of
 * 512 is below the noise of a collection), BENCH_RUNS (runs per latency or snapshot median, default 15).
 */
import { restore } from '@turnkeeper/core';
import * as kit from '@turnkeeper/scripts/bench';
import { cthangband } from '../src/index.js';
import { floorRow, type FloorRow } from './lib/core-floor.js';
import { PLAYER, SEED, SIZES, defaultAction, races, scenarioLoop, type Race } from './lib/scenario.js';
import { cthangbandTarget, latencyQueries } from './lib/target.js';

const settings = kit.suiteSettings();
const runs = kit.numberEnv('BENCH_RUNS', 15);
const sizes = kit.sizesEnv('BENCH_SIZES', SIZES);
const memoryActors = kit.sizesEnv('BENCH_MEMORY', [100_000, 1_000_000]);
const MAX_MONSTERS = 511;
const machine = kit.announce('Cthangband', settings);

const throughput = sizes.map((n) => kit.throughputRow(cthangbandTarget, n, settings, ['run', 'next/act', 'engine', 'minimal'], 20_000));
// After every ruleset row: the no-op engine would make the core's call sites polymorphic (core-floor.ts).
const floors: FloorRow[] = sizes.map((n) => floorRow(n, settings.rounds, settings.minMs));
kit.printThroughput('Steps per second (median [min–max]); one player and N monsters, default actions; the same turns checked first:', throughput, (_, k) => {
  const f = (floors[k] as FloorRow).results;
  return { 'core floor (no-op engine)': kit.fmt(f.coreFloor.median), 'core floor / minimal': kit.ratio(f.coreFloor.median, f.minimal.median) };
});

const allocation = sizes.map((n) => ({ monsters: n, ...kit.allocationPerStep(cthangbandTarget, n, ['run']) }));
console.log(
  `\nAllocation per step of loop.run in steady state (bytes; goal 0): ${allocation.map((a) => `${a.monsters} monsters ${a.run.bytesPerStep.toFixed(2)}`).join(', ')}`,
);

// With the list at its 511 (m_max at MAX_M_IDX), each add's m_pop() scans for the first hole.
const full = scenarioLoop(MAX_MONSTERS).run(5_000, defaultAction);
const extra = races(1000, SEED + 1);
const atFull = kit.churn(
  full,
  Array.from({ length: MAX_MONSTERS }, (_, i) => i + 1),
  500,
  1000,
  { remove: (loop, id) => loop.remove(id), add: (loop, id, k) => loop.add(id, extra[k % extra.length] as Race) },
);
const churn = [...new Set([10, 100, MAX_MONSTERS, ...sizes.filter((n) => n <= MAX_MONSTERS)])].map((n) => {
  const specs = races(n);
  const cost = kit.addRemove({
    n,
    runs: 9,
    fresh: () => cthangband.create({ seed: SEED }).add(PLAYER, { kind: 'player' }),
    add: (loop, i) => loop.add(i + 1, specs[i] as Race),
    remove: (loop, i) => loop.remove(i + 1),
  });
  return n === MAX_MONSTERS ? { ...cost, churn: atFull } : cost;
});
kit.printAddRemove('Add / remove (µs per operation; flat = O(1)); churn (one removed, one added) at the full list of 511:', churn);

const memory = memoryActors.map((actors) => kit.loopsMemory(actors, MAX_MONSTERS + 1, () => scenarioLoop(MAX_MONSTERS).run(10_000, defaultAction)));
kit.printMemory('Memory per actor, running (bytes), in loops of 511 monsters + the player:', memory);

// The restore path warmed first: measured cold (the first size of the run) it showed 3.8× where a
// warm run gives 1.6×, while the JSON round trip it is compared with is hot from the start.
const snapshots = [100, MAX_MONSTERS].map((n) =>
  kit.snapshotCost(scenarioLoop(n).run(20_000, defaultAction), n, (snap) => restore(cthangband, snap), runs, 50),
);
kit.printSnapshots(`Snapshot + restore vs a JSON round trip of the same snapshot (ms, median of ${runs}; goal ≤ 3×):`, snapshots);

const latency = kit.latency(latencyQueries(), runs);
kit.printLatency(`Analysis latency (ms, median of ${runs}; goal ≤ 10):`, { median: latency });

kit.writeResults('cthangband', { machine, ...settings, runs, throughput, coreFloor: floors, allocation, addRemove: churn, memory, snapshots, latency });
