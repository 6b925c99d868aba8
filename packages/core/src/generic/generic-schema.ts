import { z } from 'zod';

const MAX_SPEED = 1_000_000_000;
const MAX_ENERGY = 1_000_000_000_000;

const speed = z
  .number()
  .int()
  .min(1, { error: `speed must be an integer from 1 to ${MAX_SPEED} (energy per tick; use paused to stop an actor)` })
  .max(MAX_SPEED, { error: `speed must be an integer from 1 to ${MAX_SPEED}` });
const energy = z
  .number()
  .int()
  .min(-MAX_ENERGY)
  .max(MAX_ENERGY)
  .describe('energy now; the actor acts while it is ≥ 0 (negative: ticks to wait × speed)');

/**
 * The generic ruleset's actor spec: `speed` (energy gained per tick; 100 is "normal"), optional
 * starting `energy` (default 0: acts at once) and `paused` (present but not scheduled).
 *
 * @example
 * ```ts
 * import { genericSpec } from '@turnkeeper/core';
 * genericSpec.parse({ speed: 150 }); // { speed: 150, energy: 0, paused: false }
 * ```
 */
export const genericSpec = z.strictObject({
  speed,
  energy: energy.default(0),
  paused: z.boolean().default(false),
});

/**
 * A change to a generic actor: any of its spec's fields. Applied from the moment of the change.
 *
 * @example
 * ```ts
 * loop.update('hero', { speed: 200 }); // hasted, effective now, also mid-wait
 * ```
 */
export const genericPatch = z.strictObject({
  speed: speed.optional(),
  energy: energy.optional(),
  paused: z.boolean().optional(),
});

/**
 * The generic ruleset's actions: `act` spends `cost` energy (default 100, 0 allowed: a free
 * action, after which the actor queues behind others due at the same tick); `wait` sleeps `ticks`
 * ticks with no energy gained, whatever the speed.
 *
 * @example
 * ```ts
 * loop.act(id, { kind: 'act' });             // a standard action
 * loop.act(id, { kind: 'act', cost: 50 });   // a quick one
 * loop.act(id, { kind: 'wait', ticks: 10 }); // a fixed delay
 * ```
 */
export const genericAction = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('act'), cost: z.number().int().min(0).max(MAX_ENERGY).optional() }),
  z.strictObject({ kind: z.literal('wait'), ticks: z.number().int().min(0).max(MAX_ENERGY) }),
]);

/**
 * Parsed generic actor spec.
 *
 * @example
 * ```ts
 * const s: GenericSpec = { speed: 100, energy: 0, paused: false };
 * ```
 */
export type GenericSpec = z.output<typeof genericSpec>;
/**
 * Parsed generic actor patch.
 *
 * @example
 * ```ts
 * const p: GenericPatch = { speed: 50 };
 * ```
 */
export type GenericPatch = z.output<typeof genericPatch>;
/**
 * A generic action.
 *
 * @example
 * ```ts
 * const a: GenericAction = { kind: 'wait', ticks: 3 };
 * ```
 */
export type GenericAction = z.output<typeof genericAction>;
