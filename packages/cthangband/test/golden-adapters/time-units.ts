import type { GoldenAdapter } from '@turnkeeper/core/golden';
import { defineGoldenAdapter, cases } from '@turnkeeper/core/golden';
import { z } from 'zod';
import {
  ACT_THRESHOLD,
  ENERGY_PER_TICK,
  NEW_GAME_TURN,
  NEW_GAME_TURN_UNDEAD,
  SECONDS_PER_TICK,
  TICKS_PER_DAY,
  TICKS_PER_ROUND,
  TOWN_DAWN,
  gameTime,
} from '../../src/index.js';

const SCHEMA = 'cthangband.time_units.v1';

const file = z.looseObject({
  schema: z.literal(SCHEMA),
  constants: z.record(z.string(), z.unknown()),
  entries: cases(z.looseObject({ turn: z.number().int().min(0) })),
});

/**
 * `time_units.json` (`cthangband.time_units.v1`): the constants, and each listed turn's round,
 * process_world flag, day/night, clock and day counter.
 */
export const timeUnitsAdapter: GoldenAdapter = defineGoldenAdapter(SCHEMA, file, (f) => {
  const constants = {
    TOWN_DAWN,
    ticks_per_round: TICKS_PER_ROUND,
    ticks_per_day: TICKS_PER_DAY,
    rounds_per_day: TICKS_PER_DAY / TICKS_PER_ROUND,
    seconds_per_tick: SECONDS_PER_TICK,
    seconds_per_round: Number((SECONDS_PER_TICK * TICKS_PER_ROUND).toFixed(6)),
    energy_gain_per_tick: ENERGY_PER_TICK,
    act_threshold: ACT_THRESHOLD,
    new_game_turn: NEW_GAME_TURN,
    new_game_turn_undead: NEW_GAME_TURN_UNDEAD,
  };
  return [
    { label: 'constants', expected: f.constants, actual: constants },
    { label: 'entries', expected: f.entries, actual: f.entries.map((r) => gameTime(r.turn)) },
  ];
});
