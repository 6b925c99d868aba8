import type { GoldenAdapter, GoldenComparison } from '@turnkeeper/core/conformance';
import { multiplierText } from '../display.js';
import { clipBounds } from '../energy-need.js';
import { energyOfRaw, speedToEnergy, toRaw } from '../speed.js';
import { EXTRACT_ENERGY } from '../tables/extract-energy.js';
import { goldenField, goldenRows, rowNumber } from './rows.js';
import { hasSchema } from './schema-tag.js';

/** The clamp of a nominal-100 cost at an energy, as the files write it (current version). */
function clip(energy: number): { clip_min: number; clip_max: number } {
  const b = clipBounds(energy);
  if (!b) throw new Error('unreachable: the current version always clamps');
  return { clip_min: b.min, clip_max: b.max };
}

/**
 * `speed_energy_table.json`: the energy table by raw speed, the raw `extract_energy` table, and
 * for internal 0..229 the energy, its display and the clamp bounds.
 *
 * @example
 * ```ts
 * import { speedEnergyTableAdapter } from '@turnkeeper/frogcomposband';
 * speedEnergyTableAdapter.name; // 'frogcomposband.speed_energy_table.v1'
 * ```
 */
export const speedEnergyTableAdapter: GoldenAdapter = {
  name: 'frogcomposband.speed_energy_table.v1',
  matches: (data) => hasSchema(data, 'frogcomposband.speed_energy_table.v1'),
  replay: (data): GoldenComparison[] => [
    {
      label: 'energy_by_raw_speed_minus50_to_plus99',
      expected: goldenField(data, 'energy_by_raw_speed_minus50_to_plus99'),
      actual: Array.from({ length: 150 }, (_, i) => energyOfRaw(i - 50)),
    },
    { label: 'extract_energy_internal_0_to_199', expected: goldenField(data, 'extract_energy_internal_0_to_199'), actual: [...EXTRACT_ENERGY] },
    {
      label: 'rows',
      expected: goldenField(data, 'rows'),
      actual: goldenRows(data, 'rows').map((r) => {
        const internal = rowNumber(r, 'internal');
        const energy = speedToEnergy(internal);
        return { raw: toRaw(internal), internal, energy, multiplier_display: multiplierText(energy), ...clip(energy) };
      }),
    },
  ],
};

