// Analysis at the edges of its domain: laws that are probabilities and sum to 1, rate and between
// agreeing for an actor that never acts, and every question answered or refused after a bounded
// amount of work, counted in WorkMeter steps.
import { describe, expect, it } from 'vitest';
import { replicaSeed } from '../src/analysis/build-analysis.js';
import { describeAnalysisEdges } from '../src/conformance/index.js';
import { WorkMeter, genericAnalysis } from '../src/analysis/index.js';
import { Distribution, InvalidArgumentError, Law, NoAnswerError, frac, solve, stationary } from '../src/index.js';

describe('Distribution.from refuses what is not a probability law', () => {
  it('refuses probabilities that do not sum to 1, naming the total', () => {
    expect(() => Distribution.from([[0, frac(1, 4)]])).toThrow(InvalidArgumentError);
    expect(() => Distribution.from([[0, frac(1, 4)]])).toThrow(/total probability: got "1\/4"; allowed: exactly 1/);
    expect(() =>
      Distribution.from([
        [0, frac(3, 4)],
        [1, frac(1, 2)],
      ]),
    ).toThrow(/got "5\/4"/);
    expect(() => Distribution.from([])).toThrow(/got "0\/1"/);
  });

  it('refuses a negative probability or one above 1, even when the sum is 1', () => {
    expect(() =>
      Distribution.from([
        [0, frac(-1, 2)],
        [1, frac(3, 2)],
      ]),
    ).toThrow(/probability of 0: got "-1\/2"; allowed: a Fraction from 0 to 1/);
    expect(() => Distribution.from([[Number.NaN, frac(1)]])).toThrow(/value: got NaN/);
  });

  it('refuses a mixture whose weights do not sum to 1, and an empty uniform law', () => {
    expect(() => Distribution.mix([[frac(1, 2), Distribution.point(1)]])).toThrow(InvalidArgumentError);
    expect(() => Distribution.uniform([])).toThrow(/at least one value/);
  });

  it('still builds every proper law: repeated values summed, zeros dropped', () => {
    const d = Distribution.from([
      [2, frac(1, 4)],
      [2, frac(1, 4)],
      [5, frac(0)],
      [7, frac(1, 2)],
    ]);
    expect(d.toRecord()).toEqual({ '2': '1/2', '7': '1/2' });
  });
});

describe('Law.ofNumbers: probabilities clamped and summing to 1', () => {
  it('clamps a rounding overshoot such as 1.000000000000015 to 1', () => {
    const law = Law.ofNumbers([1.000000000000015], 'exact: a chain in floating point');
    expect(law.p(0).value).toBe(1);
    expect(law.atLeast(0).value).toBe(1);
    const two = Law.ofNumbers([0.5000000000000024, 0.5000000000000024, -1e-17], 'exact');
    for (const k of [0, 1, 2]) {
      expect(two.p(k).value).toBeGreaterThanOrEqual(0);
      expect(two.p(k).value).toBeLessThanOrEqual(1);
      expect(two.atLeast(k).value).toBeLessThanOrEqual(1);
    }
    expect(two.p(0).value + two.p(1).value + two.p(2).value).toBeCloseTo(1, 15);
  });

  it('refuses numbers that are not a law within rounding, naming their sum', () => {
    expect(() => Law.ofNumbers([0.5, 0.4], 'exact')).toThrow(/their sum\): got 0\.9/);
    expect(() => Law.ofNumbers([1.2, -0.2], 'exact')).toThrow(/p\[0\]: got 1\.2/);
    expect(() => Law.ofNumbers([0.5, 0.5], 'exact', { mean: -1 })).toThrow(/mean: got -1/);
  });
});

describe('generic: between and rate agree for a paused actor', () => {
  const paused = { spec: { speed: 834_725, paused: true }, action: { kind: 'act', cost: 1200 } } as const;

  it('gives a paused B a rate of 0 and E[K] = 0 between two of A’s actions', () => {
    const law = genericAnalysis.between({ a: { spec: { speed: 100 } }, b: paused });
    expect(law.mean.value).toBe(0);
    const rate = genericAnalysis.rate({ actor: paused });
    expect(rate.perTime.fraction?.toString()).toBe('0/1');
    expect(rate.perTurn.value).toBe(0);
  });

  it('gives a paused actor no action per tick, and refuses a paused A', () => {
    expect(
      genericAnalysis
        .actionsPerTurn({ actor: paused })
        .outcomes()
        .map((o) => [o.k, o.p.value]),
    ).toEqual([[0, 1]]);
    expect(() => genericAnalysis.between({ a: paused, b: { spec: { speed: 100 } } })).toThrow(NoAnswerError);
  });
});

