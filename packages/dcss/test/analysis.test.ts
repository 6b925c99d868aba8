import { Distribution, Fraction, UnknownActionError, frac } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { cesaroLimit } from '../src/analysis/markov.js';
import { dcssAnalysis, gainDistribution, longRunActions, longRunClosedForm, monsterActionsPerPlayerAction } from '../src/analysis/index.js';
import { playerSpeedDistribution, NORMAL_PLAYER } from '../src/index.js';

/** P(the monster acts two or more times between two actions of a player who always waits), through the analysis interface. */
function chanceOfTwoOrMore(monster: Record<string, unknown>, action: { kind: 'move' } | { kind: 'melee' } = { kind: 'move' }): string {
  const law = dcssAnalysis.between({
    a: { spec: { kind: 'player' }, action: { kind: 'wait' } },
    b: { spec: { kind: 'monster', speed: 10, ...monster }, action },
  });
  expect(law.exact).toBe(true);
  return law.atLeast(2).fraction?.toString() ?? 'not a fraction';
}

// Long-run actions per player action (c = 10), speeds 7, 13, 30 (rows) at delays 5, 7, 10, 15, 20
// aut (columns): each law as `actions:probability` pairs.
const DELAYS = [5, 7, 10, 15, 20];
const TABLE: Record<number, readonly string[]> = {
  7: ['0:13/20 1:7/20', '0:51/100 1:49/100', '0:3/10 1:7/10', '1:19/20 2:1/20', '1:3/5 2:2/5'],
  13: ['0:7/20 1:13/20', '0:9/100 1:91/100', '1:7/10 2:3/10', '1:1/20 2:19/20', '2:2/5 3:3/5'],
  30: ['1:1/2 2:1/2', '2:9/10 3:1/10', '3:1/1', '4:1/2 5:1/2', '6:1/1'],
};

/** `'0:13/20 1:7/20'` as the record `Distribution.toRecord()` gives. */
function law(pairs: string): Record<string, string> {
  return Object.fromEntries(pairs.split(' ').map((pair) => pair.split(':') as [string, string]));
}

describe('monster actions per player action (mon-act.cc handle_monsters)', () => {
  for (const [speed, row] of Object.entries(TABLE)) {
    row.forEach((pairs, i) => {
      const delay = DELAYS[i] as number;
      it(`speed ${speed}, ${delay} aut: ${pairs}`, () => {
        expect(longRunActions(Number(speed), delay, 10).toRecord()).toEqual(law(pairs));
      });
    });
  }

  it('P(two actions) against 10-aut actions is (s − 10)/10 for 10 ≤ s ≤ 20', () => {
    expect(chanceOfTwoOrMore({ speed: 12 })).toBe('1/5');
    expect(chanceOfTwoOrMore({ speed: 15 })).toBe('1/2');
  });

  it('an ugly thing (move 9) double-moves 1/9 of the time; an ogre attacking (15) averages 2/3', () => {
    expect(chanceOfTwoOrMore({ speed: 10, energyUsage: { move: 9 } })).toBe('1/9');
    expect(monsterActionsPerPlayerAction({ baseSpeed: 10, delay: 10, cost: 15 }).mean.toString()).toBe('2/3');
    const ogre = dcssAnalysis.between({
      a: { spec: { kind: 'player' } },
      b: { spec: { kind: 'monster', speed: 10, energyUsage: { attack: 15 } }, action: { kind: 'melee' } },
    });
    expect(ogre.mean.fraction?.toString()).toBe('2/3');
  });

  it('a hasted speed-15 monster (22 or 23) gets 2 or 3 actions, P(3) = 1/4', () => {
    const r = monsterActionsPerPlayerAction({ baseSpeed: 15, status: { hasted: true, slowed: false, berserk: false }, delay: 10, cost: 10 });
    expect(r.effectiveSpeed.toRecord()).toEqual({ '22': '1/2', '23': '1/2' });
    expect(r.longRun.toRecord()).toEqual({ '2': '3/4', '3': '1/4' });
  });

  it('against a hasted player (6 or 7 aut) a speed-10 monster gets 2/3 of an action; against a slowed one 3/2', () => {
    const hasted = playerSpeedDistribution({ ...NORMAL_PLAYER, hasted: true });
    expect(monsterActionsPerPlayerAction({ baseSpeed: 10, delay: hasted, cost: 10 }).mean.toString()).toBe('2/3');
    expect(monsterActionsPerPlayerAction({ baseSpeed: 10, delay: 15, cost: 10 }).mean.toString()).toBe('3/2');
  });

  it('first turn of a new monster: speed 10 at 10 aut acts once; at 7 aut not at all', () => {
    expect(monsterActionsPerPlayerAction({ baseSpeed: 10, delay: 10, cost: 10 }).firstTurn.toRecord()).toEqual({ '1': '1/1' });
    expect(monsterActionsPerPlayerAction({ baseSpeed: 10, delay: 7, cost: 10 }).firstTurn.toRecord()).toEqual({ '0': '1/1' });
  });

  it('≤ 0.32 (gain at least 1) a speed-1 monster gains every turn even at 5 aut', () => {
    expect(gainDistribution(1, 5, true).toRecord()).toEqual({ '1': '1/1' });
    expect(gainDistribution(1, 5).toRecord()).toEqual({ '0': '1/2', '1': '1/2' });
  });

  it('the closed form {K: 1 − f, K + 1: f}', () => {
    expect(longRunClosedForm(12, 10, 10).toRecord()).toEqual({ '1': '4/5', '2': '1/5' });
    expect(longRunClosedForm(20, 10, 10).toRecord()).toEqual({ '2': '1/1' });
  });
});

