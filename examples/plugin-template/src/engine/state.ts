// What a snapshot saves of Tick-Tock's engine, and what its schema cannot say.
import type { SpecIssue } from '@turnkeeper/core';
import * as v from 'valibot';
import { delay } from '../schema/fields.js';

const id = v.union([v.pipe(v.number(), v.safeInteger()), v.pipe(v.string(), v.minLength(1))], 'an actor id: a safe integer or a non-empty string');

/**
 * What a snapshot saves of the engine: the time and each creature, in the order they were added.
 * Every restore is validated against it, and {@link checkTicktockState} (the ruleset's
 * `state.check`) checks that ids are unique and that no creature is due before the time.
 *
 * @example
 * ```ts
 * const saved: v.InferInput<typeof ticktockState> = { time: 0, creatures: [] };
 * ```
 */
export const ticktockState = v.strictObject({
  time: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  creatures: v.array(v.strictObject({ id, delay, due: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) })),
});

/**
 * The saved state as the engine receives it, validated.
 *
 * @example
 * ```ts
 * const saved: TicktockSavedState = { time: 3, creatures: [{ id: 'snail', delay: 4, due: 4 }] };
 * ```
 */
export type TicktockSavedState = v.InferOutput<typeof ticktockState>;

/**
 * What the state's schema cannot say: every id once, and no creature due before the time.
 *
 * @example
 * ```ts
 * checkTicktockState({ time: 5, creatures: [{ id: 'snail', delay: 4, due: 4 }] }); // { field: 'creatures.0.due', … }
 * ```
 */
export function checkTicktockState(s: TicktockSavedState): SpecIssue | undefined {
  const ids = new Set<string | number>();
  for (const [i, c] of s.creatures.entries()) {
    if (ids.has(c.id)) return { field: `creatures.${i}.id`, value: c.id, allowed: 'an id no other creature has' };
    if (c.due < s.time) return { field: `creatures.${i}.due`, value: c.due, allowed: `a tick from the time on (${s.time})` };
    ids.add(c.id);
  }
  return undefined;
}
