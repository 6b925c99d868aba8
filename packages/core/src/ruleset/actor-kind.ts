import type * as v from 'valibot';
import type { ActorId } from './actor-id.js';

/**
 * A strict valibot object schema (`v.strictObject`), the shape every spec, patch, action and view
 * schema of the contract has.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import type { StrictObject } from '@turnkeeper/core';
 * const fields: StrictObject = v.strictObject({ speed: v.number() });
 * ```
 */
export type StrictObject = v.StrictObjectSchema<v.ObjectEntries, v.ErrorMessage<v.StrictObjectIssue> | undefined>;

/**
 * The schema of every spec, patch, action and view of the contract: a strict valibot object,
 * optionally piped through checks that relate its fields (`v.pipe(v.strictObject({…}), v.check(…))`).
 * The core adds the discriminant (`kind`) itself, so a ruleset never writes it twice.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import type { ObjectSchema } from '@turnkeeper/core';
 * const spec: ObjectSchema = v.strictObject({ speed: v.pipe(v.number(), v.integer(), v.minValue(1)) });
 * ```
 */
export type ObjectSchema = StrictObject | v.SchemaWithPipe<readonly [StrictObject, ...v.GenericPipeItem[]]>;

/**
 * One kind of actor a ruleset declares (`player`, `monster`…): the schemas of its spec, patch,
 * actions and inspect view, how many a loop may hold, and the action analysis assumes when none
 * is given. The core validates all of these before the engine sees them, so an engine only
 * implements the game's rules.
 *
 * Every schema here is a strict valibot object **without** the discriminant: the core adds `kind` (the
 * actor kind for specs, patches and views; the action name for actions).
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { actorKind } from '@turnkeeper/core';
 * const player = actorKind({
 *   label: 'hero',
 *   description: 'the player character',
 *   max: 1,
 *   spec: v.strictObject({ speed: v.optional(v.pipe(v.number(), v.integer()), 12) }),
 *   patch: v.strictObject({ speed: v.optional(v.pipe(v.number(), v.integer())) }),
 *   actions: { move: v.strictObject({}), rest: v.strictObject({ turns: v.pipe(v.number(), v.integer(), v.minValue(1)) }) },
 *   defaultAction: 'move',
 *   view: v.strictObject({ movement: v.number() }),
 * });
 * ```
 */
export interface ActorKindConfig<
  Spec extends ObjectSchema = ObjectSchema,
  Patch extends ObjectSchema = ObjectSchema,
  Actions extends Readonly<Record<string, ObjectSchema>> = Readonly<Record<string, ObjectSchema>>,
  View extends ObjectSchema = ObjectSchema,
> {
  /** The game's own word for this kind ("hero" for NetHack's player), for docs and labels. */
  readonly label?: string;
  /** One line: what this kind of actor is in the game. */
  readonly description: string;
  /** The most actors of this kind one loop may hold (1 for the player); unlimited when absent. */
  readonly max?: number;
  /** The actor spec's fields (without `kind`). */
  readonly spec: Spec;
  /** The fields `loop.update()` may change (without `kind`). */
  readonly patch: Patch;
  /** Action name → the schema of that action's details (without `kind`). */
  readonly actions: Actions;
  /**
   * The action analysis and tools assume when a question names none (e.g. a plain move); one of
   * `actions` ({@link actorKind} checks it at compile time, `defineRuleset` at run time).
   */
  readonly defaultAction: string;
  /** What `loop.inspect(id)` returns for this kind (without `kind`). */
  readonly view: View;
}

/**
 * The actor kinds of a ruleset, by name.
 *
 * @example
 * ```ts
 * import { genericActor, type ActorKinds } from '@turnkeeper/core';
 * const kinds: ActorKinds = { actor: genericActor };
 * ```
 */
export type ActorKinds = Readonly<Record<string, ActorKindConfig>>;

