import { defineGoldenAdapter, cases, type GoldenAdapter, type GoldenComparison } from '@turnkeeper/core/golden';
import { z } from 'zod';
import { monsterSpeedDistribution, mspeedSpread } from '../../src/rules/monster-speed.js';
import { energyOfRaw } from '../../src/rules/speed.js';
import { numeratorPairs } from './numerators.js';

const TAG = 'frogcomposband.monster_speed_variation.v1';

const file = z.looseObject({
  schema: z.literal(TAG),
  rows: cases(z.looseObject({ race_raw_speed: z.number().int().min(-99).max(89) })),
});

/** `monster_speed_variation.json`: `get_mspeed()`'s law for each race speed in the file. */
export const monsterSpeedVariationAdapter: GoldenAdapter = defineGoldenAdapter(TAG, file, (d): GoldenComparison => {
  return {
    label: 'rows',
    expected: d.rows,
    actual: d.rows.map((r) => {
      const race = r.race_raw_speed;
      const spread = mspeedSpread(race);
      const { dist, denominator } = monsterSpeedDistribution(race);
      return {
        race_raw_speed: race,
        energy: energyOfRaw(race),
        i_one_in_4: spread.oneInFour,
        i_otherwise: spread.otherwise,
        denominator,
        dist: numeratorPairs(dist, denominator),
      };
    }),
  };
});
