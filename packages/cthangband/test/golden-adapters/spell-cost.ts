import type { GoldenAdapter } from '@turnkeeper/core/golden';
import { defineGoldenAdapter, cases } from '@turnkeeper/core/golden';
import { z } from 'zod';
import { spellCostRow, spellEnergyDependsOnlyOnDifference } from '../../src/index.js';

const SCHEMA = 'cthangband.spell_cost.v1';

const file = z.looseObject({
  schema: z.literal(SCHEMA),
  depends_only_on_difference: z.boolean(),
  entries: cases(z.looseObject({ skill: z.number().int().min(0), min: z.number().int().min(0) })),
});

/**
 * `spell_cost.json` (`cthangband.spell_cost.v1`): each row's cost and help value recomputed from
 * its skill and minimum, and the "depends only on the difference" check over 0..255.
 */
export const spellCostAdapter: GoldenAdapter = defineGoldenAdapter(SCHEMA, file, (f) => {
  return [
    { label: 'depends_only_on_difference', expected: f.depends_only_on_difference, actual: spellEnergyDependsOnlyOnDifference(255) },
    { label: 'entries', expected: f.entries, actual: f.entries.map((r) => spellCostRow(r.skill, r.min)) },
  ];
});
