// Every snapshot the generic loop writes restores, after every single operation (steps, turns
// left pending, actions, updates during a pending turn, adds, removes), and the restored loop goes
// on exactly as one never restored, `ids()` order and trace included; loops restored from one
// in-memory snapshot share nothing.
import { describe, expect, it } from 'vitest';
import { describeRestoreEverywhere } from '../src/conformance/index.js';
import { generic } from '../src/index.js';
import { restore } from '@turnkeeper/core';

describe('an actor paused during its own pending turn', () => {
  it('is charged for the action and stays out of the queue, live and restored alike', () => {
    const live = generic.create({ trace: true });
    live.add('a', { speed: 100 });
    live.add('b', { speed: 50 });
    expect(live.next().actor).toBe('a');
    live.update('a', { paused: true });
    const restored = restore(generic, JSON.parse(JSON.stringify(live.snapshot())));
    for (const loop of [live, restored]) {
      loop.act('a', { kind: 'act' });
      const who = Array.from({ length: 6 }, () => loop.step(() => ({ kind: 'act' })).actor);
      expect(who).toEqual(['b', 'b', 'b', 'b', 'b', 'b']);
      expect(loop.inspect('a')).toMatchObject({ paused: true, energy: -100 });
    }
    expect(restored.trace?.events).toEqual(live.trace?.events);
    expect(restored.ids()).toEqual(live.ids());
  });
});

describe('generic restores after every operation', () => {
  describeRestoreEverywhere(generic, {
    actors: [
      { id: 'a', spec: { speed: 100 } },
      { id: 0, spec: { speed: 37, energy: -250 } },
      { id: 'sleeper', spec: { speed: 250, paused: true } },
    ],
  });
});
