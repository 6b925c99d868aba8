// Every analysis question answers or refuses with a typed error after a bounded amount of work
// (WorkMeter steps, never wall time), across the whole spec domain. The costly edge: exact
// chains over hundreds of energies, solved in fractions whose digits grow as the elimination
// goes (a 1-aut player against a monster paying 255 a move took 13 to 16 seconds).
import { WorkMeter } from '@turnkeeper/core/analysis';
import { describeAnalysisEdges } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import { dcssAnalysis } from '../src/analysis/index.js';
import { dcssVersionRules, type DcssVersion } from '../src/index.js';

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

/**
 * A monster whose effective speed (monster.cc `calc_speed`) may roll below 10: ×2/3 if slowed, after
 * haste or berserk (×3/2, never below the base). Below 10, `speed × time_taken` may be under 10 for
 * a 1-aut action, where versions up to 0.32 round the gain up to 1.
 */
function mayGainBelowOne(b: { readonly spec: unknown }): boolean {
  const spec = b.spec as { kind?: string; speed?: number; slowed?: boolean };
  if (spec.kind !== 'monster') return false;
  if (spec.speed === undefined) return true;
  return spec.speed < (spec.slowed === true ? 15 : 10);
}

describe('the gain of at least 1 up to 0.32 (mon-act.cc _monster_add_energy)', () => {
  // A hasted player acts every 6 or 7 aut (haste_mul: div_rand_round(20, 3)); a speed-1 monster
  // would gain div_rand_round(6 or 7, 10), 0 or 1. Up to 0.32 it gains 1 every player action and
  // acts once every 10 of them (70 → 80, then 10 back to 70); from 0.33 it gains E[time_taken] / 10
  // = 2/3 a player action on average, so 15 player actions a monster action: rate(B) / rate(A).
  const a = { spec: { kind: 'player', hasted: true } } as const;
  const b = { spec: { kind: 'monster', speed: 1 } } as const;
  it('has a speed-1 monster act once every 10 hasted player actions in 0.28', () => {
    expect(dcssAnalysis.between({ version: '0.28', a, b }).mean.fraction?.toString()).toBe('1/10');
  });
  it('has it act at rate(B) / rate(A) = 0.01 / 0.15 in 0.33', () => {
    expect(dcssAnalysis.between({ version: '0.33', a, b }).mean.fraction?.toString()).toBe('1/15');
  });
});

describe('dcss analysis at the edges of its domain', () => {
  describeAnalysisEdges(dcssAnalysis, {
    // A monster's effective speed is rolled once (calc_speed): its rate is a mix, and E[K] a mix of ratios.
    // And up to 0.32 a monster gains at least 1 energy per player action (mon-act.cc
    // `_monster_add_energy`, max(1, div_rand_round(speed × time_taken, 10))): when speed × time_taken
    // may fall below 10 its pace follows the player's, not speed / 10 per aut. Those versions leave
    // out every monster B whose effective speed may roll below 10.
    meanIsRateRatio: (a, b, version) =>
      (a.spec as { kind: string }).kind === 'player' && !(dcssVersionRules(version as DcssVersion).gainAtLeastOne && mayGainBelowOne(b)),
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
