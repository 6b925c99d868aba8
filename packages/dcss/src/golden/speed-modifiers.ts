import type { GoldenAdapter, GoldenComparison } from '@turnkeeper/core/conformance';
import { effectiveSpeedDistribution, monsterSpeedStatusOf, type MonsterSpeedMode } from '../rules/monster-speed.js';
import { JsonReader, schemaOf } from './golden-json.js';

/**
 * Schema id of `speed_modifiers.json` (spec §12.1).
 *
 * @example
 * ```ts
 * import { SPEED_MODIFIERS_SCHEMA } from '@turnkeeper/dcss';
 * SPEED_MODIFIERS_SCHEMA; // 'dcss.speed_modifiers/1'
 * ```
 */
export const SPEED_MODIFIERS_SCHEMA = 'dcss.speed_modifiers/1';

const MODES: readonly MonsterSpeedMode[] = ['normal', 'hasted', 'slowed', 'hasted_slowed', 'berserk'];

/**
 * Reproduces `speed_modifiers.json`: every (base speed, mode) entry's effective-speed law,
 * computed by {@link effectiveSpeedDistribution}.
 *
 * @example
 * ```ts
 * import { replaySpeedModifiers } from '@turnkeeper/dcss';
 * replaySpeedModifiers(data);
 * ```
 */
export function replaySpeedModifiers(data: unknown): GoldenComparison {
  const entries = new JsonReader(data, 'speed_modifiers').array('entries');
  return {
    label: 'entries',
    expected: entries.map((e) => e.value),
    actual: entries.map((e) => {
      const base = e.number('base_speed');
      const mode = e.oneOf('mode', MODES);
      return { base_speed: base, mode, effective_speed: effectiveSpeedDistribution(base, monsterSpeedStatusOf(mode)).toRecord() };
    }),
  };
}

/**
 * The golden adapter for `dcss.speed_modifiers/1`.
 *
 * @example
 * ```ts
 * import { speedModifiersAdapter } from '@turnkeeper/dcss';
 * speedModifiersAdapter.name; // 'dcss.speed_modifiers/1'
 * ```
 */
export const speedModifiersAdapter: GoldenAdapter = {
  name: SPEED_MODIFIERS_SCHEMA,
  matches: (data) => schemaOf(data) === SPEED_MODIFIERS_SCHEMA,
  replay: (data) => replaySpeedModifiers(data),
};
