import * as v from 'valibot';
import type { ActorId } from '../ruleset/actor-id.js';
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

const int = (min: number, max: number, message?: string) => v.pipe(v.number(), v.integer(), v.minValue(min, message), v.maxValue(max, message));
const speed = v.pipe(
  int(1, MAX_SPEED, `an integer from 1 to ${MAX_SPEED} (energy per tick; use paused to stop an actor)`),
  v.description('energy gained per tick; 100 acts once per tick with standard actions'),
);
const energy = v.pipe(
  int(-MAX_ENERGY, MAX_ENERGY, `an integer from ${-MAX_ENERGY} to ${MAX_ENERGY}`),
  v.description('energy now; the actor acts while it is ≥ 0'),
);
const paused = v.pipe(v.boolean(), v.description('present but not scheduled'));
const amount = int(0, MAX_ENERGY, `an integer from 0 to ${MAX_ENERGY}`);

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
  description: 'anything that takes turns',
  spec: v.strictObject({ speed, energy: v.optional(energy, 0), paused: v.optional(paused, false) }),
  patch: v.strictObject({ speed: v.optional(speed), energy: v.optional(energy), paused: v.optional(paused) }),
  actions: {
    act: v.strictObject({ cost: v.optional(v.pipe(amount, v.description(`energy spent (default ${STANDARD_COST}; 0 is a free action)`))) }),
    wait: v.strictObject({ ticks: v.pipe(amount, v.description('ticks to sleep, gaining nothing')) }),
  },
  defaultAction: 'act',
  view: v.strictObject({
    speed: v.number(),
    energy: v.pipe(v.number(), v.description('energy now, gains up to this tick included')),
    paused: v.boolean(),
    due: v.pipe(v.nullable(v.number()), v.description('the tick the actor is next due, or null when paused')),
  }),
});

const safe = v.pipe(v.number(), v.safeInteger());
// An actor id, checked by one small function: a union of two schemas would put valibot's union,
// string and length checks in every game's bundle for this one field of the saved state.
const actorId = v.custom<ActorId>(
  (x) => (typeof x === 'number' ? Number.isSafeInteger(x) : typeof x === 'string' && x.length > 0),
  'a safe integer or a non-empty string',
);

/**
 * The generic engine's saved state: the tick, the next sequence number (ties go to the lowest),
 * and every actor (in the order they were added) with its speed, banked energy, the tick it was
 * banked at, its sequence number and whether it is paused. Ids must be unique and sequence
 * numbers distinct and below `nextSeq` (the ruleset's state check).
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { generic, genericState } from '@turnkeeper/core';
 * const loop = generic.create().add('hero', { speed: 100 });
 * v.parse(genericState, loop.snapshot().engine);
 * ```
 */
export const genericState = v.strictObject({
  time: v.pipe(safe, v.minValue(0)),
  nextSeq: v.pipe(safe, v.minValue(0)),
  actors: v.array(
    v.strictObject({
      id: actorId,
      speed,
      energy: v.pipe(safe, v.minValue(-2 * MAX_ENERGY)),
      t0: v.pipe(safe, v.minValue(0)),
      seq: v.pipe(safe, v.minValue(0)),
      paused: v.boolean(),
    }),
  ),
});

/**
 * A parsed generic spec.
 *
 * @example
 * ```ts
 * import type { GenericSpec } from '@turnkeeper/core';
 * const s: GenericSpec = { kind: 'actor', speed: 100, energy: 0, paused: false };
 * ```
 */
export type GenericSpec = v.InferOutput<typeof genericActor.spec> & { readonly kind: 'actor' };

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
export const genericOptions = v.strictObject({});

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
