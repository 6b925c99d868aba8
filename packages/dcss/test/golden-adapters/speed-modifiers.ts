import { cases, defineGoldenAdapter } from '@turnkeeper/core/conformance';
import { z } from 'zod';
import { effectiveSpeedDistribution, monsterSpeedStatusOf } from '../../src/rules/monster-speed.js';
import { count, header, law } from './common.js';

const SCHEMA = 'dcss.speed_modifiers/1';

const file = z.object({
  ...header(SCHEMA),
  modes: z.record(z.string(), z.string()),
  entries: cases(z.strictObject({ base_speed: count, mode: z.enum(['normal', 'hasted', 'slowed', 'hasted_slowed', 'berserk']), effective_speed: law })),
});

/**
 * `speed_modifiers.json`: every (base speed, mode) entry's effective-speed law, computed by
 * `effectiveSpeedDistribution` (monster.cc `calc_speed`).
 */
export const speedModifiersAdapter = defineGoldenAdapter(SCHEMA, file, ({ entries }) => ({
  label: 'entries',
  expected: entries,
  actual: entries.map((e) => ({
    base_speed: e.base_speed,
    mode: e.mode,
    effective_speed: effectiveSpeedDistribution(e.base_speed, monsterSpeedStatusOf(e.mode)).toRecord(),
  })),
}));
