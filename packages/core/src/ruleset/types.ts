import type { z } from 'zod';
import type { JsonObject, JsonValue } from '../json.js';
import type { RandomKind, RandomSource } from '../random/random-source.js';
import type { ActorId } from './actor-id.js';

/**
 * What every action reported to a time loop looks like: a `kind` from the ruleset's declared
 * action kinds, plus whatever details that kind takes (a cost, a weapon, a number of shots…).
 *
 * @example
 * ```ts
 * import type { ActionBase } from '@turnkeeper/core';
 * const a: ActionBase = { kind: 'move' };
 * ```
 */
export interface ActionBase {
  readonly kind: string;
}

/**
 * Hook names mapped to the payload each hook carries. A ruleset declares its own.
 *
 * @example
 * ```ts
 * import type { HookMap } from '@turnkeeper/core';
 * interface NethackHooks extends HookMap { turnBoundary: { turn: number } }
 * ```
 */
export type HookMap = Record<string, JsonObject>;

/**
 * What a hook handler receives besides its payload: the loop's random source (so a game can draw
 * its non-timing numbers in the original order) and the current time.
 *
 * @example
 * ```ts
 * loop.on('spawnRoll', (payload, ctx) => { if (ctx.random.below(70) === 0) spawnMonster(); });
 * ```
 */
export interface HookContext {
  readonly random: RandomSource;
  readonly time: number;
}

/**
 * A hook handler.
 *
 * @example
 * ```ts
 * import type { HookHandler } from '@turnkeeper/core';
 * const h: HookHandler<{ turn: number }> = (p, ctx) => console.log(p.turn, ctx.time);
 * ```
 */
export type HookHandler<P> = (payload: P, ctx: HookContext) => void;

/**
 * One time unit of a ruleset, for docs, the CLI and analysis output.
 *
 * @example
 * ```ts
 * const aut: TimeUnit = { name: 'aut', plural: 'aut', description: 'a tenth of a normal turn' };
 * ```
 */
export interface TimeUnit {
  readonly name: string;
  readonly plural: string;
  readonly description: string;
}

/**
 * The units a ruleset measures time and energy in. `time` is what {@link Turn.time} counts.
 *
 * @example
 * ```ts
 * const units: RulesetUnits = {
 *   time: { name: 'tick', plural: 'ticks', description: 'one scheduler tick' },
 *   energy: { name: 'energy', plural: 'energy', description: 'points gained per tick' },
 * };
 * ```
 */
export interface RulesetUnits {
  readonly time: TimeUnit;
  readonly energy?: TimeUnit;
  readonly others?: readonly TimeUnit[];
}

/**
 * A turn handed out by a time loop: which actor acts now, and at what time (in the ruleset's
 * `units.time`, an exact integer).
 *
 * @example
 * ```ts
 * const turn = loop.next(); // { actor: 'orc', time: 120 }
 * loop.act(turn.actor, { kind: 'act' });
 * ```
 */
export interface Turn {
  readonly actor: ActorId;
  readonly time: number;
}

/**
 * What the core gives a ruleset's engine: the validated options and version, the random source
 * (already wrapped for tracing when tracing is on), and `emit` to run the user's hook handlers.
 *
 * @example
 * ```ts
 * createEngine(ctx) { const r = ctx.random; ctx.emit('turnBoundary', { turn: 1 }); … }
 * ```
 */
export interface EngineContext<Options, Hooks extends HookMap> {
  readonly version: string;
  readonly options: Options;
  readonly random: RandomSource;
  emit<K extends keyof Hooks & string>(hook: K, payload: Hooks[K]): void;
}

/**
 * The game-specific part of a time loop, written by a ruleset. The core's {@link TimeLoop} wraps
 * it with id checks, spec validation, the turn protocol, tracing and snapshots, so an engine only
 * implements the game's rules. Ids reaching an engine are already checked: `add` gets new ids,
 * the others only known ones; `charge` is only called for the actor `next` returned.
 *
 * @example
 * ```ts
 * const engine: Engine<{ speed: number }, { speed?: number }, { kind: 'act' }> = {
 *   time: 0, has: (id) => …, add: (id, spec) => …, remove: (id) => …, update: (id, patch) => …,
 *   next: () => …, charge: (id, action) => …, save: () => …, ids: () => …,
 * };
 * ```
 */
export interface Engine<Spec, Patch, Action extends ActionBase> {
  /** The current time, in the ruleset's time unit. */
  readonly time: number;
  has(id: ActorId): boolean;
  /** Ids of the actors present, in the engine's own order (e.g. the game's list order). */
  ids(): ActorId[];
  add(id: ActorId, spec: Spec): void;
  remove(id: ActorId): void;
  update(id: ActorId, patch: Patch): void;
  /** Advances time to the next actor due and returns it; `undefined` when no actor can ever act. */
  next(): ActorId | undefined;
  /** Charges the action the due actor took. */
  charge(id: ActorId, action: Action): void;
  /** The engine's whole state as plain JSON (random source excluded: the core saves it). */
  save(): JsonValue;
  /** A per-actor view (energy, points…) recorded in traces at each turn. */
  inspect?(id: ActorId): JsonObject;
}

/**
 * Everything {@link defineRuleset} takes. `actorSpec`, `actorPatch` and `options` are zod schemas:
 * they validate input with clear messages and export JSON Schema for the CLI and docs.
 *
 * @example
 * ```ts
 * // see the generic ruleset in packages/core/src/generic/generic-ruleset.ts
 * ```
 */
export interface RulesetConfig<
  Id extends string,
  SpecSchema extends z.ZodType,
  PatchSchema extends z.ZodType,
  Action extends ActionBase,
  OptionsSchema extends z.ZodType<object>,
  Hooks extends HookMap,
> {
  readonly id: Id;
  readonly title: string;
  readonly description: string;
  /** Game versions covered; the first is the default unless `defaultVersion` says otherwise. */
  readonly versions: readonly [string, ...string[]];
  readonly defaultVersion?: string;
  readonly units: RulesetUnits;
  readonly actorSpec: SpecSchema;
  readonly actorPatch: PatchSchema;
  /** Ruleset options other than the version (validated; defaults come from the schema). */
  readonly options: OptionsSchema;
  readonly actionKinds: readonly [Action['kind'], ...Action['kind'][]];
  /** Hook names the engine emits, each with a one-line description for the docs. */
  readonly hooks: { readonly [K in keyof Hooks & string]: string };
  /** Where the ruleset is documented (a URL or a repository path). */
  readonly docs: string;
  /** The fact sheet or sources the rules were read from. */
  readonly sources?: readonly string[];
  /** Random generators this ruleset ships, so snapshots that use them can be restored. */
  readonly randomKinds?: readonly RandomKind[];
  /**
   * The long-run number of actions per time unit an actor with this spec takes when it always
   * does `action` (the conformance kit checks simulations against it).
   */
  rate?(spec: z.output<SpecSchema>, action: Action, version: string, options: z.output<OptionsSchema>): number;
  createEngine(
    ctx: EngineContext<z.output<OptionsSchema>, Hooks>,
    saved?: JsonValue,
  ): Engine<z.output<SpecSchema>, z.output<PatchSchema>, Action>;
}
