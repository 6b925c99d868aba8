import assert from 'node:assert/strict';
import { Engine, Scheduler } from 'rot-js';
import { RotSpeedScheduler } from '@turnkeeper/core/rot';

interface Monster {
  readonly name: string;
  getSpeed(): number;
  act(): void;
}

// A rot.js game, unchanged: actors with getSpeed() and act(), driven by rot.js's Engine.
function play(scheduler: { add(item: Monster, repeat: boolean): unknown }): string[] {
  const log: string[] = [];
  // TypeScript: Engine's parameter type is rot.js's Scheduler class, private fields included;
  // the adapter has its methods, so cast it (JavaScript needs nothing).
  const engine = new Engine(scheduler as unknown as ConstructorParameters<typeof Engine>[0]);
  const monster = (name: string, speed: number): Monster => ({
    name,
    getSpeed: () => speed,
    act: () => {
      log.push(name);
      if (log.length === 7) engine.lock(); // stop here (a game would wait for input)
    },
  });
  scheduler.add(monster('hero', 1), true);
  scheduler.add(monster('bat', 2), true);
  scheduler.add(monster('ghost', 0.5), true);
  engine.start();
  return log;
}

const withRot = play(new Scheduler.Speed());
const withTurnkeeper = play(new RotSpeedScheduler()); // the line that changes
assert.deepEqual(withTurnkeeper, withRot);
assert.deepEqual(withTurnkeeper, ['bat', 'hero', 'bat', 'bat', 'ghost', 'hero', 'bat']);