describe('cesaroLimit', () => {
  it('averages a periodic cycle after a transient state', () => {
    const limit = cesaroLimit(0, (s) => [[s === 0 ? 1 : 3 - s, Fraction.ONE]]);
    expect([...limit].map(([s, p]) => [s, p.toString()])).toEqual([
      [1, '1/2'],
      [2, '1/2'],
    ]);
  });

  it('weights several closed classes by the chance of reaching each', () => {
    // 0 → 1 (absorbing) with 1/3, → 2 ↔ 3 with 2/3
    const step = (s: number): [number, Fraction][] =>
      s === 0
        ? [
            [1, frac(1, 3)],
            [2, frac(2, 3)],
          ]
        : s === 1
          ? [[1, Fraction.ONE]]
          : [[5 - s, Fraction.ONE]];
    const limit = cesaroLimit(0, step);
    expect(Object.fromEntries([...limit].map(([s, p]) => [s, p.toString()]))).toEqual({ 1: '1/3', 2: '1/3', 3: '1/3' });
  });
});

describe('exact rates (dcssAnalysis.rate)', () => {
  const rate = (spec: Record<string, unknown>, action?: Record<string, unknown>): string => {
    const r = dcssAnalysis.rate({ actor: { spec, action } } as never);
    expect(r.perTime.exact).toBe(true);
    return r.perTime.fraction?.toString() ?? String(r.perTime.value);
  };

  it('a monster takes speed / (10 × cost) actions per aut; a player 1 / E[time]', () => {
    expect(rate({ kind: 'monster', speed: 15 }, { kind: 'move' })).toBe('3/20');
    expect(rate({ kind: 'player', hasted: true }, { kind: 'wait' })).toBe('3/20');
    expect(() => dcssAnalysis.rate({ actor: { spec: { kind: 'player' }, action: { kind: 'missile' } } } as never)).toThrow(UnknownActionError);
  });

  it('agrees with a distribution mean for a speed-brand attacker', () => {
    const r = dcssAnalysis.rate({ actor: { spec: { kind: 'monster', speed: 10, weapon: 'speed' }, action: { kind: 'melee' } } }).perTime.fraction;
    expect(
      r?.equals(
        Fraction.of(10).div(
          Fraction.of(10).mul(
            Distribution.from([
              [6, frac(1, 3)],
              [7, frac(2, 3)],
            ]).mean(),
          ),
        ),
      ),
    ).toBe(true);
  });

  it('per game turn is ×10 aut: a speed-12 monster attacking takes 6/5 actions per turn', () => {
    const r = dcssAnalysis.rate({ actor: { spec: { kind: 'monster', speed: 12 }, action: { kind: 'melee' } } });
    expect(r.perTime.value).toBeCloseTo(0.12, 12);
    expect(r.perTurn.fraction?.toString()).toBe('6/5');
    expect([r.timeUnit, r.turnUnit]).toEqual(['aut', 'turn']);
  });

  it('a free action is Infinity; a monster that never acts is 0', () => {
    expect(dcssAnalysis.rate({ actor: { spec: { kind: 'player' }, action: { kind: 'fixed', aut: 0 } } }).perTime.value).toBe(Infinity);
    expect(rate({ kind: 'monster', speed: 0 })).toBe('0/1');
    expect(rate({ kind: 'monster', speed: 120 })).toBe('0/1');
  });
});