/**
 * Declares one actor kind, checking its shape and keeping its exact types for inference (an
 * identity function, like typescript-eslint's `createRule`).
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { actorKind } from '@turnkeeper/core';
 * export const monster = actorKind({
 *   description: 'a monster',
 *   spec: v.strictObject({ speed: v.pipe(v.number(), v.integer()) }),
 *   patch: v.strictObject({ speed: v.optional(v.pipe(v.number(), v.integer())) }),
 *   actions: { move: v.strictObject({}) },
 *   defaultAction: 'move',
 *   view: v.strictObject({ energy: v.number() }),
 * });
 * ```
 */
export function actorKind<
  Spec extends ObjectSchema,
  Patch extends ObjectSchema,
  const Actions extends Readonly<Record<string, ObjectSchema>>,
  View extends ObjectSchema,
>(
  config: ActorKindConfig<Spec, Patch, Actions, View> & { readonly defaultAction: NoInfer<keyof Actions & string> },
): ActorKindConfig<Spec, Patch, Actions, View> {
  return config;
}

/** Flattens an intersection for readable hovers and error messages. */
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * The fields a schema describes. An empty field set may be typed as `Record<string, never>`,
 * whose index signature would turn the discriminant added beside it into `never`: no fields is
 * no fields.
 */
// An empty field set is meant: `{}` here is the identity of the intersection, not "any object".
// eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type
type Fields<T> = string extends keyof T ? Record<never, never> : T;

/** True when `U` is a union of more than one member. */
type IsUnion<U, All = U> = U extends unknown ? ([All] extends [U] ? false : true) : never;

/**
 * The spec of an actor as a caller writes it for `loop.add()`: `kind` plus that kind's fields.
 * A ruleset with a single actor kind lets callers leave `kind` out.
 *
 * @example
 * ```ts
 * import type { SpecInput, generic } from '@turnkeeper/core';
 * // one kind: `kind` may be left out; several kinds: a union tagged by `kind`
 * const spec: SpecInput<typeof generic.kinds> = { speed: 150 };
 * ```
 */
export type SpecInput<K extends ActorKinds> =
  true extends IsUnion<keyof K & string>
    ? { [N in keyof K & string]: Simplify<{ readonly kind: N } & Fields<v.InferInput<K[N]['spec']>>> }[keyof K & string]
    : { [N in keyof K & string]: Simplify<{ readonly kind?: N } & Fields<v.InferInput<K[N]['spec']>>> }[keyof K & string];

/**
 * The spec of an actor as the engine receives it: validated, defaults filled in, tagged with its kind.
 *
 * @example
 * ```ts
 * import type { SpecOutput, generic } from '@turnkeeper/core';
 * function speedOf(spec: SpecOutput<typeof generic.kinds>): number {
 *   return spec.paused ? 0 : spec.speed; // defaults filled in: `paused` is always there
 * }
 * ```
 */
export type SpecOutput<K extends ActorKinds> = {
  [N in keyof K & string]: Simplify<{ readonly kind: N } & Fields<v.InferOutput<K[N]['spec']>>>;
}[keyof K & string];

/**
 * The validated spec of one actor kind, tagged with it.
 *
 * @example
 * ```ts
 * import type { SpecOf, generic } from '@turnkeeper/core';
 * const spec: SpecOf<typeof generic.kinds, 'actor'> = { kind: 'actor', speed: 100, energy: 0, paused: false };
 * ```
 */
export type SpecOf<K extends ActorKinds, N extends keyof K & string> = Simplify<{ readonly kind: N } & Fields<v.InferOutput<K[N]['spec']>>>;

/**
 * A patch as a caller writes it for `loop.update()` (any kind's patch; the core checks it against
 * the kind of the actor it is applied to).
 *
 * @example
 * ```ts
 * import type { PatchInput, generic } from '@turnkeeper/core';
 * const p: PatchInput<typeof generic.kinds> = { speed: 15 };
 * ```
 */
export type PatchInput<K extends ActorKinds> = {
  [N in keyof K & string]: Fields<v.InferInput<K[N]['patch']>>;
}[keyof K & string];

