// An action the engine refuses before it changes anything (a kick while not riding; a new count
// while an occupation goes on) is a refusal like any other: the turn stays pending, the snapshot
// is byte-identical, and the loop goes on exactly as one never asked. Before, the typed refusal
// left the loop failed (LOOP_FAILED on every later call).
import { InvalidActionError } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { nethack } from '../src/index.js';

function heroTurn(seed: number, occupation?: number) {
  const loop = nethack.create({ seed, version: '3.6.0', trace: true });
  loop.add('you', { kind: 'player' });
  loop.add('ant', { kind: 'monster', base: 18 });
  let turn = loop.next();
  while (turn.kind !== 'player') {
    loop.act(turn.actor, { kind: 'move' });
    turn = loop.next();
  }
  if (occupation !== undefined) {
    loop.act('you', { kind: 'act', occupation });
    turn = loop.next();
    while (turn.kind !== 'player') {
      loop.act(turn.actor, { kind: 'move' });
      turn = loop.next();
    }
  }
  return loop;
}

describe('actions the NetHack engine refuses', () => {
  const cases = [
    { what: 'a kick while not riding', occupation: undefined, bad: { kind: 'kick' }, message: /kind: got "kick"/ },
    { what: 'a count while an occupation goes on', occupation: 5, bad: { kind: 'move', count: 3 }, message: /count: got 3/ },
  ] as const;
  for (const c of cases) {
    it(`${c.what}: refused, the turn pending, nothing changed, and the loop goes on as one never asked`, () => {
      const asked = heroTurn(7, c.occupation);
      const never = heroTurn(7, c.occupation);
      const before = JSON.stringify(asked.snapshot());
      expect(() => asked.act('you', c.bad)).toThrow(InvalidActionError);
      expect(() => asked.act('you', c.bad)).toThrow(c.message);
      expect(JSON.stringify(asked.snapshot())).toBe(before);
      expect(asked.pending).toBe('you');
      for (const loop of [asked, never]) {
        loop.act('you', { kind: 'move' });
        for (let i = 0; i < 30; i++) loop.step(() => ({ kind: 'move' }));
      }
      expect(JSON.stringify(asked.snapshot())).toBe(JSON.stringify(never.snapshot()));
    });
  }
});
