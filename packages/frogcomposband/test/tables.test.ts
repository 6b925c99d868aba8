import { readFileSync } from 'node:fs';
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
import { RANDNOR_TABLE } from '../src/tables/randnor-table.js';
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

/** `randnor_table[256]` as `src/z-rand.c` prints it, entry by entry: what the runtime's compact form must give. */
const PRINTED_RANDNOR_TABLE = [
  206, 613, 1022, 1430, 1838, 2245, 2652, 3058, 3463, 3867, 4271, 4673, 5075, 5475, 5874, 6271, 6667, 7061, 7454, 7845, 8234, 8621, 9006, 9389, 9770, 10148,
  10524, 10898, 11269, 11638, 12004, 12367, 12727, 13085, 13440, 13792, 14140, 14486, 14828, 15168, 15504, 15836, 16166, 16492, 16814, 17133, 17449, 17761,
  18069, 18374, 18675, 18972, 19266, 19556, 19842, 20124, 20403, 20678, 20949, 21216, 21479, 21738, 21994, 22245,

  22493, 22737, 22977, 23213, 23446, 23674, 23899, 24120, 24336, 24550, 24759, 24965, 25166, 25365, 25559, 25750, 25937, 26120, 26300, 26476, 26649, 26818,
  26983, 27146, 27304, 27460, 27612, 27760, 27906, 28048, 28187, 28323, 28455, 28585, 28711, 28835, 28955, 29073, 29188, 29299, 29409, 29515, 29619, 29720,
  29818, 29914, 30007, 30098, 30186, 30272, 30356, 30437, 30516, 30593, 30668, 30740, 30810, 30879, 30945, 31010, 31072, 31133, 31192, 31249,

  31304, 31358, 31410, 31460, 31509, 31556, 31601, 31646, 31688, 31730, 31770, 31808, 31846, 31882, 31917, 31950, 31983, 32014, 32044, 32074, 32102, 32129,
  32155, 32180, 32205, 32228, 32251, 32273, 32294, 32314, 32333, 32352, 32370, 32387, 32404, 32420, 32435, 32450, 32464, 32477, 32490, 32503, 32515, 32526,
  32537, 32548, 32558, 32568, 32577, 32586, 32595, 32603, 32611, 32618, 32625, 32632, 32639, 32645, 32651, 32657, 32662, 32667, 32672, 32677,

  32682, 32686, 32690, 32694, 32698, 32702, 32705, 32708, 32711, 32714, 32717, 32720, 32722, 32725, 32727, 32729, 32731, 32733, 32735, 32737, 32739, 32740,
  32742, 32743, 32745, 32746, 32747, 32748, 32749, 32750, 32751, 32752, 32753, 32754, 32755, 32756, 32757, 32757, 32758, 32758, 32759, 32760, 32760, 32761,
  32761, 32761, 32762, 32762, 32763, 32763, 32763, 32764, 32764, 32764, 32764, 32765, 32765, 32765, 32765, 32766, 32766, 32766, 32766, 32767,
];

describe('the randnor table (z-rand.c randnor_table[])', () => {
  it('is built from its second differences into exactly the printed table', () => {
    expect(RANDNOR_TABLE).toHaveLength(256);
    expect([...RANDNOR_TABLE]).toEqual(PRINTED_RANDNOR_TABLE);
    expect(Object.isFrozen(RANDNOR_TABLE)).toBe(true);
  });

  it("is the table of the game's own code (energy_cost_distribution.json)", () => {
    const golden = JSON.parse(readFileSync(new URL('./golden/energy_cost_distribution.json', import.meta.url), 'utf8')) as { randnor_table: number[] };
    expect([...RANDNOR_TABLE]).toEqual(golden.randnor_table);
  });
});

describe('the cost randomizer (dungeon.c energy_need_clipper_aux(), z-rand.c randnor())', () => {
  it('has the clamp bands of energy_clipper_table', () => {
    const band = (raw: number): string => {
      const b = clipBounds(energyOfRaw(raw));
      return b ? `${b.min}..${b.max}` : 'none';
    };
    expect([-24, -23, -2, -1, 0, 2, 3, 6, 9, 11, 15, 20, 26, 30, 34, 99].map(band)).toEqual([
      '67..133',
      '68..132',
      '68..132',
      '69..131',
      '70..130',
      '70..130',
      '71..129',
      '72..128',
      '73..127',
      '74..126',
      '75..125',
      '76..124',
      '77..123',
      '78..122',
      '80..120',
      '80..120',
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
    const sd = Math.sqrt(
      at0
        .map((v) => (v - 100) ** 2)
        .mean()
        .toNumber(),
    );
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