/**
 * A patch as the engine receives it: validated against the actor's kind and tagged with it.
 *
 * @example
 * ```ts
 * import type { ActorId, PatchOutput, generic } from '@turnkeeper/core';
 * function update(id: ActorId, patch: PatchOutput<typeof generic.kinds>): void {
 *   if (patch.speed !== undefined) console.log(`${String(id)} now has speed ${patch.speed}`);
 * }
 * ```
 */
export type PatchOutput<K extends ActorKinds> = {
  [N in keyof K & string]: Simplify<{ readonly kind: N } & Fields<v.InferOutput<K[N]['patch']>>>;
}[keyof K & string];

/**
 * The actions of one actor kind as a caller writes them: `kind` (the action name) plus its details.
 *
 * @example
 * ```ts
 * import type { ActionInputOf, generic } from '@turnkeeper/core';
 * const a: ActionInputOf<typeof generic.kinds, 'actor'> = { kind: 'wait', ticks: 3 };
 * ```
 */
export type ActionInputOf<K extends ActorKinds, N extends keyof K & string> = {
  [A in keyof K[N]['actions'] & string]: Simplify<{ readonly kind: A } & Fields<v.InferInput<K[N]['actions'][A]>>>;
}[keyof K[N]['actions'] & string];

/**
 * The actions of one actor kind as the engine receives them: validated, defaults filled in.
 *
 * @example
 * ```ts
 * import type { ActionOf, generic } from '@turnkeeper/core';
 * function cost(action: ActionOf<typeof generic.kinds, 'actor'>): number {
 *   return action.kind === 'act' ? (action.cost ?? 100) : 0;
 * }
 * ```
 */
export type ActionOf<K extends ActorKinds, N extends keyof K & string> = {
  [A in keyof K[N]['actions'] & string]: Simplify<{ readonly kind: A } & Fields<v.InferOutput<K[N]['actions'][A]>>>;
}[keyof K[N]['actions'] & string];

/**
 * Any action any actor kind of the ruleset may take, as a caller writes it for `loop.act()`.
 *
 * @example
 * ```ts
 * import { generic, type ActionInput } from '@turnkeeper/core';
 * const loop = generic.create().add('hero', { speed: 100 });
 * loop.act(loop.next().actor, { kind: 'wait', ticks: 2 } satisfies ActionInput<typeof generic.kinds>);
 * ```
 */
export type ActionInput<K extends ActorKinds> = {
  [N in keyof K & string]: ActionInputOf<K, N>;
}[keyof K & string];

/**
 * What `loop.inspect(id)` returns: the actor kind's view, tagged with the kind.
 *
 * @example
 * ```ts
 * import { generic, type ViewOutput } from '@turnkeeper/core';
 * const loop = generic.create().add('orc', { speed: 100 });
 * const view: ViewOutput<typeof generic.kinds> = loop.inspect('orc'); // several kinds: narrow on view.kind
 * ```
 */
export type ViewOutput<K extends ActorKinds> = {
  [N in keyof K & string]: Simplify<{ readonly kind: N } & Fields<v.InferOutput<K[N]['view']>>>;
}[keyof K & string];

/**
 * The per-kind charge handlers an engine provides: the core calls the one for the due actor's
 * kind with the validated action, so each handler sees only that kind's actions.
 *
 * @example
 * ```ts
 * import type { ChargeHandlers, generic } from '@turnkeeper/core';
 * const spent = new Map<string | number, number>();
 * const charge: ChargeHandlers<typeof generic.kinds> = {
 *   // one handler per kind; `action` is that kind's actions only
 *   actor: (id, action) => spent.set(id, (spent.get(id) ?? 0) + (action.kind === 'act' ? (action.cost ?? 100) : 0)),
 * };
 * ```
 */
export type ChargeHandlers<K extends ActorKinds> = {
  readonly [N in keyof K & string]: (id: ActorId, action: ActionOf<K, N>) => void;
};
