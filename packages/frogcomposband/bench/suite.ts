/**
 * FrogComposband's benchmark suite (`pnpm bench`), on the kit in @turnkeeper/scripts/bench: the
 * ruleset's loop (`loop.run`, `next`/`act`, `loop.step`) and its engine alone against the minimal
 * typed-array loop of the game's own arithmetic (same scenario, same generator and seed, same turns,
 * energies and draws — checked before every comparison), interleaved in one process and repeated;
 * allocation per step; add / remove cost; memory per actor; snapshot cost; analysis latency.
 * Printed as tables and written to bench-results/frogcomposband.json. Not a test: nothing fails on
 * wall time (a smoke run of it is a test).
 *
 * A loop holds at most 1,023 monsters (m_list has `max_m_idx` = 1024 slots, `lib/edit/misc.txt`),
 * so the sizes stop there; memory at 100,000 and 1,000,000 actors is measured over many full loops.
 *
 * Environment: BENCH_ROUNDS (default 5), BENCH_MIN_MS (default 300), BENCH_SIZES (default
 * 10,100,1000,1023), BENCH_MEMORY (default 100000,1000000).
 */
import { restore } from '@turnkeeper/core';
import * as kit from '@turnkeeper/scripts/bench';
import { frogcomposband } from '../src/index.js';
import { PLAYER_ID, PLAYER_SPEED, addMonster, scenario, scenarioLoop } from './lib/scenario.js';
import { ACT, MAX_MONSTERS, frogcomposbandTarget, latencyQueries } from './lib/target.js';

const settings = kit.suiteSettings();
const sizes = kit.sizesEnv('BENCH_SIZES', [10, 100, 1000, MAX_MONSTERS]);
const memorySizes = kit.sizesEnv('BENCH_MEMORY', [100_000, 1_000_000]);
const machine = kit.announce('FrogComposband', settings);
const choose = (): typeof ACT => ACT;

// First, in a fresh process: after the throughput rounds' garbage, collections kept running during
// the samples (which are then dropped) and the figure could come out empty.
const allocation = kit.allocationPerStep(frogcomposbandTarget, 1000, ['run', 'step', 'minimal'], { calls: 20, stepCalls: 20 });
console.log(
  `\nAllocation per step in steady state, 1,000 monsters (bytes; goal 0 for loop.run): loop.run ${allocation.run.bytesPerStep.toFixed(4)}, ` +
    `the minimal loop ${allocation.minimal.bytesPerStep.toFixed(4)}, loop.step ${allocation.step.bytesPerStep.toFixed(4)} (the turn object it returns)`,
);

const throughput = sizes.map((n) => kit.throughputRow(frogcomposbandTarget, n, settings, ['run', 'next/act', 'step', 'engine', 'minimal']));
kit.printThroughput('Steps per second, the player and N monsters (median [min–max]); the same turns checked first:', throughput);

const churn = [10, 100, MAX_MONSTERS].map((n) => {
  const s = scenario(n);
  return kit.addRemove({
    n,
    runs: 9,
    fresh: () => frogcomposband.create().add(PLAYER_ID, { kind: 'player', speed: PLAYER_SPEED }),
    add: (loop, i) => {
      addMonster(loop, s, i);
    },
    remove: (loop, i) => loop.remove(i),
  });
});
kit.printAddRemove('Add / remove (µs per operation, median of 9; flat means O(1) per operation):', churn);

const full = scenario(MAX_MONSTERS);
const memory = memorySizes.map((n) => kit.loopsMemory(n, MAX_MONSTERS + 1, () => scenarioLoop(full).run(2000, choose)));
kit.printMemory('Memory per actor, running (bytes; full loops of the player and 1,023 monsters):', memory);

const snapshot = kit.snapshotCost(scenarioLoop(scenario(1000)).run(5 * 1001, choose), 1000, (snap) => restore(frogcomposband, snap), 15);
kit.printSnapshots('Snapshot + restore against a JSON round trip of the same snapshot (ms, median of 15; goal ≤ 3×):', [snapshot]);

const latency = kit.latency(latencyQueries(), 25);
kit.printLatency('Analysis latency (ms, median of 25; goal ≤ 10):', { median: latency });

kit.writeResults('frogcomposband', { machine, ...settings, throughput, allocation, addRemove: churn, memory, snapshot, latency });
