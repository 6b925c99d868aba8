import { ActorLimitError, InputError, InvalidArgumentError, LoopFailedError, SnapshotError, TurnOrderError, UnknownHookError, show } from '../errors.js';
import type { JsonObject, JsonValue } from '../json.js';
import { isSavable, type RandomSource } from '../random/random-source.js';
import { checkActorId, type ActorId } from '../ruleset/actor-id.js';
import type { ActionValidator } from '../internal/action-validator.js';
import type { KindTable } from '../internal/kind-table.js';
import type { Engine, HookContext, HookHandler, HooksOf, KindName, RulesetTypes, Turn } from '../ruleset/types.js';
import type { Trace } from '../trace/trace.js';
import type { TraceBuffer } from '../trace/trace-buffer.js';
import type { LoopSnapshot } from './snapshot.js';

/**
 * What a {@link TimeLoop} needs from its ruleset; built by `defineRuleset`, not by users.
 *
 * @internal
 */
export interface LoopBinding {
  readonly rulesetId: string;
  readonly version: string;
  readonly options: JsonValue;
  readonly kinds: KindTable;
  readonly hookNames: readonly string[];
  /** The source as given (saved in snapshots); the engine draws through a recording wrapper when tracing. */
  readonly baseRandom: RandomSource;
  /** The source the engine draws from (the recording wrapper when tracing). */
  readonly engineRandom: RandomSource;
}

/** What the loop hands the engine factory: the random source and the hook plumbing. */
interface LoopContext {
  readonly random: RandomSource;
  emit(hook: string, payload: object): void;
  readonly heard: Readonly<Record<string, boolean>>;
}

/** The engine as the loop drives it: the loop has validated everything it passes. */
type LooseEngine = Engine<RulesetTypes> & { readonly charge: Readonly<Record<string, (this: object, id: ActorId, action: object) => void>> };

/** A kind's action validator and charge handler (called on the engine's `charge` object). */
type KindEntry = readonly [ActionValidator, (this: object, id: ActorId, action: object) => void];

/** The one turn object `run`'s chooser sees on the engine's fast path, rewritten before each call. */
interface RunTurn {
  actor: ActorId;
  kind: string;
  time: number;
  forced: true | undefined;
}

/**
 * The loop's gate: what the next call may do without further checks. A const enum: its numbers are
 * written where they are used (a module-level constant costs a load and a check in optimized code).
 */
const enum Gate {
  Idle,
  Pending,
  InHook,
  Failed,
}

/**
 * A time loop's public shape (every public member of {@link TimeLoop}), what `ruleset.create()`
 * and `restore(ruleset, snapshot)` return: one description from which `AnyTimeLoop` is derived.
 *
 * @example
 * ```ts
 * import { generic, type Loop, type GenericTypes } from '@turnkeeper/core';
 * const loop: Loop<GenericTypes> = generic.create();
 * ```
 */
export type Loop<T extends RulesetTypes> = Pick<TimeLoop<T>, keyof TimeLoop<RulesetTypes>>;

/**
 * The function that chooses each turn's action in `step` and `run`. Written as a method type so
 * that it compares bivariantly: a loop of one ruleset is then also a loop of "any ruleset"
 * (`AnyTimeLoop`), whose chooser takes any turn and returns any action.
 */
