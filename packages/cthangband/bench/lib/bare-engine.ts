// The ruleset's engine driven directly, without the time loop (no validation, no turn protocol,
// nobody listening to hooks): what the engine costs on its own, so that the table shows how much
// of a step is the engine's and how much the core loop's. The same scenario, generator and turns
// as the other competitors (`checkBareTurns` proves it against the minimal loop before measuring).
import { seeded, type EngineContext } from '@turnkeeper/core';
import { CthangbandEngine } from '../../src/engine/engine.js';
import { cthangband, type CthangbandMonsterAction, type CthangbandPlayerAction, type CthangbandTypes } from '../../src/index.js';
import { MinimalLoop } from './minimal-loop.js';
import { PLAYER, SEED, races } from './scenario.js';

/** The scenario's actions (the player walks, monsters move), frozen and reused. */
const WALK: CthangbandPlayerAction = Object.freeze({ kind: 'walk' });
const MOVE: CthangbandMonsterAction = Object.freeze({ kind: 'move' });

/** An engine for the scenario with `n` monsters, with a context where nobody listens. */
export function bareEngine(n: number): CthangbandEngine {
  const ctx: EngineContext<CthangbandTypes> = {
    version: cthangband.meta.defaultVersion,
    options: cthangband.parseOptions(undefined, undefined).options,
    random: seeded(SEED),
    emit: () => undefined,
    listening: () => false,
  };
  const engine = new CthangbandEngine(ctx);
  engine.add(PLAYER, cthangband.parseSpec({ kind: 'player' }));
  races(n).forEach((race, k) => {
    engine.add(k + 1, cthangband.parseSpec(race));
  });
  return engine;
}

/** Runs `steps` steps of the scenario on a bare engine (the player walks, monsters move). */
export function bareEngineSteps(engine: CthangbandEngine, steps: number): void {
  for (let i = 0; i < steps; i++) {
    const actor = engine.next() as number;
    if (engine.dueKind === 'player') engine.charge.player(actor, WALK);
    else engine.charge.monster(actor, MOVE);
  }
}

/** Checks that the bare engine and the minimal loop hand out the same `steps` turns (actor and time); throws at the first difference. */
export function checkBareTurns(n: number, steps: number): void {
  const engine = bareEngine(n);
  const minimal = new MinimalLoop(n);
  for (let s = 0; s < steps; s++) {
    const actor = engine.next() as number;
    const slot = minimal.step();
    if (actor !== slot || engine.time !== minimal.time) {
      throw new Error(`cthangband bare engine, ${n} monsters, step ${s}: ${String(actor)} at ${engine.time}, the minimal loop ${slot} at ${minimal.time}`);
    }
    if (engine.dueKind === 'player') engine.charge.player(actor, WALK);
    else engine.charge.monster(actor, MOVE);
  }
}
