// The engine alone: FrogComposband's engine driven without core's time loop around it (no turn
// protocol, no action recognition, no charge dispatch), built from the same scenario's state, with
// the same generator and seed. What it costs per step, against the minimal loop, is the engine's
// own share of a loop step.
import { seededKind, type ActorId, type EngineContext } from '@turnkeeper/core';
import { quietContext, type Stepper } from '@turnkeeper/scripts/bench';
import { FrogcomposbandEngine } from '../../src/engine/engine.js';
import type { FrogcomposbandSavedState } from '../../src/engine/state.js';
import type { FrogcomposbandTypes } from '../../src/index.js';
import { SEED, scenarioLoop, type Scenario } from './scenario.js';

type Act = Parameters<FrogcomposbandEngine['charge']['player']>[1] & Parameters<FrogcomposbandEngine['charge']['monster']>[1];

/** The scenario's engine, outside any loop: its state from the loop's snapshot, its generator at the same seed. */
export function scenarioEngine(s: Scenario, seed = SEED): FrogcomposbandEngine {
  const snap = scenarioLoop(s, seed).snapshot();
  const ctx: EngineContext<FrogcomposbandTypes> = quietContext(
    '7.1.salmiak',
    { nightmare: false, startTurn: 1, nightStart: false },
    seededKind.restore(snap.random),
  );
  return new FrogcomposbandEngine(ctx, snap.engine as FrogcomposbandSavedState);
}

const act: Act = Object.freeze({ kind: 'act' } as const);

/**
 * The engine driven as the kit's `kindedStepper` drives it (`next()`, then the due kind's charge
 * with the default action), written as a class: the kit's stepper is an object literal with a
 * getter, which V8 keeps as a dictionary, so each `step()` the harness called on it was a generic
 * property lookup (about 70 instructions a step at 10 monsters) that the minimal loop, a class,
 * does not pay.
 */
class EngineStepper implements Stepper {
  readonly #engine: FrogcomposbandEngine;

  constructor(engine: FrogcomposbandEngine) {
    this.#engine = engine;
  }

  step(): ActorId {
    const engine = this.#engine;
    const actor = engine.next() as ActorId;
    if (engine.dueKind === 'player') engine.charge.player(actor, act);
    else engine.charge.monster(actor, act);
    return actor;
  }

  get time(): number {
    return this.#engine.time;
  }
}

/** The scenario's engine driven alone, as the benchmark kit steps it: the due kind's default action, charged. */
export function engineAlone(s: Scenario): Stepper {
  return new EngineStepper(scenarioEngine(s));
}