describe('work meters', () => {
  it('counts the exact work, and leaves a question past the limit to the Monte Carlo', () => {
    // Each acts about once a tick, but their energies cycle every 1000 and 1013 ticks: together, a
    // cycle of about a million ticks.
    const query = {
      a: { spec: { speed: 997 }, action: { kind: 'act', cost: 1000 } },
      b: { spec: { speed: 1009 }, action: { kind: 'act', cost: 1013 } },
      samples: 100,
    } as const;
    const work = new WorkMeter(1000);
    const law = genericAnalysis.between({ ...query, work });
    expect(law.exact).toBe(false);
    expect(work.used).toBeLessThanOrEqual(1000);
    expect(work.exhausted).toBe(true);
    expect(work.simulated).toBeGreaterThan(0);
    const small = new WorkMeter();
    expect(genericAnalysis.between({ a: { spec: { speed: 100 } }, b: { spec: { speed: 250 } }, work: small }).exact).toBe(true);
    expect(small.used).toBeGreaterThan(0);
    expect(small.exhausted).toBe(false);
  });

  it('gives up an exact solve the meter refuses', () => {
    const flip = [
      [
        [0, frac(1, 2)],
        [1, frac(1, 2)],
      ],
      [
        [0, frac(1, 4)],
        [1, frac(3, 4)],
      ],
    ] as const;
    expect(stationary(flip, new WorkMeter(0))).toBeUndefined();
    expect(stationary(flip, new WorkMeter())?.map(String)).toEqual(['1/3', '2/3']);
    expect(
      solve(
        [
          [frac(1), frac(1), frac(3)],
          [frac(1), frac(-1), frac(1)],
        ],
        2,
        new WorkMeter(10),
      ),
    ).toBeUndefined();
  });

  it('refuses a bad limit, a bad spend and a work option that is not a meter', () => {
    expect(() => new WorkMeter(-1)).toThrow(/WorkMeter limit: got -1/);
    expect(() => new WorkMeter(1.5)).toThrow(InvalidArgumentError);
    expect(() => new WorkMeter().spend(Number.NaN)).toThrow(/spend\(steps\): got NaN/);
    expect(() => genericAnalysis.rate({ actor: { spec: { speed: 100 } }, work: {} as never })).toThrow(/work: got \{\}/);
  });
});

describe('generic analysis at the edges of its domain', () => {
  // Deterministic, one actor kind: E[K] is always rate(B) / rate(A).
  describeAnalysisEdges(genericAnalysis, {
    meanIsRateRatio: () => true,
    // Questions near the bound spend the whole limit before the Monte Carlo answers: a smaller one keeps the suite quick.
    limit: 500_000,
    edges: [
      { name: 'a paused B', a: { spec: { speed: 100 } }, b: { spec: { speed: 834_725, paused: true }, action: { kind: 'act', cost: 1200 } } },
      { name: 'a cycle of a million ticks', a: { spec: { speed: 1 }, action: { kind: 'act', cost: 999_983 } }, b: { spec: { speed: 7 } } },
      { name: 'a long wait', a: { spec: { speed: 1_000_000_000 }, action: { kind: 'wait', ticks: 1_000_000_000_000 } }, b: { spec: { speed: 1 } } },
    ],
  });
});

describe('Monte Carlo replicas', () => {
  it('seeds replica 0 with the seed itself and the others apart from consecutive seeds (a CLI splits a question over seed, seed + 1, …)', () => {
    const seeds = new Set<number>();
    for (let seed = 0; seed < 50; seed++) {
      expect(replicaSeed(seed, 0)).toBe(seed);
      for (let r = 1; r < 100; r++) {
        const s = replicaSeed(seed, r);
        expect(Number.isSafeInteger(s) && s >= 0, `replica ${r} of seed ${seed}: ${s}`).toBe(true);
        seeds.add(s);
      }
    }
    // 50 seeds × 99 replicas, no replica seed repeated, none equal to another call's own seed.
    expect(seeds.size).toBe(50 * 99);
    for (let seed = 0; seed < 50; seed++) expect(seeds.has(seed)).toBe(false);
    expect(Number.isSafeInteger(replicaSeed(Number.MAX_SAFE_INTEGER, 99))).toBe(true);
  });

  it('runs a Monte Carlo of n samples in n / 100 replicas, named in its method', () => {
    const law = genericAnalysis.between({ a: { spec: { speed: 100 } }, b: { spec: { speed: 150 } }, method: 'monte-carlo', samples: 1000 });
    expect(law.method).toBe('Monte Carlo on the generic loop: 1000 samples in 10 replicas, seed 1, 95% intervals');
    expect(law.mean.low).toBeLessThanOrEqual(1.5);
    expect(law.mean.high).toBeGreaterThanOrEqual(1.5);
  });
});
