// Outside the domain where rot.js's float arithmetic is exact: the adapter keeps exact integer
// time (the true order, ties first-come-first-served) where rot.js rounds, stays within half a
// tick of the true times where a period is not a whole number of ticks, and says so when asked
// to. Plus the adapter's argument checks.
import { Scheduler } from 'rot-js';
import { describe, expect, it } from 'vitest';
import { Fraction, frac, InvalidArgumentError, TurnkeeperError } from '../src/index.js';
import { ROT_TIME_SCALE, RotActionScheduler, RotSimpleScheduler, RotSpeedScheduler } from '../src/rot/index.js';
import { Actor } from './fixtures/rot-harness.js';

/**
 * The Speed scheduler's rules in exact rational time: each actor due `1/speed` after its turn
 * (first turn at `1/speed`), ties to whoever was scheduled first. Speeds are given as fractions.
 */
function exactOrder(speeds: readonly Fraction[], turns: number): { order: number[]; times: Fraction[] } {
  let seq = 0;
  const queue = speeds.map((s, i) => ({ i, due: Fraction.ONE.div(s), seq: seq++ }));
  const order: number[] = [];
  const times: Fraction[] = [];
  for (let k = 0; k < turns; k++) {
    queue.sort((a, b) => a.due.compare(b.due) || a.seq - b.seq);
    const first = queue[0] as (typeof queue)[number];
    order.push(first.i);
    times.push(first.due);
    first.due = first.due.add(Fraction.ONE.div(speeds[first.i] as Fraction));
    first.seq = seq++;
  }
  return { order, times };
}

function adapterOrder(speeds: readonly number[], turns: number, scale?: number): { order: number[]; ticks: number[] } {
  const s = new RotSpeedScheduler<Actor>(scale === undefined ? {} : { scale });
  const actors = speeds.map((v, i) => new Actor(String(i), v));
  for (const a of actors) s.add(a, true);
  const order: number[] = [];
  const ticks: number[] = [];
  for (let k = 0; k < turns; k++) {
    order.push(actors.indexOf(s.next() as Actor));
    ticks.push(s.loop.time);
  }
  return { order, ticks };
}

function rotOrder(speeds: readonly number[], turns: number): number[] {
  const s = new Scheduler.Speed<Actor>();
  const actors = speeds.map((v, i) => new Actor(String(i), v));
  for (const a of actors) s.add(a, true);
  return Array.from({ length: turns }, () => actors.indexOf(s.next() as Actor));
}

describe('where rot.js rounds, the adapter keeps the true order', () => {
  for (const speeds of [
    [1, 3],
    [2, 3],
    [10, 20, 30],
    [3, 6, 12],
    [1, 2, 3, 4, 5, 6, 7, 8],
    [3, 7, 9, 100, 150],
  ]) {
    it(`speeds ${speeds.join(', ')}: the exact rational order and times for 5,000 turns; rot.js departs from it`, () => {
      const exact = exactOrder(
        speeds.map((s) => frac(s)),
        5000,
      );
      const { order, ticks } = adapterOrder(speeds, 5000);
      expect(order).toEqual(exact.order);
      expect(ticks).toEqual(exact.times.map((t) => t.mul(frac(ROT_TIME_SCALE)).toNumber()));
      expect(rotOrder(speeds, 5000)).not.toEqual(exact.order);
    });
  }

  it('speeds 1 and 3: rot.js gives the third turn to the fast actor where both are due at time 1', () => {
    expect(rotOrder([1, 3], 4)).toEqual([1, 1, 1, 0]);
    expect(adapterOrder([1, 3], 4).order).toEqual([1, 1, 0, 1]); // the slow one was scheduled first
  });

  it('fractional speeds like 0.1 and 1.5 are exact too (periods 10 and 2/3)', () => {
    const exact = exactOrder([frac(1, 10), frac(3, 2), frac(1)], 3000);
    expect(adapterOrder([0.1, 1.5, 1], 3000).order).toEqual(exact.order);
  });
});

describe('where a period is not a whole number of ticks', () => {
  it('each turn stays within half a tick of the true time, and the long-run rate is exact (speeds 11, 13, 17, 0.3, 10^9)', () => {
    for (const speed of [11, 13, 17, 0.3, 1e9]) {
      const { ticks } = adapterOrder([speed], 20_000);
      const trueSpeed = speed === 0.3 ? frac(3, 10) : frac(speed);
      ticks.forEach((t, k) => {
        const trueTicks = frac(k + 1)
          .mul(frac(ROT_TIME_SCALE))
          .div(trueSpeed);
        expect(Math.abs(t - trueTicks.toNumber()), `speed ${speed}, turn ${k + 1}`).toBeLessThanOrEqual(0.5 + 1e-6);
      });
    }
  });

  it('a scale that divides the period makes it exact again', () => {
    const scale = 2 ** 16 * 11 * 13;
    const exact = exactOrder([frac(11), frac(13), frac(2)], 3000);
    const { order, ticks } = adapterOrder([11, 13, 2], 3000, scale);
    expect(order).toEqual(exact.order);
    expect(ticks).toEqual(exact.times.map((t) => t.mul(frac(scale)).toNumber()));
  });

  it("inexact: 'throw' says so instead of rounding", () => {
    const s = new RotSpeedScheduler<Actor>({ inexact: 'throw' });
    expect(() => s.add(new Actor('eleven', 11), true)).toThrow(InvalidArgumentError);
    expect(() => s.add(new Actor('eleven', 11), true)).toThrow(/getSpeed\(\): got 11; allowed: a value whose period is a whole number of ticks/);
    s.add(new Actor('ten', 10), true); // exact at the default scale
    expect(() => s.add(new Actor('late', 1), true, 0.1 + 2 ** -30)).toThrow(InvalidArgumentError);
    const a = new RotActionScheduler<string>({ inexact: 'throw' });
    a.add('x', true);
    a.next();
    a.setDuration(1 / 11);
    expect(() => a.next()).toThrow(/setDuration\(time\): got 0.09090909090909091/);
  });
});

