import v8 from 'node:v8';

// Shared by every package's benchmark suite (see packages/core/bench/suite.ts for how they are run).
// Measurement: competitors run in turn, round after round, in one process, so that machine noise
// falls on all of them alike; each batch runs for a minimum time, so a peer's periodic costs
// (rot.js's re-basing) are inside the measure rather than hidden by a median of tiny samples.

/** Throughput statistics over the rounds: median, and the spread (min, max). */
export interface Stats {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly rounds: number;
}

/** One competitor: `batch()` does some work and returns how many operations it did. */
interface Competitor {
  readonly name: string;
  batch(): number;
}

/** The median of `xs` (the mean of the middle two for an even count). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** {@link Stats} of a list of samples. */
export function statsOf(xs: readonly number[]): Stats {
  return { median: median(xs), min: Math.min(...xs), max: Math.max(...xs), rounds: xs.length };
}

/** Operations per second of `c` over one batch of at least `minMs`. */
function once(c: Competitor, minMs: number): number {
  let ops = 0;
  const start = performance.now();
  for (;;) {
    ops += c.batch();
    const elapsed = performance.now() - start;
    if (elapsed >= minMs) return (ops / elapsed) * 1000;
  }
}

/**
 * Interleaves the competitors: one warm-up round, then `rounds` rounds in which each runs one
 * batch of at least `minMs`; returns operations per second per competitor.
 */
function interleave(competitors: readonly Competitor[], rounds: number, minMs: number): Map<string, Stats> {
  for (const c of competitors) once(c, Math.min(minMs, 100));
  const samples = new Map<string, number[]>(competitors.map((c) => [c.name, []]));
  for (let r = 0; r < rounds; r++) for (const c of competitors) samples.get(c.name)?.push(once(c, minMs));
  return new Map([...samples].map(([name, xs]) => [name, statsOf(xs)]));
}

/**
 * Steps per second of loops compared step for step: each entry runs `steps` steps of its loop
 * (`loop.run(steps, choose)`, a `for` over `loop.step`, an engine, a minimal loop), in batches of
 * `batch` steps (or `batch(name)`, for a peer whose steps are slow), interleaved as `interleave`
 * does. Returns the statistics under the same names.
 */
export function interleaveSteps<K extends string>(
  loops: Readonly<Record<K, (steps: number) => void>>,
  rounds: number,
  minMs: number,
  batch: number | ((name: K) => number) = 20_000,
): Record<K, Stats> {
  const names = Object.keys(loops) as K[];
  const results = interleave(
    names.map((name) => {
      const steps = typeof batch === 'number' ? batch : batch(name);
      return {
        name,
        batch: () => {
          loops[name](steps);
          return steps;
        },
      };
    }),
    rounds,
    minMs,
  );
  return Object.fromEntries(names.map((name) => [name, results.get(name) as Stats])) as Record<K, Stats>;
}

/** Median wall time of `f` in milliseconds over `runs` runs (after one warm-up). */
export function medianMs(f: () => void, runs: number): Stats {
  f();
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    f();
    xs.push(performance.now() - t);
  }
  return statsOf(xs);
}

/**
 * Median wall time (ms) of each of `fs`, timed in turn within each run (not one after the other's
 * runs), so that a change of load on a shared machine weighs on all of them alike and their ratios
 * hold; one warm-up run of each first.
 */
export function pairedMs(fs: readonly (() => void)[], runs: number): Stats[] {
  for (const f of fs) f();
  const xs = fs.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    fs.forEach((f, k) => {
      const t = performance.now();
      f();
      xs[k]?.push(performance.now() - t);
    });
  }
  return xs.map(statsOf);
}

/** Microseconds per operation of `ops` operations done by `f`. */
export function microsPerOp(ops: number, f: () => void): number {
  const t = performance.now();
  f();
  return ((performance.now() - t) * 1000) / Math.max(1, ops);
}

/** Heap + array buffers in use after a full collection (needs `node --expose-gc`). */
export function usedBytes(): number {
  const g = (globalThis as { gc?: () => void }).gc;
  if (!g) throw new Error('run the benchmarks with node --expose-gc to measure memory');
  g();
  g();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

/** What {@link allocationPerCall} measured. */
export interface Allocation {
  /** Heap bytes allocated per call (median over the samples); 0 in an allocation-free steady state. */
  readonly bytesPerCall: number;
  /** Young-generation collections seen over all samples (each means allocation went on). */
  readonly minorGcs: number;
  readonly calls: number;
}

/**
 * Bytes allocated per call of `f` in steady state (needs `node --expose-gc`): after a warm-up and
 * a full collection, the growth of the heap's used size over `calls` calls, divided by `calls`;
 * a sample during which a collection ran is dropped (the heap shrank under it) and retried.
 * No timing is involved, so the figure is the same on any machine.
 */
export function allocationPerCall(f: () => void, calls: number, samples = 5): Allocation {
  const g = (globalThis as { gc?: () => void }).gc;
  if (!g) throw new Error('run the benchmarks with node --expose-gc to measure allocation');
  for (let i = 0; i < calls; i++) f(); // warm up: compile the hot path before measuring it
  const perCall: number[] = [];
  let minorGcs = 0;
  for (let tries = 0; perCall.length < samples && tries < samples * 4; tries++) {
    g();
    // GCProfiler reports, synchronously at stop(), every collection that ran in between.
    const profiler = new v8.GCProfiler();
    profiler.start();
    const before = heapUsed();
    for (let i = 0; i < calls; i++) f();
    const after = heapUsed();
    const ran = profiler.stop().statistics.length;
    minorGcs += ran;
    if (ran === 0) perCall.push(Math.max(0, after - before) / calls);
  }
  return { bytesPerCall: perCall.length > 0 ? median(perCall) : NaN, minorGcs, calls };
}

function heapUsed(): number {
  return v8.getHeapStatistics().used_heap_size;
}

/** A small deterministic generator for the speed mixes (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Uniform integers below `n` from {@link prng}'s stream: a scenario's own choices (what to add, remove, patch). */
export function chooser(seed: number): (n: number) => number {
  const r = prng(seed);
  return (n) => Math.floor(r() * n);
}

/** `x` with thousands separators and 3 significant digits, for tables. */
export function fmt(x: number): string {
  if (x >= 1e6) return `${(x / 1e6).toFixed(2)} M`;
  if (x >= 1e3) return `${(x / 1e3).toFixed(1)} k`;
  return x.toFixed(x >= 10 ? 0 : 2);
}
