import type { GoldenAdapter } from '@turnkeeper/core/golden';
import { defineGoldenAdapter, cases } from '@turnkeeper/core/golden';
import { z } from 'zod';
import { helpMoveCheck, speedTableRows, tableMatchesAngbandInversion } from '../../src/index.js';

const SCHEMA = 'cthangband.speed_table.v1';

const file = z.looseObject({
  schema: z.literal(SCHEMA),
  entries: cases(z.looseObject({ index: z.number().int() })),
  derivation_check_all_200_equal: z.boolean(),
  help_text_check: cases(z.looseObject({ speed: z.number().int() })),
});

/**
 * `speed_table.json` (`cthangband.speed_table.v1`): all 200 rows, the derivation check and the
 * help-text check, recomputed from `extract_energy` and the placement rule.
 */
export const speedTableAdapter: GoldenAdapter = defineGoldenAdapter(SCHEMA, file, (f) => {
  return [
    { label: 'entries', expected: f.entries, actual: speedTableRows() },
    { label: 'derivation_check_all_200_equal', expected: f.derivation_check_all_200_equal, actual: tableMatchesAngbandInversion() },
    { label: 'help_text_check', expected: f.help_text_check, actual: helpMoveCheck() },
  ];
});
