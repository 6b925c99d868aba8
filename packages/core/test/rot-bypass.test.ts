// The rot.js adapters driven behind their back: a game that calls the underlying loop's next(),
// act(), step(), run(), add() or remove() directly while an adapter drives it. Before, the
// adapter crashed with a TypeError ("an actor added outside the adapter") or passed on a bare
// TurnOrderError (NO_TURN_PENDING, NOT_DUE, UNKNOWN_ACTOR, TURN_PENDING) that named no cause.
// Now every adapter path — next (and its reschedule of the current item), add, remove,
// getTimeOf, clear — throws a TurnOrderError with code ADAPTER_BYPASSED that says what was
// done and what to do, before it changes anything.
import { describe, expect, it } from 'vitest';
import { generic, TurnOrderError } from '../src/index.js';
import { RotActionScheduler, RotRulesetScheduler, RotSimpleScheduler, RotSpeedScheduler, type RotScheduler } from '../src/rot/index.js';

interface Mob {
  readonly name: string;
  getSpeed(): number;
}
const mob = (name: string, speed: number): Mob => ({ name, getSpeed: () => speed });

/** A Speed adapter with two repeating items (ids 0 and 1), after its first `next()`: the bat's turn is open. */
function started(): { scheduler: RotSpeedScheduler<Mob>; hero: Mob; bat: Mob } {
  const scheduler = new RotSpeedScheduler<Mob>();
  const hero = mob('hero', 1);
  const bat = mob('bat', 2);
  scheduler.add(hero, true).add(bat, true);
  expect(scheduler.next()).toBe(bat);
  return { scheduler, hero, bat };
}

/** The error a call throws (it must throw). */
function errorOf(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected the call to throw');
}

/** Asserts an ADAPTER_BYPASSED error naming the call and the loop call that caused it, with what to do. */
function expectBypassed(f: () => unknown, call: string, cause: RegExp): void {
  const e = errorOf(f);
  expect(e).toBeInstanceOf(TurnOrderError);
  const err = e as TurnOrderError;
  expect(err.code).toBe('ADAPTER_BYPASSED');
  expect(err.message).toContain(`rot adapter ${call}`);
  expect(err.message).toMatch(cause);
  expect(err.message).toContain('only through the adapter');
  expect(err.details).toEqual({ call });
}

/** The adapter's loop as plain data: nothing may change when the adapter refuses. */
function state(scheduler: RotScheduler<Mob>): string {
  return JSON.stringify(scheduler.loop.snapshot());
}

