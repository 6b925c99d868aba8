// Every snapshot the loop writes restores, at every point of the loop and after any valid update
// (during a pending turn too), and the restored loop goes on exactly as one never restored; loops
// restored from one in-memory snapshot share nothing. Before: two loops restored from the same
// snapshot shared the player's spec, so hasting the player in one hasted it in the other.
import { describeRestoreEverywhere } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import { dcss } from '../src/index.js';
import { restore } from '@turnkeeper/core';

describe('two loops restored from one in-memory snapshot', () => {
  it('do not share the player: hasting it in one leaves the other, and the snapshot, as they were', () => {
    const live = dcss.create({ seed: 5, trace: true });
    live.add('you', { kind: 'player' });
    live.add('orc', { kind: 'monster', speed: 10 });
    live.step(() => ({ kind: 'wait' }));
    const snap = live.snapshot();
    const frozen = JSON.stringify(snap);
    const one = restore(dcss, snap);
    const two = restore(dcss, snap);
    one.update('you', { hasted: true });
    expect(JSON.stringify(snap)).toBe(frozen);
    // A hasted player waits 6 or 7 aut, not 10: the other loop must go on as the live one.
    for (const loop of [live, one, two]) for (let i = 0; i < 30; i++) loop.step((t) => ({ kind: t.kind === 'player' ? 'wait' : 'move' }));
    expect(two.trace?.events).toEqual(live.trace?.events);
    expect(one.time).toBeLessThan(two.time);
  });
});

describe('dcss restores after every operation', () => {
  describeRestoreEverywhere(dcss, {
    actors: [
      { id: 'you', spec: { kind: 'player', attack: { type: 'weapon', baseDelay: 14, skill10: 75 } } },
      { id: 'orc', spec: { kind: 'monster', speed: 10 } },
      { id: 'slow', spec: { kind: 'monster', speed: 7, slowed: true, energy: 79, justSummoned: false } },
    ],
  });
});
