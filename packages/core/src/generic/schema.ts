import { z } from 'zod';
import { actorKind } from '../ruleset/actor-kind.js';
import type { TypesOf } from '../ruleset/types.js';

/**
 * The highest speed a generic actor may have (energy per tick).
 *
 * @example
 * ```ts
 * import { MAX_SPEED } from '@turnkeeper/core';
 * MAX_SPEED; // 1000000000
 * ```
 */
export const MAX_SPEED = 1_000_000_000;
/**
 * The largest energy (or debt) a generic actor may hold, and the largest cost or wait.
 *
 * @example
 * ```ts
 * import { MAX_ENERGY } from '@turnkeeper/core';
 * MAX_ENERGY; // 1000000000000
 * ```
 */
export const MAX_ENERGY = 1_000_000_000_000;
/**
 * Energy cost of an `act` action that names no cost: one standard action.
 *
 * @example
 * ```ts
 * import { STANDARD_COST } from '@turnkeeper/core';
 * const quick = { kind: 'act', cost: STANDARD_COST / 2 } as const;
 * ```
 */
export const STANDARD_COST = 100;

const speed = z
  .number()
  .int()
  .min(1, { error: `speed must be an integer from 1 to ${MAX_SPEED} (energy per tick; use paused to stop an actor)` })
  .max(MAX_SPEED, { error: `speed must be an integer from 1 to ${MAX_SPEED}` })
  .describe('energy gained per tick; 100 acts once per tick with standard actions');
const energy = z
  .number()
  .int()
  .min(-MAX_ENERGY)
  .max(MAX_ENERGY)
  .describe('energy now; the actor acts while it is ≥ 0 (negative: ticks to wait × speed)');
const paused = z.boolean().describe('present but not scheduled (gains nothing, never due)');
const amount = z.number().int().min(0).max(MAX_ENERGY);

/**
 * The generic ruleset's only actor kind, `actor` (its specs may leave `kind` out): `speed` (energy
 * gained per tick; 100 is "normal"), optional starting `energy` (default 0: acts at once) and
 * `paused`. Actions: `act` spends `cost` energy (default 100; 0 is a free action, after which the
 * actor queues behind others due at the same tick); `wait` sleeps `ticks` ticks with no energy
 * gained, whatever the speed.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create();
 * loop.add('hero', { speed: 150 });                 // kind 'actor' implied
 * loop.add('bat', { kind: 'actor', speed: 300 });
 * ```
 */
export const genericActor = actorKind({
  description: 'anything that takes turns: gains its speed in energy every tick and acts while its energy is ≥ 0',
  spec: z.strictObject({ speed, energy: energy.default(0), paused: paused.default(false) }),
  patch: z.strictObject({ speed: speed.optional(), energy: energy.optional(), paused: paused.optional() }),
  actions: {
    act: z.strictObject({ cost: amount.optional().describe(`energy spent (default ${STANDARD_COST}; 0 is a free action)`) }),
    wait: z.strictObject({ ticks: amount.describe('ticks to sleep, gaining nothing') }),
  },
  defaultAction: 'act',
  view: z.strictObject({
    speed: z.number(),
    energy: z.number().describe('energy now, gains up to this tick included'),
    paused: z.boolean(),
    due: z.number().nullable().describe('the tick the actor is next due, or null when paused'),
  }),
});

/**
 * The generic engine's saved state: the tick, the next sequence number (ties go to the lowest),
 * and every actor's speed, banked energy, the tick it was banked at, its sequence number and
 * whether it is paused. Ids must be unique and sequence numbers below `nextSeq` (the engine checks
 * those when it loads the state).
 *
 * @example
 * ```ts
 * import { genericState } from '@turnkeeper/core';
 * genericState.parse(loop.snapshot().engine);
 * ```
 */
export const genericState = z.strictObject({
  time: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  nextSeq: z.number().int().min(0).max(0xffffffff),
  actors: z.array(
    z.strictObject({
      id: z.union([z.number().int(), z.string().min(1)]), // .int() is a safe integer in zod 4
      speed,
      energy: z.number().int().min(-2 * MAX_ENERGY).max(Number.MAX_SAFE_INTEGER),
      t0: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
      seq: z.number().int().min(0).max(0xfffffffe),
      paused: z.boolean(),
    }),
  ),
});
// Cross-references (ids unique, sequence numbers below nextSeq) are checked by the engine when it
// loads the state, so that the schema stays plain enough to be checked at full speed.

/**
 * A parsed generic spec.
 *
 * @example
 * ```ts
 * import type { GenericSpec } from '@turnkeeper/core';
 * const s: GenericSpec = { kind: 'actor', speed: 100, energy: 0, paused: false };
 * ```
 */
export type GenericSpec = z.output<typeof genericActor.spec> & { readonly kind: 'actor' };

/**
 * A generic action.
 *
 * @example
 * ```ts
 * import type { GenericAction } from '@turnkeeper/core';
 * const a: GenericAction = { kind: 'wait', ticks: 3 };
 * ```
 */
export type GenericAction = { readonly kind: 'act'; readonly cost?: number } | { readonly kind: 'wait'; readonly ticks: number };

/**
 * The generic ruleset's options: none.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * generic.create({ options: {} });
 * ```
 */
export const genericOptions = z.strictObject({});

/**
 * Every type of the generic ruleset in one bag (see `TypesOf`).
 *
 * @example
 * ```ts
 * import type { Engine, GenericTypes } from '@turnkeeper/core';
 * type E = Engine<GenericTypes>;
 * ```
 */
// The generic ruleset emits no hooks: its hook map is empty on purpose.
// eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type
export type GenericTypes = TypesOf<{ readonly actor: typeof genericActor }, '1', typeof genericOptions, Record<never, never>, typeof genericState>;