describe('next() after the loop was driven directly', () => {
  it('loop.act ended the turn the adapter handed out: the reschedule is refused (was a bare NO_TURN_PENDING)', () => {
    const { scheduler } = started();
    scheduler.loop.act(1, { kind: 'act', cost: 1 });
    const before = state(scheduler);
    expectBypassed(() => scheduler.next(), 'next()', /no longer pending.*loop\.act/);
    expect(state(scheduler)).toBe(before);
  });

  it('loop.act then loop.next: another turn is pending (was a bare NOT_DUE)', () => {
    const { scheduler } = started();
    scheduler.loop.act(1, { kind: 'act', cost: 1 << 30 });
    const turn = scheduler.loop.next();
    expect(turn.actor).toBe(0);
    expectBypassed(() => scheduler.next(), 'next()', /pending turn is 0's, not that of 1/);
  });

  it('loop.step and loop.run count as driving it directly', () => {
    const a = started().scheduler;
    a.loop.act(1, { kind: 'act' });
    a.loop.step(() => ({ kind: 'act' }));
    expectBypassed(() => a.next(), 'next()', /no longer pending/);
    const b = started().scheduler;
    b.loop.act(1, { kind: 'act' });
    b.loop.run(3, () => ({ kind: 'act' }));
    expectBypassed(() => b.next(), 'next()', /no longer pending/);
  });

  it('loop.next before the adapter handed out any turn (was a bare TURN_PENDING)', () => {
    const scheduler = new RotSpeedScheduler<Mob>().add(mob('hero', 1), true);
    scheduler.loop.next();
    expectBypassed(() => scheduler.next(), 'next()', /pending that the adapter never handed out/);
  });

  it('loop.add of an actor the adapter does not know: refused before it is handed out (was a TypeError)', () => {
    const { scheduler } = started();
    scheduler.loop.add('stranger', { speed: 1 << 20 });
    const before = state(scheduler);
    expectBypassed(() => scheduler.next(), 'next()', /holds 3 actors where the adapter scheduled 2.*loop\.add/);
    expect(state(scheduler)).toBe(before);
  });

  it('an actor added directly and handed out, the counts matching again, is named when it comes up (was a TypeError)', () => {
    const scheduler = new RotSimpleScheduler<string>();
    scheduler.add('a', true).add('b', true);
    scheduler.loop.remove(1); // 'b', behind the adapter's back…
    scheduler.loop.add('stranger', { speed: 1, energy: 0 }); // …and a stranger in its place
    // The counts agree (2 and 2): the stranger is caught when the loop hands it out.
    expect(scheduler.next()).toBe('a');
    expectBypassed(() => scheduler.next(), 'next()', /handed out "stranger", an actor the adapter never added/);
  });

  it('loop.remove of a waiting item: refused (was NO_ACTORS or a bare UNKNOWN_ACTOR later)', () => {
    const { scheduler } = started();
    scheduler.loop.remove(0);
    expectBypassed(() => scheduler.next(), 'next()', /holds 1 actors where the adapter scheduled 2.*loop\.remove/);
  });

  it('loop.remove of the current item: its turn is gone, the reschedule is refused', () => {
    const { scheduler } = started();
    scheduler.loop.remove(1);
    expectBypassed(() => scheduler.next(), 'next()', /no longer pending/);
  });

  it('the same for the Action and Simple flavours and for RotRulesetScheduler', () => {
    const action = new RotActionScheduler<string>().add('a', true).add('b', true, 2);
    action.next();
    action.loop.act(action.idOf('a') as number, { kind: 'act' });
    expectBypassed(() => action.next(), 'next()', /no longer pending/);
    const simple = new RotSimpleScheduler<string>().add('a', true);
    simple.next();
    simple.loop.act(0, { kind: 'act', cost: 0 });
    expectBypassed(() => simple.next(), 'next()', /no longer pending/);
    const ruleset = new RotRulesetScheduler(generic, { spec: (m: Mob) => ({ speed: m.getSpeed() }), action: () => ({ kind: 'act' }) });
    ruleset.add(mob('hero', 10), true);
    ruleset.next();
    ruleset.loop.act(0, { kind: 'act' });
    expectBypassed(() => ruleset.next(), 'next()', /no longer pending/);
  });
});

describe('add, remove, getTimeOf and clear after the loop was driven directly', () => {
  it('add: the id is taken by an actor added directly (was a bare DUPLICATE_ACTOR)', () => {
    const scheduler = new RotSpeedScheduler<Mob>({ id: (m) => m.name });
    scheduler.loop.add('orc', { speed: 1 });
    const before = state(scheduler);
    expectBypassed(() => scheduler.add(mob('orc', 1), true), 'add(item)', /already holds an actor "orc" the adapter never added.*loop\.add/);
    expect(state(scheduler)).toBe(before);
    expect(scheduler.idOf(mob('orc', 1))).toBeUndefined();
  });

  it('add: a duplicate id among the adapter’s own items stays the loop’s DUPLICATE_ACTOR', () => {
    const scheduler = new RotSpeedScheduler<Mob>({ id: () => 'same' });
    scheduler.add(mob('a', 1), true);
    expect((errorOf(() => scheduler.add(mob('b', 1), true)) as TurnOrderError).code).toBe('DUPLICATE_ACTOR');
  });

  it('remove: the item’s actor was removed directly (was a bare UNKNOWN_ACTOR)', () => {
    const { scheduler, hero } = started();
    scheduler.loop.remove(0);
    expectBypassed(() => scheduler.remove(hero), 'remove(item)', /actor 0 is no longer in the loop.*loop\.remove/);
    expect(scheduler.idOf(hero)).toBe(0); // nothing changed
  });

  it('getTimeOf: the item’s actor was removed directly (was a bare UNKNOWN_ACTOR)', () => {
    const { scheduler, hero } = started();
    scheduler.loop.remove(0);
    expectBypassed(() => scheduler.getTimeOf(hero), 'getTimeOf(item)', /actor 0 is no longer in the loop/);
  });

  it('clear: refused before it removes anything', () => {
    const { scheduler, bat } = started();
    scheduler.loop.remove(0);
    expectBypassed(() => scheduler.clear(), 'clear()', /actor 0 is no longer in the loop/);
    expect(scheduler.loop.has(1)).toBe(true);
    expect(scheduler.idOf(bat)).toBe(1);
  });
});

describe('driving through the adapter only', () => {
  it('never trips the check: re-armed one-shot items, removal of the current item, clear', () => {
    const scheduler = new RotActionScheduler<string>();
    scheduler.add('hero', true).add('event', false, 2);
    const seen: (string | null)[] = [];
    for (let i = 0; i < 12; i++) {
      const item = scheduler.next();
      seen.push(item);
      if (item === 'event' && i < 8) scheduler.add('event', false, 3); // re-armed during its own turn
      if (i === 9) scheduler.remove('hero');
    }
    expect(seen.filter((s) => s === 'event').length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe(null);
    scheduler.add('hero', true).clear();
    expect(scheduler.next()).toBe(null);
  });
});
