import { defineGoldenAdapter, cases, type GoldenAdapter, type GoldenComparison } from '@turnkeeper/core/golden';
import { z } from 'zod';
import { multiplierText } from '../../src/rules/display.js';
import { clipBounds } from '../../src/rules/energy-need.js';
import { energyOfRaw, speedToEnergy, toRaw } from '../../src/rules/speed.js';
import { EXTRACT_ENERGY } from '../../src/tables/extract-energy.js';

const TAG = 'frogcomposband.speed_energy_table.v1';
const int = z.number().int();

const file = z.looseObject({
  schema: z.literal(TAG),
  energy_by_raw_speed_minus50_to_plus99: cases(int),
  extract_energy_internal_0_to_199: cases(int),
  rows: cases(z.looseObject({ internal: int })),
});

/** The clamp of a nominal-100 cost at an energy, as the file writes it (the current version). */
function clip(energy: number): { clip_min: number; clip_max: number } {
  const b = clipBounds(energy);
  if (!b) throw new Error('unreachable: the current version always clamps');
  return { clip_min: b.min, clip_max: b.max };
}

/**
 * `speed_energy_table.json`: the energy table by raw speed, the raw `extract_energy` table, and
 * for internal 0..229 the energy, its display and the clamp bounds.
 */
export const speedEnergyTableAdapter: GoldenAdapter = defineGoldenAdapter(TAG, file, (d): GoldenComparison[] => {
  return [
    {
      label: 'energy_by_raw_speed_minus50_to_plus99',
      expected: d.energy_by_raw_speed_minus50_to_plus99,
      actual: Array.from({ length: 150 }, (_, i) => energyOfRaw(i - 50)),
    },
    { label: 'extract_energy_internal_0_to_199', expected: d.extract_energy_internal_0_to_199, actual: [...EXTRACT_ENERGY] },
    {
      label: 'rows',
      expected: d.rows,
      actual: d.rows.map((r) => {
        const energy = speedToEnergy(r.internal);
        return { raw: toRaw(r.internal), internal: r.internal, energy, multiplier_display: multiplierText(energy), ...clip(energy) };
      }),
    },
  ];
});
