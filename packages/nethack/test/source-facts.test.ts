import { Fraction } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import {
  adjustedSpeed,
  heroAllocationLaw,
  monsterAllocationLaw,
  ridingAllocationLaw,
  MONSTER_SPEED_STATES,
  type Encumbrance,
  type HeroSpeedState,
  type NethackVersion,
} from '../src/index.js';
import { freeMoves, heroActionsPerTurn, monsterActionsPerTurn } from '../src/analysis/index.js';

// Every expected value in this file was worked out by hand from the original sources — src/mon.c
// mcalcmove(), src/allmain.c moveloop() (3.7 u_calc_moveamt()) of NetHack 3.4.3, 3.6.0,
// 3.6.1–3.6.7 and 3.7 — and checked against the golden files; it is not computed by the package.
// The one exception, 3.6.1+'s rounding of S′ to a multiple of 12, is a two-line rule written here
// from mcalcmove() (roundedGainLaw), which the package does not use: it enumerates the draws.

/** Normalises a written law ('1' → '1/1') to the `toRecord()` form. */
function law(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([k, p]) => [k, Fraction.parse(p).toString()]));
}
const f = (s: string): string => Fraction.parse(s).toString();

// mcalcmove(): S′ of every base speed 0–36 (the index), read off by hand: slow is (2·base + 1) / 3,
// fast (4·base + 2) / 3, both rounded down (normal is the base itself).
// prettier-ignore
const SLOW = [0, 1, 1, 2, 3, 3, 4, 5, 5, 6, 7, 7, 8, 9, 9, 10, 11, 11, 12, 13, 13, 14, 15, 15, 16, 17, 17, 18, 19, 19, 20, 21, 21, 22, 23, 23, 24];
// prettier-ignore
const FAST = [0, 2, 3, 4, 6, 7, 8, 10, 11, 12, 14, 15, 16, 18, 19, 20, 22, 23, 24, 26, 27, 28, 30, 31, 32, 34, 35, 36, 38, 39, 40, 42, 43, 44, 46, 47, 48];

/**
 * 3.6.1+ mcalcmove(): S′ = 12·q + r rounds to 12·(q + 1) when rn2(12) < r, else to 12·q, so the
 * gain is 12·q with chance (12 − r)/12 and 12·(q + 1) with chance r/12 (12·q alone when r = 0).
 * The package enumerates the draws instead; this is the rule read straight from the source.
 */
function roundedGainLaw(adjusted: number): Record<string, string> {
  const r = adjusted % 12;
  const low = adjusted - r;
  return r === 0 ? { [low]: '1/1' } : { [low]: f(`${12 - r}/12`), [low + 12]: f(`${r}/12`) };
}

