import type { GoldenAdapter, GoldenComparison } from '@turnkeeper/core/conformance';
import { monsterSpeedDistribution, mspeedSpread } from '../monster-speed.js';
import { energyOfRaw } from '../speed.js';
import { numeratorPairs } from './numerators.js';
import { goldenField, goldenRows, rowNumber } from './rows.js';
import { hasSchema } from './schema-tag.js';

/**
 * `monster_speed_variation.json`: `get_mspeed`'s law for each race speed in the file.
 *
 * @example
 * ```ts
 * import { monsterSpeedVariationAdapter } from '@turnkeeper/frogcomposband';
 * monsterSpeedVariationAdapter.name; // 'frogcomposband.monster_speed_variation.v1'
 * ```
 */
export const monsterSpeedVariationAdapter: GoldenAdapter = {
  name: 'frogcomposband.monster_speed_variation.v1',
  matches: (data) => hasSchema(data, 'frogcomposband.monster_speed_variation.v1'),
  replay: (data): GoldenComparison => ({
    label: 'rows',
    expected: goldenField(data, 'rows'),
    actual: goldenRows(data, 'rows').map((r) => {
      const race = rowNumber(r, 'race_raw_speed');
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
  }),
};

