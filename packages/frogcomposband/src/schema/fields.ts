import * as v from 'valibot';
import { S16_MAX, S16_MIN } from '@turnkeeper/core/cint';
import { MAX_MINISLOW } from '../rules/speed-modifiers.js';

/** An integer field: every failed check says what the field is and its range (`field` is kept for the callers' readability). */
export function int(_field: string, min: number, max: number, what: string) {
  const allowed = `an integer from ${min} to ${max} (${what})`;
  return v.pipe(v.number(allowed), v.integer(allowed), v.minValue(min, allowed), v.maxValue(max, allowed));
}

/** A true/false field whose error says what it means. */
export function flag(what: string) {
  return v.boolean(`true or false (${what})`);
}

/**
 * A timed effect: the game's `s16b` counter, 0..32767. The game's setters (`set_fast()` and the
 * like in `src/effects.c`, `set_monster_fast()` in `src/melee2.c`) bound it (10000 for the
 * player, 200 for a monster) when they store it, the countdown included.
 */
export function timer(field: string, what: string) {
  return int(field, 0, S16_MAX, what);
}

/** The energy still missing before the next action: the game's `s16b energy_need`. */
export const energyNeedField = int('energyNeed', S16_MIN, S16_MAX, "the energy still missing before the next action, the game's signed 16-bit energy_need");

/** The mini-slowness level, 0..10 (`src/effects.c` `_inc_minislow()`). */
export const minislowField = int('minislow', 0, MAX_MINISLOW, 'the mini-slowness level');

/** The terrains a move may end on. */
const TERRAINS = ['plain', 'tree', 'snow', 'slush', 'web'] as const;

/** The terrain a move ends on. */
export const terrainField = v.picklist(TERRAINS, `one of ${TERRAINS.join(', ')} (the terrain the move ends on)`);

/** An actor id as payloads and saved states hold it: a safe integer or a non-empty string. */
export const actorIdField = v.union(
  [v.pipe(v.number(), v.safeInteger()), v.pipe(v.string(), v.minLength(1))],
  'an actor id: a safe integer or a non-empty string',
);

/** A spec's field: its schema, optional, with or without a default. */
type SpecField = v.OptionalSchema<v.GenericSchema, unknown>;

/** The patch entries of spec entries `E` but keys `X`: the same schemas, optional with no default. */
export type PatchEntries<E extends Record<string, SpecField>, X extends keyof E = never> = {
  [K in Exclude<keyof E, X>]: v.OptionalSchema<E[K]['wrapped'], undefined>;
};

/**
 * A kind's patch from its spec's fields: each field the spec's schema, optional with no default
 * (a patch changes only what it gives), in the spec's order, but the fields in `except` (those
 * that only placing an actor can set). Written once, spec and patch cannot drift apart, and a
 * game's bundle carries one list of fields instead of two.
 */
export function patchOf<E extends Record<string, SpecField>, X extends keyof E = never>(
  entries: E,
  except: readonly X[] = [],
): v.StrictObjectSchema<PatchEntries<E, X>, undefined> {
  const patch: Record<string, v.GenericSchema> = {};
  const skip: readonly PropertyKey[] = except;
  for (const key in entries) if (!skip.includes(key)) patch[key] = v.optional((entries[key] as SpecField).wrapped);
  return v.strictObject(patch as PatchEntries<E, X>);
}
