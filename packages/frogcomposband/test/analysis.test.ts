import { frac, wilson, type Law } from '@turnkeeper/core';
import { simulate } from '@turnkeeper/core/analysis';
import { describe, expect, it } from 'vitest';
import { FROGCOMPOSBAND_VERSIONS, FrogRng, frogcomposband, frogcomposbandVersionRules, type FrogcomposbandVersion } from '../src/index.js';
import { costEraOf } from '../src/versions.js';
import { frogcomposbandAnalysis } from '../src/analysis/index.js';

const player = (speed: number) => ({ spec: { kind: 'player', speed } }) as const;
const monster = (speed: number) => ({ spec: { kind: 'monster', speed } }) as const;
/** How many times a monster at `m` acts between two actions of the player at `p` (and the reverse). */
const monsterBetweenPlayer = (p: number, m: number, version?: FrogcomposbandVersion): Law =>
  frogcomposbandAnalysis.between({ a: player(p), b: monster(m), ...(version ? { version } : {}) });
const playerBetweenMonster = (p: number, m: number): Law => frogcomposbandAnalysis.between({ a: monster(m), b: player(p) });
/** P(K = 0..5), then P(K ≥ 6). */
const numbers = (law: Law): number[] => law.outcomes().map((o) => o.p.value);

describe('double-move odds (analysis.between, the law of double_move.json)', () => {
  it('reproduces the whole double-move table to its 0.1 % precision', () => {
    // P(the monster acts at least twice between two player actions), in %, from double_move.json.
    const monsters = [-10, -5, 0, 5, 10, 15, 20, 25, 30, 40];
    const table: [number, number[]][] = [
      [-10, [9.4, 23.3, 83.7, 99.5, 100, 100, 100, 100, 100, 100]],
      [0, [0.0, 0.1, 9.4, 49.5, 83.8, 96.6, 99.6, 100, 100, 100]],
      [5, [0.0, 0.0, 0.3, 9.5, 34.7, 63.4, 83.7, 93.8, 96.9, 98.9]],
      [10, [0.0, 0.0, 0.0, 1.1, 9.5, 27.4, 49.5, 69.5, 78.8, 87.7]],
      [15, [0.0, 0.0, 0.0, 0.1, 1.9, 9.4, 23.3, 40.7, 51.3, 64.4]],
      [20, [0.0, 0.0, 0.0, 0.0, 0.3, 2.8, 9.8, 21.2, 29.2, 41.0]],
      [26, [0.0, 0.0, 0.0, 0.0, 0.1, 0.5, 3.1, 8.8, 13.6, 21.7]],
      [30, [0.0, 0.0, 0.0, 0.0, 0.0, 0.2, 2.0, 6.4, 10.3, 17.2]],
    ];
    for (const [p, row] of table) {
      const computed = monsters.map((m) => Math.round(monsterBetweenPlayer(p, m).atLeast(2).value * 1000) / 10);
      expect(computed, `player ${p}`).toEqual(row);
    }
  });

  it('gives proper laws with the long-run ratio as their mean', () => {
    const law = monsterBetweenPlayer(3, 17);
    expect(law.exact).toBe(true);
    const p = numbers(law);
    const total = p.reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 12);
    const mean = p.reduce((a, x, k) => a + k * x, 0);
    // E[K] = E_m / E_p = 27 / 13 (both mean costs are 100).
    expect(law.mean.value).toBe(27 / 13);
    expect(mean).toBeCloseTo(law.mean.value, 9);
    const reverse = playerBetweenMonster(3, 17);
    expect(reverse.atLeast(2).value).toBeCloseTo(
      numbers(reverse)
        .slice(2)
        .reduce((a, b) => a + b, 0),
      12,
    );
    expect(reverse.mean.value).toBe(13 / 27);
  });

  it('agrees with the ruleset run on the game generator (core simulate)', () => {
    // Model of double_move.json: one player, one monster, nominal-100 actions, always in range.
    const loop = frogcomposband.create({ random: FrogRng.seeded(20240601) });
    loop.add('P', { kind: 'player', speed: 0 });
    loop.add('M', { kind: 'monster', speed: 10, energyNeed: 0 });
    const r = simulate(loop, { steps: 90_000, warmup: 300, action: () => ({ kind: 'act' }), pair: ['P', 'M'] });
    const gaps = r.gaps ?? new Map<number, number>();
    const n = [...gaps.values()].reduce((a, b) => a + b, 0);
    expect(n).toBeGreaterThan(25_000);
    const exact = numbers(monsterBetweenPlayer(0, 10));
    exact.forEach((p, k) => {
      const c = k < 6 ? (gaps.get(k) ?? 0) : [...gaps].filter(([g]) => g >= 6).reduce((a, [, m]) => a + m, 0);
      const ci = wilson(c, n);
      // 99.9 % intervals are about 1.7 times the 95 % ones.
      const half = 1.7 * Math.max(ci.high - ci.mean, ci.mean - ci.low) + 1e-9;
      expect(Math.abs(p - ci.mean), `K = ${k}`).toBeLessThanOrEqual(half);
    });
    expect(r.rates.get('M')).toBeCloseTo(0.2, 2);
  });

  it('knows the era: without the clamp, equal speeds double-move more often', () => {
    expect(monsterBetweenPlayer(0, 0, '7.0.nougat').atLeast(2).value).toBeGreaterThan(monsterBetweenPlayer(0, 0).atLeast(2).value);
  });

  it('mixes over a rolled monster speed, counts the player filibustering, and never counts an unaware monster', () => {
    const rolled = frogcomposbandAnalysis.between({ a: player(0), b: { spec: { kind: 'monster', race: 0 } } });
    expect(rolled.exact).toBe(true);
    // get_mspeed spreads race +0 over −3..+3 symmetrically, but energy is not linear below +0.
    expect(rolled.atLeast(2).value).toBeGreaterThan(monsterBetweenPlayer(0, 0).atLeast(2).value);
    const filibustering = frogcomposbandAnalysis.between({ a: { spec: { kind: 'player', speed: 0, filibuster: true } }, b: monster(12) });
    // Filibustering: the player at −12 (E 4) and the monster at +12 − 12 = +0 (E 10).
    expect(filibustering.mean.value).toBeCloseTo(10 / 4, 12);
    const asleep = frogcomposbandAnalysis.between({ a: player(0), b: { spec: { kind: 'monster', speed: 10, aware: false } } });
    expect(asleep.outcomes().map((o) => [o.k, o.p.value])).toEqual([[0, 1]]);
    expect(() => frogcomposbandAnalysis.between({ a: { spec: { kind: 'monster', speed: 10, aware: false } }, b: player(0) })).toThrow(/never acts/);
  });

  it('leaves two monsters to the Monte Carlo, marked as an estimate', () => {
    const law = frogcomposbandAnalysis.between({ a: monster(0), b: monster(10), samples: 2000 });
    expect(law.exact).toBe(false);
    expect(law.mean.low).toBeLessThan(2);
    expect(law.mean.high).toBeGreaterThan(2);
  });
});