// Per-turn and free-move odds: base, 3.4.3 P(2+/turn), 3.6.0 P(0/turn), 3.6.0 P(2+/turn), 3.6.1+ P(2+/turn), then
// P(gap ≥ 2) vs a normal / Fast / Very_fast hero for 3.4.3, 3.6.0, 3.6.1+.
const P1: [number, string, string, string, string, string[], string[], string[]][] = [
  [1, '0', '73/90', '0', '0', ['0', '0', '0'], ['0', '0', '0'], ['0', '0', '0']],
  [3, '0', '2/3', '0', '0', ['0', '0', '0'], ['0', '0', '0'], ['0', '0', '0']],
  [6, '0', '5/12', '0', '0', ['0', '0', '0'], ['0', '0', '0'], ['0', '0', '0']],
  [9, '0', '31/180', '1/180', '0', ['0', '0', '0'], ['1/180', '1/360', '1/900'], ['0', '0', '0']],
  [10, '0', '19/180', '1/45', '0', ['0', '0', '0'], ['1/45', '1/90', '1/225'], ['0', '0', '0']],
  [12, '0', '1/45', '19/180', '0', ['0', '0', '0'], ['19/180', '19/360', '19/900'], ['0', '0', '0']],
  [13, '1/12', '1/180', '31/180', '1/12', ['1/12', '1/16', '1/24'], ['31/180', '31/360', '31/900'], ['1/12', '1/24', '1/60']],
  [14, '1/6', '0', '1/4', '1/6', ['1/6', '1/8', '1/12'], ['1/4', '1/8', '1/20'], ['1/6', '1/12', '1/30']],
  [15, '1/4', '0', '1/3', '1/4', ['1/4', '3/16', '1/8'], ['1/3', '1/6', '1/15'], ['1/4', '1/8', '1/20']],
  [16, '1/3', '0', '5/12', '1/3', ['1/3', '1/4', '1/6'], ['5/12', '5/24', '1/12'], ['1/3', '1/6', '1/15']],
  [18, '1/2', '0', '7/12', '1/2', ['1/2', '3/8', '1/4'], ['7/12', '7/24', '7/60'], ['1/2', '1/4', '1/10']],
  [20, '2/3', '0', '3/4', '2/3', ['2/3', '1/2', '1/3'], ['3/4', '3/8', '3/20'], ['2/3', '1/3', '2/15']],
  [22, '5/6', '0', '161/180', '5/6', ['5/6', '5/8', '5/12'], ['161/180', '163/360', '169/900'], ['5/6', '5/12', '1/6']],
  [24, '1', '0', '44/45', '1', ['1', '3/4', '1/2'], ['44/45', '371/720', '107/450'], ['1', '1/2', '1/5']],
  [26, '1', '0', '1', '1', ['1', '3/4', '31/60'], ['1', '9/16', '3/10'], ['1', '13/24', '4/15']],
  [30, '1', '0', '1', '1', ['1', '3/4', '11/20'], ['1', '31/48', '13/30'], ['1', '5/8', '2/5']],
  [36, '1', '0', '1', '1', ['1', '3/4', '3/5'], ['1', '67/90', '133/225'], ['1', '3/4', '3/5']],
];

// The hero (base 12): encumbrance, then per speed state its gain law, mean gain and actions per turn
// (long run) in 3.4.3 / 3.6.0 (the old family) and in 3.6.1+ (the modern one). A normal-speed hero
// gains the same in every version; Fast and Very_fast differ between the families.
type HeroFacts = readonly [gain: Record<string, string>, mean: string, actions: Record<string, string>];
const HERO_NORMAL: readonly (readonly [Encumbrance, ...HeroFacts])[] = [
  [0, { '12': '1' }, '12', { '1': '1' }],
  [1, { '9': '1' }, '9', { '0': '1/4', '1': '3/4' }],
  [2, { '6': '1' }, '6', { '0': '1/2', '1': '1/2' }],
  [3, { '3': '1' }, '3', { '0': '3/4', '1': '1/4' }],
  [4, { '2': '1' }, '2', { '0': '5/6', '1': '1/6' }],
  [5, { '12': '1' }, '12', { '1': '1' }],
];
const HERO_FAST: readonly (readonly [HeroSpeedState, Encumbrance, old: HeroFacts, modern: HeroFacts])[] = [
  ['Fast', 0, [{ '12': '1/3', '18': '2/3' }, '16', { '1': '2/3', '2': '1/3' }], [{ '12': '2/3', '24': '1/3' }, '16', { '1': '2/3', '2': '1/3' }]],
  [
    'Fast',
    1,
    [{ '9': '1/3', '14': '2/3' }, '37/3', { '0': '1/12', '1': '29/36', '2': '1/9' }],
    [{ '9': '2/3', '18': '1/3' }, '12', { '0': '1/6', '1': '2/3', '2': '1/6' }],
  ],
  ['Fast', 2, [{ '6': '1/3', '9': '2/3' }, '8', { '0': '1/3', '1': '2/3' }], [{ '6': '2/3', '12': '1/3' }, '8', { '0': '1/3', '1': '2/3' }]],
  ['Fast', 3, [{ '3': '1/3', '5': '2/3' }, '13/3', { '0': '23/36', '1': '13/36' }], [{ '3': '2/3', '6': '1/3' }, '4', { '0': '2/3', '1': '1/3' }]],
  ['Fast', 4, [{ '2': '1/3', '3': '2/3' }, '8/3', { '0': '7/9', '1': '2/9' }], [{ '2': '2/3', '3': '1/3' }, '7/3', { '0': '29/36', '1': '7/36' }]],
  ['Fast', 5, [{ '12': '1/3', '18': '2/3' }, '16', { '1': '2/3', '2': '1/3' }], [{ '12': '2/3', '24': '1/3' }, '16', { '1': '2/3', '2': '1/3' }]],
  ['Very_fast', 0, [{ '18': '2/3', '24': '1/3' }, '20', { '1': '1/3', '2': '2/3' }], [{ '12': '1/3', '24': '2/3' }, '20', { '1': '1/3', '2': '2/3' }]],
  [
    'Very_fast',
    1,
    [{ '14': '2/3', '18': '1/3' }, '46/3', { '1': '13/18', '2': '5/18' }],
    [{ '9': '1/3', '18': '2/3' }, '15', { '0': '1/12', '1': '7/12', '2': '1/3' }],
  ],
  ['Very_fast', 2, [{ '9': '2/3', '12': '1/3' }, '10', { '0': '1/6', '1': '5/6' }], [{ '6': '1/3', '12': '2/3' }, '10', { '0': '1/6', '1': '5/6' }]],
  ['Very_fast', 3, [{ '5': '2/3', '6': '1/3' }, '16/3', { '0': '5/9', '1': '4/9' }], [{ '3': '1/3', '6': '2/3' }, '5', { '0': '7/12', '1': '5/12' }]],
  ['Very_fast', 4, [{ '3': '1' }, '3', { '0': '3/4', '1': '1/4' }], [{ '2': '1/3', '3': '2/3' }, '8/3', { '0': '7/9', '1': '2/9' }]],
  ['Very_fast', 5, [{ '18': '2/3', '24': '1/3' }, '20', { '1': '1/3', '2': '2/3' }], [{ '12': '1/3', '24': '2/3' }, '20', { '1': '1/3', '2': '2/3' }]],
];

