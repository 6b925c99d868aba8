// restore() options, saved traces and hook handlers are checked like every other input (issue
// 23's probes): `restore(s, { random: {} })` threw a TypeError mid-turn, unknown options such as
// `version` were ignored, garbage trace events ([1, null, "x"]) and an absurd `traceDropped`
// were accepted, and `on(hook, undefined)` was accepted and failed the loop at the first hook.
import { describe, expect, it } from 'vitest';
import { generic, InvalidArgumentError, InvalidOptionsError, SnapshotError } from '../src/index.js';
import { duel } from './fixtures/duel.js';
import { restore } from '@turnkeeper/core';

function snapshotOf(trace: boolean | { limit: number }) {
  const loop = generic.create({ seed: 1, trace });
  loop.add('a', { speed: 100 });
  loop.step(() => ({ kind: 'act' }));
  return loop.snapshot();
}

describe('restore() options', () => {
  it('a random source without below(n) is refused at restore, naming the option', () => {
    expect(() => restore(generic, snapshotOf(false), { random: {} as never })).toThrow(InvalidOptionsError);
    expect(() => restore(generic, snapshotOf(false), { random: {} as never })).toThrow(/random: got \{\}; a random source/);
  });

  it('an unknown option, `version` among them, is refused with the options there are', () => {
    expect(() => restore(generic, snapshotOf(false), { version: '1' } as never)).toThrow(/version: got "1"; not an option; options are random/);
    expect(() => restore(generic, snapshotOf(false), { seed: 3 } as never)).toThrow(InvalidOptionsError);
  });
});

describe('saved traces', () => {
  it('garbage trace events are refused, naming the event', () => {
    const snap = snapshotOf(true);
    for (const trace of [[1, null, 'x'], [null], [{}], [{ type: 'turn' }]]) {
      expect(() => restore(generic, { ...snap, trace }), JSON.stringify(trace)).toThrow(SnapshotError);
    }
    expect(() => restore(generic, { ...snap, trace: [1, null, 'x'] })).toThrow(/snapshot\.trace\.0: got 1/);
  });

  it('an absurd traceDropped is refused', () => {
    const snap = snapshotOf({ limit: 5 });
    for (const traceDropped of [-5, 0.5, 1e300, Number.NaN, '3']) {
      expect(() => restore(generic, { ...snap, traceDropped }), String(traceDropped)).toThrow(/snapshot\.traceDropped/);
    }
    expect(restore(generic, snap).trace?.dropped).toBe(snap.traceDropped);
  });

  it('a restored trace shares nothing with the snapshot or the live loop', () => {
    const snap = snapshotOf(true);
    const frozen = JSON.stringify(snap);
    const one = restore(generic, snap);
    one.step(() => ({ kind: 'act' }));
    (one.trace?.events[0] as { time: number }).time = 99;
    expect(JSON.stringify(snap)).toBe(frozen);
    expect(restore(generic, snap).trace?.events).toEqual((JSON.parse(frozen) as { trace: unknown }).trace);
  });
});

describe('hook handlers', () => {
  it('on(hook, undefined) is refused at once, and the loop goes on', () => {
    const loop = duel.create({ seed: 1 });
    loop.add('hero', { kind: 'player', speed: 100 });
    expect(() => loop.on('acted', undefined as never)).toThrow(InvalidArgumentError);
    expect(() => loop.on('acted', 'x' as never)).toThrow(/on\("acted", handler\): handler: got "x"/);
    for (let i = 0; i < 3; i++) loop.step(() => ({ kind: 'act' }));
    expect(loop.time).toBeGreaterThan(0);
  });
});
