// rot.js's Engine (next() then act(), locked and unlocked by thenables and by hand) and an async
// loop drive the adapters exactly as they drive rot.js's own schedulers.
import { Engine, Scheduler } from 'rot-js';
import { describe, expect, it } from 'vitest';
import { seeded, type RandomSource } from '../src/index.js';
import { RotActionScheduler, RotSimpleScheduler, RotSpeedScheduler } from '../src/rot/index.js';
import { withHeapRepair } from './fixtures/rot-harness.js';

/** The type rot.js's Engine takes: its own Scheduler class, which the adapters match in behaviour, not in private fields. */
type RotEngineScheduler = ConstructorParameters<typeof Engine>[0];

interface Sched<A> {
  add(item: A, repeat: boolean, time?: number): unknown;
  remove(item: A): boolean;
  next(): A | null;
  getTime(): number;
  setDuration?(time: number): unknown;
}

/** A small game: its actors log their turns, spawn one-shot events, kill each other, pause the engine. */
class World {
  readonly log: string[] = [];
  readonly monsters: Monster[] = [];
  private readonly random: RandomSource;
  constructor(
    readonly scheduler: Sched<Monster>,
    seed: number,
    readonly turns: number,
  ) {
    this.random = seeded(seed);
  }
  below(n: number): number {
    return this.random.below(n);
  }
  record(m: Monster): void {
    this.log.push(`${m.name}@${this.scheduler.getTime()}`);
  }
  get done(): boolean {
    return this.log.length >= this.turns;
  }
}

class Monster {
  constructor(
    readonly world: World,
    readonly name: string,
    public speed: number,
    readonly style: 'plain' | 'thenable' | 'locker' | 'spawner' | 'killer' | 'event',
    readonly engine: () => Engine | undefined,
  ) {}
  getSpeed(): number {
    return this.speed;
  }
  act(): PromiseLike<void> | undefined {
    const w = this.world;
    w.record(this);
    if (w.done) {
      this.engine()?.lock(); // the game ends: rot's Engine stays locked
      return undefined;
    }
    w.scheduler.setDuration?.([1, 0.5, 2, 0.25][w.below(4)] as number);
    switch (this.style) {
      case 'thenable':
        // A promise: rot's Engine locks itself until it settles (an animation, say).
        return new Promise((resolve) => setTimeout(resolve, 0));
      case 'locker': {
        // Waits for "input": locks the engine by hand and unlocks it later.
        const engine = this.engine();
        if (engine) {
          engine.lock();
          setTimeout(() => engine.unlock(), 0);
        }
        return undefined;
      }
      case 'spawner':
        if (w.below(3) === 0) {
          const m = new Monster(w, `${this.name}.e${w.log.length}`, 4, 'event', this.engine);
          w.scheduler.add(m, false, [0.5, 1, 0.25][w.below(3)]);
        }
        return undefined;
      case 'killer':
        if (w.below(4) === 0 && w.monsters.length > 2) {
          const victim = w.monsters[w.below(w.monsters.length)] as Monster;
          if (victim !== this && victim.style !== 'locker') {
            w.scheduler.remove(victim);
            w.monsters.splice(w.monsters.indexOf(victim), 1);
            const newcomer = new Monster(w, `n${w.log.length}`, [1, 2, 4][w.below(3)] as number, 'plain', this.engine);
            w.monsters.push(newcomer);
            w.scheduler.add(newcomer, true);
          }
        }
        if (w.below(5) === 0) this.speed = [1, 2, 4, 8][w.below(4)] as number; // read at its reschedule
        return undefined;
      default:
        return undefined;
    }
  }
}

function populate(w: World, engine: () => Engine | undefined): void {
  const cast: [string, number, Monster['style']][] = [
    ['hero', 2, 'locker'],
    ['ghost', 1, 'thenable'],
    ['nest', 0.5, 'spawner'],
    ['orc', 4, 'killer'],
    ['bat', 8, 'plain'],
    ['rat', 2, 'plain'],
    ['slug', 0.25, 'plain'],
  ];
  for (const [name, speed, style] of cast) {
    const m = new Monster(w, name, speed, style, engine);
    w.monsters.push(m);
    w.scheduler.add(m, true);
  }
}

