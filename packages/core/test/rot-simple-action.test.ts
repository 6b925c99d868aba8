// RotSimpleScheduler and RotActionScheduler against rot.js 2.2.1's Scheduler.Simple and
// Scheduler.Action, step by step, and what happens where rot.js 2.2.1 has a bug.
import { Scheduler } from 'rot-js';
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../src/index.js';
import { RotActionScheduler, RotSimpleScheduler, RotSpeedScheduler } from '../src/rot/index.js';
import { Actor, belowFloors, runScript, runSeeds, type Script } from './fixtures/rot-harness.js';

const DYADIC_TIMES = [0, 0.5, 1, 0.25, 2, 3.25, 1 / 1024, 10, 2 ** -16, 7];

const common: Omit<Script, 'seed' | 'flavour'> = {
  steps: 10_000,
  speeds: [1],
  times: DYADIC_TIMES,
  initial: 10,
  add: 4,
  remove: 4,
  change: 0,
  clear: 0.05,
  oneShot: 25,
  timed: 40,
  repair: true,
};

describe('RotSimpleScheduler = rot.js Scheduler.Simple', () => {
  it('the manual’s example: four numbers in round robin', () => {
    const rot = new Scheduler.Simple<number>();
    const tk = new RotSimpleScheduler<number>();
    for (let i = 0; i < 4; i++) {
      rot.add(i + 1, true);
      tk.add(i + 1, true);
    }
    const turns = (s: { next(): number | null }): (number | null)[] => Array.from({ length: 20 }, () => s.next());
    expect(turns(tk)).toEqual(turns(rot));
    expect(tk.getTime()).toBe(0);
  });

  it('random scripts with adds, removes (the current item too), one-shot items and clears: 10 × 10,000 steps', () => {
    const sum = runSeeds({ ...common, flavour: 'simple' }, 10);
    console.log('Simple vs rot.js:', JSON.stringify(sum));
    expect(sum.steps).toBe(100_000);
    expect(belowFloors(sum, { turns: 75_000, removes: 1_000, removedCurrent: 100, oneShots: 300, rearmed: 20 })).toEqual([]);
  });
});

describe('RotActionScheduler = rot.js Scheduler.Action where rot.js is exact', () => {
  it('random scripts with durations, initial times, adds, removes, one-shot items and clears: 10 × 10,000 steps', () => {
    const sum = runSeeds({ ...common, flavour: 'action' }, 10);
    console.log('Action vs rot.js:', JSON.stringify(sum));
    expect(sum.steps).toBe(100_000);
    const floors = { turns: 75_000, durations: 15_000, timed: 300, removes: 1_000, removedCurrent: 100, oneShots: 300, rearmed: 20, repairs: 0 };
    expect(belowFloors(sum, floors)).toEqual([]);
  });

  it('a time or duration of 0 means the default, 1, as in rot.js', () => {
    for (const s of [new Scheduler.Action<string>(), new RotActionScheduler<string>()]) {
      s.add('a', true, 0);
      expect(s.next()).toBe('a');
      expect(s.getTime()).toBe(1);
      s.setDuration(0);
      expect(s.next()).toBe('a');
      expect(s.getTime()).toBe(2);
    }
  });

  it('setDuration with no current item is ignored, as in rot.js', () => {
    for (const s of [new Scheduler.Action<string>(), new RotActionScheduler<string>()]) {
      s.add('a', true);
      s.setDuration(5); // nobody is current yet
      s.next();
      s.next();
      expect(s.getTime()).toBe(2);
    }
  });

  it('departure: a duration set for a one-shot item ends with its turn (rot.js 2.2.1 hands it to the next repeating item)', () => {
    const run = (s: {
      add(i: string, r: boolean, t?: number): unknown;
      next(): string | null;
      setDuration(t: number): unknown;
      getTime(): number;
    }): string[] => {
      s.add('hero', true, 1);
      s.add('flash', false, 0.5);
      const log: string[] = [];
      for (let i = 0; i < 3; i++) {
        const item = s.next();
        log.push(`${item}@${s.getTime()}`);
        if (item === 'flash') s.setDuration(10); // meaningless for a one-shot
      }
      return log;
    };
    expect(run(new Scheduler.Action<string>())).toEqual(['flash@0.5', 'hero@1', 'hero@11']); // the leak
    expect(run(new RotActionScheduler<string>())).toEqual(['flash@0.5', 'hero@1', 'hero@2']);
  });
});

