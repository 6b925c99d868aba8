import { frac } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import {
  archeryEnergy,
  clipBounds,
  dayOf,
  effectiveSpeed,
  energyNeedDistribution,
  energyOfRaw,
  GAME_TURNS_PER_DAY,
  monsterMoveCostDistribution,
  monsterSpeedDistribution,
  overburdenPenalty,
  playerActionCostDistribution,
  playerSpeed,
  slowPenalty,
  speedText,
  stairsExtraTurns,
  walkEnergy,
  weightLimit,
} from '../src/index.js';
import { randnorCounts } from '../src/rules/cost-distribution.js';
import { scripted } from '@turnkeeper/core';

describe('the energy table (tables.c extract_energy[], lib/help/speedsys.txt)', () => {
  it('matches the rows of the help file table', () => {
    // Rows −10..−1 and +20..+29 of the table in lib/help/speedsys.txt.
    expect(Array.from({ length: 10 }, (_, i) => energyOfRaw(-10 + i))).toEqual([5, 5, 5, 5, 6, 6, 7, 7, 8, 9]);
    expect(Array.from({ length: 10 }, (_, i) => energyOfRaw(20 + i))).toEqual([30, 31, 32, 33, 34, 35, 36, 36, 37, 37]);
    expect(energyOfRaw(-50)).toBe(1);
    expect(energyOfRaw(-40)).toBe(2);
    expect(energyOfRaw(70)).toBe(49);
    expect(energyOfRaw(99)).toBe(49);
  });

  it('displays effective speed as energy / 10 (xtra1.c prt_speed())', () => {
    expect([0, 10, 26, -10, 70, 90].map(effectiveSpeed)).toEqual(['1.0x', '2.0x', '3.6x', '0.5x', '4.9x', '4.9x']);
    expect(speedText(26, { effective: true })).toBe('Fast (3.6x)');
    expect(speedText(-10)).toBe('Slow (-10)');
    expect(speedText(0)).toBe('');
  });
});

describe('the cost randomizer (dungeon.c energy_need_clipper_aux(), z-rand.c randnor())', () => {
  it('has the clamp bands of energy_clipper_table', () => {
    const band = (raw: number): string => {
      const b = clipBounds(energyOfRaw(raw));
      return b ? `${b.min}..${b.max}` : 'none';
    };
    expect([-24, -23, -2, -1, 0, 2, 3, 6, 9, 11, 15, 20, 26, 30, 34, 99].map(band)).toEqual([
      '67..133', '68..132', '68..132', '69..131', '70..130', '70..130', '71..129', '72..128',
      '73..127', '74..126', '75..125', '76..124', '77..123', '78..122', '80..120', '80..120',
    ]);
  });

  it('has the unclamped law of randnor(100, 18): 2862 at 100, a sawtooth 1628, 1213, 1603, 1187, range 29..171', () => {
    const counts = new Map(randnorCounts());
    expect(counts.get(100)).toBe(2862);
    expect([1, 2, 3, 4].map((d) => counts.get(100 + d))).toEqual([1628, 1213, 1603, 1187]);
    expect([1, 2, 3, 4].map((d) => counts.get(100 - d))).toEqual([1628, 1213, 1603, 1187]);
    expect(Math.min(...counts.keys())).toBe(29);
    expect(Math.max(...counts.keys())).toBe(171);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(65536);
  });

  it('piles the tails on the bounds: 3148/65536 at +0, 8647/65536 from +34; the mean is exactly 100', () => {
    const at0 = energyNeedDistribution(energyOfRaw(0));
    expect(at0.p(70)).toEqual(frac(3148, 65536));
    expect(at0.p(130)).toEqual(frac(3148, 65536));
    expect(energyNeedDistribution(energyOfRaw(34)).p(80)).toEqual(frac(8647, 65536));
    for (const e of [1, 10, 25, 49]) expect(energyNeedDistribution(e).mean()).toEqual(frac(100));
    const sd = Math.sqrt(at0.map((v) => (v - 100) ** 2).mean().toNumber());
    expect(sd).toBeCloseTo(16.17, 2);
  });

  it('charges 140..260 for 200, 43..80 for 62 and 280..520 for 400 at +0', () => {
    const range = (u: number): [number, number] => {
      const s = playerActionCostDistribution(u, 10).support();
      return [s[0] as number, s[s.length - 1] as number];
    };
    expect(range(200)).toEqual([140, 260]);
    expect(range(62)).toEqual([43, 80]);
    expect(range(400)).toEqual([280, 520]);
    expect(playerActionCostDistribution(500, 10).support()).toEqual([500]);
  });

  it('makes a tree move cost a monster 200 on average', () => {
    expect(monsterMoveCostDistribution('tree', 10).mean()).toEqual(frac(200));
  });
});

