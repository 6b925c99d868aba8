// The ruleset's engine without core's loop around it (no protocol checks, no action validation):
// what the engine itself costs per step, so the tables can tell the engine's share from the loop's.
import { seeded, type EngineContext } from '@turnkeeper/core';
import { kindedStepper, quietContext, type Stepper } from '@turnkeeper/scripts/bench';
import { nethack, type NethackTypes } from '../../src/index.js';
import { NethackEngine } from '../../src/engine/engine.js';
import { HERO, HERO_SPEC, MOVE, SEED, type Scenario } from './scenario.js';

/** A NetHack engine holding the scenario, drawing from `seeded(SEED)`, with no hook listened to. */
export function bareEngine(s: Scenario): NethackEngine {
  const ctx: EngineContext<NethackTypes> = quietContext(s.version, { spawnRoll: false }, seeded(SEED));
  const engine = new NethackEngine(ctx);
  s.monsters.forEach((m, i) => {
    engine.add(i + 1, nethack.parseSpec({ kind: 'monster', base: m.base, mspeed: m.mspeed }));
  });
  engine.add(HERO, nethack.parseSpec(HERO_SPEC));
  return engine;
}

/**
 * The scenario's engine, driven alone, as the benchmark kit steps it (`kindedStepper`: the hero's
 * default move, and the monster charge, which takes no action).
 */
export function engineAlone(s: Scenario): Stepper {
  return kindedStepper(bareEngine(s), { player: MOVE, monster: undefined });
}
