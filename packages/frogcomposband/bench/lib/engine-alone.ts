// The engine alone: FrogComposband's engine driven without core's time loop around it (no turn
// protocol, no action recognition, no charge dispatch), built from the same scenario's state, with
// the same generator and seed. What it costs per step, against the minimal loop, is the engine's
// own share of a loop step.
import { seededKind, type EngineContext } from '@turnkeeper/core';
import { kindedStepper, quietContext, type Stepper } from '@turnkeeper/scripts/bench';
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

/** The scenario's engine driven alone, as the benchmark kit steps it: the due kind's default action, charged. */
export function engineAlone(s: Scenario): Stepper {
  return kindedStepper(scenarioEngine(s), { player: act, monster: act });
}
