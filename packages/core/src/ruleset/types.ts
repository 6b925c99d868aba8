import type * as v from 'valibot';
import type { ObjectSchema } from './actor-kind.js';
import type { RandomSource } from '../random/random-source.js';
import type { ActorId } from './actor-id.js';
import type { ActionInput, ActionOf, ActorKinds, ChargeHandlers, PatchInput, PatchOutput, SpecInput, SpecOutput, ViewOutput } from './actor-kind.js';
import type { HookDecls, HookPayloads } from './hooks.js';

/**
 * What every action reported to a time loop looks like: a `kind` naming the action, plus whatever
 * details that action takes (a cost, a weapon, a number of shots…).
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
 * The game versions a ruleset covers, as a const tuple: the first is the default unless the
 * ruleset names another.
 *
 * @example
 * ```ts
 * import type { VersionTuple } from '@turnkeeper/core';
 * const versions = ['3.4.3', '3.6.0'] as const satisfies VersionTuple;
 * ```
 */
export type VersionTuple = readonly [string, ...string[]];

/**
 * A ruleset's options schema (everything but the version): a strict valibot object, so that a
 * misspelt option is an error.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import type { OptionsSchema } from '@turnkeeper/core';
 * const options: OptionsSchema = v.strictObject({ nightmare: v.optional(v.boolean(), false) });
 * ```
 */
export type OptionsSchema = ObjectSchema;

/**
 * Everything about a ruleset's types in one place, so that engines, contexts, loops and analysis
 * take one type argument: its actor kinds, version names, options schema, hook declarations and
 * saved-state schema. Build it with {@link TypesOf}.
 *
 * @example
 * ```ts
 * import type { Engine, TypesOf, genericActor, genericOptions, genericState } from '@turnkeeper/core';
 * // the generic ruleset's own bag, spelt out (it is exported as GenericTypes)
 * type MyTypes = TypesOf<{ readonly actor: typeof genericActor }, '1', typeof genericOptions, Record<never, never>, typeof genericState>;
 * type MyEngine = Engine<MyTypes>;
 * ```
 */
export interface RulesetTypes {
  readonly kinds: ActorKinds;
  /**
   * What callers write, spelt out from `kinds` by {@link TypesOf} (the kinds' names, and any
   * kind's spec, patch and action input) so that a loop or analysis of one ruleset is also one of
   * "any ruleset" (`AnyTimeLoop`), whose inputs are `unknown`.
   */
  readonly kindName: string;
  readonly specInput: unknown;
  readonly patchInput: unknown;
  readonly actionInput: unknown;
  readonly optionsInput: unknown;
  readonly viewOutput: { readonly kind: string };
  readonly version: string;
  readonly options: OptionsSchema;
  readonly hooks: HookDecls;
  readonly state: v.GenericSchema;
}

/**
 * Builds a {@link RulesetTypes} from its parts.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { hook, type TypesOf, genericActor } from '@turnkeeper/core';
 * const kinds = { actor: genericActor };
 * const options = v.strictObject({});
 * const hooks = { turnEnd: hook('The end of a game turn.', v.strictObject({ turn: v.number() })) };
 * const savedState = v.strictObject({ time: v.number() });
 * type T = TypesOf<typeof kinds, '1.0', typeof options, typeof hooks, typeof savedState>;
 * ```
 */
export interface TypesOf<K extends ActorKinds, V extends string, O extends OptionsSchema, H extends HookDecls, S extends v.GenericSchema> extends RulesetTypes {
  readonly kinds: K;
  readonly kindName: keyof K & string;
  readonly specInput: SpecInput<K>;
  readonly patchInput: PatchInput<K>;
  readonly actionInput: ActionInput<K>;
  readonly optionsInput: v.InferInput<O>;
  readonly viewOutput: ViewOutput<K> & { readonly kind: string };
  readonly version: V;
  readonly options: O;
  readonly hooks: H;
  readonly state: S;
}

/**
 * The name of an actor kind of a ruleset.
 *
 * @example
 * ```ts
 * import type { GenericTypes, KindName } from '@turnkeeper/core';
 * const k: KindName<GenericTypes> = 'actor';
 * ```
 */
export type KindName<T extends RulesetTypes> = T['kindName'];