describe('mcalcmove(): adjusted speeds and 3.6.1+ monster gains, every base speed', () => {
  it("rounds each of 3.6.1+'s laws from S′ by the rule (spot checks written out)", () => {
    expect(roundedGainLaw(0)).toEqual({ '0': '1/1' });
    expect(roundedGainLaw(7)).toEqual(law({ '0': '5/12', '12': '7/12' }));
    expect(roundedGainLaw(24)).toEqual({ '24': '1/1' });
    expect(roundedGainLaw(47)).toEqual(law({ '36': '1/12', '48': '11/12' }));
  });
  SLOW.forEach((slow, base) => {
    const adjusted = { normal: base, slow, fast: FAST[base] as number };
    it(`base ${base}`, () => {
      for (const mspeed of MONSTER_SPEED_STATES) {
        expect(adjustedSpeed(base, mspeed)).toBe(adjusted[mspeed]);
        for (const version of ['3.6.1', '3.6.7', '3.7'] as const) {
          expect(monsterAllocationLaw(version, { base, mspeed }).distribution.toRecord()).toEqual(roundedGainLaw(adjusted[mspeed]));
        }
      }
      // 3.4.3 gains exactly S′; 3.6.0's mean is S′ + 1 when S′ ≥ 3.
      expect(monsterAllocationLaw('3.4.3', { base, mspeed: 'normal' }).distribution.toRecord()).toEqual({ [base]: '1/1' });
      if (base >= 3) expect(monsterAllocationLaw('3.6.0', { base, mspeed: 'normal' }).mean.toString()).toBe(`${base + 1}/1`);
    });
  });
});

