import { z } from 'zod';
import { S16_MAX, S16_MIN } from '../rules/c-types.js';
import { MAX_MINISLOW } from '../rules/speed-modifiers.js';

export { S16_MIN, S16_MAX } from '../rules/c-types.js';

/** An integer field whose every error names the field, what it is and its range. */
export function int(field: string, min: number, max: number, what: string): z.ZodNumber {
  const error = `${field} must be ${what}: an integer from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A true/false field whose error says what it means. */
export function flag(what: string): z.ZodBoolean {
  return z.boolean({ error: `must be true or false (${what})` });
}

/**
 * A timed effect: the game's `s16b` counter, 0..32767. The game's setters (`set_fast()` and the
 * like in `src/effects.c`, `set_monster_fast()` in `src/melee2.c`) bound it (10000 for the
 * player, 200 for a monster) when they store it, the countdown included.
 */
export function timer(field: string, what: string): z.ZodNumber {
  return int(field, 0, S16_MAX, what);
}

/** The energy still missing before the next action: the game's `s16b energy_need`. */
export const energyNeedField = int('energyNeed', S16_MIN, S16_MAX, "the energy still missing before the next action (the game's signed 16-bit energy_need)");

/** The mini-slowness level, 0..10 (`src/effects.c` `_inc_minislow()`). */
export const minislowField = int('minislow', 0, MAX_MINISLOW, 'the mini-slowness level');

/** The terrains a move may end on. */
export const TERRAINS = ['plain', 'tree', 'snow', 'slush', 'web'] as const;

/** The terrain a move ends on. */
export const terrainField = z.enum(TERRAINS, { error: `terrain must be one of ${TERRAINS.join(', ')}` });

/** An actor id as payloads and saved states hold it: a safe integer or a non-empty string. */
export const actorIdField = z.union([z.number().int().refine((n) => Number.isSafeInteger(n), { error: 'a safe integer' }), z.string().min(1)]);

/** Any integer in the range a JavaScript number holds exactly. */
export const safeInt = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
