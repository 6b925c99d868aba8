// The engine alone: FrogComposband's engine driven without core's time loop around it (no turn
// protocol, no action recognition, no charge dispatch), built from the same scenario's state, with
// the same generator and seed. What it costs per step, against the minimal loop, is the engine's
// own share of a loop step.
import { seededKind, type ActorId, type EngineContext } from '@turnkeeper/core';
import { FrogcomposbandEngine } from '../../src/engine/engine.js';
import type { FrogcomposbandSavedState } from '../../src/engine/state.js';
import type { FrogcomposbandTypes } from '../../src/index.js';
import { SEED, scenarioLoop, type Scenario } from './scenario.js';

type Act = Parameters<FrogcomposbandEngine['charge']['player']>[1] & Parameters<FrogcomposbandEngine['charge']['monster']>[1];

/** The scenario's engine, outside any loop: its state from the loop's snapshot, its generator at the same seed. */
export function scenarioEngine(s: Scenario, seed = SEED): FrogcomposbandEngine {
  const snap = scenarioLoop(s, seed).snapshot();
  const ctx: EngineContext<FrogcomposbandTypes> = {
    version: '7.1.salmiak',
    options: { nightmare: false, startTurn: 1, nightStart: false },
    random: seededKind.restore(snap.random),
    emit: () => undefined,
    listening: () => false,
  };
  return new FrogcomposbandEngine(ctx, snap.engine as FrogcomposbandSavedState);
}

const act: Act = Object.freeze({ kind: 'act' } as const);

/** `steps` steps of the engine alone: `next()`, then the due kind's charge with the default action. */
export function engineSteps(engine: FrogcomposbandEngine, steps: number): void {
  const charge = engine.charge;
  for (let i = 0; i < steps; i++) {
    const id = engine.next() as ActorId;
    if (engine.dueKind === 'monster') charge.monster(id, act);
    else charge.player(id, act);
  }
}
