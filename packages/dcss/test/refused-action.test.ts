// An action the engine refuses before it changes or draws anything (a pursuer that is not
// present) is a refusal like any other: the turn stays pending, the snapshot is byte-identical,
// and the loop goes on exactly as one never asked. Before, the refusal came after the turn's
// speed roll of a restored loop and left the loop failed (LOOP_FAILED on every later call).
import { InvalidActionError, restore } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { dcss } from '../src/index.js';

function start(seed: number) {
  const loop = dcss.create({ seed, trace: true });
  loop.add('you', { kind: 'player' });
  loop.add('orc', { kind: 'monster', speed: 10 });
  return loop;
}

describe('a move with an unknown pursuer', () => {
  it('is refused with the turn left pending and nothing changed; the loop goes on as one never asked', () => {
    for (const seed of [1, 2, 3]) {
      const asked = start(seed);
      const never = start(seed);
      for (let i = 0; i < 3; i++) for (const loop of [asked, never]) loop.step((t) => ({ kind: t.kind === 'player' ? 'wait' : 'move' }));
      let turn = asked.next();
      while (turn.kind !== 'player') {
        asked.act(turn.actor, { kind: 'move' });
        turn = asked.next();
      }
      // A restored loop has no speed roll yet for its pending turn: the refusal must come before it.
      const restored = restore(dcss, JSON.parse(JSON.stringify(asked.snapshot())));
      for (const loop of [asked, restored]) {
        const before = JSON.stringify(loop.snapshot());
        expect(() => loop.act('you', { kind: 'move', pursuers: ['orc', 'ghost'] })).toThrow(InvalidActionError);
        expect(() => loop.act('you', { kind: 'move', pursuers: ['ghost'] })).toThrow(/pursuers\.0: got "ghost"/);
        expect(JSON.stringify(loop.snapshot())).toBe(before);
        expect(loop.pending).toBe('you');
        loop.act('you', { kind: 'move', pursuers: ['orc'] });
      }
      let t = never.next();
      while (t.kind !== 'player') {
        never.act(t.actor, { kind: 'move' });
        t = never.next();
      }
      never.act('you', { kind: 'move', pursuers: ['orc'] });
      for (let i = 0; i < 20; i++) for (const loop of [asked, never, restored]) loop.step((x) => ({ kind: x.kind === 'player' ? 'wait' : 'move' }));
      expect(JSON.stringify(asked.snapshot())).toBe(JSON.stringify(never.snapshot()));
      expect(restored.trace?.events.slice(-40)).toEqual(never.trace?.events.slice(-40));
    }
  });
});
