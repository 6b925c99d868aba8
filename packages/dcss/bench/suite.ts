/**
 * The DCSS ruleset's benchmark suite (`pnpm bench`): the loop against its minimal typed-array loop
 * (same scenario, same generator, same turns: checked before every comparison), interleaved in one
 * process and repeated; allocation per step; add / remove; memory per actor; snapshot cost;
 * analysis latency. Printed as tables and written to bench-results/dcss.json. Not a test: nothing
 * fails on wall time (test/bench-smoke.test.ts runs it small, for correctness).
 *
 * A loop holds at most MAX_MONSTERS (700) monsters, as crawl's env.mons does, so the sizes stop
 * there; memory at 100,000 and 1,000,000 actors is measured over as many full loops.
 *
 * Environment: BENCH_ROUNDS (default 5), BENCH_MIN_MS (default 300), BENCH_SIZES (monsters,
 * default 10,100,700), BENCH_MEMORY (actors, default 100000,1000000).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { fmt } from '@turnkeeper/scripts/bench/measure';
import { addRemove, allocationPerStep, analysisLatency, memoryPerActor, snapshotCost } from './lib/probes.js';
import { throughputRow } from './lib/throughput.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const minMs = Number(process.env.BENCH_MIN_MS ?? 300);
const sizes = (process.env.BENCH_SIZES ?? '10,100,700').split(',').map(Number);
const memorySizes = (process.env.BENCH_MEMORY ?? '100000,1000000').split(',').map(Number);

const machine = `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, ${new Date().toISOString().slice(0, 10)}`;
console.log(`Turnkeeper DCSS benchmarks — ${machine}; ${rounds} rounds of ≥ ${minMs} ms per competitor, interleaved`);
console.log('Scenario: one hasted player and n monsters (speeds from the speed table, half at 10), all taking their default action (move), seed 2024');

const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;
const largest = Math.max(...sizes);
// Allocation is measured first, in a process where only these loops have run, and again after the
// throughput runs: by then core's Xoshiro128.below has had callers enough that its rare re-draw
// (`while (x >= limit) x = this.nextUint32()`) is no longer inlined, so the draw `x` becomes a
// tagged value and every draw ≥ 2³¹ is boxed as a heap number (about 3.5 bytes a step at 700
// monsters; the minimal loop, which allocates nothing of its own, is the control).
const allocationFresh = allocationPerStep(largest);
const throughput = sizes.map((n) => throughputRow(n, rounds, minMs));
console.log('\nSteps per second (median [min–max]); the minimal loop hands out the same turns (checked):');
console.table(
  throughput.map(({ monsters, results: { run, step, engine, minimal } }) => ({
    monsters: monsters.toLocaleString('en'),
    'loop.run': `${fmt(run.median)} [${fmt(run.min)}–${fmt(run.max)}]`,
    'loop.step': fmt(step.median),
    'bare engine': fmt(engine.median),
    'minimal loop': `${fmt(minimal.median)} [${fmt(minimal.min)}–${fmt(minimal.max)}]`,
    'run / minimal (goal ≥ 0.5×)': ratio(run.median, minimal.median),
    'step / minimal': ratio(step.median, minimal.median),
    'engine / minimal': ratio(engine.median, minimal.median),
  })),
);

const allocationAfter = allocationPerStep(largest);
const bytes = (a: { bytesPerCall: number }): string => a.bytesPerCall.toFixed(3);
console.log(`\nAllocation per step in steady state, ${largest} monsters (bytes; goal 0 for loop.run; loop.step returns a turn object per step by design):`);
console.table(
  [
    { when: 'fresh process', a: allocationFresh },
    { when: 'after the throughput runs', a: allocationAfter },
  ].map(({ when, a }) => ({ when, 'loop.run': bytes(a.run), 'loop.step': bytes(a.step), 'minimal loop (control)': bytes(a.minimal) })),
);

const churn = [Math.min(70, ...sizes), largest].map((n) => addRemove(n, 30));
console.log('\nAdd / remove (µs per operation, median of 30): filling an empty loop and emptying it, and churn at n (one removed, one added):');
console.table(
  churn.map((c) => ({
    monsters: c.monsters,
    'add (fill)': c.fillAdd.toFixed(2),
    'remove (empty)': c.emptyRemove.toFixed(2),
    'add (churn)': c.churnAdd.toFixed(2),
    'remove (churn)': c.churnRemove.toFixed(2),
  })),
);

// One loop first, not counted: the first loop of a process also pays for compiling its code.
memoryPerActor(701, 100);
const memory = memorySizes.map((n) => memoryPerActor(n));
console.log('\nMemory per actor, running (bytes; loops of one player and 700 monsters):');
console.table(memory.map((m) => ({ actors: m.actors.toLocaleString('en'), loops: m.loops, 'bytes per actor': m.bytesPerActor.toFixed(1) })));

const snapshot = snapshotCost(largest, 21);
console.log(
  `\nSnapshot + restore at ${snapshot.monsters} monsters (${fmt(snapshot.bytes)} characters of JSON), medians: restore(snapshot()) ${snapshot.snapshotRestore.median.toFixed(2)} ms; a JSON round trip of the same snapshot ${snapshot.jsonRoundTrip.median.toFixed(2)} ms: ${snapshot.ratio.toFixed(2)}× (goal ≤ 3×); restore(JSON.parse(JSON.stringify(snapshot()))) ${snapshot.throughJson.median.toFixed(2)} ms: ${snapshot.ratioThroughJson.toFixed(2)}× (the JSON round trip included, as core's suite counts it)`,
);

const latency = analysisLatency(25);
console.log('\nAnalysis latency (ms, median of 25; goal ≤ 10):');
console.table(Object.entries(latency).map(([query, s]) => ({ query, median: s.median.toFixed(3), max: s.max.toFixed(3) })));

const out = fileURLToPath(new URL('../../../bench-results/', import.meta.url));
mkdirSync(out, { recursive: true });
writeFileSync(
  `${out}dcss.json`,
  JSON.stringify(
    {
      machine,
      rounds,
      minMs,
      throughput,
      allocation: { fresh: allocationFresh, afterThroughput: allocationAfter },
      addRemove: churn,
      memory,
      snapshot,
      latency,
    },
    null,
    2,
  ),
);
console.log('\nwrote bench-results/dcss.json');