describe('monster speed variation (monster2.c get_mspeed())', () => {
  it('spreads race +0 by ±3 with probability 1/4, else ±1', () => {
    const { dist } = monsterSpeedDistribution(0);
    expect(dist.p(3)).toEqual(frac(1, 4 * 7));
    expect(dist.p(1)).toEqual(frac(1, 28).add(frac(3, 4 * 3)));
    expect(dist.support()).toEqual([-3, -2, -1, 0, 1, 2, 3]);
  });
  it('spreads race −10 by ±1 or not at all', () => {
    expect(monsterSpeedDistribution(-10).dist.support()).toEqual([-11, -10, -9]);
    expect(monsterSpeedDistribution(-10).dist.p(-10)).toEqual(frac(1, 12).add(frac(3, 4)));
  });
  it('spreads race +20 by ±10 or ±3', () => {
    const s = monsterSpeedDistribution(20).dist.support();
    expect([s[0], s[s.length - 1]]).toEqual([10, 30]);
  });
});

describe('speed modifiers and nominal costs (xtra1.c calc_bonuses(), cmd1.c move_player())', () => {
  it('caps the combined slow penalty at 12 and adds haste and slow', () => {
    expect(slowPenalty(true, 10)).toBe(12);
    expect(playerSpeed({ base: 0, hasted: true, binarySlow: true }).raw).toBe(0);
    expect(playerSpeed({ base: 0, hasted: true, spurt: true }).raw).toBe(10);
    expect(playerSpeed({ base: 0, spurt: true }).raw).toBe(3);
  });
  it('slows by 1 at 120 % of the weight limit, which runs from 50 to 195 lb', () => {
    expect(overburdenPenalty(1200, 1000)).toBe(1);
    expect(overburdenPenalty(1199, 1000)).toBe(0);
    expect(weightLimit(0)).toBe(500);
    expect(weightLimit(37)).toBe(1950);
  });
  it('prices trees at 200, snow at 133, slush at 111 and archery at 100/shots', () => {
    expect(walkEnergy({ terrain: 'tree' })).toBe(200);
    expect(walkEnergy({ terrain: 'snow' })).toBe(133);
    expect(walkEnergy({ terrain: 'slush' })).toBe(111);
    expect(walkEnergy({ terrain: 'snow', levitation: true })).toBe(100);
    expect(archeryEnergy('longBow', 160)).toBe(62);
  });
});

describe('time (dungeon.c dungeon(), xtra1.c extract_day_hour_min_imp())', () => {
  it('has 100,000 game turns a day and numbers days from the start of a game', () => {
    expect(GAME_TURNS_PER_DAY).toBe(100_000);
    expect(dayOf(1)).toBe(1);
    expect(dayOf(74_999)).toBe(1);
    expect(dayOf(75_001)).toBe(2);
  });
  it('adds min(25, (200 + randint0(E)) / E) game turns after stairs up', () => {
    expect(stairsExtraTurns(scripted([5]), 10)).toBe(20);
    expect(stairsExtraTurns(scripted([0]), 1)).toBe(25);
  });
});
