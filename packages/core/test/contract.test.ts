// Contract v2 at run time: every kind of bad input is its own typed error, naming field, value
// and what is allowed; labelled draws survive tracing; analysis answers are the same shapes in
// every ruleset, exact where the ruleset knows the law and Monte Carlo (marked) where it does not.
import { describe, expect, it } from 'vitest';
import { duel, duelAnalysis, duelAsleep, duelListening } from './fixtures/duel.js';
import {
  ActorLimitError,
  generic,
  InvalidActionError,
  InvalidArgumentError,
  InvalidOptionsError,
  InvalidPatchError,
  InvalidSpecError,
  NoAnswerError,
  recording,
  scripted,
  SnapshotError,
  UnknownActionError,
  UnknownActorKindError,
  UnknownHookError,
  UnknownVersionError,
  type RandomCall,
} from '../src/index.js';
import { genericAnalysis, simulate } from '../src/analysis/index.js';
import { restore } from '@turnkeeper/core';

function errorOf(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected an error');
}

describe('one typed error per failure, naming field, value and what is allowed', () => {
  it('unknown version: lists the versions', () => {
    const e = errorOf(() => duel.create({ version: '3' as never }));
    expect(e).toBeInstanceOf(UnknownVersionError);
    expect((e as Error).message).toBe('Unknown duel version "3"; allowed: "1", "2"');
  });

  it('unknown create() option keys', () => {
    const e = errorOf(() => duel.create({ sede: 2 } as never));
    expect(e).toBeInstanceOf(InvalidOptionsError);
    expect((e as Error).message).toContain('sede: got 2; not an option');
    expect(() => duel.create({ seed: -1 })).toThrow(/seed: got -1/);
    expect(() => duel.create({ seed: 1, random: scripted([]) })).toThrow(/seed: got 1; nothing when random is given/);
    expect(() => duel.create({ generator: 'game' })).toThrow(/ships no game generator/);
  });

  it('unknown actor kind, bad spec, kind limit', () => {
    const loop = duel.create();
    expect(errorOf(() => loop.add('x', { kind: 'dragon', speed: 100 } as never))).toBeInstanceOf(UnknownActorKindError);
    expect(errorOf(() => loop.add('x', { speed: 100 } as never))).toBeInstanceOf(UnknownActorKindError);
    const bad = errorOf(() => loop.add('x', { kind: 'player', speed: 0 })) as InvalidSpecError;
    expect(bad).toBeInstanceOf(InvalidSpecError);
    expect(bad.issues[0]?.field).toBe('speed');
    loop.add('you', { kind: 'player', speed: 100 });
    const limit = errorOf(() => loop.add('twin', { kind: 'player', speed: 100 }));
    expect(limit).toBeInstanceOf(ActorLimitError);
    expect((limit as Error).message).toBe('A duel loop holds at most 1 actor of kind "player"');
    loop.remove('you');
    loop.add('twin', { kind: 'player', speed: 100 }); // the limit counts actors present
    expect(loop.count('player')).toBe(1);
  });

  it('patches: a field the kind does not have, a value out of range, a change of kind', () => {
    const loop = duel.create();
    loop.add('orc', { kind: 'monster', speed: 100 });
    expect(errorOf(() => loop.update('orc', { energy: 5 }))).toBeInstanceOf(InvalidPatchError); // players only
    expect((errorOf(() => loop.update('orc', { speed: 0 })) as InvalidPatchError).issues[0]?.field).toBe('speed');
    expect((errorOf(() => loop.update('orc', { kind: 'player' } as never)) as InvalidPatchError).issues[0]?.field).toBe('kind');
  });

  it("actions: not one of the kind's, an unknown field, a bad value", () => {
    const loop = duel.create();
    loop.add('orc', { kind: 'monster', speed: 100 });
    loop.next();
    const unknown = errorOf(() => loop.act('orc', { kind: 'rest' } as never));
    expect(unknown).toBeInstanceOf(UnknownActionError);
    expect((unknown as Error).message).toBe('Unknown action kind "rest" for actor "orc" (kind "monster") in ruleset "duel"; allowed: "act", "roar"');
    expect(errorOf(() => loop.act('orc', { kind: 'act', cost: 5 } as never))).toBeInstanceOf(InvalidActionError); // the player's field
    expect((errorOf(() => loop.act('orc', { kind: 'roar', loud: 'yes' } as never)) as InvalidActionError).issues[0]?.field).toBe('loud');
    loop.act('orc', { kind: 'roar', loud: true });
  });

  it('misspelt hooks', () => {
    const e = errorOf(() => duel.create().on('actd' as never, () => undefined));
    expect(e).toBeInstanceOf(UnknownHookError);
    expect((e as Error).message).toBe('Unknown hook "actd" for ruleset "duel"; hooks: "acted"');
  });

  it('restores refuse a tampered engine state, naming the path', () => {
    const loop = duel.create();
    loop.add('a', { kind: 'monster', speed: 100 });
    const snap = loop.snapshot();
    const tampered = { ...snap, engine: { ...(snap.engine as object), time: 'soon' } };
    expect(() => restore(duel, tampered)).toThrow(SnapshotError);
    expect(() => restore(duel, tampered)).toThrow(/snapshot\.engine\.time: got "soon"/);
    const twice = JSON.parse(JSON.stringify(snap)) as { engine: { actors: unknown[] } };
    twice.engine.actors.push(twice.engine.actors[0]);
    expect(() => restore(duel, twice)).toThrow(/snapshot\.engine\.actors\.1\.id: got "a"; an id no other actor has/);
  });
});

