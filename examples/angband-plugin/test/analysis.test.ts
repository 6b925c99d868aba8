import fc from 'fast-check';
import { Fraction, InvalidSpecError } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { angband, turnEnergy } from 'turnkeeper-angband';
import { angbandAnalysis } from 'turnkeeper-angband/analysis';

const player = (speed: number, extra: object = {}) => ({ spec: { kind: 'player', speed, ...extra } }) as const;
const monster = (speed: number, extra: object = {}) => ({ spec: { kind: 'monster', speed, ...extra } }) as const;

describe('angbandAnalysis', () => {
  it('answers the double-move odds exactly', () => {
    // A +10 monster placed at its race speed moves exactly twice between two of your normal moves.
    const exact = angbandAnalysis.between({ a: player(0), b: monster(10, { variation: 0 }) });
    expect(exact.exact).toBe(true);
    expect(exact.outcomes().map((o) => [o.k, o.p.fraction?.toString()])).toEqual([[2, '1/1']]);
    // A +20 monster against a +10 player: 30 energy against 20, one or two moves half the time each.
    const law = angbandAnalysis.between({ a: player(10), b: monster(20, { variation: 0 }) });
    expect(law.outcomes().map((o) => [o.k, o.p.fraction?.toString()])).toEqual([
      [1, '1/2'],
      [2, '1/2'],
    ]);
  });

  it('averages over every way the game places a monster: its spread and its randint0(50) start energy', () => {
    const law = angbandAnalysis.between({ a: player(0), b: monster(10) });
    expect(law.exact).toBe(true);
    // Spread ±2 around +10: gains 18 to 22, a mean of exactly 2 moves per player move.
    expect(law.mean.fraction?.toString()).toBe('2/1');
    expect(law.atLeast(3).value).toBeGreaterThan(0);
    expect(law.p(1).value).toBeGreaterThan(0);
  });

  it('has B act rate(B) / rate(A) times per gap of A on average, for any pair (a property of every orbit)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 40 }),
        fc.integer({ min: -20, max: 40 }),
        fc.integer({ min: -2, max: 2 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 49 }),
        (ps, ms, moves, placed, energy) => {
          const b = placed ? monster(ms, { variation: 0, energy }) : monster(ms);
          const a = player(ps, { moves });
          const law = angbandAnalysis.between({ a, b });
          const ratio = angbandAnalysis.rate({ actor: b }).perTime.fraction?.div(angbandAnalysis.rate({ actor: a }).perTime.fraction ?? Fraction.ONE);
          expect(law.exact).toBe(true);
          expect(law.mean.fraction?.toString()).toBe(ratio?.toString());
        },
      ),
      { numRuns: 60 },
    );
  });

  it('agrees with a Monte Carlo of the real loop for a monster placed as given', () => {
    for (const [a, b] of [
      [player(5), monster(7, { variation: 1, energy: 13 })],
      [monster(3, { variation: 0, energy: 40 }), player(-5, { blows: 350 })],
    ] as const) {
      const exact = angbandAnalysis.between({ a, b });
      const mc = angbandAnalysis.between({ a, b, method: 'monte-carlo', samples: 5000 });
      expect(mc.exact).toBe(false);
      for (const o of exact.outcomes()) {
        const est = mc.p(o.k);
        expect(o.p.value, `k=${o.k}`).toBeGreaterThanOrEqual(est.low - 1e-9);
        expect(o.p.value, `k=${o.k}`).toBeLessThanOrEqual(est.high + 1e-9);
      }
    }
  });

  it('leaves two unplaced monsters to the Monte Carlo, marked as an estimate', () => {
    const law = angbandAnalysis.between({ a: monster(0), b: monster(5), samples: 2000 });
    expect(law.exact).toBe(false);
    expect(law.method).toMatch(/Monte Carlo/);
  });

  it('gives rates per game turn and per standard turn, and the law of actions in one standard turn', () => {
    const rate = angbandAnalysis.rate({ actor: player(10, { moves: 1 }) });
    expect(rate.perTime.fraction?.toString()).toBe('2/5'); // 20 energy a game turn, 50 a step
    expect(rate.perTurn.fraction?.toString()).toBe('4/1');
    const law = angbandAnalysis.actionsPerTurn({ actor: monster(5, { variation: 0 }) });
    expect(law.outcomes().map((o) => [o.k, o.p.fraction?.toString()])).toEqual([
      [1, '1/2'],
      [2, '1/2'],
    ]);
    // A race at +0 averages its spread: gains 9, 10, 11.
    expect(angbandAnalysis.rate({ actor: monster(0) }).perTurn.fraction?.toString()).toBe('1/1');
    expect(angbandAnalysis.rate({ actor: player(0, {}) }).perTime.value).toBe(turnEnergy(0) / 100);
  });

  it('lists speed tables in the game’s own words, versions with their rules, and a catalog', () => {
    const t = angbandAnalysis.speedTable({ kind: 'monster' });
    expect(t.rows.find((r) => r.speed === 20)?.display).toBe('very quickly (+20), 3.0x normal speed');
    expect(angbandAnalysis.speedTable().rows.find((r) => r.speed === -10)?.display).toBe('Slow (-10), 0.5x');
    const versions = angbandAnalysis.versions();
    expect(versions.map((v) => [v.id, v.rules.monsterSlowPenalty])).toEqual([
      ['4.2', '2 × monster_effect_level(MON_TMD_SLOW), 2 to 10'],
      ['4.1', '2'],
      ['4.0', '10'],
    ]);
    expect(angbandAnalysis.catalog().find((m) => m.name === 'Morgoth, Lord of Darkness')).toEqual({
      name: 'Morgoth, Lord of Darkness',
      kind: 'monster',
      spec: { kind: 'monster', speed: 30, unique: true },
      speed: 30,
    });
  });

  it('answers the ruleset it was defined for', () => {
    expect(angbandAnalysis.ruleset).toBe(angband);
  });

  it('looks races up by name, for a loop and in every question', () => {
    // The entry's spec is one a loop takes as it is: a unique keeps its race speed, no spread drawn.
    const loop = angband.create({ seed: 3, trace: true });
    loop.add('Grip', angband.parseSpec(angbandAnalysis.lookup("grip, farmer maggot's dog").spec));
    expect(loop.inspect('Grip')).toMatchObject({ kind: 'monster', raceSpeed: 10, variation: 0, speed: 10 });
    expect((loop.trace?.events ?? []).flatMap((e) => (e.type === 'random' ? [e.n] : []))).toEqual([50]);
    // A question may name a race, other fields overriding the entry's (core's query type has no
    // name field, so the spec is given as JavaScript would).
    const falcon: unknown = { kind: 'monster', name: 'blood falcon', variation: 0 };
    const byName = angbandAnalysis.between({ a: player(0), b: { spec: falcon as never } });
    const bySpec = angbandAnalysis.between({ a: player(0), b: monster(30, { variation: 0 }) });
    expect(byName.outcomes()).toEqual(bySpec.outcomes());
    expect(() => angbandAnalysis.lookup('cave spidr')).toThrow(InvalidSpecError);
    expect(() => angbandAnalysis.lookup('cave spidr')).toThrow(/did you mean "cave spider"/);
  });

  it('refuses a question with no answer: a free action repeats forever', () => {
    expect(() => angbandAnalysis.between({ a: player(0), b: player(0, { energy: 0 }) })).toThrow();
    expect(() => angbandAnalysis.between({ a: { spec: { kind: 'player' }, action: { kind: 'act', energy: 0 } }, b: monster(0) })).toThrow(/free action/);
  });
});