/**
 * Hook name → payload, for a ruleset's types.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { hook, type HooksOf, type TypesOf, genericActor, genericOptions, genericState } from '@turnkeeper/core';
 * const hooks = { spawnRoll: hook('The random-generation roll.', v.strictObject({ turn: v.number(), n: v.number() })) };
 * type MyTypes = TypesOf<{ actor: typeof genericActor }, '1', typeof genericOptions, typeof hooks, typeof genericState>;
 * type Spawn = HooksOf<MyTypes>['spawnRoll']; // { turn: number; n: number }
 * ```
 */
export type HooksOf<T extends RulesetTypes> = HookPayloads<T['hooks']>;

/**
 * What a hook handler receives besides its payload: the loop's random source (so a game can draw
 * its non-timing numbers in the original order) and the current time.
 *
 * @example
 * ```ts
 * import type { HookContext } from '@turnkeeper/core';
 * declare function spawnMonster(): void;
 * // a handler of a hook whose payload is { n: number }, as NetHack's spawnRoll
 * const onSpawnRoll = (payload: { n: number }, ctx: HookContext): void => {
 *   if (ctx.random.below(payload.n) === 0) spawnMonster();
 * };
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
export type HookHandler<P> = { handle(payload: P, ctx: HookContext): void }['handle'];

/**
 * One time unit of a ruleset, for docs, the CLI and analysis output.
 *
 * @example
 * ```ts
 * import type { TimeUnit } from '@turnkeeper/core';
 * const aut: TimeUnit = { name: 'aut', plural: 'aut', description: 'a tenth of a normal turn' };
 * ```
 */
export interface TimeUnit {
  readonly name: string;
  readonly plural: string;
  readonly description: string;
}

/**
 * The game's own turn, the unit of "actions per game turn": its name and how many `units.time`
 * it lasts (1 when the loop's clock counts game turns).
 *
 * @example
 * ```ts
 * import type { GameTurnUnit } from '@turnkeeper/core';
 * const turn: GameTurnUnit = { name: 'turn', plural: 'turns', description: 'a normal-speed player action', length: 10 };
 * ```
 */
export interface GameTurnUnit extends TimeUnit {
  readonly length: number;
}

/**
 * The units a ruleset measures time and energy in. `time` is what {@link Turn.time} counts;
 * `turn` is the game's own turn (default: one `time` unit).
 *
 * @example
 * ```ts
 * import type { RulesetUnits } from '@turnkeeper/core';
 * const units: RulesetUnits = {
 *   time: { name: 'tick', plural: 'ticks', description: 'one scheduler tick' },
 *   energy: { name: 'energy', plural: 'energy', description: 'points gained per tick' },
 * };
 * ```
 */
export interface RulesetUnits {
  readonly time: TimeUnit;
  readonly turn?: GameTurnUnit;
  readonly energy?: TimeUnit;
  readonly others?: readonly TimeUnit[];
}

/**
 * A turn handed out by a time loop: which actor acts now, its kind, and the time (in the
 * ruleset's `units.time`, an exact integer).
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create();
 * loop.add('orc', { speed: 100 });
 * const turn = loop.next(); // { actor: 'orc', kind: 'actor', time: 0 }
 * loop.act(turn.actor, { kind: 'act' });
 * ```
 */
export interface Turn<Kind extends string = string> {
  readonly actor: ActorId;
  readonly kind: Kind;
  readonly time: number;
  /**
   * Present (and `true`) when the game reads no command this turn — the actor is helpless,
   * paralysed, knocked out — so the slot passes without an action of the actor's choosing: report
   * any valid action (the kind's default), which the engine ignores and charges as the game
   * charges such a slot. Analyses and simulations do not count these turns as actions.
   */
  readonly forced?: true;
}

