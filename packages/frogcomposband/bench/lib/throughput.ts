// Throughput and allocation of the ruleset's loop against the minimal typed-array loop, on the
// benchmark scenario; every comparison first checks that both hand out the same turns.
import { allocationPerCall, interleaveSteps, type Allocation, type Stats } from '@turnkeeper/scripts/bench/measure';
import { MinimalLoop, checkSameTurns } from './minimal-loop.js';
import { scenario, scenarioLoop } from './scenario.js';

/** Steps per second of `loop.run`, `loop.next()`/`loop.act()`, `loop.step` and the minimal loop at one size. */
export interface ThroughputRow {
  readonly monsters: number;
  readonly results: Readonly<Record<'run' | 'nextAct' | 'step' | 'minimal', Stats>>;
}

// One frozen action reused for every turn, as a game would: the loop recognises it by identity.
const act = Object.freeze({ kind: 'act' } as const);
const choose = (): typeof act => act;

/** The interleaved comparison at `n` monsters (and the player). */
export function throughputRow(n: number, rounds: number, minMs: number): ThroughputRow {
  checkSameTurns(n, Math.min(20_000, 50 * (n + 1)));
  const s = scenario(n);
  const run = scenarioLoop(s);
  const nextAct = scenarioLoop(s);
  const step = scenarioLoop(s);
  const minimal = new MinimalLoop(s);
  const results = interleaveSteps(
    {
      run: (k) => run.run(k, choose),
      nextAct: (k) => {
        for (let i = 0; i < k; i++) nextAct.act(nextAct.next().actor, act);
      },
      step: (k) => {
        for (let i = 0; i < k; i++) step.step(choose);
      },
      minimal: (k) => {
        for (let i = 0; i < k; i++) minimal.step();
      },
    },
    rounds,
    minMs,
  );
  return { monsters: n, results };
}

/**
 * Bytes allocated per step in steady state at `n` monsters: `loop.run` (the target: none) and the
 * minimal loop over `steps` steps per call (enough that what a call allocates once, its own frame
 * and the heap's counters, vanishes in the share of a step), and `loop.step` (which returns a fresh
 * turn object by design) over `stepSteps` steps per call (few, so that no collection runs meanwhile).
 */
export function allocationPerStep(
  n: number,
  steps = 100_000,
  stepSteps = 1000,
): { readonly run: Allocation; readonly minimal: Allocation; readonly step: Allocation; readonly steps: number; readonly stepSteps: number } {
  const s = scenario(n);
  const a = scenarioLoop(s);
  const b = scenarioLoop(s);
  const m = new MinimalLoop(s);
  return {
    steps,
    stepSteps,
    run: allocationPerCall(() => a.run(steps, choose), 20),
    minimal: allocationPerCall(() => {
      for (let i = 0; i < steps; i++) m.step();
    }, 20),
    step: allocationPerCall(() => {
      for (let i = 0; i < stepSteps; i++) b.step(choose);
    }, 20),
  };
}
