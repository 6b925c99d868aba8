// What rot.js 2.2.1 accepts beyond its documented types, played on both sides: the adapters take
// the same values with rot.js's meaning (src/scheduler/action.ts `time || 1`, `duration || 1`;
// speed.ts queues `time` as given, so `null` compares as 0), and refuse, by name, the values
// rot.js takes into a broken or silent state (the departures the README lists).
import { Scheduler } from 'rot-js';
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../src/index.js';
import { RotActionScheduler, RotSpeedScheduler } from '../src/rot/index.js';
import { Actor } from './fixtures/rot-harness.js';

/** Who acts and when, for `turns` turns, with `duration(k)` set after the k-th `next()`. */
function actionRun(
  s: {
    add(item: string, repeat: boolean, time?: number | null): unknown;
    next(): string | null;
    setDuration(time?: number | null): unknown;
    getTime(): number;
  },
  adds: readonly [string, number | null | undefined][],
  duration: (k: number) => number | null | undefined,
  turns: number,
): string[] {
  for (const [item, time] of adds) s.add(item, true, time);
  return Array.from({ length: turns }, (_, k) => {
    const item = s.next();
    const at = s.getTime();
    s.setDuration(duration(k));
    return `${String(item)}@${at}`;
  });
}

describe('Action: undefined, null and NaN mean the default duration, 1, as in rot.js', () => {
  for (const [label, value] of [
    ['undefined', undefined],
    ['null', null],
    ['NaN', Number.NaN],
    ['0', 0],
  ] as const) {
    it(`setDuration(${label}) and add(item, true, ${label}) give rot.js's order and times`, () => {
      // Durations cycle 2, <value>, 0.5; first turns at <value>, 3 and 0.25.
      const adds: [string, number | null | undefined][] = [
        ['a', value],
        ['b', 3],
        ['c', 0.25],
      ];
      const duration = (k: number): number | null | undefined => [2, value, 0.5][k % 3];
      const rot = actionRun(new Scheduler.Action(), adds, duration, 60);
      const ours = actionRun(new RotActionScheduler<string>(), adds, duration, 60);
      expect(ours).toEqual(rot);
      // And it is the default: the same run with 1 in its place.
      expect(ours).toEqual(
        actionRun(
          new RotActionScheduler<string>(),
          adds.map(([i, t]) => [i, t === value ? 1 : t]),
          (k) => [2, 1, 0.5][k % 3],
          60,
        ),
      );
    });
  }

  it('setDuration() with no argument is the default too', () => {
    const s = new RotActionScheduler<string>().add('a', true).add('b', true, 1.5);
    s.next();
    s.setDuration();
    expect([s.next(), s.getTime(), s.next(), s.getTime()]).toEqual(['b', 1.5, 'a', 2]);
  });
});

describe('Speed: add(item, repeat, null) is due now, as in rot.js (its queue compares null as 0)', () => {
  it('the same order, times and getTimeOf() as rot.js', () => {
    const play = (s: {
      add(a: Actor, r: boolean, t?: number | null): unknown;
      next(): Actor | null;
      getTime(): number;
      getTimeOf(a: Actor): number | undefined;
    }): string[] => {
      const [hero, bat, ghost] = [new Actor('hero', 1), new Actor('bat', 2), new Actor('ghost', 0.5)];
      s.add(hero, true);
      s.add(bat, true);
      const log: string[] = [];
      for (let k = 0; k < 40; k++) {
        if (k === 3) s.add(ghost, true, null); // mid-game, after the turns at time 1: due at once
        const a = s.next();
        log.push(`${a?.label ?? 'none'}@${s.getTime()} hero+${String(s.getTimeOf(hero))}`);
      }
      return log;
    };
    const rot = play(new Scheduler.Speed());
    const ours = play(new RotSpeedScheduler<Actor>());
    expect(ours).toEqual(rot);
    expect(ours[3]).toMatch(/^ghost@1 /);
  });

  it('null is the same as 0', () => {
    const run = (time: number | null): (string | undefined)[] => {
      const s = new RotSpeedScheduler<Actor>();
      s.add(new Actor('a', 3), true).add(new Actor('b', 1), true, time).add(new Actor('c', 7), true);
      return Array.from({ length: 30 }, () => s.next()?.label);
    };
    expect(run(null)).toEqual(run(0));
  });
});

describe('departures: what rot.js takes into a broken or silent state, the adapters refuse by name', () => {
  it('Speed add(item, repeat, NaN): rot.js compares NaN as neither before nor after anything; refused', () => {
    const rot = new Scheduler.Speed<Actor>();
    const slow = new Actor('slow', 1);
    rot.add(new Actor('nan', 1), true, Number.NaN).add(slow, true, 5);
    expect((rot.next() as Actor | null)?.label).toBe('nan'); // first only because it was pushed first
    expect(() => new RotSpeedScheduler<Actor>().add(new Actor('nan', 1), true, Number.NaN)).toThrow(/add\(item, repeat, time\): time: got NaN/);
  });

  it('a negative time or duration: rot.js hands the item out at once, ahead of items due now, without moving time; refused', () => {
    const rot = new Scheduler.Action<string>();
    rot.add('a', true, 0.5).add('b', true, 1);
    expect(rot.next()).toBe('a');
    rot.setDuration(-2);
    expect([rot.next(), rot.getTime()]).toEqual(['a', 0.5]); // again, time unmoved
    expect(() => new RotActionScheduler<string>().add('a', true, -1)).toThrow(InvalidArgumentError);
    const ours = new RotActionScheduler<string>().add('a', true, 0.5);
    ours.next();
    expect(() => ours.setDuration(-2)).toThrow(/setDuration\(time\): got -2; allowed: a finite number ≥ 0/);
    expect(() => new RotSpeedScheduler<Actor>().add(new Actor('x', 1), true, -1)).toThrow(InvalidArgumentError);
  });

  it('Infinity: rot.js parks the item behind every other for ever (and then jumps time to Infinity); refused', () => {
    const rot = new Scheduler.Action<string>();
    rot.add('far', true, Infinity).add('near', true, 1);
    expect([rot.next(), rot.next(), rot.next()]).toEqual(['near', 'near', 'near']);
    expect(() => new RotActionScheduler<string>().add('far', true, Infinity)).toThrow(InvalidArgumentError);
    const ours = new RotActionScheduler<string>().add('a', true);
    ours.next();
    expect(() => ours.setDuration(Infinity)).toThrow(InvalidArgumentError);
  });

  it("a string duration: rot.js's queue concatenates it into later times; refused", () => {
    const rot = new Scheduler.Action<string>();
    rot.add('a', true, 1).add('b', true, 2);
    rot.next();
    rot.setDuration('2' as unknown as number);
    rot.next();
    expect(rot.getTimeOf('a')).toBe('2-1'); // the key '2' shifted by −1: a string, not a time
    const ours = new RotActionScheduler<string>().add('a', true);
    ours.next();
    expect(() => ours.setDuration('2' as unknown as number)).toThrow(/setDuration\(time\): got "2"/);
  });
});
