import { describe, expect, it } from 'vitest';
import { generic, genericActor, InvalidActionError } from '../src/index.js';
import { KindTable } from '../src/internal/kind-table.js';

/** The generic actor's action validator, as a loop of the generic ruleset uses it. */
const validator = () => new KindTable('generic', { actor: genericActor }).validator('actor');

describe('action validator: objects recognised by identity', () => {
  it('validates each frozen action once, however many a game keeps (one per monster)', () => {
    const v = validator();
    const actions = Array.from({ length: 20 }, (_, i) => Object.freeze({ kind: 'act' as const, cost: 10 + i }));
    const first = actions.map((a) => v.parse(a));
    expect(first.map((o) => (o as { cost?: number }).cost)).toEqual(actions.map((a) => a.cost));
    // Cycled again and again: every one is the copy validated the first time, not a new validation.
    for (let round = 0; round < 3; round++) {
      actions.forEach((a, i) => {
        expect(v.parse(a)).toBe(first[i]);
      });
    }
  });

  it('reads a frozen object with a getter again each time (it is not immutable)', () => {
    const v = validator();
    let cost = 5;
    const action = Object.freeze({
      kind: 'act' as const,
      get cost() {
        return cost;
      },
    });
    expect(v.parse(action)).toEqual({ kind: 'act', cost: 5 });
    cost = 7;
    expect(v.parse(action)).toEqual({ kind: 'act', cost: 7 });
    cost = -1;
    expect(() => v.parse(action)).toThrow(InvalidActionError);
  });

  it('validates a mutable action again once it has changed, also past the eight it remembers', () => {
    const v = validator();
    const actions = Array.from({ length: 12 }, (_, i) => ({ kind: 'act' as const, cost: i }));
    for (const a of actions) v.parse(a);
    const [oldest] = actions;
    const newest = actions[11] ?? oldest;
    if (oldest === undefined || newest === undefined) throw new Error('twelve actions');
    oldest.cost = 99;
    expect(v.parse(oldest)).toEqual({ kind: 'act', cost: 99 });
    newest.cost = -3;
    expect(() => v.parse(newest)).toThrow(InvalidActionError);
  });

  it('charges twenty actors, each with its own frozen wait, exactly as fresh objects would', () => {
    const run = (fresh: boolean): string[] => {
      const loop = generic.create();
      const waits = Array.from({ length: 20 }, (_, i) => Object.freeze({ kind: 'wait' as const, ticks: 3 + i }));
      waits.forEach((_, i) => loop.add(i, { speed: 1 }));
      const log: string[] = [];
      loop.run(200, (turn) => {
        log.push(`${String(turn.actor)}@${turn.time}`);
        const w = waits[turn.actor as number] ?? waits[0];
        if (w === undefined) throw new Error('a wait per actor');
        return fresh ? { kind: 'wait', ticks: w.ticks } : w;
      });
      return log;
    };
    const reused = run(false);
    expect(reused).toEqual(run(true));
    expect(reused.slice(0, 3)).toEqual(['0@0', '1@0', '2@0']);
  });
});
