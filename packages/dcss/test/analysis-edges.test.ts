// Every analysis question answers or refuses with a typed error after a bounded amount of work
// (WorkMeter steps, never wall time), across the whole spec domain. The costly edge: exact
// chains over hundreds of energies, solved in fractions whose digits grow as the elimination
// goes (a 1-aut player against a monster paying 255 a move took 13 to 16 seconds).
import { WorkMeter } from '@turnkeeper/core/analysis';
import { describeAnalysisEdges } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import { dcssAnalysis } from '../src/analysis/index.js';

describe('exact chains past the work limit', () => {
  it('leaves a chain the limit does not allow to the Monte Carlo, within the limit', () => {
    const a = { spec: { kind: 'monster', speed: 79, energyUsage: { move: 255 } } } as const;
    const b = { spec: { kind: 'player' }, action: { kind: 'fixed', aut: 1 } } as const;
    const work = new WorkMeter(1_000_000);
    const law = dcssAnalysis.between({ a, b, work, samples: 500 });
    expect(work.used).toBeLessThanOrEqual(1_000_000);
    expect(work.exhausted).toBe(true);
    expect(law.exact).toBe(false);
    expect(law.method).toMatch(/^Monte Carlo/);
    // E[K] is the long-run ratio of the rates: a 1-aut action per aut against 79 / 2550 monster actions.
    expect(dcssAnalysis.rate({ actor: b }).perTime.value / dcssAnalysis.rate({ actor: a }).perTime.value).toBeCloseTo(2550 / 79, 9);
    expect(law.mean.low).toBeLessThanOrEqual(2550 / 79);
    expect(law.mean.high).toBeGreaterThanOrEqual(2550 / 79);
  });
});

describe('dcss analysis at the edges of its domain', () => {
  describeAnalysisEdges(dcssAnalysis, {
    // A monster's effective speed is rolled once (calc_speed): its rate is a mix, and E[K] a mix of ratios.
    meanIsRateRatio: (a) => (a.spec as { kind: string }).kind === 'player',
    edges: [
      {
        name: 'a 1-aut player, a slow monster paying 255 a move',
        a: { spec: { kind: 'monster', speed: 79, energyUsage: { move: 255 } } },
        b: { spec: { kind: 'player' }, action: { kind: 'fixed', aut: 1 } },
      },
      {
        name: 'the reverse',
        a: { spec: { kind: 'player' }, action: { kind: 'fixed', aut: 1 } },
        b: { spec: { kind: 'monster', speed: 99, energyUsage: { move: 255 } } },
      },
      {
        name: 'a very long action',
        a: { spec: { kind: 'player' }, action: { kind: 'fixed', aut: 2_147_483_647 } },
        b: { spec: { kind: 'monster', speed: 1 } },
      },
      // Never-acting actors: speed 0 gains nothing, speed 100+ burns its energy (mon-act.cc handle_monster_move).
      { name: 'B at speed 0', a: { spec: { kind: 'player' } }, b: { spec: { kind: 'monster', speed: 0 } } },
      { name: 'B at speed 100', a: { spec: { kind: 'player' } }, b: { spec: { kind: 'monster', speed: 100 } } },
      { name: 'A at speed 0', a: { spec: { kind: 'monster', speed: 0 } }, b: { spec: { kind: 'player' } } },
      { name: 'A at speed 100', a: { spec: { kind: 'monster', speed: 100 } }, b: { spec: { kind: 'monster', speed: 10 } } },
    ],
  });
});
