// Steps per second of the ruleset's loop (`loop.run`, `loop.step`) against the minimal
// typed-array loop, interleaved in one process, after checking that they hand out the same turns;
// and of the bare engine (no loop around it), to show which part of a step is the engine's.
import { interleave, type Stats } from '../../../../scripts/bench/measure.js';
import { bareEngine, bareEngineSteps } from './bare-engine.js';
import { checkSameTurns, MinimalLoop } from './minimal-loop.js';
import { chooseMove, scenarioLoop } from './scenario.js';

/** One row of the throughput table: steps per second of each competitor at `monsters` monsters. */
export interface ThroughputRow {
  readonly monsters: number;
  readonly results: Readonly<Record<'run' | 'step' | 'engine' | 'minimal', Stats>>;
}

const BATCH = 20_000;

/** Interleaves `loop.run`, `loop.step`, the bare engine and the minimal loop at `n` monsters (after `checkSameTurns`). */
export function throughputRow(n: number, rounds: number, minMs: number): ThroughputRow {
  checkSameTurns(n, 50_000);
  const runLoop = scenarioLoop(n);
  const stepLoop = scenarioLoop(n);
  const engine = bareEngine(n);
  const minimal = new MinimalLoop(n);
  const results = interleave(
    [
      {
        name: 'run',
        batch: () => {
          runLoop.run(BATCH, chooseMove);
          return BATCH;
        },
      },
      {
        name: 'step',
        batch: () => {
          for (let i = 0; i < BATCH; i++) stepLoop.step(chooseMove);
          return BATCH;
        },
      },
      {
        name: 'engine',
        batch: () => {
          bareEngineSteps(engine, BATCH);
          return BATCH;
        },
      },
      {
        name: 'minimal',
        batch: () => {
          for (let i = 0; i < BATCH; i++) minimal.step();
          return BATCH;
        },
      },
    ],
    rounds,
    minMs,
  );
  const get = (name: string): Stats => results.get(name) as Stats;
  return { monsters: n, results: { run: get('run'), step: get('step'), engine: get('engine'), minimal: get('minimal') } };
}
