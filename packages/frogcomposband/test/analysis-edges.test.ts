// Every analysis question answers or refuses with a typed error after a bounded amount of work
// (WorkMeter steps, never wall time), across the whole spec domain; laws solved in floating
// point stay probabilities (a 7.0 law once gave P(K ≥ 0) = 1.0000000000000582); a charge made
// negative by an energy_use that wrapped has no exact rate (it used to report a negative one).
import { NoAnswerError } from '@turnkeeper/core';
import { WorkMeter } from '@turnkeeper/core/analysis';
import { describeAnalysisEdges } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import { frogcomposbandAnalysis } from '../src/analysis/index.js';

describe('laws solved in floating point', () => {
  it('keeps every probability within [0, 1], P(K ≥ 0) = 1 (7.0.nougat: a +20 monster and a +7 player)', () => {
    const law = frogcomposbandAnalysis.between({
      version: '7.0.nougat',
      a: { spec: { kind: 'monster', speed: 20 } },
      b: { spec: { kind: 'player', speed: 7 } },
    });
    expect(law.exact).toBe(true);
    expect(law.atLeast(0).value).toBe(1);
    for (let k = 0; k <= 7; k++) expect(law.atLeast(k).value).toBeLessThanOrEqual(1);
    for (const o of law.outcomes()) expect(o.p.value).toBeLessThanOrEqual(1);
  });
});

describe('a negative charge (an energy_use that wrapped in the s16b)', () => {
  const actor = { spec: { kind: 'player' }, action: { kind: 'act', energyUse: -50 } } as const;

  it('has no exact rate, rather than a negative one', () => {
    expect(() => frogcomposbandAnalysis.rate({ actor })).toThrow(NoAnswerError);
    expect(() => frogcomposbandAnalysis.rate({ actor })).toThrow(/charge can be negative \(-50/);
  });

  it('leaves between and actionsPerTurn to the real loop, which runs the wrap', () => {
    const work = new WorkMeter();
    const law = frogcomposbandAnalysis.between({ a: actor, b: { spec: { kind: 'monster', speed: 0 } }, samples: 200, work });
    expect(law.exact).toBe(false);
    expect(law.mean.value).toBeGreaterThanOrEqual(0);
    expect(frogcomposbandAnalysis.actionsPerTurn({ actor, samples: 200 }).exact).toBe(false);
  });
});

describe('frogcomposband analysis at the edges of its domain', () => {
  describeAnalysisEdges(frogcomposbandAnalysis, {
    // A monster's speed is rolled once (get_mspeed()) unless given or unique: then its rate is a
    // mix. A filibustering player slows the monster (−12) in the pair, which its rate alone ignores.
    meanIsRateRatio: (a, b) => {
      const [sa, sb] = [a.spec, b.spec] as { kind: string; speed?: number; unique?: boolean; filibuster?: boolean }[];
      if (sa?.filibuster === true || sb?.filibuster === true) return false;
      return sa?.kind === 'player' || sa?.speed !== undefined || sa?.unique === true;
    },
    edges: [
      {
        name: 'a wrapped energy_use',
        a: { spec: { kind: 'player' }, action: { kind: 'act', energyUse: -32768 } },
        b: { spec: { kind: 'monster', speed: 10 } },
      },
      { name: 'the 7.0 law past 1', version: '7.0.nougat', a: { spec: { kind: 'monster', speed: 20 } }, b: { spec: { kind: 'player', speed: 7 } } },
      {
        name: 'a web for a fast monster',
        a: { spec: { kind: 'player', speed: -43 } },
        b: { spec: { kind: 'monster', speed: 99 }, action: { kind: 'move', terrain: 'plain', web: true } },
      },
    ],
  });
});
