// Throughput and allocation of the ruleset's loop against the minimal typed-array loop, on the
// same scenario and the same random stream (checked before every comparison).
import { allocationPerCall, interleaveSteps, type Allocation, type Stats } from '@turnkeeper/scripts/bench/measure';
import type { NethackVersion } from '../../src/index.js';
import { bareEngine, engineStep } from './bare-engine.js';
import { checkSameTurns, MinimalLoop } from './minimal-loop.js';
import { MOVE, rulesetLoop, scenario } from './scenario.js';

/** One row of the throughput table: steps per second of each competitor. */
export interface ThroughputRow {
  readonly version: NethackVersion;
  readonly actors: number;
  readonly results: Readonly<Record<'run' | 'step' | 'engine' | 'minimal', Stats>>;
}

const choose = (): typeof MOVE => MOVE;

/** Steps per batch: a few thousand turns' worth at 10 monsters, part of a turn at 100,000. */
/**
 * `loop.run`, `loop.step`, the bare engine and the minimal loop at `n` monsters (+ the hero), interleaved. The
 * scenario is first checked to hand out the same turns in both over `5n` steps (at most 50,000,
 * at least 5,000): several whole turns.
 */
export function throughputRow(version: NethackVersion, n: number, rounds: number, minMs: number): ThroughputRow {
  const s = scenario(version, n);
  checkSameTurns(s, Math.max(5_000, Math.min(5 * n, 50_000)));
  const run = rulesetLoop(s);
  const step = rulesetLoop(s);
  const engine = bareEngine(s);
  const minimal = new MinimalLoop(s);
  const results = interleaveSteps(
    {
      run: (k) => run.run(k, choose),
      step: (k) => {
        for (let i = 0; i < k; i++) step.step(choose);
      },
      engine: (k) => {
        for (let i = 0; i < k; i++) engineStep(engine);
      },
      minimal: (k) => {
        for (let i = 0; i < k; i++) minimal.step();
      },
    },
    rounds,
    minMs,
  );
  return { version, actors: n, results };
}

/**
 * Bytes allocated per step in steady state at `n` monsters: `loop.run` (goal 0), `loop.step` for
 * reference (it returns a fresh turn object by design), and the minimal loop, which allocates
 * nothing: its figure is the probe's noise floor. Each call runs `steps` steps, about ten game
 * turns, so turn boundaries (allocation, hooks not listened to) are inside the measure. Each
 * competitor first runs a few hundred turns: with the probe's own short warm-up V8 was still
 * tiering the hot path up, which showed as up to 0.7 B a step.
 */
export function allocationPerStep(
  version: NethackVersion,
  n: number,
): { readonly run: Allocation; readonly step: Allocation; readonly minimal: Allocation; readonly steps: number } {
  const s = scenario(version, n);
  const run = rulesetLoop(s);
  const step = rulesetLoop(s);
  const minimal = new MinimalLoop(s);
  const steps = 10 * Math.max(1_000, n);
  const runSteps = (): void => {
    run.run(steps, choose);
  };
  const stepSteps = (): void => {
    for (let i = 0; i < steps; i++) step.step(choose);
  };
  const minimalSteps = (): void => {
    for (let i = 0; i < steps; i++) minimal.step();
  };
  for (let i = 0; i < 50; i++) {
    runSteps();
    stepSteps();
    minimalSteps();
  }
  return {
    steps,
    run: allocationPerCall(runSteps, 50),
    // 10 calls: at 48 B a step, 50 would fill the young generation and every sample would see a collection.
    step: allocationPerCall(stepSteps, 10),
    minimal: allocationPerCall(minimalSteps, 50),
  };
}
