// The one rule for typed refusals inside act(): an engine's InputError, raised before it changes
// or draws anything, is a refusal (the turn stays pending, the loop usable); the same error
// thrown by a hook handler, after the engine has changed things, still fails the loop.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineRuleset, GenericEngine, genericActor, genericState, InvalidActionError, InvalidSpecError, LoopFailedError, restore } from '../src/index.js';
import type { ActorId, EngineRunHost, GenericAction, GenericTypes } from '../src/index.js';
import { duel } from './fixtures/duel.js';

/** The generic engine, refusing an `act` that costs 7 with a typed error before it changes anything; its `runSteps` charges through that refusal too. */
class PickyEngine extends GenericEngine {
  override chargeActor(id: ActorId, action: GenericAction): void {
    if (action.kind === 'act' && action.cost === 7) throw new InvalidActionError('picky act', [{ field: 'cost', value: 7, allowed: 'anything but 7' }]);
    super.chargeActor(id, action);
  }

  override runSteps(steps: number, host: EngineRunHost<GenericTypes>): number {
    for (let i = 0; i < steps; i++) {
      const id = this.next();
      if (id === undefined) return i;
      this.chargeActor(id, host.turn(id, 'actor', false));
    }
    return steps;
  }
}

const picky = defineRuleset({
  meta: {
    id: 'picky',
    title: 'Picky',
    description: 'The generic scheduler, refusing one action in its engine.',
    versions: ['1'],
    units: { time: { name: 'tick', plural: 'ticks', description: 'a tick' } },
    docs: 'https://example.org',
    sources: ['refusal tests'],
  },
  options: v.strictObject({}),
  kinds: { actor: genericActor },
  hooks: {},
  state: { schema: genericState },
  engine: (_ctx, saved) => new PickyEngine(saved),
});

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

  it('raised by the engine charging inside run() (its runSteps fast path) is a refusal as in step(): the same turn stays pending, the state unchanged', () => {
    const make = () => {
      const loop = picky.create({ seed: 1 });
      loop.add('a', { speed: 100 });
      loop.add('b', { speed: 150 });
      return loop;
    };
    // The chooser answers a standard act, except on the fifth turn, where it asks for the refused cost.
    const chooser = () => {
      let n = 0;
      return (): GenericAction => (++n === 5 ? { kind: 'act', cost: 7 } : { kind: 'act' });
    };
    const viaRun = make();
    const viaStep = make();
    expect(() => viaRun.run(10, chooser())).toThrow(InvalidActionError);
    const choose = chooser();
    expect(() => {
      for (let i = 0; i < 10; i++) viaStep.step(choose);
    }).toThrow(InvalidActionError);
    expect(viaRun.pending).toBeDefined();
    expect(viaRun.pending).toBe(viaStep.pending);
    expect(JSON.stringify(viaRun.snapshot())).toBe(JSON.stringify(viaStep.snapshot()));
    // Both go on alike: the pending turn takes another action, and the loop runs on.
    viaRun.act(viaRun.pending as ActorId, { kind: 'act' }).run(20, () => ({ kind: 'act' }));
    viaStep.act(viaStep.pending as ActorId, { kind: 'act' });
    for (let i = 0; i < 20; i++) viaStep.step(() => ({ kind: 'act' }));
    expect(JSON.stringify(viaRun.snapshot())).toBe(JSON.stringify(viaStep.snapshot()));
    expect(JSON.stringify(restore(picky, viaRun.snapshot()).snapshot())).toBe(JSON.stringify(viaStep.snapshot()));
  });
});