/**
 * What the core gives a ruleset's engine: the validated version (typed: one of the ruleset's
 * versions) and options, the random source (already wrapped for tracing when tracing is on; pass
 * a `site` label to `below` so traces say where each number was drawn), and `emit` to run the
 * user's hook handlers with a typed payload.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { hook, type EngineContext, type TypesOf, genericActor, genericOptions, genericState } from '@turnkeeper/core';
 * const hooks = {
 *   spawnRoll: hook('The random-generation roll.', v.strictObject({ turn: v.number(), n: v.number() })),
 *   allocation: hook('Movement handed out.', v.strictObject({ actor: v.string(), points: v.number() })),
 * };
 * type MyTypes = TypesOf<{ actor: typeof genericActor }, '3.4.3' | '3.6.0', typeof genericOptions, typeof hooks, typeof genericState>;
 * function startTurn(ctx: EngineContext<MyTypes>): void {
 *   if (ctx.version === '3.4.3') ctx.random.below(12, 'mcalcmove:rn2(12)');
 *   ctx.emit('spawnRoll', { turn: 1, n: 70 }); // payload checked against the hook's schema type
 *   // building a payload nobody reads is skipped
 *   if (ctx.heard.allocation === true) ctx.emit('allocation', { actor: 'hero', points: 12 });
 * }
 * ```
 */
export interface EngineContext<T extends RulesetTypes> {
  readonly version: T['version'];
  readonly options: v.InferOutput<T['options']>;
  readonly random: RandomSource;
  emit<K extends keyof HooksOf<T> & string>(hook: K, payload: HooksOf<T>[K]): void;
  /**
   * Per hook, `true` while an `emit` of it would reach anyone (a registered handler, or the trace):
   * an engine may skip building a payload nobody reads, which keeps its hot path free of
   * allocation. A flag read, not a call, so that asking costs an engine's hot loop one property
   * load; a hook missing from the object (a context built by hand) is not heard.
   */
  readonly heard: Readonly<Partial<Record<keyof HooksOf<T> & string, boolean>>>;
}

/**
 * What a time loop hands an engine's {@link Engine.runSteps}: the one call per turn that does the
 * loop's part of a step. `turn(actor, kind, forced)` makes that turn the loop's pending one, asks
 * the caller's chooser for the action (on the one turn object `run` rewrites), checks the turn is
 * still pending for that actor (the chooser may have acted, removed it, or failed the loop), and
 * returns the action validated for `kind` (a frozen action seen before is recognised by identity),
 * for the engine to charge. Whatever it throws, the engine lets through untouched: the turn then
 * stays as the chooser left it.
 *
 * @example
 * ```ts
 * import type { EngineRunHost, GenericTypes } from '@turnkeeper/core';
 * declare const host: EngineRunHost<GenericTypes>;
 * const action = host.turn('hero', 'actor', false); // { kind: 'act' }, say
 * ```
 */
export interface EngineRunHost<T extends RulesetTypes> {
  turn<K extends KindName<T> & keyof T['kinds'] & string>(actor: ActorId, kind: K, forced: boolean): ActionOf<T['kinds'], K>;
}

/**
 * The game-specific part of a time loop, written by a ruleset. The core's time loop wraps it with
 * id checks, actor-kind limits, spec / patch / action validation, the turn protocol, hooks,
 * tracing and snapshots, so an engine only implements the game's rules. What reaches an engine is
 * already checked: `add` gets a new id and a valid spec of a declared kind (within its `max`), the
 * others only known ids, `charge` only the due actor with an action valid for its kind.
 *
 * @example
 * ```ts
 * import type { ActorId, Engine, GenericTypes, PatchOutput, SpecOutput, ViewOutput } from '@turnkeeper/core';
 * type Kinds = GenericTypes['kinds'];
 * // Every actor acts once per tick, in the order added: the smallest engine there is.
 * class RoundRobin implements Engine<GenericTypes> {
 *   time = 0;
 *   private readonly order: ActorId[] = [];
 *   private at = 0;
 *   readonly charge = { actor: (): void => {} };
 *   kindOf(id: ActorId): 'actor' | undefined {
 *     return this.order.includes(id) ? 'actor' : undefined;
 *   }
 *   ids(): ActorId[] {
 *     return [...this.order];
 *   }
 *   add(id: ActorId, _spec: SpecOutput<Kinds>): void {
 *     this.order.push(id);
 *   }
 *   remove(id: ActorId): void {
 *     this.order.splice(this.order.indexOf(id), 1);
 *   }
 *   update(_id: ActorId, _patch: PatchOutput<Kinds>): void {}
 *   next(): ActorId | undefined {
 *     if (this.order.length === 0) return undefined;
 *     if (this.at >= this.order.length) [this.at, this.time] = [0, this.time + 1];
 *     return this.order[this.at++];
 *   }
 *   inspect(_id: ActorId): ViewOutput<Kinds> {
 *     return { kind: 'actor', speed: 100, energy: 0, paused: false, due: this.time };
 *   }
 *   save(): { time: number; nextSeq: number; actors: { id: ActorId; speed: number; energy: number; t0: number; seq: number; paused: boolean }[] } {
 *     const actors = this.order.map((id, seq) => ({ id, speed: 100, energy: 0, t0: this.time, seq, paused: false }));
 *     return { time: this.time, nextSeq: actors.length, actors };
 *   }
 * }
 * ```
 */