describe('3.6.0 mcalcmove(): the clamp at 1', () => {
  const small = law({ '1': '1/5', '2': '1/5', '3': '1/5', '4': '1/5', '5': '2/15', '6': '1/15' });
  const one = law({ '1': '2/5', '2': '1/5', '3': '1/5', '4': '2/15', '5': '1/15' });
  it.each([
    [1, 'normal', one, '34/15'],
    [2, 'normal', small, '46/15'],
    [2, 'slow', one, '34/15'],
    [3, 'slow', small, '46/15'],
    [1, 'fast', small, '46/15'],
  ] as const)('base %i %s', (base, mspeed, expected, mean) => {
    const l = monsterAllocationLaw('3.6.0', { base, mspeed });
    expect(l.distribution.toRecord()).toEqual(expected);
    expect(l.mean.toString()).toBe(mean);
  });
  it('base 12 normal, for comparison', () => {
    const l = monsterAllocationLaw('3.6.0', { base: 12, mspeed: 'normal' });
    expect(l.distribution.toRecord()).toEqual(law({ '10': '1/15', '11': '2/15', '12': '1/5', '13': '1/5', '14': '1/5', '15': '2/15', '16': '1/15' }));
    expect(l.mean.toString()).toBe('13/1');
    expect(l.patterns.map((p) => p.args)).toEqual([[5, 3]]);
  });
});

describe('mcalcmove(): the galloping steed', () => {
  it.each([
    [12, { '16': '1/2', '20': '1/2' }, { '12': '1/2', '24': '1/2' }],
    [16, { '21': '1/2', '26': '1/2' }, { '12': '1/8', '24': '19/24', '36': '1/12' }],
    [20, { '26': '1/2', '33': '1/2' }, { '24': '13/24', '36': '11/24' }],
    [24, { '32': '1/2', '40': '1/2' }, { '24': '1/6', '36': '2/3', '48': '1/6' }],
  ])('base %i', (base, old, modern) => {
    const steed = { base, mspeed: 'normal' as const, steed: true, galloping: true };
    for (const v of ['3.4.3', '3.6.0'] as const) expect(monsterAllocationLaw(v, steed).distribution.toRecord()).toEqual(law(old));
    for (const v of ['3.6.1', '3.7'] as const) expect(monsterAllocationLaw(v, steed).distribution.toRecord()).toEqual(law(modern));
    expect(monsterAllocationLaw('3.6.7', steed).patterns.map((p) => p.args)).toEqual([[2, 12]]);
  });
});

describe('moveloop() / u_calc_moveamt(): the hero per turn (base 12)', () => {
  const expectHero = (versions: readonly NethackVersion[], speed: HeroSpeedState, encumbrance: Encumbrance, [gain, mean, actions]: HeroFacts): void => {
    for (const v of versions) {
      const l = heroAllocationLaw(v, { base: 12, speed, encumbrance });
      expect(l.distribution.toRecord()).toEqual(law(gain));
      expect(l.mean.toString()).toBe(f(mean));
      expect(heroActionsPerTurn(v, { base: 12, speed, encumbrance }).longRun.toRecord()).toEqual(law(actions));
    }
  };
  for (const [encumbrance, ...facts] of HERO_NORMAL) {
    it(`normal, encumbrance ${encumbrance}, every version`, () => {
      expectHero(['3.4.3', '3.6.0', '3.6.7', '3.7'], 'normal', encumbrance, facts);
    });
  }
  for (const [speed, encumbrance, old, modern] of HERO_FAST) {
    it(`${speed}, encumbrance ${encumbrance}: 3.4.3 and 3.6.0, then 3.6.7 and 3.7`, () => {
      expectHero(['3.4.3', '3.6.0'], speed, encumbrance, old);
      expectHero(['3.6.7', '3.7'], speed, encumbrance, modern);
    });
  }
  it('riding a speed-24 warhorse, unencumbered', () => {
    const horse = (galloping: boolean) => ({ base: 24, mspeed: 'normal' as const, galloping });
    for (const v of ['3.4.3', '3.6.0'] as const)
      expect(ridingAllocationLaw(v, horse(true), 0).distribution.toRecord()).toEqual(law({ '32': '1/2', '40': '1/2' }));
    expect(ridingAllocationLaw('3.6.4', horse(true), 0).distribution.toRecord()).toEqual(law({ '24': '1/6', '36': '2/3', '48': '1/6' }));
    for (const v of ['3.4.3', '3.6.0', '3.6.4'] as const) expect(ridingAllocationLaw(v, horse(false), 0).distribution.toRecord()).toEqual({ '24': '1/1' });
  });
  it('a polymorphed hero is never rounded: a speed-15 form gains exactly 15 (3.6.1+)', () => {
    expect(heroAllocationLaw('3.6.7', { base: 15, speed: 'normal', encumbrance: 0 }).distribution.toRecord()).toEqual({ '15': '1/1' });
  });
});

