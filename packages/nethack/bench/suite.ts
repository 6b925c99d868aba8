/**
 * The NetHack ruleset's benchmark suite (`pnpm bench`), on the kit in @turnkeeper/scripts/bench: the
 * ruleset's loop (`loop.run`, `loop.step`) and its engine alone against the minimal typed-array loop
 * of the same arithmetic (same scenario, same random stream, same turns, checked first),
 * interleaved in one process and repeated; allocation per step; add / remove; memory per actor;
 * snapshot + restore; analysis latency. Printed as tables and written as JSON to
 * bench-results/nethack.json. Not a test: nothing fails on wall time (a smoke run of it is a test).
 *
 * Environment: BENCH_ROUNDS (default 5), BENCH_MIN_MS (default 300), BENCH_SIZES (monsters,
 * default 10,1000,10000,100000), BENCH_MEMORY (default 100000,1000000), BENCH_VERSIONS (default
 * 3.6.7,3.4.3).
 */
import { restore } from '@turnkeeper/core';
import * as kit from '@turnkeeper/scripts/bench';
import { nethack, NETHACK_VERSIONS, type NethackVersion } from '../src/index.js';
import { MinimalLoop } from './lib/minimal-loop.js';
import { HERO_SPEC, MOVE, rulesetLoop, scenario } from './lib/scenario.js';
import { latencyQueries, nethackTarget } from './lib/target.js';

const settings = kit.suiteSettings();
const sizes = kit.sizesEnv('BENCH_SIZES', [10, 1000, 10_000, 100_000]);
const memorySizes = kit.sizesEnv('BENCH_MEMORY', [100_000, 1_000_000]);
const versions = kit.choiceEnv('BENCH_VERSIONS', NETHACK_VERSIONS, ['3.6.7', '3.4.3']);
const machine = kit.announce('NetHack', settings);
const choose = (): typeof MOVE => MOVE;

const throughput = versions.flatMap((v) =>
  sizes.map((n) => ({ version: v, ...kit.throughputRow(nethackTarget(v), n, settings, ['run', 'step', 'engine', 'minimal']) })),
);
kit.printThroughput(
  'Steps per second, one Fast hero + N monsters of the version’s table, default actions (median [min–max]):',
  throughput.map((r) => ({ ...r, lead: { version: r.version } })),
  // What core's loop adds per step around the engine (turn protocol, action check, charge call).
  ({ results: { run, engine } }) => ({ 'loop ns/step over engine': (1e9 / run.median - 1e9 / engine.median).toFixed(1) }),
);

// Calls of ten turns' worth of steps at 1,000 monsters, so turn boundaries are inside the measure;
// `loop.step` at 48 B a step in calls of 1,000 steps, 10 a sample, so no collection runs inside one.
const allocation = versions.map((v) => ({
  version: v,
  ...kit.allocationPerStep(nethackTarget(v), 1000, ['run', 'step', 'minimal'], { steps: 10_000, calls: 50 }),
}));
console.log('\nAllocation per step in steady state, 1,000 monsters (bytes; goal 0 for loop.run):');
console.table(
  allocation.map((a) => ({
    version: a.version,
    'loop.run': a.run.bytesPerStep.toFixed(4),
    'loop.step (a turn object per step, by design)': a.step.bytesPerStep.toFixed(2),
    'minimal loop (noise floor)': a.minimal.bytesPerStep.toFixed(4),
    'minor GCs during loop.run samples': a.run.minorGcs,
  })),
);

// Removals in the middle of a movemon() pass, so that they move the pass's place too.
const churn = versions.flatMap((v) =>
  [1_000, 100_000].map((n) => {
    const s = scenario(v, n);
    const cost = kit.addRemove({
      n,
      runs: 3,
      fresh: () => nethack.create({ version: v, seed: 1 }).add(0, HERO_SPEC),
      add: (loop, i) => loop.add(i + 1, { kind: 'monster', base: s.monsters[i]?.base ?? 0, mspeed: s.monsters[i]?.mspeed ?? 'normal' }),
      between: (loop) => loop.run(Math.ceil(n / 2) + 1, choose),
      remove: (loop, i) => loop.remove(i + 1),
    });
    return { ...cost, lead: { version: v } };
  }),
);
kit.printAddRemove('Add / remove (µs per operation, median of 3; adding n monsters, then removing them all, shuffled, mid-pass):', churn);

const memoryVersion: NethackVersion = versions[0] ?? '3.6.7';
const memory = memorySizes.map((n) => {
  const s = scenario(memoryVersion, n);
  const minimal = (): MinimalLoop => {
    const m = new MinimalLoop(s);
    for (let i = 0; i < 2 * n; i++) m.step();
    return m;
  };
  return { actors: n + 1, ruleset: kit.bytesPerActor(n + 1, () => rulesetLoop(s).run(2 * n, choose)), minimal: kit.bytesPerActor(n + 1, minimal) };
});
console.log(`\nMemory per actor, after two turns' worth of steps (bytes, ${memoryVersion}):`);
console.table(memory.map((m) => ({ actors: m.actors.toLocaleString('en'), ruleset: m.ruleset.toFixed(1), 'minimal loop': m.minimal.toFixed(1) })));

const snapshot = versions.flatMap((v) =>
  [10_000, 100_000].map((n) => ({
    ...kit.snapshotCost(rulesetLoop(scenario(v, n)).run(n + n / 2, choose), n, (snap) => restore(nethack, snap), 7),
    lead: { version: v },
  })),
);
kit.printSnapshots('Snapshot + restore vs a JSON round trip of the same snapshot (ms, median of 7, mid-pass; goal ≤ 3×):', snapshot);

const latency = Object.fromEntries(versions.map((v) => [v, kit.latency(latencyQueries(v), 25)]));
kit.printLatency('Analysis latency (ms, median of 25; goal ≤ 10):', latency);

kit.writeResults('nethack', { machine, ...settings, throughput, allocation, addRemove: churn, memory, snapshot, latency });