export interface Engine<T extends RulesetTypes> {
  /** The current time, in the ruleset's time unit. */
  readonly time: number;
  /** The kind of the actor with this id, or `undefined` when no such actor is present. */
  kindOf(id: ActorId): KindName<T> | undefined;
  /** Ids of the actors present, in the engine's own order (e.g. the game's list order). */
  ids(): ActorId[];
  add(id: ActorId, spec: SpecOutput<T['kinds']>): void;
  remove(id: ActorId): void;
  update(id: ActorId, patch: PatchOutput<T['kinds']>): void;
  /**
   * Advances time to the next actor due and returns it; `undefined` when no actor can ever act.
   * Before returning, an engine of more than one actor kind sets {@link Engine.dueKind}, and one
   * whose game has forced slots sets {@link Engine.dueForced}: the loop reads them as plain
   * properties, so handing out a turn costs no further call.
   */
  next(): ActorId | undefined;
  /**
   * The kind of the actor the last `next()` returned. Required when the ruleset has more than one
   * actor kind (the loop reads it after every `next()`); ignored otherwise.
   */
  readonly dueKind?: KindName<T>;
  /**
   * Whether the turn the last `next()` returned is forced: the game reads no command for it
   * (helplessness, paralysis), and the loop marks the turn `forced`. Engines whose games have no
   * such slots leave it out.
   */
  readonly dueForced?: boolean;
  /** Per actor kind: charges the action the due actor took. */
  readonly charge: ChargeHandlers<T['kinds']>;
  /**
   * Optional fast path for `loop.run(steps, choose)`: hands out up to `steps` turns in a tight loop,
   * each exactly as `next()` then `charge[kind](actor, action)` would, and returns how many it
   * handed out (fewer only when no actor can act: the loop then throws `NO_ACTORS`). For each turn
   * it sets `time` (and `dueKind`, `dueForced` as `next()` does), calls `host.turn(actor, kind,
   * forced)` and charges the action that returns (an engine may charge it inline, as its charge
   * handler would). The chooser runs inside `host.turn` and may call the loop's `add`, `remove`
   * and `update`, so the engine must read its state afresh after each call, just as after a
   * `next()`. An error from `host.turn` must propagate unchanged and leave the engine as `next()`
   * left it (the turn stays pending). A charge that refuses the action with an input error
   * before it changes anything is a refusal, as in `act`: the turn stays pending. Any other error
   * the loop treats as an engine failure. The loop uses this member only when it does not trace;
   * hooks go through `emit` as usual. Engines without it get the same turns through `next()` and
   * `charge`.
   *
   * @example
   * ```ts
   * import type { ActorId, Engine, EngineRunHost, GenericTypes } from '@turnkeeper/core';
   * declare const engine: Engine<GenericTypes>;
   * function runSteps(steps: number, host: EngineRunHost<GenericTypes>): number {
   *   for (let i = 0; i < steps; i++) {
   *     const id: ActorId | undefined = engine.next(); // a real engine inlines its own next() here
   *     if (id === undefined) return i;
   *     engine.charge.actor(id, host.turn(id, 'actor', engine.dueForced === true));
   *   }
   *   return steps;
   * }
   * ```
   */
  runSteps?(steps: number, host: EngineRunHost<T>): number;
  /** The kind's view of one actor (energy, points…), as `loop.inspect()` returns and traces record. */
  inspect(id: ActorId): ViewOutput<T['kinds']>;
  /** The engine's whole state as plain JSON (random source excluded: the core saves it). */
  save(): v.InferInput<T['state']>;
}
