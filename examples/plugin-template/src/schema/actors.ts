// The one actor kind of Tick-Tock: valibot schemas, from which the core derives validation (one
// typed error per bad field, naming what is allowed), the types and the JSON Schemas.
import { actorKind } from '@turnkeeper/core';
import * as v from 'valibot';
import { delay, intField } from './fields.js';

/**
 * A creature: it acts every `delay` ticks, the first time after `wait` ticks.
 *
 * @example
 * ```ts
 * import { ticktock } from 'turnkeeper-plugin-template';
 * const loop = ticktock.create();
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
 * Tick-Tock's actor kinds (`ticktock.kinds`): one, `creature`.
 *
 * @example
 * ```ts
 * import { ticktockActors } from 'turnkeeper-plugin-template';
 * Object.keys(ticktockActors); // ['creature']
 * ```
 */
export const ticktockActors = { creature };
