// Steps per second of the ruleset's loop, through `loop.run` and through `loop.next()` /
// `loop.act()` (frozen actions reused), and of its engine alone (no loop around it), against the
// minimal typed-array loop of the same arithmetic, interleaved in one process; and the core's own
// floor (loop.run over an engine that does nothing). The same turns are checked first.
//
// The floor runs apart, after every size's ruleset rows: its engine goes through the same core
// code (TimeLoop.run, advance, act), and once that code has seen two engine classes its call
// sites are polymorphic, which slowed the ruleset's loop.run by a quarter when they ran
// interleaved — a cost a game running one ruleset never pays.
import { interleaveSteps, type Stats } from '@turnkeeper/scripts/bench/measure';
import { bareEngine, bareEngineSteps, checkBareTurns } from './bare-engine.js';
import { noAction, noRuleset } from './core-floor.js';
import { MinimalLoop, checkSameTurns } from './minimal-loop.js';
import { defaultAction, scenarioLoop } from './scenario.js';

/** One size's throughput: steps per second of each competitor. */
export interface ThroughputRow {
  readonly monsters: number;
  readonly results: Readonly<Record<'run' | 'nextAct' | 'engine' | 'minimal', Stats>>;
}

/** The core floor at one size: the no-op engine's loop.run against the minimal loop, interleaved. */
export interface FloorRow {
  readonly monsters: number;
  readonly results: Readonly<Record<'coreFloor' | 'minimal', Stats>>;
}

/** Throughput at `n` monsters (plus the player), after checking the turns agree over `check` steps. */
export function throughputRow(n: number, rounds: number, minMs: number, check = 20_000): ThroughputRow {
  checkSameTurns(n, check);
  checkBareTurns(n, check);
  const loop = scenarioLoop(n);
  const engine = bareEngine(n);
  const stepped = scenarioLoop(n);
  const minimal = new MinimalLoop(n);
  const results = interleaveSteps(
    {
      run: (k) => loop.run(k, defaultAction),
      nextAct: (k) => {
        for (let i = 0; i < k; i++) {
          const turn = stepped.next();
          stepped.act(turn.actor, defaultAction(turn));
        }
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

/** The core floor against the minimal loop at `n` monsters; run it after every {@link throughputRow}. */
export function floorRow(n: number, rounds: number, minMs: number): FloorRow {
  const minimal = new MinimalLoop(n);
  const floor = noRuleset.create();
  const results = interleaveSteps(
    {
      minimal: (k) => {
        for (let i = 0; i < k; i++) minimal.step();
      },
      coreFloor: (k) => floor.run(k, noAction),
    },
    rounds,
    minMs,
  );
  return { monsters: n, results };
}