type Chooser<Arg, Action> = { choose(turn: Arg): Action }['choose'];

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * A running time loop: actors are added, removed and changed by stable id at any time, `next()`
 * says who acts now (and its kind) and at what time, and `act()` reports what that actor did so
 * the ruleset can charge it. Made by `ruleset.create(...)`; every misuse is a typed error, and
 * every spec, patch and action is validated against the actor kind's schema before the engine
 * sees it.
 *
 * The protocol is strict on purpose: exactly one `act` per `next`, for the actor `next` named.
 * That is what catches the classic scheduler bugs (an actor acting twice, a removed actor acting).
 *
 * Every call either completes or changes nothing: a refused call (bad input, wrong turn) leaves the
 * loop as it was; a failure inside the ruleset's engine, a random source or a hook handler, which
 * may have left a turn half applied, leaves the loop **failed**, and every later call throws
 * `LoopFailedError` naming the original error (restore a snapshot to go on). An engine that
 * refuses an input it alone can judge (an `InputError`, e.g. a pursuer id not present) raises it
 * before it changes or draws anything: that is a refusal like any other (in `act`, the turn stays
 * pending), unless a hook handler threw it, which fails the loop.
 *
 * Each input is read once: specs, patches and actions are copied (one read of each field) and
 * only the validated copy reaches the engine and the trace.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create();
 * loop.add('hero', { kind: 'actor', speed: 100 });
 * loop.add('bat', { kind: 'actor', speed: 200 });
 * const turn = loop.next();          // { actor: 'hero', kind: 'actor', time: 0 }
 * loop.act(turn.actor, { kind: 'act' });
 * ```
 */
export class TimeLoop<T extends RulesetTypes> {
  readonly #binding: LoopBinding;
  readonly #engine: LooseEngine;
  readonly #kinds: KindTable;
  /** The only kind, when the ruleset has one: then `next()` need not ask the engine. */
  readonly #onlyKind: string | undefined;
  readonly #counts = new Map<string, number>();
  /** Each kind's action validator and charge handler (called on the engine's `charge` object, see `Engine.charge`): one lookup when the due kind changes. */
  readonly #byKind = new Map<string, KindEntry>();
  /** Hook name → its handlers; replaced, never mutated, so an emit in progress is unaffected. */
  readonly #handlers = new Map<string, readonly HookHandler<never>[]>();
  /** Per hook, whether an `emit` of it would be observed (a handler, or the trace): the engine's `ctx.heard`, every hook a key from the start. */
  readonly #heard: Record<string, boolean> = {};
  #gate = Gate.Idle;
  #inHook = 0;
  #failure: { readonly error: unknown } | undefined = undefined;
  #pendingActor: ActorId | undefined = undefined;
  #pendingKind = '';
  #pendingForced = false;
  /** The pending actor kind's action validator and charge handler, switched when the kind changes. */
  #validator: ActionValidator | undefined = undefined;
  #charge: ((this: object, id: ActorId, action: object) => void) | undefined = undefined;
  /** The pending kind's entry of `#byKind`; and the kind switched away from last, with its entry: a game alternating two kinds (player, monsters) switches back without a map lookup. */
  #entry: KindEntry | undefined = undefined;
  #otherKind = '';
  #other: KindEntry | undefined = undefined;
  /** The trace being recorded, when the loop traces (then `run` goes through `step`). */
  readonly #traceEvents: TraceBuffer | undefined;

  /** @internal Use `ruleset.create()` or `restore(ruleset, snapshot)`. */
  constructor(binding: LoopBinding, traceEvents: TraceBuffer | undefined, pending: ActorId | null, makeEngine: (ctx: LoopContext) => Engine<RulesetTypes>) {
    this.#binding = binding;
    this.#kinds = binding.kinds;
    this.#onlyKind = binding.kinds.names.length === 1 ? binding.kinds.names[0] : undefined;
    this.#traceEvents = traceEvents;
    for (const hook of binding.hookNames) this.#heard[hook] = traceEvents !== undefined;
    this.#engine = makeEngine({
      random: binding.engineRandom,
      emit: (hook, payload) => {
        this.#emit(hook, payload);
      },
      heard: this.#heard,
    }) as LooseEngine;
    const charge = this.#engine.charge;
    for (const kind of this.#kinds.names) {
      const handler = charge[kind];
      if (typeof handler !== 'function') {
        throw new TypeError(`${binding.rulesetId} engine: charge.${kind} is not a function (every actor kind needs a charge handler)`);
      }
      this.#byKind.set(kind, [this.#kinds.validator(kind), handler]);
    }
    for (const id of this.#engine.ids()) {
      const kind = this.#engine.kindOf(id) as string;
      this.#counts.set(kind, (this.#counts.get(kind) ?? 0) + 1);
    }
    if (pending !== null) {
      const kind = this.#engine.kindOf(pending);
      if (kind === undefined) throw new SnapshotError(`restore(): the pending actor ${show(pending)} is not present in the engine state`, { pending });
      this.#pendingActor = pending;
      this.#switchKind(kind);
      this.#gate = Gate.Pending;
    }
  }

  /** The id of the ruleset this loop runs. */
  get ruleset(): string {
    return this.#binding.rulesetId;
  }

  /** The game version the loop follows. */
  get version(): T['version'] {
    return this.#binding.version;
  }

  /** The current time, in the ruleset's time unit. */
  get time(): number {
    return this.#engine.time;
  }

  /** The actor whose turn is pending (returned by `next()`, not yet acted), if any. */
  get pending(): ActorId | undefined {
    return this.#pendingActor;
  }

  /** The recorded trace, when the loop was created with `trace: true` (a copy: later events do not change it). */
  get trace(): Trace | undefined {
    if (!this.#traceEvents) return undefined;
    return {
      ruleset: this.#binding.rulesetId,
      version: this.#binding.version,
      options: clone(this.#binding.options),
      events: clone(this.#traceEvents.list()),
      dropped: this.#traceEvents.dropped,
    };
  }

  /** True when an actor with this id is present. */
  has(id: ActorId): boolean {
    return this.#engine.kindOf(id) !== undefined;
  }

  /** The kind of the actor with this id, or `undefined` when none is present. */
  kindOf(id: ActorId): KindName<T> | undefined {
    return this.#engine.kindOf(id);
  }

  /** How many actors of `kind` are present (all kinds when omitted). */
  count(kind?: KindName<T>): number {
    if (kind !== undefined) return this.#counts.get(kind) ?? 0;
    let n = 0;
    for (const c of this.#counts.values()) n += c;
    return n;
  }

  /** The ids present, in the ruleset's own order. */
  ids(): ActorId[] {
    return this.#engine.ids();
  }

  /** The actor kind's view of one actor (energy, points…), as recorded in traces; a copy. */
  inspect(id: ActorId): T['viewOutput'] {
    this.#requireKnown(id);
    return clone(this.#engine.inspect(id));
  }

  /**
   * Adds an actor. The spec names its `kind`; the rest is validated against that kind's schema,
   * and the kind's limit (one player) is enforced.
   */
  add(id: ActorId, spec: T['specInput']): this {
    this.#checkUsable();
    checkActorId(id);
    if (this.#engine.kindOf(id) !== undefined) throw new TurnOrderError('DUPLICATE_ACTOR', `Actor ${show(id)} is already present; ids must be unique`, { id });
    const parsed = this.#kinds.spec(spec);
    const n = this.#counts.get(parsed.kind) ?? 0;
    const max = this.#kinds.max(parsed.kind);
    if (n >= max) throw new ActorLimitError(this.#binding.rulesetId, parsed.kind, max);
    this.#guard(() => {
      this.#engine.add(id, parsed);
    });
    this.#counts.set(parsed.kind, n + 1);
    this.#traceEvents?.push({ type: 'add', time: this.#engine.time, actor: id, spec: clone(parsed) as JsonObject });
    return this;
  }

  /** Removes an actor, even during its own pending turn (it died, say): the turn is then void. */
  remove(id: ActorId): this {
    this.#checkUsable();
    const kind = this.#requireKnown(id);
    this.#guard(() => {
      this.#engine.remove(id);
    });
    this.#counts.set(kind, (this.#counts.get(kind) ?? 1) - 1);
    if (this.#pendingActor === id) {
      this.#pendingActor = undefined;
      if (this.#gate === Gate.Pending) this.#gate = Gate.Idle;
    }
    this.#traceEvents?.push({ type: 'remove', time: this.#engine.time, actor: id });
    return this;
  }

  /**
   * Changes an actor (speed, status…); takes effect at once, also while the actor waits. The
   * patch is validated against the patch schema of the actor's kind.
   */
  update(id: ActorId, patch: T['patchInput']): this {
    this.#checkUsable();
    const kind = this.#requireKnown(id);
    const parsed = this.#kinds.patch(kind, patch);
    this.#guard(() => {
      this.#engine.update(id, parsed);
    });
    this.#traceEvents?.push({ type: 'update', time: this.#engine.time, actor: id, patch: clone(parsed) as JsonObject });
    return this;
  }

  /**
   * Advances time to the next actor due and returns its turn. Throws when a turn is still pending
   * (call `act` first) or when no actor can ever act.
   */
  next(): Turn<KindName<T>> {
    const actor = this.#advance('next()');
    const kind = this.#pendingKind as KindName<T>;
    return this.#pendingForced ? { actor, kind, time: this.#engine.time, forced: true } : { actor, kind, time: this.#engine.time };
  }

  /** Advances time to the next actor due and makes it the pending one; `next` and `run` share it. */
  #advance(caller: string): ActorId {
    if (this.#gate !== Gate.Idle) this.#refuseNext(caller);
    let actor: ActorId | undefined;
    try {
      actor = this.#engine.next();
    } catch (error) {
      this.#fail(error);
    }
    if (actor === undefined) {
      throw new TurnOrderError('NO_ACTORS', `${caller}: no actor can act (the loop is empty, or no actor can ever gain enough to act)`);
    }
    // An engine that forgot dueKind gets '' here, which switchKind refuses with a message naming it.
    const kind: string = this.#onlyKind ?? this.#engine.dueKind ?? '';
    if (kind !== this.#pendingKind) this.#switchKind(kind);
    this.#pendingActor = actor;
    // Both tests compare, where a truthiness test of a field is a chain of type checks on every turn.
    this.#pendingForced = this.#engine.dueForced === true;
    this.#gate = Gate.Pending;
    if (this.#traceEvents !== undefined) this.#traceTurn(actor, kind);
    return actor;
  }

  #traceTurn(actor: ActorId, kind: string): void {
    const state = clone(this.#engine.inspect(actor)) as JsonObject;
    const time = this.#engine.time;
    (this.#traceEvents as TraceBuffer).push(
      this.#pendingForced ? { type: 'turn', time, actor, kind, forced: true, state } : { type: 'turn', time, actor, kind, state },
    );
  }

  /** Reports the action the due actor took; it is validated for the actor's kind, then charged. */
  act(id: ActorId, action: T['actionInput']): this {
    const parsed = this.#take(id, action);
    try {
      (this.#charge as (this: object, id: ActorId, action: object) => void).call(this.#engine.charge, id, parsed);
    } catch (error) {
      // An engine's typed refusal (raised before it changes or draws anything): the turn stays pending.
      if (error instanceof InputError && this.#failure === undefined) throw error;
      this.#fail(error);
    }
    this.#gate = Gate.Idle;
    this.#pendingActor = undefined;
    this.#traceEvents?.push({ type: 'act', time: this.#engine.time, actor: id, action: clone(parsed) as JsonObject });
    return this;
  }

  /** The action of the pending turn's actor `id`, validated (or recognised) for its kind: `act` and `run` share it. */
  #take(id: ActorId, action: unknown): Readonly<{ kind: string }> {
    if (this.#gate !== Gate.Pending || id !== this.#pendingActor) this.#refuseAct(id);
    const validator = this.#validator as ActionValidator;
    // A frozen action parsed before is recognised by identity; anything else is parsed (which remembers it).
    return action === validator.lastImmutable ? (validator.lastImmutableOutput as Readonly<{ kind: string }>) : validator.parse(action, id);
  }

  /**
   * One whole step: `next()`, then `act()` with the action `choose` returns for that turn.
   *
   * @example
   * ```ts
   * import { generic } from '@turnkeeper/core';
   * const loop = generic.create().add('hero', { speed: 100 });
   * for (let i = 0; i < 100; i++) loop.step(() => ({ kind: 'act' }));
   * ```
   */
  step(choose: Chooser<Turn<KindName<T>>, T['actionInput']>): Turn<KindName<T>> {
    const turn = this.next();
    this.act(turn.actor, choose(turn));
    return turn;
  }

  /**
   * Runs `steps` whole steps, as `step` would. Where the engine has a fast path
   * ({@link Engine.runSteps}: the generic engine and the four games' do) and the loop does not
   * trace, the engine hands out the turns itself, without allocating: `choose` receives one turn
   * object, rewritten before each call, so it must read the turn there and not keep it. Stops
   * early, with the error, exactly where `step` would throw. One difference a hook handler can
   * see: on the fast path, `pending` names the actor that last acted until the next turn is
   * handed out (in `step`, it is cleared once the action is charged). For simulations that only
   * need the actions, this is the loop's fastest path; return the same (frozen) action objects
   * and no step validates anything.
   *
   * @example
   * ```ts
   * import { generic } from '@turnkeeper/core';
   * const loop = generic.create();
   * loop.add('hero', { kind: 'actor', speed: 100 });
   * loop.add('bat', { kind: 'actor', speed: 200 });
   * const act = Object.freeze({ kind: 'act' } as const);
   * let batTurns = 0;
   * loop.run(30, (turn) => {
   *   if (turn.actor === 'bat') batTurns++;
   *   return act;
   * });
   * batTurns; // 20
   * ```
   */
  run(steps: number, choose: Chooser<Readonly<Turn<KindName<T>>>, T['actionInput']>): this {
    if (!Number.isSafeInteger(steps) || steps < 0) throw new InvalidArgumentError('run(steps): steps', steps, 'a safe integer ≥ 0');
    if (typeof choose !== 'function') throw new InvalidArgumentError('run(steps, choose): choose', choose, "a function returning each turn's action");
    if (this.#engine.runSteps !== undefined && this.#traceEvents === undefined) return this.#runSteps(steps, choose);
    // A traced loop, or an engine with no fast path: `step` itself (a turn object per step).
    for (let i = 0; i < steps; i++) this.step(choose);
    return this;
  }

  /**
   * `run` through the engine's {@link Engine.runSteps}: the engine advances time, hands each turn
   * to the host's `turn` (pending state, chooser, gate check, action recognition, as `act` does)
   * and charges the action that returns. An error thrown in `turn` is the caller's (refused or
   * failed as `step` would); an input error the engine raises charging that action is a refusal,
   * as in `act` (the turn stays pending); any other error escaping the engine leaves the loop failed.
   *
   * The turn stays pending while the engine charges it, as in `act`, and until the next turn is
   * handed out: the gate and the pending actor are written once a turn, and cleared once a run
   * (clearing them after each charge cost a tenth of the loop's own instructions per step).
   */
  #runSteps(steps: number, choose: (turn: Readonly<Turn<KindName<T>>>) => unknown): this {
    // As `step` repeated: no step, no refusal (a pending turn is refused by the first `next()`).
    if (steps === 0) return this;
    if (this.#gate !== Gate.Idle) this.#refuseNext('run()');
    const engine = this.#engine;
    // The one turn object the chooser sees, rewritten before each call ('' kind: none handed out yet).
    const turn: RunTurn = { actor: 0, kind: '', time: 0, forced: undefined };
    // The host the engine calls for each turn; the turn's work is a method (see `runTurn`).
    const host = {
      /** Whether the error escaping the engine came out of `turn`: then it is the caller's, not the engine's. */
      threw: false,
      turn: (actor: ActorId, kind: string, forced: boolean): Readonly<{ kind: string }> => {
        try {
          return this.runTurn(actor, kind, forced, choose, turn);
        } catch (error) {
          host.threw = true;
          throw error;
        }
      },
    };
    let done: number;
    try {
      done = (engine.runSteps as (steps: number, host: object) => number)(steps, host);
    } catch (error) {
      if (host.threw) throw error;
      // The engine refused the action it was handed (before it changed anything): that turn stays pending, as after act().
      if (error instanceof InputError && this.#failure === undefined && turn.kind !== '') {
        this.#pendingActor = turn.actor;
        this.#gate = Gate.Pending;
        throw error;
      }
      this.#fail(error);
    }
    this.#gate = Gate.Idle;
    this.#pendingActor = undefined;
    if (done < steps) throw new TurnOrderError('NO_ACTORS', 'run(): no actor can act (the loop is empty, or no actor can ever gain enough to act)');
    return this;
  }

  /**
   * One turn of `#runSteps`, for the host's `turn`: makes the turn pending, calls the chooser and
   * returns the action recognised. A method of the loop, not the body of the host's closure, and
   * not `#private`: a closure made per `run` reaches the class's private names through its own
   * context, which V8 cannot treat as constant once the closure is inlined into an engine's loop,
   * so each `this.#field` there was a checked keyed load; here they are plain field loads. (Measured
   * with callgrind at 10 actors: `run` 36 fewer instructions a step for NetHack 3.4.3, 28 for generic.)
   *
   * @internal
   */
  private runTurn(
    actor: ActorId,
    kind: string,
    forced: boolean,
    choose: (turn: Readonly<Turn<KindName<T>>>) => unknown,
    turn: RunTurn,
  ): Readonly<{ kind: string }> {
    if (kind !== this.#pendingKind) this.#switchKind(kind);
    this.#gate = Gate.Pending;
    turn.actor = this.#pendingActor = actor;
    turn.kind = kind;
    turn.time = this.#engine.time;
    turn.forced = forced || undefined;
    return this.#take(actor, choose(turn));
  }

  /**
   * Registers a handler for one of the ruleset's hooks (the payload type is inferred from the
   * hook's declaration); returns a function that removes it. An unknown hook name, or a handler
   * that is not a function, is an error.
   *
   * @example
   * ```ts
   * import * as v from 'valibot';
   * import { hook, type Loop, type TypesOf, genericActor, genericOptions, genericState } from '@turnkeeper/core';
   * const hooks = { spawnRoll: hook('The random-generation roll.', v.strictObject({ n: v.number() })) };
   * declare const loop: Loop<TypesOf<{ actor: typeof genericActor }, '1', typeof genericOptions, typeof hooks, typeof genericState>>;
   * const off = loop.on('spawnRoll', (p, ctx) => ctx.random.below(p.n));
   * off();
   * ```
   */
  on<K extends keyof HooksOf<T> & string>(hook: K, handler: HookHandler<HooksOf<T>[K]>): () => void {
    if (!this.#binding.hookNames.includes(hook)) throw new UnknownHookError(this.#binding.rulesetId, hook, this.#binding.hookNames);
    if (typeof handler !== 'function') throw new InvalidArgumentError(`on("${hook}", handler): handler`, handler, 'a function (payload, ctx) => void');
    const h = handler as HookHandler<never>;
    this.#setHandlers(hook, [...(this.#handlers.get(hook) ?? []), h]);
    return () => {
      this.#setHandlers(
        hook,
        (this.#handlers.get(hook) ?? []).filter((x) => x !== h),
      );
    };
  }

  #setHandlers(hook: string, list: readonly HookHandler<never>[]): void {
    this.#handlers.set(hook, list);
    this.#heard[hook] = this.#traceEvents !== undefined || list.length > 0;
  }

  /**
   * Runs the handlers of one hook for the engine. The re-entrancy policy: while handlers run,
   * `add`, `remove` and `update` take effect at once (a game spawns and kills from its hooks),
   * while `next`, `act`, `step`, `run` and `snapshot` are refused with a `REENTRANT` error (a turn
   * cannot start inside another). A handler that throws leaves the loop failed.
   */
  #emit(hook: string, payload: object): void {
    const time = this.#engine.time;
    this.#traceEvents?.push({ type: 'hook', time, hook, payload: clone(payload) as JsonObject });
    const list = this.#handlers.get(hook);
    if (list === undefined || list.length === 0) return;
    const ctx: HookContext = { random: this.#binding.engineRandom, time };
    const gate = this.#gate;
    this.#inHook++;
    this.#gate = Gate.InHook;
    try {
      for (const h of list) (h as HookHandler<object>)(payload, ctx);
    } catch (error) {
      this.#failure ??= { error };
      throw error;
    } finally {
      this.#inHook--;
      // The loop may have failed meanwhile; otherwise the gate is what it was before the hook
      // (a handler may have removed the pending actor: then the turn is void).
      if (this.#failure !== undefined) this.#gate = Gate.Failed;
      else if (this.#inHook === 0) this.#gate = gate === Gate.Pending && this.#pendingActor === undefined ? Gate.Idle : gate;
    }
  }

  /**
   * The whole loop state as plain JSON; `restore(ruleset, snapshot)` continues identically. It
   * shares nothing with the live loop. Hook handlers are code, not state: register them again on
   * the restored loop.
   */
  snapshot(): LoopSnapshot {
    if (this.#gate >= Gate.InHook) this.#refuseNext('snapshot()');
    const random = this.#binding.baseRandom;
    if (!isSavable(random)) {
      throw new SnapshotError('snapshot(): the random source has no save(); use seed, scripted() or a savable source', { ruleset: this.#binding.rulesetId });
    }
    const trace = this.#traceEvents;
    return {
      format: 'turnkeeper.snapshot/1',
      ruleset: this.#binding.rulesetId,
      version: this.#binding.version,
      options: clone(this.#binding.options),
      random: random.save(),
      // The engine's save() builds a fresh plain object (the contract); trace events are copied.
      engine: this.#engine.save() as JsonValue,
      pending: this.#pendingActor ?? null,
      trace: trace ? clone(trace.list()) : null,
      ...(trace && trace.limit !== Infinity ? { traceLimit: trace.limit, traceDropped: trace.dropped } : {}),
    };
  }

  /** Runs an engine mutation; an error other than a refusal of the input leaves the loop failed. */
  #guard(change: () => void): void {
    try {
      change();
    } catch (error) {
      // An engine refuses an input (a typed input error) before it changes anything; one a hook
      // handler threw has already failed the loop (#emit), and stays a failure.
      if (error instanceof InputError && this.#failure === undefined) throw error;
      this.#fail(error);
    }
  }

  /** Marks the loop failed (a turn may be half applied) and rethrows. */
  #fail(error: unknown): never {
    this.#failure ??= { error };
    this.#gate = Gate.Failed;
    throw error;
  }

  /** The error `next()` (or `run`, `snapshot`) gets when the gate is not idle. */
  #refuseNext(caller: string): never {
    this.#checkUsable();
    if (this.#inHook !== 0) {
      throw new TurnOrderError(
        'REENTRANT',
        `${caller} inside a hook handler: a turn cannot start or end inside another; add, remove and update are allowed there`,
        {
          call: caller,
        },
      );
    }
    throw new TurnOrderError('TURN_PENDING', `${caller} called while actor ${show(this.#pendingActor)} has not acted; report its action with act() first`, {
      pending: this.#pendingActor,
    });
  }

  /** The error `act(id)` gets when no turn of `id` is pending. */
  #refuseAct(id: ActorId): never {
    // In a hook handler, or failed (the gates past Pending): next()'s refusal says which.
    if (this.#gate > Gate.Pending) this.#refuseNext('act()');
    if (this.#gate === Gate.Idle) {
      throw new TurnOrderError('NO_TURN_PENDING', `act(${show(id)}): no turn is pending; call next() first (an actor acts once per turn)`, { id });
    }
    throw new TurnOrderError('NOT_DUE', `act(${show(id)}): actor ${show(id)} is not due; the pending turn is ${show(this.#pendingActor)}'s`, {
      id,
      pending: this.#pendingActor,
    });
  }

  #checkUsable(): void {
    if (this.#failure !== undefined) throw new LoopFailedError(this.#binding.rulesetId, this.#failure.error);
  }

  #switchKind(kind: string): void {
    const k = kind === this.#otherKind ? this.#other : this.#byKind.get(kind);
    if (k === undefined) {
      throw new TypeError(
        `${this.#binding.rulesetId} engine: the due actor's kind ${show(kind)} is not one of ${this.#kinds.names.join(', ')} (set engine.dueKind in next())`,
      );
    }
    this.#otherKind = this.#pendingKind;
    this.#other = this.#entry;
    this.#entry = k;
    this.#pendingKind = kind;
    this.#validator = k[0];
    this.#charge = k[1];
  }

  #requireKnown(id: ActorId): string {
    checkActorId(id);
    const kind = this.#engine.kindOf(id);
    if (kind === undefined) throw new TurnOrderError('UNKNOWN_ACTOR', `No actor with id ${show(id)} is present`, { id });
    return kind;
  }
}