/** Plays a game with rot.js's Engine until `turns` turns, resolving with the log. */
async function withEngine(scheduler: Sched<Monster>, turns: number): Promise<string[]> {
  const w = new World(scheduler, 11, turns);
  let engine: Engine | undefined = undefined;
  populate(w, () => engine);
  engine = new Engine(scheduler as unknown as RotEngineScheduler);
  engine.start();
  while (!w.done) await new Promise((resolve) => setTimeout(resolve, 0));
  return w.log;
}

/** The same game driven by an async loop (rot.js's manual's mainLoop). */
async function withAsyncLoop(scheduler: Sched<Monster>, turns: number): Promise<string[]> {
  const w = new World(scheduler, 11, turns);
  populate(w, () => undefined);
  while (!w.done) {
    const actor = scheduler.next();
    if (!actor) break;
    await actor.act();
  }
  return w.log;
}

// The game removes actors; rot.js 2.2.1's removal can break its heap (see rot-simple-action.test.ts),
// so the rot.js side repairs it after each remove, and the tests check that this happened.
const repaired = { repairs: 0 };
const rotSpeed = (): Sched<Monster> => withHeapRepair(new Scheduler.Speed<Monster>(), repaired);
const rotAction = (): Sched<Monster> => withHeapRepair(new Scheduler.Action<Monster>(), repaired);

describe("rot.js's Engine drives the adapters", () => {
  it('Speed: 3,000 turns with thenables, manual lock/unlock, spawns, kills and speed changes, the same as rot.js', async () => {
    const before = repaired.repairs;
    const expected = await withEngine(rotSpeed(), 3000);
    const actual = await withEngine(new RotSpeedScheduler<Monster>(), 3000);
    expect(actual).toHaveLength(3000);
    expect(actual).toEqual(expected);
    expect(actual.filter((t) => t.startsWith('n')).length).toBeGreaterThan(0); // newcomers acted
    expect(actual.filter((t) => t.includes('.e')).length).toBeGreaterThan(0); // events fired
    expect(repaired.repairs).toBeGreaterThan(before); // the game met rot.js's removal bug, repaired on its side
  });

  it('Action: 3,000 turns with durations set from act(), the same as rot.js', async () => {
    const expected = await withEngine(rotAction(), 3000);
    const actual = await withEngine(new RotActionScheduler<Monster>(), 3000);
    expect(actual).toEqual(expected);
  });

  it('Simple: the manual’s example (lock, then add a one-shot actor and unlock) gives the same output', async () => {
    const play = async (scheduler: Sched<{ act(): void }>): Promise<string> => {
      const engine = new Engine(scheduler as unknown as RotEngineScheduler);
      let output: string[] = [];
      let resume: () => void = () => undefined;
      const resumed = new Promise<void>((r) => (resume = r));
      const actor2 = { act: () => void output.push('@') };
      const actor1 = {
        lives: 3,
        act(): void {
          output.push('.');
          this.lives--;
          if (!this.lives) {
            scheduler.remove(actor1);
            engine.lock();
            setTimeout(() => {
              output = [];
              scheduler.add(actor2, false);
              engine.unlock();
              resume();
            }, 0);
          }
        },
      };
      scheduler.add(actor1, true);
      engine.start();
      const before = output.join('');
      await resumed;
      return `${before}|${output.join('')}`;
    };
    const expected = await play(new Scheduler.Simple<{ act(): void }>());
    expect(expected).toBe('...|@');
    expect(await play(new RotSimpleScheduler<{ act(): void }>())).toBe(expected);
  });
});

describe('an async loop drives the adapters', () => {
  it('Speed: 3,000 turns, awaiting each act(), the same as rot.js', async () => {
    const expected = await withAsyncLoop(rotSpeed(), 3000);
    const actual = await withAsyncLoop(new RotSpeedScheduler<Monster>(), 3000);
    expect(actual).toHaveLength(3000);
    expect(actual).toEqual(expected);
  });

  it('Action: 3,000 turns, the same as rot.js', async () => {
    const expected = await withAsyncLoop(rotAction(), 3000);
    expect(await withAsyncLoop(new RotActionScheduler<Monster>(), 3000)).toEqual(expected);
  });
});
