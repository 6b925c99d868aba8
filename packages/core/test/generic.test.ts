import { describe, expect, it } from 'vitest';
import { InvalidSpecError, TurnOrderError, UnknownActionError, generic, type ActorId } from '../src/index.js';
import { restore } from '@turnkeeper/core';

type Loop = ReturnType<typeof generic.create>;

function turns(loop: Loop, n: number, cost?: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const t = loop.step(() => (cost === undefined ? { kind: 'act' } : { kind: 'act', cost }));
    out.push(`${String(t.actor)}@${t.time}`);
  }
  return out;
}

describe('generic ruleset: ordering', () => {
  it('gives a speed-200 actor two turns per speed-100 turn, FIFO at equal ticks', () => {
    const loop = generic.create();
    loop.add('hero', { speed: 100 }).add('bat', { speed: 200 });
    expect(turns(loop, 9)).toEqual(['hero@0', 'bat@0', 'hero@1', 'bat@1', 'bat@1', 'hero@2', 'bat@2', 'bat@2', 'hero@3']);
  });

  it('accepts 0 as an actor id', () => {
    const loop = generic.create();
    loop.add(0, { speed: 100 });
    expect(loop.next()).toEqual({ actor: 0, kind: 'actor', time: 0 });
  });

  it('starts an actor with negative energy later: energy -250 at speed 100 first acts at tick 3', () => {
    const loop = generic.create();
    loop.add('late', { speed: 100, energy: -250 });
    expect(loop.next()).toEqual({ actor: 'late', kind: 'actor', time: 3 });
  });

  it('keeps time exact over a long run: speed 3 at cost 7 acts exactly 3000 times in 7000 ticks', () => {
    const loop = generic.create();
    loop.add('a', { speed: 3 });
    let count = 0;
    for (;;) {
      const t = loop.next();
      if (t.time >= 7000) break;
      count++;
      loop.act(t.actor, { kind: 'act', cost: 7 });
    }
    expect(count).toBe(3000);
  });
});

describe('generic ruleset: what rot.js gets wrong', () => {
  it('applies a speed change to an actor that is already waiting (rot.js keeps the old delay)', () => {
    const loop = generic.create();
    loop.add('slug', { speed: 1 }).add('clock', { speed: 100 });
    expect(loop.step(() => ({ kind: 'act' }))).toEqual({ actor: 'slug', kind: 'actor', time: 0 }); // slug now owes 100 energy: due at 100
    for (let i = 0; i < 10; i++) loop.step(() => ({ kind: 'act' })); // clock acts at 0..9
    const t = loop.next();
    expect(t).toEqual({ actor: 'clock', kind: 'actor', time: 10 });
    loop.update('slug', { speed: 100 }); // at tick 10 the slug has -90: with speed 100 it is due at 11
    loop.act(t.actor, { kind: 'act' });
    expect(turns(loop, 2)).toEqual(['slug@11', 'clock@11']);
  });

  it('makes a zero-cost action free: the actor acts again at the same tick, behind those already due', () => {
    const loop = generic.create();
    loop.add('a', { speed: 100 }).add('b', { speed: 100 });
    expect(turns(loop, 1, 0)).toEqual(['a@0']);
    expect(turns(loop, 3, 0)).toEqual(['b@0', 'a@0', 'b@0']);
  });

  it('removes any actor, including the one whose turn is pending, and never hands it a turn again', () => {
    const loop = generic.create();
    loop.add(1, { speed: 100 }).add(2, { speed: 100 }).add(3, { speed: 100 });
    const t = loop.next();
    expect(t.actor).toBe(1);
    loop.remove(1); // died during its own turn
    expect(loop.pending).toBeUndefined();
    loop.remove(3);
    const seen = new Set<ActorId>(turns(loop, 10).map((s) => Number(s.split('@')[0])));
    expect([...seen]).toEqual([2]);
  });

  it('ties do not depend on float rounding: speeds 3 and 7 meet exactly at tick 21k', () => {
    const loop = generic.create();
    loop.add('three', { speed: 3 }).add('seven', { speed: 7 });
    const seq = turns(loop, 200, 21);
    // three acts every 7 ticks, seven every 3 ticks; at multiples of 21 both are due, and the one
    // scheduled first (three, at tick 14, before seven at tick 18) goes first.
    expect(seq.filter((s) => s.endsWith('@21'))).toEqual(['three@21', 'seven@21']);
    expect(seq.filter((s) => s.startsWith('three')).length * 7).toBe(seq.filter((s) => s.startsWith('seven')).length * 3);
  });

  it('pauses and resumes an actor without losing its banked energy', () => {
    const loop = generic.create();
    loop.add('p', { speed: 100 }).add('q', { speed: 100 });
    loop.update('p', { paused: true });
    expect(turns(loop, 3)).toEqual(['q@0', 'q@1', 'q@2']);
    loop.update('p', { paused: false }); // at tick 2, with the 0 energy it had: due at once
    expect(turns(loop, 2)).toEqual(['p@2', 'q@3']);
  });

  it('wait sleeps a fixed number of ticks whatever the speed', () => {
    const loop = generic.create();
    loop.add('w', { speed: 1000 });
    loop.step(() => ({ kind: 'wait', ticks: 5 }));
    expect(loop.next()).toEqual({ actor: 'w', kind: 'actor', time: 5 });
  });
});