describe('where rot.js 2.2.1 removes wrongly', () => {
  it('every difference from an unrepaired rot.js comes after a remove broke rot.js’s heap, and some do', () => {
    let differed = 0;
    let broken = 0;
    for (let seed = 1; seed <= 40; seed++) {
      for (const flavour of ['speed', 'action'] as const) {
        const r = runScript({ ...common, flavour, speeds: [1, 2, 4, 8, 0.5], change: 5, seed, steps: 3000, clear: 0, repair: false });
        if (r.brokenAt >= 0) broken++;
        if (r.firstDifference >= 0) {
          differed++;
          expect(r.brokenAt, `seed ${seed} ${flavour}: a difference with rot.js's heap intact`).toBeGreaterThanOrEqual(0);
          expect(r.firstDifference).toBeGreaterThanOrEqual(r.brokenAt);
        }
      }
    }
    expect(broken).toBeGreaterThan(10);
    expect(differed).toBeGreaterThan(0);
  });

  it('a small case: after removing d, rot.js hands out the actor due at 5 before the one due at 4', () => {
    // rot.js's MinHeap.remove moves the last entry into d's place and only sifts it down, so an
    // entry due earlier than its new parent stays below it.
    const make = (): Actor[] => ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => new Actor(n, 1));
    const times = [4, 6, 5, 8, 7, 2, 3];
    const play = (
      s: { add(a: Actor, r: boolean, t?: number): unknown; remove(a: Actor): boolean; next(): Actor | null; getTime(): number },
      actors: Actor[],
    ): string[] => {
      actors.forEach((a, i) => s.add(a, false, times[i]));
      expect(s.remove(actors[3] as Actor)).toBe(true);
      return Array.from({ length: 6 }, () => `${s.next()?.label ?? '-'}@${s.getTime()}`);
    };
    expect(play(new Scheduler.Speed<Actor>(), make())).toEqual(['f@2', 'g@3', 'c@5', 'a@5', 'b@6', 'e@7']);
    expect(play(new RotSpeedScheduler<Actor>(), make())).toEqual(['f@2', 'g@3', 'a@4', 'c@5', 'b@6', 'e@7']);
  });
});

describe('departures from rot.js that refuse its misuses', () => {
  it('an item already scheduled cannot be added again (rot.js would queue it twice)', () => {
    const s = new RotSimpleScheduler<string>();
    s.add('a', true);
    expect(() => s.add('a', true)).toThrow(InvalidArgumentError);
    expect(() => s.add('a', true)).toThrow(/remove\(\) it first/);
    expect(s.next()).toBe('a');
    expect(() => s.add('a', false)).toThrow(InvalidArgumentError); // a repeating current is still scheduled
  });

  it('a one-shot item may schedule itself again during its turn', () => {
    const s = new RotActionScheduler<string>();
    s.add('tick', false, 1);
    expect(s.next()).toBe('tick');
    s.add('tick', false, 2);
    expect(s.next()).toBe('tick');
    expect(s.getTime()).toBe(3);
    expect(s.next()).toBeNull();
  });

  it('null and undefined are not items; 0 and "" are ordinary ones', () => {
    const s = new RotActionScheduler<number | string | null>();
    expect(() => s.add(null, true)).toThrow(InvalidArgumentError);
    s.add(0, true);
    s.add('', true, 0.5);
    expect([s.next(), s.next(), s.next(), s.next()]).toEqual(['', 0, '', 0]);
    // rot.js's Action scheduler ignores setDuration while a falsy item is current; the adapter does not.
    for (const [scheduler, next] of [
      [new Scheduler.Action<number>(), 2],
      [new RotActionScheduler<number>(), 6],
    ] as const) {
      scheduler.add(0, true);
      scheduler.next();
      scheduler.setDuration(5);
      scheduler.next();
      expect(scheduler.getTime()).toBe(next);
    }
  });
});