describe('ctx.heard', () => {
  const act = () => ({ kind: 'act' as const });
  it('is true only while a handler is registered or a trace records', () => {
    duelListening.length = 0;
    const loop = duel.create();
    loop.add('m', { kind: 'monster', speed: 100 });
    loop.step(act);
    const seen: unknown[] = [];
    const off = loop.on('acted', (p) => seen.push(p.actor));
    loop.step(act);
    off();
    loop.step(act);
    const traced = duel.create({ trace: true });
    traced.add('m', { kind: 'monster', speed: 100 });
    traced.step(act);
    expect(duelListening).toEqual([false, true, false, true]);
    expect(seen).toEqual(['m']);
    expect(traced.trace?.events.filter((e) => e.type === 'hook')).toHaveLength(1);
  });
});

describe('loop.run', () => {
  it('hands out the same turns as step, through one reused turn object', () => {
    const build = () => generic.create().add('hero', { speed: 100 }).add('bat', { speed: 250 }).add('snail', { speed: 30 });
    const stepped = build();
    const expected = Array.from({ length: 500 }, () => stepped.step(() => ({ kind: 'act' })));
    const seen: { actor: unknown; time: number }[] = [];
    const objects = new Set<object>();
    const ran = build().run(500, (turn) => {
      objects.add(turn);
      seen.push({ actor: turn.actor, time: turn.time });
      return { kind: 'act' };
    });
    expect(seen).toEqual(expected.map((t) => ({ actor: t.actor, time: t.time })));
    expect(objects.size).toBe(1);
    expect(ran.snapshot()).toEqual(stepped.snapshot());
  });

  it("refuses a bad step count and keeps step's errors", () => {
    const loop = generic.create();
    expect(() => loop.run(-1, () => ({ kind: 'act' }))).toThrow(InvalidArgumentError);
    expect(() => loop.run(1.5, () => ({ kind: 'act' }))).toThrow(/run\(steps\): steps: got 1\.5/);
    expect(() => loop.run(1, () => ({ kind: 'act' }))).toThrow(/run\(\): no actor can act/);
  });
});

describe('forced turns', () => {
  const act = () => ({ kind: 'act' as const });
  it('are marked on the turn and in the trace, and are not counted as actions', () => {
    duelAsleep.clear();
    const loop = duel.create({ trace: true });
    loop.add('m', { kind: 'monster', speed: 100 }).add('n', { kind: 'monster', speed: 100 });
    expect(loop.next()).toEqual({ actor: 'm', kind: 'monster', time: 0 });
    loop.act('m', act());
    duelAsleep.add('n');
    const asleep = loop.next();
    expect(asleep).toEqual({ actor: 'n', kind: 'monster', time: 0, forced: true });
    const restored = restore(duel, loop.snapshot());
    expect(restored.next.bind(restored)).toThrow(/has not acted/);
    loop.act('n', act());
    expect(loop.trace?.events.filter((e) => e.type === 'turn').map((e) => e.forced)).toEqual([undefined, true]);
    const flags: (true | undefined)[] = [];
    loop.run(4, (turn) => {
      flags.push(turn.forced);
      return act();
    });
    expect(flags).toEqual([undefined, true, undefined, true]);
    const r = simulate(loop, { steps: 100, action: act, pair: ['m', 'n'] });
    expect(r.counts.get('m')).toBe(50);
    expect(r.counts.has('n')).toBe(false);
    expect(r.forced.get('n')).toBe(50);
    expect(r.gaps).toEqual(new Map([[0, 49]]));
    duelAsleep.clear();
  });
});

