// The one actor kind of Tick-Tock and the saved state: zod schemas, from which the core derives
// validation (one typed error per bad field), the types and the JSON Schemas.
import { actorKind, type TypesOf } from '@turnkeeper/core';
import { z } from 'zod';

const delay = z.number().int().min(1).max(1000).describe('ticks from one action to the next (1 acts every tick)');

/**
 * A creature: it acts every `delay` ticks, the first time after `wait` ticks.
 *
 * @example
 * ```ts
 * loop.add('snail', { kind: 'creature', delay: 4 });
 * ```
 */
export const creature = actorKind({
  description: 'a creature: acts every `delay` ticks',
  spec: z.strictObject({ delay, wait: z.number().int().min(0).max(1000).default(0).describe('ticks before its first action') }),
  patch: z.strictObject({ delay: delay.optional() }),
  actions: { act: z.strictObject({}) },
  defaultAction: 'act',
  view: z.strictObject({ delay: z.number(), due: z.number().describe('the tick it acts next') }),
});

/**
 * The ruleset's options (none besides the version).
 *
 * @example
 * ```ts
 * ticktockOptions.parse({}); // {}
 * ```
 */
export const ticktockOptions = z.strictObject({});

/**
 * What a snapshot saves of the engine: the time and each creature, in the order they were added.
 *
 * @example
 * ```ts
 * const saved: z.input<typeof ticktockState> = { time: 0, creatures: [] };
 * ```
 */
export const ticktockState = z.strictObject({
  time: z.number().int().min(0),
  creatures: z.array(z.strictObject({ id: z.union([z.string(), z.number()]), delay, due: z.number().int().min(0) })),
});

/**
 * The ruleset's types, derived from the schemas.
 *
 * @example
 * ```ts
 * type Spec = TicktockTypes['kinds']['creature'];
 * ```
 */
// A ruleset without hooks passes an empty hook table: the lint rule's warning is expected here.
// eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type
export type TicktockTypes = TypesOf<{ readonly creature: typeof creature }, '1', typeof ticktockOptions, Record<never, never>, typeof ticktockState>;