describe('per-turn and free-move probabilities', () => {
  const heroes = (['normal', 'Fast', 'Very_fast'] as const).map((speed) => ({ base: 12, speed, encumbrance: 0 as const }));
  for (const [base, p343, zero360, p360, p361, g343, g360, g361] of P1) {
    it(`base ${base}`, () => {
      const m = { base, mspeed: 'normal' as const };
      expect(monsterActionsPerTurn('3.4.3', m).longRun.atLeast(2).toString()).toBe(f(p343));
      expect(monsterActionsPerTurn('3.6.0', m).longRun.p(0).toString()).toBe(f(zero360));
      expect(monsterActionsPerTurn('3.6.0', m).longRun.atLeast(2).toString()).toBe(f(p360));
      expect(monsterActionsPerTurn('3.6.7', m).longRun.atLeast(2).toString()).toBe(f(p361));
      for (const [version, gaps] of [
        ['3.4.3', g343],
        ['3.6.0', g360],
        ['3.6.1', g361],
      ] as const) {
        expect(heroes.map((h) => freeMoves(version, h, m).pGapAtLeast2.toString())).toEqual(gaps.map(f));
      }
    });
  }
  it('full gap laws: speed 24 vs Fast and Very_fast heroes', () => {
    const m = { base: 24, mspeed: 'normal' as const };
    const [, fast, veryFast] = heroes as [unknown, (typeof heroes)[number], (typeof heroes)[number]];
    expect(freeMoves('3.6.7', fast, m).gapDistribution.toRecord()).toEqual(law({ '1': '1/2', '2': '1/2' }));
    expect(freeMoves('3.4.3', veryFast, m).gapDistribution.toRecord()).toEqual(law({ '0': '3/10', '1': '1/5', '2': '1/2' }));
    expect(freeMoves('3.6.7', veryFast, m).gapDistribution.toRecord()).toEqual(law({ '1': '4/5', '2': '1/5' }));
  });
  it('the 3.7 shopkeeper example: hasted 18 always acts twice; hasted 16 gains 12:1/6, 24:5/6', () => {
    expect(monsterAllocationLaw('3.7', { base: 18, mspeed: 'fast' }).distribution.toRecord()).toEqual({ '24': '1/1' });
    expect(monsterAllocationLaw('3.7', { base: 16, mspeed: 'fast' }).distribution.toRecord()).toEqual(law({ '12': '1/6', '24': '5/6' }));
  });
  it('a 3.4.3 speed-15 monster acts 1, 1, 1, 2 times per turn, repeating', () => {
    const a = monsterActionsPerTurn('3.4.3', { base: 15, mspeed: 'normal' });
    expect(a.leftoverSupport).toEqual([0, 3, 6, 9]);
    expect([0, 3, 6, 9].map((r) => a.byLeftover[r]?.toRecord())).toEqual([{ '1': '1/1' }, { '1': '1/1' }, { '1': '1/1' }, { '2': '1/1' }]);
  });
  it('3.6.1+ monster leftovers are always 0', () => {
    for (const base of [1, 7, 13, 25, 36]) expect(monsterActionsPerTurn('3.6.7', { base, mspeed: 'normal' }).leftoverSupport).toEqual([0]);
  });
  it('a Burdened Fast hero gains {9, 14} in 3.4.3 but {9, 18} in 3.6.1+', () => {
    const hero = { base: 12, speed: 'Fast' as const, encumbrance: 1 as const };
    expect(heroAllocationLaw('3.4.3', hero).distribution.support()).toEqual([9, 14]);
    expect(heroAllocationLaw('3.6.1', hero).distribution.support()).toEqual([9, 18]);
  });
});
