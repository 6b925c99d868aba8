// The ruleset's engine driven directly, without the time loop (no validation, no turn protocol,
// nobody listening to hooks): what the engine costs on its own, so that the tables show how much
// of a step is the engine's and how much the core loop's. The same scenario, generator and turns
// as the other competitors (the kit's `checkEngineTurns` proves it against the minimal loop).
import { seeded, type EngineContext } from '@turnkeeper/core';
import { kindedStepper, quietContext, type Stepper } from '@turnkeeper/scripts/bench';
import { CthangbandEngine } from '../../src/engine/engine.js';
import { cthangband, type CthangbandMonsterAction, type CthangbandPlayerAction, type CthangbandTypes } from '../../src/index.js';
import { PLAYER, SEED, races } from './scenario.js';

/** The scenario's actions (the player walks, monsters move), frozen and reused. */
const WALK: CthangbandPlayerAction = Object.freeze({ kind: 'walk' });
const MOVE: CthangbandMonsterAction = Object.freeze({ kind: 'move' });

/** An engine for the scenario with `n` monsters, with a context where nobody listens. */
export function bareEngine(n: number): CthangbandEngine {
  const ctx: EngineContext<CthangbandTypes> = quietContext(cthangband.meta.defaultVersion, cthangband.parseOptions(undefined, undefined).options, seeded(SEED));
  const engine = new CthangbandEngine(ctx);
  engine.add(PLAYER, cthangband.parseSpec({ kind: 'player' }));
  races(n).forEach((race, k) => {
    engine.add(k + 1, cthangband.parseSpec(race));
  });
  return engine;
}

/** The scenario's engine driven alone, as the benchmark kit steps it: the due kind's default action, charged. */
export function engineAlone(n: number): Stepper {
  return kindedStepper(bareEngine(n), { player: WALK, monster: MOVE });
}