describe('long-run rates (analysis.rate)', () => {
  const rate = (
    spec: Parameters<typeof frogcomposbandAnalysis.rate>[0]['actor']['spec'],
    action?: Parameters<typeof frogcomposbandAnalysis.rate>[0]['actor']['action'],
  ) => frogcomposbandAnalysis.rate({ actor: { spec, ...(action ? { action } : {}) } }).perTime.fraction;
  it('is E / 100 actions per game turn for nominal-100 actions', () => {
    expect(rate({ kind: 'player', speed: 26 }, { kind: 'act' })).toEqual(frac(36, 100));
    expect(rate({ kind: 'monster', speed: -10 }, { kind: 'act' })).toEqual(frac(5, 100));
    expect(rate({ kind: 'player', speed: 70 })).toEqual(frac(49, 100));
  });
  it('is 0 for a monster that has not noticed the player, and half for tree moves', () => {
    expect(rate({ kind: 'monster', speed: 0, aware: false }, { kind: 'act' })).toEqual(frac(0));
    expect(rate({ kind: 'monster', speed: 0 }, { kind: 'move', terrain: 'tree' })).toEqual(frac(10, 200));
  });
  it('is infinite for a free action, and counts the game turn as the game turn', () => {
    const free = frogcomposbandAnalysis.rate({ actor: { spec: { kind: 'player' }, action: { kind: 'act', energyUse: 0 } } });
    expect(free.perTime.value).toBe(Infinity);
    const r = frogcomposbandAnalysis.rate({ actor: { spec: { kind: 'player', speed: 10 } } });
    expect([r.perTime.value, r.perTurn.value, r.timeUnit, r.turnUnit]).toEqual([0.2, 0.2, 'game turn', 'game turn']);
  });
});

describe('actions per game turn (analysis.actionsPerTurn)', () => {
  it('is exactly Bernoulli(rate) whenever at most one action fits in a game turn', () => {
    const law = frogcomposbandAnalysis.actionsPerTurn({ actor: player(26) });
    expect(law.exact).toBe(true);
    expect(law.p(1).fraction).toEqual(frac(36, 100));
    const orc = frogcomposbandAnalysis.actionsPerTurn({ actor: { spec: { kind: 'monster', race: 0 } } });
    expect(orc.p(1).fraction).toEqual(frogcomposbandAnalysis.rate({ actor: { spec: { kind: 'monster', race: 0 } } }).perTime.fraction);
  });

  it('follows the player chain when cheap actions fit twice in a turn', () => {
    // A +40 archer with 4 shots of a sling: 7150 / 400 = 17, charged 13..20 against 42 energy.
    const law = frogcomposbandAnalysis.actionsPerTurn({ actor: { ...player(40), action: { kind: 'shoot', bow: 'sling', shots: 400 } } });
    expect(law.exact).toBe(true);
    expect(law.p(2).value + law.p(3).value).toBeGreaterThan(0.5);
    const total = law.outcomes().reduce((a, o) => a + o.p.value, 0);
    expect(total).toBeCloseTo(1, 12);
    const mean = law.outcomes().reduce((a, o) => a + o.k * o.p.value, 0);
    expect(mean).toBeCloseTo(law.mean.value, 9);
    expect(law.mean.value).toBeCloseTo(
      frogcomposbandAnalysis.rate({ actor: { ...player(40), action: { kind: 'shoot', bow: 'sling', shots: 400 } } }).perTime.value,
      12,
    );
  });
});