describe('labelled draws', () => {
  it('survive tracing: every random event says where it was drawn', () => {
    const loop = duel.create({ seed: 1, trace: true });
    loop.add('you', { kind: 'player', speed: 100 });
    loop.step(() => ({ kind: 'act' }));
    expect(loop.trace?.events.filter((e) => e.type === 'random')).toEqual([
      { type: 'random', n: 6, result: expect.any(Number) as number, site: 'duel:player_roll' },
    ]);
  });

  it('reach a recording source too', () => {
    const calls: RandomCall[] = [];
    const loop = duel.create({ random: recording(scripted([4]), calls) });
    loop.add('you', { kind: 'player', speed: 100 });
    loop.step(() => ({ kind: 'act' }));
    expect(calls).toEqual([{ n: 6, result: 4, site: 'duel:player_roll' }]);
  });
});

describe('the analysis interface', () => {
  it('answers exact laws for the generic ruleset: a speed-250 bat between two speed-100 hero actions', () => {
    const law = genericAnalysis.between({ a: { spec: { speed: 100 } }, b: { spec: { speed: 250 } } });
    expect(law.exact).toBe(true);
    expect(law.outcomes().map((o) => [o.k, o.p.fraction?.toString()])).toEqual([
      [2, '1/2'],
      [3, '1/2'],
    ]);
    expect(law.atLeast(2).value).toBe(1);
    expect(law.mean.fraction?.toString()).toBe('5/2');
  });

  it('gives the exact law of actions per tick', () => {
    const law = genericAnalysis.actionsPerTurn({ actor: { spec: { speed: 150 } } });
    expect(law.outcomes().map((o) => [o.k, o.p.fraction?.toString()])).toEqual([
      [1, '1/2'],
      [2, '1/2'],
    ]);
  });

  it('falls back to a marked Monte Carlo, whose interval holds the exact answer', () => {
    const mc = duelAnalysis.between({ a: { spec: { kind: 'player', speed: 100 } }, b: { spec: { kind: 'monster', speed: 250 } }, samples: 4000 });
    expect(mc.exact).toBe(false);
    expect(mc.method).toMatch(/Monte Carlo/);
    const exact = genericAnalysis.between({ a: { spec: { speed: 100 } }, b: { spec: { speed: 250 } } });
    for (const k of [2, 3]) {
      const p = mc.p(k);
      expect(p.low).toBeLessThanOrEqual(exact.p(k).value);
      expect(p.high).toBeGreaterThanOrEqual(exact.p(k).value);
    }
  });

  it('rate: exact per time unit and per game turn, default action filled in', () => {
    const r = duelAnalysis.rate({ actor: { spec: { kind: 'monster', speed: 150 } } });
    expect(r.perTime.value).toBe(1.5);
    expect(r.timeUnit).toBe('tick');
    expect(duelAnalysis.rate({ actor: { spec: { kind: 'monster', speed: 150 }, action: { kind: 'roar', loud: true } } }).perTime.value).toBe(0.75);
  });

  it('validates questions like loop input', () => {
    expect(() => duelAnalysis.rate({ actor: { spec: { kind: 'monster', speed: 0 } } })).toThrow(InvalidSpecError);
    expect(() => duelAnalysis.rate({ actor: { spec: { kind: 'monster', speed: 10 }, action: { kind: 'fly' } as never } })).toThrow(UnknownActionError);
    expect(() => duelAnalysis.rate({ actor: { spec: { kind: 'monster', speed: 10 } }, version: '7' as never })).toThrow(UnknownVersionError);
  });

  it('says when there is no answer', () => {
    expect(() => duelAnalysis.between({ a: { spec: { kind: 'player', speed: 100 } }, b: { spec: { kind: 'player', speed: 100 } } })).toThrow(NoAnswerError);
    expect(() => genericAnalysis.between({ a: { spec: { speed: 100 }, action: { kind: 'act', cost: 0 } }, b: { spec: { speed: 100 } } })).toThrow(
      NoAnswerError,
    );
    expect(() => duelAnalysis.speedTable({ kind: 'player' })).toThrow(NoAnswerError);
  });

  it('speed tables and versions come in the same shapes', () => {
    expect(duelAnalysis.speedTable().kind).toBe('monster');
    expect(duelAnalysis.versions().map((v) => [v.id, v.isDefault])).toEqual([
      ['1', true],
      ['2', false],
    ]);
    expect(genericAnalysis.catalog()).toEqual([]);
  });
});
