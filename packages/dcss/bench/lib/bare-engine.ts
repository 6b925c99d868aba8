// The ruleset's engine driven directly, without the time loop (no validation, no turn protocol,
// nobody listening to hooks): what the engine costs on its own, so that the table shows how much of
// a step is the engine's and how much the loop's. The same scenario, generator and turns as the
// other competitors (checkSameTurns covers the loop; `bareEngineSteps` is checked against the
// minimal loop by the smoke test).
import { seeded, type EngineContext } from '@turnkeeper/core';
import { DcssEngine } from '../../src/engine/engine.js';
import { dcss, type DcssTypes } from '../../src/index.js';
import { MOVE, monsterSpeeds, PLAYER, PLAYER_SPEC, SEED } from './scenario.js';

/** An engine for the scenario, with a context where nobody listens. */
export function bareEngine(n: number): DcssEngine {
  const ctx: EngineContext<DcssTypes> = {
    version: dcss.meta.defaultVersion,
    options: dcss.parseOptions(undefined, undefined).options,
    random: seeded(SEED),
    emit: () => undefined,
    listening: () => false,
  };
  const engine = new DcssEngine(ctx);
  engine.add(PLAYER, dcss.parseSpec(PLAYER_SPEC));
  monsterSpeeds(n).forEach((speed, k) => {
    engine.add(k + 1, dcss.parseSpec({ kind: 'monster', speed }));
  });
  return engine;
}

/** Runs `steps` steps of the scenario on a bare engine; calls `seen` with each actor and the time it acts at. */
export function bareEngineSteps(engine: DcssEngine, steps: number, seen?: (actor: number, time: number) => void): void {
  for (let i = 0; i < steps; i++) {
    const actor = engine.next() as number;
    seen?.(actor, engine.time);
    if (actor === PLAYER) engine.charge.player(actor, MOVE);
    else engine.charge.monster(actor, MOVE);
  }
}