describe('exact laws against the Monte Carlo on the real loop', () => {
  /** P(K = 0..5) and P(K ≥ 6) of the exact law within 1.7 × the 95 % interval (≈ 99.9 %) of the estimate. */
  function agree(exact: Law, estimate: Law): void {
    expect(exact.exact).toBe(true);
    expect(estimate.exact).toBe(false);
    for (let k = 0; k <= 6; k++) {
      const [x, e] = k < 6 ? [exact.p(k), estimate.p(k)] : [exact.atLeast(k), estimate.atLeast(k)];
      const half = 1.7 * Math.max(e.high - e.value, e.value - e.low) + 1e-9;
      expect(Math.abs(x.value - e.value), `K = ${k}`).toBeLessThanOrEqual(half);
    }
  }
  const archer = { ...player(40), action: { kind: 'shoot', bow: 'sling', shots: 400 } } as const;

  it('agrees on a cheap action that fits several times in a game turn', () => {
    const q = { actor: archer };
    agree(frogcomposbandAnalysis.actionsPerTurn(q), frogcomposbandAnalysis.actionsPerTurn({ ...q, method: 'monte-carlo', samples: 20_000 }));
    const nougat = { actor: player(70), version: '7.0.nougat' } as const;
    const law = frogcomposbandAnalysis.actionsPerTurn(nougat);
    expect(law.p(2).value).toBeGreaterThan(0); // 29..171 against 49 energy: two actions in one turn happen
    agree(law, frogcomposbandAnalysis.actionsPerTurn({ ...nougat, method: 'monte-carlo', samples: 20_000 }));
  });

  it("agrees on monster moves between an archer's shots, and the reverse", () => {
    const treeMover = { spec: { kind: 'monster', speed: 20 }, action: { kind: 'move', terrain: 'tree' } } as const;
    const q = { a: archer, b: treeMover };
    agree(frogcomposbandAnalysis.between(q), frogcomposbandAnalysis.between({ ...q, method: 'monte-carlo', samples: 20_000 }));
    const r = { a: treeMover, b: archer };
    agree(frogcomposbandAnalysis.between(r), frogcomposbandAnalysis.between({ ...r, method: 'monte-carlo', samples: 20_000 }));
  });
});

describe('the speed table and the versions (analysis.speedTable, analysis.versions)', () => {
  it('shows energy per game turn by raw speed with the game display', () => {
    const table = frogcomposbandAnalysis.speedTable();
    expect(table.kind).toBe('player');
    const row = (speed: number) => table.rows.find((r) => r.speed === speed);
    expect(row(10)?.display).toBe('+10 (2.0x)');
    expect(row(-10)?.display).toBe('-10 (0.5x)');
    expect(row(26)?.gain.fraction).toEqual(frac(36));
    expect(row(27)?.gain.value).toBe(36);
    expect(row(99)?.display).toBe('+99 (4.9x)');
    const nightmare = frogcomposbandAnalysis.speedTable({ kind: 'monster', options: { nightmare: true } });
    expect(nightmare.rows.find((r) => r.speed === 0)?.display).toBe('+5 (1.5x)');
    expect(nightmare.rows.at(-1)?.speed).toBe(89);
  });

  it('lists the three eras of the cost randomizer with the same rule keys', () => {
    const versions = frogcomposbandAnalysis.versions();
    expect(versions.map((v) => [v.id, v.isDefault, v.rules.costEra])).toEqual([
      ['7.1.salmiak', true, 'band'],
      ['7.0.cloudberry', false, 'fixed'],
      ['7.0.nougat', false, 'unclamped'],
    ]);
    for (const v of versions) expect(v.changes.join(' ')).toMatch(/src\/(dungeon|defines)/);
  });

  it("the runtime's cost era of each version is the one its rules state", () => {
    // costEraOf() keeps its own small map so a game's bundle need not carry the rules' words.
    for (const id of FROGCOMPOSBAND_VERSIONS) expect(costEraOf(id), id).toBe(frogcomposbandVersionRules(id).costEra);
    expect(FROGCOMPOSBAND_VERSIONS.map(costEraOf)).toEqual(['band', 'fixed', 'unclamped']);
  });
});
