/**
 * The generic scheduler's benchmark suite (`pnpm bench`): every comparison interleaved in one
 * process and repeated, reporting medians and spread, and written as JSON to
 * bench-results/core.json. Not a test: nothing fails on wall time (a smoke run of it is a test).
 *
 * Environment: BENCH_ROUNDS (default 5), BENCH_MIN_MS (default 300), BENCH_SIZES (default
 * 10,1000,10000,100000), BENCH_PEER_SIZES (default BENCH_SIZES when set, else 10,1000,100000), BENCH_MEMORY (default
 * 100000,1000000).
 */
import { announce, fmt, printLatency, printSnapshots, sizesEnv, suiteSettings, writeResults } from '@turnkeeper/scripts/bench';
import { actionRow, addRemove, allocationPerStep, analysisLatency, memoryPerActor, snapshotCost, speedRow, type ThroughputRow } from './lib/generic-suite.js';
import { MIXES } from './lib/mixes.js';
import { PEER_NAMES, peerRow, type PeerRow } from './lib/peer-suite.js';

const settings = suiteSettings();
const { rounds, minMs } = settings;
const sizes = sizesEnv('BENCH_SIZES', [10, 1000, 10_000, 100_000]);
const peerSizes = sizesEnv('BENCH_PEER_SIZES', process.env.BENCH_SIZES ? sizes : [10, 1000, 100_000]);
const memorySizes = sizesEnv('BENCH_MEMORY', [100_000, 1_000_000]);
const machine = announce('core', settings);

const ratio = (a: number, b: number): string => `${(a / b).toFixed(a / b >= 10 ? 0 : 2)}×`;
const peers: PeerRow[] = peerSizes.map((n) => peerRow(n, rounds, minMs));
console.log('\nAgainst the npm priority-queue schedulers (same rule, same turns checked first; integer mix; steps per second, median):');
console.table(
  peers.map((p) => {
    const s = p.results;
    const m = (name: string): number => s[name]?.median ?? NaN;
    return {
      actors: p.actors.toLocaleString('en'),
      'loop.run': fmt(m('run')),
      'next + act': fmt(m('next + act')),
      'next + act, plain action': fmt(m('next + act, plain action')),
      'engine only': fmt(m('engine')),
      ...Object.fromEntries(PEER_NAMES.map((name) => [name, fmt(m(name))])),
      'rot.js Speed': fmt(m('rot.js')),
      'typed-array heap': fmt(m('typed-array heap')),
      'best peer': p.best.name,
      'run vs best (goal ≥ 1.0×)': ratio(m('run'), p.best.median),
      'next+act vs best (goal ≥ 1.0×)': ratio(m('next + act'), p.best.median),
      'engine vs best': ratio(m('engine'), p.best.median),
    };
  }),
);
const rows: ThroughputRow[] = [];
for (const n of sizes) for (const m of MIXES) rows.push(speedRow(n, m, rounds, minMs));
console.log('\nrot.js Scheduler.Speed semantics (steps per second, median [min–max]):');
console.table(
  rows.map((r) => {
    const s = r.results;
    const tk = s.turnkeeper?.median ?? NaN;
    const run = s.run?.median ?? NaN;
    return {
      actors: r.actors.toLocaleString('en'),
      mix: r.mix,
      'loop.run': `${fmt(run)} [${fmt(s.run?.min ?? NaN)}–${fmt(s.run?.max ?? NaN)}]`,
      'next + act': fmt(tk),
      'engine only': fmt(s.engine?.median ?? NaN),
      'rot.js Speed': fmt(s.rot?.median ?? NaN),
      'typed-array heap': fmt(s.heap?.median ?? NaN),
      'run vs heap (goal ≥ 0.67×)': ratio(run, s.heap?.median ?? NaN),
      'next+act vs heap': ratio(tk, s.heap?.median ?? NaN),
      'run vs rot.js': ratio(run, s.rot?.median ?? NaN),
    };
  }),
);
const actions: ThroughputRow[] = [];
for (const n of sizes) for (const m of MIXES) actions.push(actionRow(n, m, rounds, minMs));
console.log('\nrot.js Scheduler.Action semantics (fixed durations; steps per second, median):');
console.table(
  actions.map((r) => ({
    actors: r.actors.toLocaleString('en'),
    mix: r.mix,
    'loop.run': fmt(r.results.run?.median ?? NaN),
    'next + act': fmt(r.results.turnkeeper?.median ?? NaN),
    'rot.js Action': fmt(r.results.rot?.median ?? NaN),
    'typed-array heap': fmt(r.results.heap?.median ?? NaN),
    'run vs heap': ratio(r.results.run?.median ?? NaN, r.results.heap?.median ?? NaN),
    'next+act vs heap': ratio(r.results.turnkeeper?.median ?? NaN, r.results.heap?.median ?? NaN),
    'run vs rot.js': ratio(r.results.run?.median ?? NaN, r.results.rot?.median ?? NaN),
  })),
);
const allocation = allocationPerStep(1000);
const perStep = (a: { bytesPerStep: number }): string => a.bytesPerStep.toFixed(3);
console.log(
  `\nAllocation per step in steady state, 1,000 actors (bytes): loop.run ${perStep(allocation.run)}, next + act ${perStep(allocation.step)} (the turn object it returns), engine ${perStep(allocation.engine)}`,
);
const churn = addRemove(100_000);
console.log(
  `\nAdd / remove at 100,000 actors (µs per operation): turnkeeper ${churn.turnkeeper.add.toFixed(2)} / ${churn.turnkeeper.remove.toFixed(2)}; rot.js ${churn.rot.add.toFixed(2)} / ${churn.rot.remove.toFixed(2)}`,
);
const memory = memorySizes.map((n) => ({ actors: n, ...memoryPerActor(n) }));
console.log('\nMemory per actor, running (bytes; goal ≤ 64 for turnkeeper):');
console.table(
  memory.map((m) => ({
    actors: m.actors.toLocaleString('en'),
    turnkeeper: m.turnkeeper.toFixed(1),
    'typed-array heap': m.heap.toFixed(1),
    'rot.js': m.rot.toFixed(1),
  })),
);
const snapshot = snapshotCost(10_000, 9);
printSnapshots('Snapshot + restore vs a JSON round trip of the same snapshot, 10,000 actors (ms, median of 9; goal ≤ 3× through JSON text):', [snapshot]);
const latency = analysisLatency(25);
printLatency('Analysis latency (ms, median of 25; goal ≤ 10):', { median: latency });

writeResults('core', { machine, rounds, minMs, peers, speed: rows, action: actions, allocation, addRemove: churn, memory, snapshot, latency });
