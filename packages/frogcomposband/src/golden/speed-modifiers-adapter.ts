import type { GoldenAdapter, GoldenComparison } from '@turnkeeper/core/conformance';
import { speedText } from '../display.js';
import { incMinislow, monsterSpeed, overburdenPenalty, playerSpeed, slowPenalty, weightLimit } from '../speed-modifiers.js';
import { GAME_TURNS_PER_DAY, TOWN_DAWN, TURNS_PER_TICK } from '../time.js';
import { goldenField, goldenRows, rowFlag, rowNumber, type GoldenRow } from './rows.js';
import { hasSchema } from './schema-tag.js';

/**
 * `speed_modifiers.json`: slow penalty, mini-slow steps, weight limit, overburden, the player's
 * and monsters' speed composition, the sidebar text and the time constants.
 *
 * @example
 * ```ts
 * import { speedModifiersAdapter } from '@turnkeeper/frogcomposband';
 * speedModifiersAdapter.name; // 'frogcomposband.speed_modifiers.v1'
 * ```
 */
export const speedModifiersAdapter: GoldenAdapter = {
  name: 'frogcomposband.speed_modifiers.v1',
  matches: (data) => hasSchema(data, 'frogcomposband.speed_modifiers.v1'),
  replay: (data): GoldenComparison[] => [
    {
      label: 'slow_penalty.rows',
      expected: goldenRows(data, 'slow_penalty', 'rows'),
      actual: goldenRows(data, 'slow_penalty', 'rows').map((r) => ({
        binary_slow: rowFlag(r, 'binary_slow'),
        minislow: rowNumber(r, 'minislow'),
        penalty: slowPenalty(rowFlag(r, 'binary_slow'), rowNumber(r, 'minislow')),
      })),
    },
    {
      label: 'slow_penalty.inc_minislow_examples',
      expected: goldenRows(data, 'slow_penalty', 'inc_minislow_examples'),
      actual: goldenRows(data, 'slow_penalty', 'inc_minislow_examples').map((r) => ({
        minislow: rowNumber(r, 'minislow'),
        delta: rowNumber(r, 'delta'),
        result: incMinislow(rowNumber(r, 'minislow'), rowNumber(r, 'delta')),
      })),
    },
    {
      label: 'weight_limit.rows',
      expected: goldenRows(data, 'weight_limit', 'rows'),
      actual: goldenRows(data, 'weight_limit', 'rows').map((r) => ({
        str_ind: rowNumber(r, 'str_ind'),
        limit: weightLimit(rowNumber(r, 'str_ind')),
        limit_berserker: weightLimit(rowNumber(r, 'str_ind'), { berserker: true }),
      })),
    },
    {
      label: 'overburden.rows',
      expected: goldenRows(data, 'overburden', 'rows'),
      actual: goldenRows(data, 'overburden', 'rows').map((r) => ({
        limit: rowNumber(r, 'limit'),
        weight: rowNumber(r, 'weight'),
        penalty: overburdenPenalty(rowNumber(r, 'weight'), rowNumber(r, 'limit')),
      })),
    },
    {
      label: 'player_speed_composition.rows',
      expected: goldenRows(data, 'player_speed_composition', 'rows'),
      actual: goldenRows(data, 'player_speed_composition', 'rows').map((r) => {
        const s = playerSpeed({
          base: rowNumber(r, 'base'),
          hasted: rowFlag(r, 'hasted'),
          spurt: rowFlag(r, 'tim_spurt'),
          binarySlow: rowFlag(r, 'binary_slow'),
          minislow: rowNumber(r, 'minislow'),
          filibuster: rowFlag(r, 'filibuster'),
          bloated: rowFlag(r, 'bloated'),
          weight: rowNumber(r, 'weight'),
          weightLimit: rowNumber(r, 'weight_limit'),
          searching: rowFlag(r, 'searching'),
          lightspeed: rowFlag(r, 'lightspeed'),
        });
        const inputs = Object.fromEntries(Object.entries(r).filter(([k]) => !['result_raw', 'result_internal', 'energy'].includes(k)));
        return { ...inputs, result_raw: s.raw, result_internal: s.internal, energy: s.energy };
      }),
    },
    {
      label: 'monster_speed_composition.rows',
      expected: goldenRows(data, 'monster_speed_composition', 'rows'),
      actual: goldenRows(data, 'monster_speed_composition', 'rows').map((r) => {
        const s = monsterSpeed({
          mspeed: rowNumber(r, 'mspeed'),
          nightmare: rowFlag(r, 'nightmare'),
          fast: rowFlag(r, 'fast'),
          binarySlow: rowFlag(r, 'binary_slow'),
          minislow: rowNumber(r, 'minislow'),
          filibuster: rowFlag(r, 'filibuster'),
        });
        const inputs = Object.fromEntries(Object.entries(r).filter(([k]) => !['result_raw', 'energy'].includes(k)));
        return { ...inputs, result_raw: s.raw, energy: s.energy };
      }),
    },
    {
      label: 'display.rows',
      expected: goldenRows(data, 'display', 'rows'),
      actual: goldenRows(data, 'display', 'rows').map((r) => ({
        raw: rowNumber(r, 'raw'),
        raw_text: speedText(rowNumber(r, 'raw')),
        effective_text: speedText(rowNumber(r, 'raw'), { effective: true }),
      })),
    },
    {
      label: 'time',
      expected: Object.fromEntries(Object.entries(goldenField(data, 'time') as GoldenRow).filter(([k]) => k !== 'note')),
      actual: { TURNS_PER_TICK, TOWN_DAWN, game_turns_per_day: GAME_TURNS_PER_DAY },
    },
  ],
};

