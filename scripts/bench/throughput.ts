// Throughput and allocation of a target's competitors — the ruleset's loop through `loop.run`,
// `loop.next()` + `loop.act()` and `loop.step`, its engine alone, its minimal loop — on one
// scenario, the same turns checked first, interleaved in one process (measure.ts).
import { allocationPerCall, fmt, interleaveSteps, type Allocation, type Stats } from './measure.js';
import { checkEngineTurns, checkSameTurns, checkSteps } from './same-turns.js';
import type { BenchLoop, BenchTarget, Stepper } from './target.js';

/** The ways a step can be taken, as the tables name them. */
export type Path = 'run' | 'next/act' | 'step' | 'engine' | 'minimal';

/**
 * A batch of `k` steps along `path`, on a fresh loop, engine or minimal loop of scenario `s`. The
 * loop gets the target's `choose` itself, so the measured code is the package's.
 */
export function pathBatch<S, L extends BenchLoop, M extends Stepper>(target: BenchTarget<S, L, M>, s: S, path: Path): (k: number) => void {
  const choose = target.choose;
  if (path === 'run') {
    const loop = target.loop(s);
    return (k) => {
      loop.run(k, choose);
    };
  }
  if (path === 'next/act') {
    const loop = target.loop(s);
    return (k) => {
      for (let i = 0; i < k; i++) {
        const turn = loop.next();
        loop.act(turn.actor, choose(turn));
      }
    };
  }
  if (path === 'step') {
    const loop = target.loop(s);
    return (k) => {
      for (let i = 0; i < k; i++) loop.step(choose);
    };
  }
  const stepper = path === 'engine' ? engineOf(target, s) : target.minimal(s);
  return (k) => {
    for (let i = 0; i < k; i++) stepper.step();
  };
}

function engineOf<S, L extends BenchLoop, M extends Stepper>(target: BenchTarget<S, L, M>, s: S): Stepper {
  if (!target.engine) throw new Error(`${target.label}: no engine driver, so no 'engine' path`);
  return target.engine(s);
}

/** One row of a throughput table: steps per second of each path at `monsters` monsters. */
export interface ThroughputRow<P extends Path = Path> {
  readonly monsters: number;
  readonly results: Readonly<Record<P, Stats>>;
}

/**
 * Steps per second of `paths` at `n` monsters, interleaved (`rounds` rounds, batches of at least
 * `minMs`), after checking over `check` steps that the loop — and the engine alone, when it is
 * among the paths — hand out the minimal loop's turns.
 */
export function throughputRow<S, L extends BenchLoop, M extends Stepper, P extends Path>(
  target: BenchTarget<S, L, M>,
  n: number,
  settings: { readonly rounds: number; readonly minMs: number },
  paths: readonly P[],
  check = checkSteps(n),
): ThroughputRow<P> {
  checkSameTurns(target, n, check);
  if ((paths as readonly Path[]).includes('engine')) checkEngineTurns(target, n, check);
  const s = target.scenario(n);
  const loops = Object.fromEntries(paths.map((p) => [p, pathBatch(target, s, p)])) as Record<P, (k: number) => void>;
  return { monsters: n, results: interleaveSteps(loops, settings.rounds, settings.minMs) };
}

const COLUMN: Readonly<Record<Path, string>> = {
  run: 'loop.run',
  'next/act': 'next/act',
  step: 'loop.step',
  engine: 'engine alone',
  minimal: 'minimal loop',
};

const RATIO: Readonly<Record<Exclude<Path, 'minimal'>, string>> = {
  run: 'run / minimal (goal ≥ 0.5×)',
  'next/act': 'next/act / minimal (goal ≥ 0.5×)',
  step: 'step / minimal',
  engine: 'engine / minimal',
};

/** `a / b` as a ratio for a table (`0.42×`). */
export function ratio(a: number, b: number): string {
  return `${(a / b).toFixed(2)}×`;
}

/** A rate with its spread, for a table: `12.3 M [11.9 M–12.8 M]`. */
export function spread(s: Stats): string {
  return `${fmt(s.median)} [${fmt(s.min)}–${fmt(s.max)}]`;
}

/**
 * The table of throughput rows: each path's steps per second (median [min–max]) and each one's
 * ratio to the minimal loop; `extra` adds a package's own columns to a row, `lead` its own first ones.
 */
export function printThroughput<P extends Path>(
  title: string,
  rows: readonly (ThroughputRow<P> & { readonly lead?: Readonly<Record<string, string>> })[],
  extra?: (row: ThroughputRow<P>, index: number) => Readonly<Record<string, string>>,
): void {
  console.log(`\n${title}`);
  console.table(
    rows.map((row, index) => {
      const r = row.results as Readonly<Record<Path, Stats | undefined>>;
      const minimal = r.minimal;
      const cells: Record<string, string> = { ...row.lead, monsters: row.monsters.toLocaleString('en') };
      for (const p of Object.keys(COLUMN) as Path[]) {
        const stats = r[p];
        if (stats) cells[COLUMN[p]] = spread(stats);
      }
      for (const p of Object.keys(RATIO) as Exclude<Path, 'minimal'>[]) {
        const stats = r[p];
        if (stats && minimal) cells[RATIO[p]] = ratio(stats.median, minimal.median);
      }
      return { ...cells, ...extra?.(row, index) };
    }),
  );
}

/** What {@link allocationPerStep} measured for one path: the probe's figures and bytes per step. */
export interface StepAllocation extends Allocation {
  readonly bytesPerStep: number;
  readonly stepsPerCall: number;
}

/** How {@link allocationPerStep} measures (defaults in brackets). */
export interface AllocationOptions {
  /** Steps per call of `loop.run`, `next/act`, the engine and the minimal loop [100,000]: what a call allocates once is then spread thin. */
  readonly steps?: number;
  /** Calls per sample for those [10]. */
  readonly calls?: number;
  /** Steps per call of `loop.step`, which returns a fresh turn object by design [1,000]: few, so that no collection runs inside a sample. */
  readonly stepSteps?: number;
  /** Calls per sample of `loop.step` [10]. */
  readonly stepCalls?: number;
  /** Steps each competitor runs before it is measured [300,000]: shorter run-ins left V8 still compiling the hot path, which counts as heap. */
  readonly warmSteps?: number;
}

/**
 * Bytes allocated per step in steady state at `n` monsters along each of `paths` (goal 0 for
 * `loop.run`; the minimal loop allocates nothing and is the probe's noise floor). Reads V8's heap
 * counters, no timing (measure.ts `allocationPerCall`); needs `node --expose-gc`.
 */
export function allocationPerStep<S, L extends BenchLoop, M extends Stepper, P extends Path>(
  target: BenchTarget<S, L, M>,
  n: number,
  paths: readonly P[],
  options: AllocationOptions = {},
): Readonly<Record<P, StepAllocation>> {
  const { steps = 100_000, calls = 10, stepSteps = 1_000, stepCalls = 10, warmSteps = 300_000 } = options;
  const s = target.scenario(n);
  const batches = paths.map((p) => [p, pathBatch(target, s, p)] as const);
  for (const [p, batch] of batches) batch(p === 'step' ? Math.min(warmSteps, 50 * stepSteps) : warmSteps);
  return Object.fromEntries(
    batches.map(([p, batch]) => {
      const k = p === 'step' ? stepSteps : steps;
      const a = allocationPerCall(
        () => {
          batch(k);
        },
        p === 'step' ? stepCalls : calls,
      );
      return [p, { ...a, bytesPerStep: a.bytesPerCall / k, stepsPerCall: k }];
    }),
  ) as Record<P, StepAllocation>;
}
