/**
 * The DCSS ruleset's benchmark suite (`pnpm bench`), on the kit in @turnkeeper/scripts/bench: the
 * loop (`loop.run`, `loop.step`) and its engine alone against the minimal typed-array loop (same
 * scenario, same generator, same turns, energies and draws: checked before every comparison),
 * interleaved in one process and repeated; allocation per step; add / remove and churn; memory per
 * actor; snapshot cost; analysis latency. Printed as tables and written to bench-results/dcss.json.
 * Not a test: nothing fails on wall time (test/bench-smoke.test.ts runs it small, for correctness).
 *
 * A loop holds at most MAX_MONSTERS (700) monsters, as crawl's env.mons does, so the sizes stop
 * there; memory at 100,000 and 1,000,000 actors is measured over as many full loops.
 *
 * Environment: BENCH_ROUNDS (default 5), BENCH_MIN_MS (default 300), BENCH_SIZES (monsters,
 * default 10,100,700), BENCH_MEMORY (actors, default 100000,1000000).
 */
import { restore } from '@turnkeeper/core';
import * as kit from '@turnkeeper/scripts/bench';
import { dcss, MAX_MONSTERS } from '../src/index.js';
import { chooseMove, monsterSpeeds, PLAYER, PLAYER_SPEC, SEED, scenarioLoop } from './lib/scenario.js';
import { dcssTarget, latencyQueries } from './lib/target.js';

const settings = kit.suiteSettings();
const sizes = kit.sizesEnv('BENCH_SIZES', [10, 100, MAX_MONSTERS]);
const memorySizes = kit.sizesEnv('BENCH_MEMORY', [100_000, 1_000_000]);
const machine = kit.announce('DCSS', settings);
console.log('Scenario: one hasted player and n monsters (speeds from the speed table, half at 10), all taking their default action (move), seed 2024');

const largest = Math.max(...sizes);
// Allocation is measured first, in a process where only these loops have run, and again after the
// throughput runs: by then core's Xoshiro128.below has had callers enough that its rare re-draw
// (`while (x >= limit) x = this.nextUint32()`) is no longer inlined, so the draw `x` becomes a
// tagged value and every draw ≥ 2³¹ is boxed as a heap number (about 3.5 bytes a step at 700
// monsters; the minimal loop, which allocates nothing of its own, is the control).
const allocate = () => kit.allocationPerStep(dcssTarget, largest, ['run', 'step', 'minimal'], { calls: 5, stepCalls: 20, warmSteps: 20_000 });
const allocationFresh = allocate();
const throughput = sizes.map((n) => kit.throughputRow(dcssTarget, n, settings, ['run', 'step', 'engine', 'minimal'], 50_000));
kit.printThroughput('Steps per second (median [min–max]); the minimal loop hands out the same turns (checked):', throughput);

const allocationAfter = allocate();
console.log(`\nAllocation per step in steady state, ${largest} monsters (bytes; goal 0 for loop.run; loop.step returns a turn object per step by design):`);
console.table(
  [
    { when: 'fresh process', a: allocationFresh },
    { when: 'after the throughput runs', a: allocationAfter },
  ].map(({ when, a }) => ({
    when,
    'loop.run': a.run.bytesPerStep.toFixed(3),
    'loop.step': a.step.bytesPerStep.toFixed(3),
    'minimal loop (control)': a.minimal.bytesPerStep.toFixed(3),
  })),
);

// Filling an empty loop and emptying it in a shuffled order; then churn at n on a full loop: a
// random monster removed, a new one added (it takes the lowest free slot), n times.
const churn = [Math.min(70, ...sizes), largest].map((n) => {
  const specs = Array.from(monsterSpeeds(n), (speed) => ({ kind: 'monster', speed }) as const);
  const spec = (k: number): (typeof specs)[number] => specs[k % specs.length] ?? { kind: 'monster', speed: 10 };
  return {
    ...kit.addRemove({
      n,
      runs: 30,
      fresh: () => dcss.create({ seed: SEED }).add(PLAYER, PLAYER_SPEC),
      add: (loop, i) => loop.add(i + 1, spec(i)),
      remove: (loop, i) => loop.remove(i + 1),
    }),
    churn: kit.churn(
      scenarioLoop(n),
      Array.from({ length: n }, (_, i) => i + 1),
      n,
      n + 1,
      {
        remove: (loop, id) => loop.remove(id),
        add: (loop, id, k) => loop.add(id, spec(k)),
      },
    ),
  };
});
kit.printAddRemove('Add / remove (µs per operation, median of 30): filling an empty loop and emptying it, and churn at n (one removed, one added):', churn);

const running = (): ReturnType<typeof scenarioLoop> => scenarioLoop(MAX_MONSTERS).run(2_000, chooseMove);
// One loop first, not counted: the first loop of a process also pays for compiling its code.
kit.loopsMemory(MAX_MONSTERS + 1, MAX_MONSTERS + 1, running);
const memory = memorySizes.map((n) => kit.loopsMemory(n, MAX_MONSTERS + 1, running));
kit.printMemory('Memory per actor, running (bytes; loops of one player and 700 monsters):', memory);

const snapshot = kit.snapshotCost(scenarioLoop(largest).run(20_000, chooseMove), largest, (snap) => restore(dcss, snap), 21);
kit.printSnapshots(`Snapshot + restore at ${largest} monsters (${kit.fmt(snapshot.bytes)} characters of JSON), medians of 21 (goal ≤ 3×):`, [snapshot]);

const latency = kit.latency(latencyQueries(), 25);
kit.printLatency('Analysis latency (ms, median of 25; goal ≤ 10):', { median: latency });

kit.writeResults('dcss', {
  machine,
  ...settings,
  throughput,
  allocation: { fresh: allocationFresh, afterThroughput: allocationAfter },
  addRemove: churn,
  memory,
  snapshot,
  latency,
});
