// Steps per second of the ruleset's loop (`loop.run`, `loop.step`) against the minimal
// typed-array loop, interleaved in one process, after checking that they hand out the same turns;
// and of the bare engine (no loop around it), to show which part of a step is the engine's.
import { interleaveSteps, type Stats } from '@turnkeeper/scripts/bench/measure';
import { bareEngine, bareEngineSteps } from './bare-engine.js';
import { checkSameTurns, MinimalLoop } from './minimal-loop.js';
import { chooseMove, scenarioLoop } from './scenario.js';

/** One row of the throughput table: steps per second of each competitor at `monsters` monsters. */
export interface ThroughputRow {
  readonly monsters: number;
  readonly results: Readonly<Record<'run' | 'step' | 'engine' | 'minimal', Stats>>;
}

/** Interleaves `loop.run`, `loop.step`, the bare engine and the minimal loop at `n` monsters (after `checkSameTurns`). */
export function throughputRow(n: number, rounds: number, minMs: number): ThroughputRow {
  checkSameTurns(n, 50_000);
  const runLoop = scenarioLoop(n);
  const stepLoop = scenarioLoop(n);
  const engine = bareEngine(n);
  const minimal = new MinimalLoop(n);
  const results = interleaveSteps(
    {
      run: (k) => runLoop.run(k, chooseMove),
      step: (k) => {
        for (let i = 0; i < k; i++) stepLoop.step(chooseMove);
      },
      engine: (k) => {
        bareEngineSteps(engine, k);
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
