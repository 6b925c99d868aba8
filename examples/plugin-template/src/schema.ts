// The one actor kind of Tick-Tock, the options and the saved state: valibot schemas, from which the
// core derives validation (one typed error per bad field, naming what is allowed), the types and
// the JSON Schemas.
import { actorKind, type TypesOf } from '@turnkeeper/core';
import * as v from 'valibot';

/** An integer field whose every failure says what is allowed, followed by what the field means. */
/* @__NO_SIDE_EFFECTS__ */
function intField(min: number, max: number, description: string) {
  const allowed = `an integer from ${min} to ${max}`;
  return v.pipe(v.number(allowed), v.integer(allowed), v.minValue(min, allowed), v.maxValue(max, allowed), v.description(description));
}

const delay = intField(1, 1000, 'ticks from one action to the next (1 acts every tick)');

/**
 * A creature: it acts every `delay` ticks, the first time after `wait` ticks.
 *
 * @example
 * ```ts
 * loop.add('snail', { kind: 'creature', delay: 4 });
 * ```
 */
export const creature = /* @__PURE__ */ actorKind({
  description: 'a creature: acts every `delay` ticks',
  spec: v.strictObject({ delay, wait: v.optional(intField(0, 1000, 'ticks before its first action'), 0) }),
  patch: v.strictObject({ delay: v.optional(delay) }),
  actions: { act: v.strictObject({}) },
  defaultAction: 'act',
  view: v.strictObject({ delay: v.number(), due: v.pipe(v.number(), v.description('the tick it acts next')) }),
});

/**
 * The ruleset's options (none besides the version).
 *
 * @example
 * ```ts
 * ticktock.create({ options: {} });
 * ```
 */
export const ticktockOptions = v.strictObject({});

const id = v.union([v.pipe(v.number(), v.safeInteger()), v.pipe(v.string(), v.minLength(1))], 'an actor id: a safe integer or a non-empty string');

/**
 * What a snapshot saves of the engine: the time and each creature, in the order they were added.
 * Every restore is validated against it, and the ruleset's `state.check` checks that ids are
 * unique and that no creature is due before the time.
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
 * The ruleset's types, derived from the schemas.
 *
 * @example
 * ```ts
 * type Kinds = TicktockTypes['kinds']; // { creature: typeof creature }
 * ```
 */
// A ruleset without hooks passes an empty hook table: the lint rule's warning is expected here.
// eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type
export type TicktockTypes = TypesOf<{ readonly creature: typeof creature }, '1', typeof ticktockOptions, Record<never, never>, typeof ticktockState>;