describe('the adapters check their arguments', () => {
  it('a speed that is not a finite number > 0 is an InvalidArgumentError naming getSpeed()', () => {
    for (const bad of [0, -1, Number.NaN, Infinity, '2' as unknown as number]) {
      const s = new RotSpeedScheduler<Actor>();
      expect(() => s.add(new Actor('x', bad), true)).toThrow(InvalidArgumentError);
      expect(() => s.add(new Actor('x', bad), true)).toThrow(/getSpeed\(\)/);
    }
  });

  it('an item without getSpeed() is an InvalidArgumentError naming it', () => {
    const s = new RotSpeedScheduler<Actor>();
    expect(() => s.add({ label: 'rock' } as unknown as Actor, true)).toThrow(/item.getSpeed: got undefined \(missing\); allowed: a method/);
  });

  it('a bad speed at a reschedule leaves the turn open: fix it and next() goes on', () => {
    const s = new RotSpeedScheduler<Actor>();
    const a = new Actor('a', 1);
    s.add(a, true);
    expect(s.next()).toBe(a);
    a.speed = 0;
    expect(() => s.next()).toThrow(InvalidArgumentError);
    a.speed = 2;
    expect(s.next()).toBe(a);
    expect(s.getTime()).toBe(1.5);
  });

  it('a period longer than the loop can charge is refused, naming the limit', () => {
    const s = new RotSpeedScheduler<Actor>();
    expect(() => s.add(new Actor('glacier', 1e-5), true)).toThrow(/a period of at most 1000000000000 ticks/);
    const coarse = new RotSpeedScheduler<Actor>({ scale: 1000 });
    coarse.add(new Actor('glacier', 1e-5), true); // 10^8 ticks at scale 1000
    expect(coarse.next()?.label).toBe('glacier');
    expect(coarse.getTime()).toBe(100_000);
  });

  it('time must be a finite number ≥ 0; options are checked', () => {
    const s = new RotSpeedScheduler<Actor>();
    for (const bad of [-1, Number.NaN, Infinity]) expect(() => s.add(new Actor('x', 1), true, bad)).toThrow(InvalidArgumentError);
    expect(() => new RotSpeedScheduler({ scale: 0 })).toThrow(/options.scale/);
    expect(() => new RotSpeedScheduler({ scale: 1.5 })).toThrow(InvalidArgumentError);
    expect(() => new RotSpeedScheduler({ inexact: 'nope' as 'round' })).toThrow(/options.inexact/);
    expect(() => new RotSimpleScheduler({ id: 'name' as unknown as () => string })).toThrow(/options.id/);
    expect(() => new RotActionScheduler().setDuration(-1)).toThrow(InvalidArgumentError);
    expect(() => new RotSimpleScheduler<string>({ id: () => Number.NaN }).add('x', true)).toThrow(TurnkeeperError);
  });

  it('clear() keeps the time, as in rot.js; getTimeOf is relative to now, as in rot.js', () => {
    for (const s of [new Scheduler.Speed<Actor>(), new RotSpeedScheduler<Actor>()]) {
      const a = new Actor('a', 4);
      s.add(a, true);
      s.next();
      s.next();
      expect(s.getTime()).toBe(0.5);
      const b = new Actor('b', 1);
      s.add(b, true, 2);
      expect(s.getTimeOf(b)).toBe(2);
      s.clear();
      expect(s.getTime()).toBe(0.5);
      expect(s.next()).toBeNull();
      expect(s.getTimeOf(b)).toBeUndefined();
    }
  });

  it('loop, idOf and itemOf expose the loop underneath: ids 0, 1, 2… by default, ticks of ROT_TIME_SCALE', () => {
    const s = new RotSpeedScheduler<Actor>();
    const a = new Actor('a', 2);
    s.add(a, true).add(new Actor('b', 1), true);
    expect(s.idOf(a)).toBe(0);
    expect(s.itemOf(1)?.label).toBe('b');
    s.next();
    expect(s.loop.time).toBe(ROT_TIME_SCALE / 2);
    expect(s.loop.inspect(1)).toMatchObject({ kind: 'actor', due: ROT_TIME_SCALE });
    expect(s.idOf(new Actor('c', 1))).toBeUndefined();
  });
});