describe('generic ruleset: errors', () => {
  it('rejects bad specs naming the field, the value and what is allowed', () => {
    const loop = generic.create();
    expect(() => loop.add(1, { speed: 0 })).toThrow(/speed: got 0; an integer from 1 to 1000000000/);
    expect(() => loop.add(1, { speed: Number.NaN })).toThrow(InvalidSpecError);
    expect(() => loop.add(1, { speed: 100, colour: 'red' } as never)).toThrow(/colour/);
    expect(() => loop.add(Number.NaN, { speed: 100 })).toThrow(/actor id: got NaN/);
    expect(() => loop.add('', { speed: 100 })).toThrow(/actor id/);
  });

  it('rejects bad action details', () => {
    const loop = generic.create();
    loop.add('a', { speed: 100 });
    loop.next();
    expect(() => loop.act('a', { kind: 'act', cost: -5 })).toThrow(/cost: got -5/);
    expect(() => loop.act('a', { kind: 'dance' } as never)).toThrow(UnknownActionError);
    expect(() => loop.act('a', { kind: 'dance' } as never)).toThrow(/"act", "wait"/);
  });

  it('reports protocol misuse with codes', () => {
    const loop = generic.create();
    expect(() => loop.next()).toThrow(expect.objectContaining({ code: 'NO_ACTORS' }) as Error);
    loop.add('a', { speed: 100 }).add('b', { speed: 100 });
    expect(() => loop.act('a', { kind: 'act' })).toThrow(expect.objectContaining({ code: 'NO_TURN_PENDING' }) as Error);
    loop.next();
    expect(() => loop.next()).toThrow(expect.objectContaining({ code: 'TURN_PENDING' }) as Error);
    expect(() => loop.act('b', { kind: 'act' })).toThrow(expect.objectContaining({ code: 'NOT_DUE' }) as Error);
    expect(() => loop.update('zz', { speed: 5 })).toThrow(TurnOrderError);
    expect(() => loop.add('a', { speed: 5 })).toThrow(expect.objectContaining({ code: 'DUPLICATE_ACTOR' }) as Error);
  });
});

describe('generic ruleset: traces and snapshots', () => {
  it('records adds, turns with energy state, actions and updates', () => {
    const loop = generic.create({ trace: true });
    loop.add('a', { speed: 50 });
    loop.step(() => ({ kind: 'act' }));
    loop.update('a', { speed: 100 });
    expect(loop.trace?.events).toEqual([
      // Traces record what the engine received: specs and patches validated, defaults filled in.
      { type: 'add', time: 0, actor: 'a', spec: { kind: 'actor', speed: 50, energy: 0, paused: false } },
      { type: 'turn', time: 0, actor: 'a', kind: 'actor', state: { kind: 'actor', speed: 50, energy: 0, paused: false, due: 0 } },
      { type: 'act', time: 0, actor: 'a', action: { kind: 'act' } },
      { type: 'update', time: 0, actor: 'a', patch: { kind: 'actor', speed: 100 } },
    ]);
  });

  it('restores a snapshot through JSON and continues identically', () => {
    const a = generic.create({ seed: 3 });
    a.add('x', { speed: 37 }).add('y', { speed: 120 }).add(0, { speed: 99, energy: -40 });
    turns(a, 25, 100);
    const b = restore(generic, JSON.parse(JSON.stringify(a.snapshot())) as ReturnType<Loop['snapshot']>);
    expect(turns(b, 200, 100)).toEqual(turns(a, 200, 100));
  });

  it('refuses a snapshot of another ruleset or format', () => {
    const snap = generic.create().snapshot();
    expect(() => restore(generic, { ...snap, ruleset: 'nethack' })).toThrow(/snapshot is of ruleset "nethack"/);
    expect(() => restore(generic, { ...snap, format: 'x' })).toThrow(/unknown snapshot format "x"/);
    expect(() => restore(generic, { ...snap, random: { kind: 'mystery' } })).toThrow(/unknown random source kind "mystery"/);
  });

  it('cannot snapshot a loop whose random source has no save()', () => {
    const loop = generic.create({ random: { below: () => 0 } });
    expect(() => loop.snapshot()).toThrow(/random source has no save/);
  });
});

describe('generic ruleset: 32-bit sequence numbers', () => {
  it('renumbers them in order before they run out, changing no tie', () => {
    const at = (nextSeq: number) =>
      restore(generic, {
        format: 'turnkeeper.snapshot/1',
        ruleset: 'generic',
        version: '1',
        options: {},
        random: { kind: 'scripted', values: [], position: 0 },
        engine: {
          time: 0,
          nextSeq,
          actors: [3, 1, 0, 2].map((k, i) => ({ id: `a${i}`, speed: 50 + 25 * i, energy: 0, t0: 0, seq: nextSeq - 4 + k, paused: i === 3 })),
        },
        pending: null,
        trace: null,
      });
    const near = at(0xffffffff - 1);
    const far = at(4);
    const order = (loop: ReturnType<typeof at>): string[] => Array.from({ length: 400 }, () => String(loop.step(() => ({ kind: 'act' })).actor));
    expect(order(near)).toEqual(order(far));
    near.update('a3', { paused: false });
    far.update('a3', { paused: false });
    expect(order(near)).toEqual(order(far));
  });
});
