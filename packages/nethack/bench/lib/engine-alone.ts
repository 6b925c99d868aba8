// The ruleset's engine without core's loop around it (no protocol checks, no action validation):
// what the engine itself costs per step, so the tables can tell the engine's share from the loop's.
import { seeded, type EngineContext } from '@turnkeeper/core';
import { quietContext, type Stepper } from '@turnkeeper/scripts/bench';
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

/** One step of the bare engine: the next actor, charged with its default action. */
export function engineStep(engine: NethackEngine): number {
  const id = engine.next() as number;
  if (id === HERO) engine.charge.player(id, MOVE);
  else engine.charge.monster();
  return id;
}

/** The scenario's engine, driven alone, as the benchmark kit steps it. */
export function engineAlone(s: Scenario): Stepper {
  const engine = bareEngine(s);
  return {
    step: () => engineStep(engine),
    get time() {
      return engine.time;
    },
  };
}
