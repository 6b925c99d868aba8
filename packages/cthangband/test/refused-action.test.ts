// An action the engine refuses before it changes or draws anything (a walk at a speed outside
// extract_energy[]) is a refusal like any other: the turn stays pending, the snapshot is
// byte-identical, and the loop goes on exactly as one never asked (here with another action).
// Before, the typed refusal left the loop failed (LOOP_FAILED on every later call).
import { InvalidActionError } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { cthangband } from '../src/index.js';

function playerTurn(seed: number) {
  const loop = cthangband.create({ seed, trace: true });
  loop.add('you', { kind: 'player', speed: 95 });
  loop.add('orc', { kind: 'monster', speed: 0 });
  let turn = loop.next();
  while (turn.kind !== 'player') {
    loop.act(turn.actor, { kind: 'move' });
    turn = loop.next();
  }
  return loop;
}

describe('a walk at a speed outside the energy table', () => {
  it('is refused, the turn pending, nothing changed; the loop goes on as one never asked', () => {
    const asked = playerTurn(3);
    const never = playerTurn(3);
    const before = JSON.stringify(asked.snapshot());
    expect(() => asked.act('you', { kind: 'walk' })).toThrow(InvalidActionError);
    expect(() => asked.act('you', { kind: 'run' })).toThrow(/speed: got 95/);
    expect(JSON.stringify(asked.snapshot())).toBe(before);
    expect(asked.pending).toBe('you');
    for (const loop of [asked, never]) {
      loop.act('you', { kind: 'melee' });
      for (let i = 0; i < 30; i++) loop.step((t) => ({ kind: t.kind === 'player' ? 'melee' : 'move' }));
    }
    expect(JSON.stringify(asked.snapshot())).toBe(JSON.stringify(never.snapshot()));
  });
});
