// The one rule for typed refusals inside act(): an engine's InputError, raised before it changes
// or draws anything, is a refusal (the turn stays pending, the loop usable); the same error
// thrown by a hook handler, after the engine has changed things, still fails the loop.
import { describe, expect, it } from 'vitest';
import { InvalidActionError, InvalidSpecError, LoopFailedError } from '../src/index.js';
import { duel } from './fixtures/duel.js';

describe('an InputError inside act()', () => {
  it('thrown by a hook handler mid-turn (the charge is done) fails the loop, as any handler error does', () => {
    const loop = duel.create({ seed: 1 });
    loop.add('hero', { kind: 'player', speed: 100 });
    loop.add('orc', { kind: 'monster', speed: 100 });
    loop.on('acted', () => {
      // A game spawning from its hook with a bad spec, and not catching the refusal.
      loop.add('spawn', { kind: 'monster', speed: -1 });
    });
    const turn = loop.next();
    expect(() => loop.act(turn.actor, { kind: 'act' })).toThrow(InvalidSpecError);
    expect(() => loop.next()).toThrow(LoopFailedError);
    expect(() => loop.snapshot()).toThrow(LoopFailedError);
  });

  it('from the action schema (before the engine) stays a refusal: the turn is still pending', () => {
    const loop = duel.create({ seed: 1 });
    loop.add('hero', { kind: 'player', speed: 100 });
    const turn = loop.next();
    const before = JSON.stringify(loop.snapshot());
    expect(() => loop.act(turn.actor, { kind: 'act', cost: -1 })).toThrow(InvalidActionError);
    expect(JSON.stringify(loop.snapshot())).toBe(before);
    expect(loop.pending).toBe('hero');
  });
});
