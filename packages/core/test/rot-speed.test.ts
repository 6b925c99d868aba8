// RotSpeedScheduler against rot.js 2.2.1's Scheduler.Speed, where rot.js's float arithmetic is
// exact (every period 1/speed and every time a multiple of 2^-16): the same actor at every
// step, the same getTime() and getTimeOf(), the same remove() results, getSpeed() read as often.
import { Scheduler } from 'rot-js';
import { describe, expect, it } from 'vitest';
import { ROT_TIME_SCALE, RotSpeedScheduler } from '../src/rot/index.js';
import { Actor, belowFloors, runScript, runSeeds, type Script } from './fixtures/rot-harness.js';

/** Speeds whose periods 1/speed are multiples of 2^-16: powers of two from 1/4 to 2^16. */
const DYADIC_SPEEDS = [1, 2, 4, 8, 16, 32, 64, 1024, 65536, 0.5, 0.25];
/** Times that are multiples of 2^-16. */
const DYADIC_TIMES = [0, 0.5, 1, 0.25, 2, 3.25, 1 / 1024, 10, 2 ** -16];

const base: Omit<Script, 'seed'> = {
  flavour: 'speed',
  steps: 10_000,
  speeds: DYADIC_SPEEDS,
  times: DYADIC_TIMES,
  initial: 12,
  add: 4,
  remove: 4,
  change: 5,
  clear: 0.05,
  oneShot: 25,
  timed: 30,
  repair: true,
};

/** Runs `order` steps of a fixed speed mix, no other operations, on rot.js and the adapter. */
function fixedMix(speeds: readonly number[], steps: number): { rot: string[]; tk: string[]; rotTimes: number[]; tkTimes: number[] } {
  const rot = new Scheduler.Speed<Actor>();
  const tk = new RotSpeedScheduler<Actor>();
  speeds.forEach((s, i) => {
    rot.add(new Actor(`s${s}#${i}`, s), true);
    tk.add(new Actor(`s${s}#${i}`, s), true);
  });
  const out = { rot: [] as string[], tk: [] as string[], rotTimes: [] as number[], tkTimes: [] as number[] };
  for (let i = 0; i < steps; i++) {
    out.rot.push((rot.next() as Actor).label);
    out.tk.push((tk.next() as Actor).label);
    out.rotTimes.push(rot.getTime());
    out.tkTimes.push(tk.getTime());
  }
  return out;
}

describe('RotSpeedScheduler = rot.js Scheduler.Speed where rot.js is exact', () => {
  for (const speeds of [
    [1, 2],
    [1, 2, 4, 8],
    [0.5, 1, 16, 64],
    [64, 128, 32, 1, 2],
    [1, 1, 1, 2, 2, 4],
    [65536, 1, 0.25],
  ]) {
    it(`speeds ${speeds.join(', ')}: the same 20,000 turns at the same times`, () => {
      const { rot, tk, rotTimes, tkTimes } = fixedMix(speeds, 20_000);
      expect(tk).toEqual(rot);
      expect(tkTimes).toEqual(rotTimes);
    });
  }

  it('random scripts with adds, removes, one-shot actors, initial times, speed changes and clears: 12 × 10,000 steps', () => {
    const sum = runSeeds(base, 12);
    console.log('Speed vs rot.js:', JSON.stringify(sum));
    expect(sum.steps).toBe(120_000);
    // repairs: rot.js's heap removal broke its order this many times; repaired, it agrees throughout.
    const floors = { turns: 100_000, removes: 1_000, removedCurrent: 100, oneShots: 300, rearmed: 20, timed: 300, changes: 1_000, clears: 0, repairs: 0 };
    expect(belowFloors(sum, floors)).toEqual([]);
  });

  it('a crowd: 300 actors, 6,000 steps, with adds and removes', () => {
    const r = runScript({ ...base, seed: 99, steps: 6000, initial: 300, add: 10, remove: 10 });
    expect(r.turns).toBe(6000);
    expect(r.removes).toBeGreaterThan(400);
  });

  it('getSpeed() is read when rot.js reads it: on add without a time, and on each reschedule', () => {
    const sides = [new Scheduler.Speed<Actor>(), new RotSpeedScheduler<Actor>()].map((scheduler) => {
      const a = new Actor('a', 2);
      const b = new Actor('b', 1);
      const c = new Actor('c', 4);
      const log: string[] = [];
      const reads = (): string => [a, b, c].map((x) => x.reads).join('');
      scheduler.add(a, true);
      scheduler.add(b, true, 0.5); // a time: speed not read
      scheduler.add(c, false); // a one-shot: read on add only
      log.push(reads());
      for (let i = 0; i < 4; i++) {
        if (i === 2) a.speed = 1; // read when a is rescheduled, on the next() after its turn
        const x = scheduler.next() as Actor;
        log.push(`${x.label}@${scheduler.getTime()}:${reads()}`);
      }
      log.push(`a in ${scheduler.getTimeOf(a)}`);
      return log;
    });
    expect(sides[1]).toEqual(sides[0]);
    expect(sides[1]).toEqual(['101', 'c@0.25:101', 'a@0.5:101', 'b@0.5:201', 'a@1.5:211', 'a in undefined']);
  });
});

describe('the adapter also matches rot.js on mixes rot.js happens to compute exactly', () => {
  // Not powers of two, so outside the guaranteed domain; rot.js's rounding is uniform here
  // (every period is a power-of-two multiple of one double), and the adapter's times are exact.
  for (const speeds of [
    [50, 100, 150],
    [100, 200, 400],
    [7, 14],
    [100, 50, 25],
  ]) {
    it(`speeds ${speeds.join(', ')}: the same 20,000 turns`, () => {
      const { rot, tk } = fixedMix(speeds, 20_000);
      expect(tk).toEqual(rot);
    });
  }
});

describe('the time scale', () => {
  it('makes every dyadic period down to 2^-16 and every speed up to 10 a whole number of ticks', () => {
    for (let k = 0; k <= 16; k++) expect(Number.isInteger(ROT_TIME_SCALE / 2 ** k)).toBe(true);
    for (let s = 1; s <= 10; s++) expect(Number.isInteger(ROT_TIME_SCALE / s)).toBe(true);
    for (const s of [12, 14, 15, 20, 25, 50, 75, 100, 150, 200, 300]) expect(Number.isInteger(ROT_TIME_SCALE / s)).toBe(true);
    expect(ROT_TIME_SCALE).toBe(2 ** 16 * 3 ** 2 * 5 ** 2 * 7);
  });
});
