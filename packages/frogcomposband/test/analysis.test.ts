import { frac, simulate, wilson } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { actorRate, doubleMove, FrogRng, frogcomposband, frogOptions, frogSpec, longRunRate } from '../src/index.js';

describe('double-move odds (spec §11)', () => {
  it('reproduces the whole fact sheet table to its 0.1 % precision', () => {
    // P(the monster acts at least twice between two player actions), in %, from spec §11.
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
    for (const [player, row] of table) {
      const computed = monsters.map((m) => Math.round(doubleMove(player, m).pDoubleMove * 1000) / 10);
      expect(computed, `player ${player}`).toEqual(row);
    }
  });

  it('gives proper laws with the long-run ratio as their mean', () => {
    const r = doubleMove(3, 17);
    const total = r.monsterBetweenPlayer.reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 12);
    const mean = r.monsterBetweenPlayer.reduce((a, p, k) => a + k * p, 0);
    expect(mean).toBeCloseTo(r.meanK, 9);
    expect(r.pPlayerDoubleMove).toBeCloseTo(r.playerBetweenMonster.slice(2).reduce((a, b) => a + b, 0), 12);
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
    const exact = doubleMove(0, 10).monsterBetweenPlayer;
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
    expect(doubleMove(0, 0, '7.0.nougat').pDoubleMove).toBeGreaterThan(doubleMove(0, 0).pDoubleMove);
  });
});

describe('long-run rates (spec §11)', () => {
  const options = frogOptions.parse({});
  it('is E / 100 actions per game turn for nominal-100 actions', () => {
    expect(actorRate(frogSpec.parse({ kind: 'player', speed: 26 }), { kind: 'act' }, '7.1.salmiak', options)).toEqual(frac(36, 100));
    expect(actorRate(frogSpec.parse({ kind: 'monster', speed: -10 }), { kind: 'act' }, '7.1.salmiak', options)).toEqual(frac(5, 100));
    expect(longRunRate(49, frac(100))).toEqual(frac(49, 100));
  });
  it('is 0 for a monster that has not noticed the player, and half for tree moves', () => {
    expect(actorRate(frogSpec.parse({ kind: 'monster', speed: 0, aware: false }), { kind: 'act' }, '7.1.salmiak', options)).toEqual(frac(0));
    expect(actorRate(frogSpec.parse({ kind: 'monster', speed: 0 }), { kind: 'move', terrain: 'tree' }, '7.1.salmiak', options)).toEqual(frac(10, 200));
  });
});
