// Every analysis question answers or refuses with a typed error after a bounded amount of work
// (WorkMeter steps, never wall time), across the whole spec domain. The costly edge: the rate of
// a hero made helpless by every action, whose exact fractions grow with the helpless turns (a
// Very_fast, Stressed 3.4.3 hero helpless for 1024 turns took 15 seconds for 5800 digits).
import { WorkMeter } from '@turnkeeper/core/analysis';
import { describeAnalysisEdges } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import { nethackAnalysis } from '../src/analysis/index.js';

describe('a long helplessness past the work limit', () => {
  it('answers in floating point once the exact fractions would pass the limit', () => {
    const actor = { spec: { kind: 'player', speed: 'Very_fast', encumbrance: 'Stressed' }, action: { kind: 'act', helpless: 1024 } } as const;
    const work = new WorkMeter(1_000_000);
    const rate = nethackAnalysis.rate({ actor, version: '3.4.3', work });
    expect(work.used).toBeLessThanOrEqual(1_000_000);
    expect(rate.perTime.fraction).toBeUndefined();
    expect(rate.perTime.exact).toBe(true);
    // After 1024 helpless turns the carry is as good as uniform: about one action per 1024 turns.
    expect(rate.perTurn.value * 1024).toBeGreaterThan(0.99);
    expect(rate.perTurn.value * 1024).toBeLessThan(1.01);
    // A short helplessness stays exact in fractions.
    expect(nethackAnalysis.rate({ actor: { ...actor, action: { kind: 'act', helpless: 8 } }, version: '3.4.3' }).perTime.fraction).toBeDefined();
  });
});

describe('nethack analysis at the edges of its domain', () => {
  describeAnalysisEdges(nethackAnalysis, {
    // No speed is rolled once for good: every rate is one number.
    meanIsRateRatio: () => true,
    edges: [
      {
        name: 'helpless 1024 turns',
        version: '3.4.3',
        a: { spec: { kind: 'player', speed: 'Very_fast', encumbrance: 'Stressed' }, action: { kind: 'act', helpless: 1024 } },
        b: { spec: { kind: 'monster', base: 15 } },
      },
      {
        name: 'helpless for ever',
        a: { spec: { kind: 'player', speed: 'Fast' }, action: { kind: 'act', helpless: 2_147_483_647 } },
        b: { spec: { kind: 'monster', base: 12 } },
      },
      { name: 'a monster that never moves', a: { spec: { kind: 'player' } }, b: { spec: { kind: 'monster', base: 0 } } },
      // rate(A) = 0: between refuses (it once answered a Monte Carlo E[K] = 0 from A's banked movement).
      { name: 'A never moves', a: { spec: { kind: 'monster', base: 0 } }, b: { spec: { kind: 'player' } } },
      {
        name: 'A never moves, with movement banked',
        version: '3.4.3',
        a: { spec: { kind: 'monster', base: 0, movement: 1812 } },
        b: { spec: { kind: 'monster', base: 0 } },
      },
    ],
  });
});
