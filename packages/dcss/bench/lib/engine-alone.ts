// The ruleset's engine driven directly, without the time loop (no validation, no turn protocol,
// nobody listening to hooks): what the engine costs on its own, so that the tables show how much of
// a step is the engine's and how much the loop's. The same scenario, generator and turns as the
// other competitors (the kit's `checkEngineTurns` proves it against the minimal loop).
import { seeded, type EngineContext } from '@turnkeeper/core';
import { kindedStepper, quietContext, type Stepper } from '@turnkeeper/scripts/bench';
import { DcssEngine } from '../../src/engine/engine.js';
import { dcss, type DcssTypes } from '../../src/index.js';
import { MOVE, monsterSpeeds, PLAYER, PLAYER_SPEC, SEED } from './scenario.js';

/** An engine for the scenario, with a context where nobody listens. */
export function bareEngine(n: number): DcssEngine {
  const ctx: EngineContext<DcssTypes> = quietContext(dcss.meta.defaultVersion, dcss.parseOptions(undefined, undefined).options, seeded(SEED));
  const engine = new DcssEngine(ctx);
  engine.add(PLAYER, dcss.parseSpec(PLAYER_SPEC));
  monsterSpeeds(n).forEach((speed, k) => {
    engine.add(k + 1, dcss.parseSpec({ kind: 'monster', speed }));
  });
  return engine;
}

/** The scenario's engine driven alone, as the benchmark kit steps it: the due kind's default action, charged. */
export function engineAlone(n: number): Stepper {
  return kindedStepper(bareEngine(n), { player: MOVE, monster: MOVE });
}
