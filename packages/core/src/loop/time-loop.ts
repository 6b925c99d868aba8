import { ActorLimitError, InvalidArgumentError, LoopFailedError, SnapshotError, TurnOrderError, UnknownHookError, show } from '../errors.js';
import type { JsonObject, JsonValue } from '../json.js';
import { isSavable, type RandomSource } from '../random/random-source.js';
import { checkActorId, type ActorId } from '../ruleset/actor-id.js';
import type { ActionInput, PatchInput, SpecInput, ViewOutput } from '../ruleset/actor-kind.js';
import type { ActionValidator, KindTable } from '../ruleset/kind-table.js';
import type { HookContext, HookHandler, HooksOf, KindName, RulesetTypes, Turn } from '../ruleset/types.js';
import type { Trace } from '../trace/trace.js';
import type { TraceBuffer } from '../trace/trace-buffer.js';
import type { LoopSnapshot } from './snapshot.js';

/**
 * The engine as the loop drives it, with its types erased: the loop has validated everything it
 * passes, so the engine's own types hold at each call.
 *
 * @internal
 */
export interface LooseEngine {
  readonly time: number;
  kindOf(id: ActorId): string | undefined;
  ids(): ActorId[];
  add(id: ActorId, spec: object): void;
  remove(id: ActorId): void;
  update(id: ActorId, patch: object): void;
  next(): ActorId | undefined;
  forced?(id: ActorId): boolean;
  readonly charge: Readonly<Record<string, (id: ActorId, action: object) => void>>;
  inspect(id: ActorId): object;
  save(): unknown;
}

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
  /** Per hook, whether an `emit` would be observed (a handler, or a trace); the loop keeps it current. */
  readonly heard: Record<string, boolean>;
  readonly engine: LooseEngine;
  /** The source as given (saved in snapshots); the engine draws through a recording wrapper when tracing. */
  readonly baseRandom: RandomSource;
  /** The source the engine draws from (the recording wrapper when tracing). */
  readonly engineRandom: RandomSource;
}

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
  private readonly binding: LoopBinding;
  private readonly engine: LooseEngine;
  private readonly kinds: KindTable;
  /** The only kind, when the ruleset has one: then `next()` need not ask the engine. */
  private readonly onlyKind: string | undefined;
  private readonly counts = new Map<string, number>();
  /** Each kind's charge handler, bound to the engine's `charge` object once. */
  private readonly chargeOf = new Map<string, (id: ActorId, action: object) => void>();
  /** Hook name → its handlers; replaced, never mutated, so an emit in progress is unaffected. */
  private readonly handlers = new Map<string, readonly HookHandler<never>[]>();
  /** How many hook handlers are running (the re-entrancy policy reads it). */
  private inHook = 0;
  /** What a hook handler threw, once the loop has failed. */
  private failure: { readonly error: unknown } | undefined = undefined;
  private pendingActor: ActorId | undefined = undefined;
  private pendingKind = '';
  /** The pending actor kind's action validator and charge handler, fetched once per turn. */
  private pendingValidator: ActionValidator | undefined = undefined;
  private pendingCharge: ((id: ActorId, action: object) => void) | undefined = undefined;
  private hasPending = false;
  /** Whether the pending turn is forced (see `Turn.forced`); engines without forced slots never set it. */
  private pendingForced = false;
  /** The engine's `forced`, bound once; undefined when its game has no forced slots. */
  private readonly forcedOf: ((id: ActorId) => boolean) | undefined;
  private readonly traceEvents: TraceBuffer | undefined;

  /** @internal Use `ruleset.create()` or `ruleset.restore()`. */
  constructor(binding: LoopBinding, traceEvents: TraceBuffer | undefined, pending?: ActorId) {
    this.binding = binding;
    this.engine = binding.engine;
    this.kinds = binding.kinds;
    this.onlyKind = binding.kinds.names.length === 1 ? binding.kinds.names[0] : undefined;
    this.traceEvents = traceEvents;
    this.forcedOf = typeof this.engine.forced === 'function' ? this.engine.forced.bind(this.engine) : undefined;
    const charge = this.engine.charge;
    for (const kind of this.kinds.names) {
      const handler = charge[kind];
      if (typeof handler !== 'function') {
        throw new TypeError(`${binding.rulesetId} engine: charge.${kind} is not a function (every actor kind needs a charge handler)`);
      }
      this.chargeOf.set(kind, handler.bind(charge));
    }
    for (const id of this.engine.ids()) {
      const kind = this.engine.kindOf(id) as string;
      this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
    }
    if (pending !== undefined) {
      const kind = this.engine.kindOf(pending);
      if (kind === undefined) throw new SnapshotError(`restore(): the pending actor ${show(pending)} is not present in the engine state`, { pending });
      this.setPending(pending, kind);
    }
  }

  /** The id of the ruleset this loop runs. */
  get ruleset(): string {
    return this.binding.rulesetId;
  }

  /** The game version the loop follows. */
  get version(): T['version'] {
    return this.binding.version;
  }

  /** The current time, in the ruleset's time unit. */
  get time(): number {
    return this.engine.time;
  }

  /** The actor whose turn is pending (returned by `next()`, not yet acted), if any. */
  get pending(): ActorId | undefined {
    return this.hasPending ? this.pendingActor : undefined;
  }

  /** The recorded trace, when the loop was created with `trace: true` (a copy: later events do not change it). */
  get trace(): Trace | undefined {
    if (!this.traceEvents) return undefined;
    return {
      ruleset: this.binding.rulesetId,
      version: this.binding.version,
      options: this.binding.options,
      events: this.traceEvents.list(),
      dropped: this.traceEvents.dropped,
    };
  }

  /** True when an actor with this id is present. */
  has(id: ActorId): boolean {
    return this.engine.kindOf(id) !== undefined;
  }

  /** The kind of the actor with this id, or `undefined` when none is present. */
  kindOf(id: ActorId): KindName<T> | undefined {
    return this.engine.kindOf(id);
  }

  /** How many actors of `kind` are present (all kinds when omitted). */
  count(kind?: KindName<T>): number {
    if (kind !== undefined) return this.counts.get(kind) ?? 0;
    let n = 0;
    for (const c of this.counts.values()) n += c;
    return n;
  }

  /** The ids present, in the ruleset's own order. */
  ids(): ActorId[] {
    return this.engine.ids();
  }

  /** The actor kind's view of one actor (energy, points…), as recorded in traces. */
  inspect(id: ActorId): ViewOutput<T['kinds']> {
    this.requireKnown(id);
    // A copy: a view never aliases the engine's live state.
    return clone(this.engine.inspect(id)) as ViewOutput<T['kinds']>;
  }

  /**
   * Adds an actor. The spec names its `kind`; the rest is validated against that kind's schema,
   * and the kind's limit (one player) is enforced.
   */
  add(id: ActorId, spec: SpecInput<T['kinds']>): this {
    this.checkUsable();
    checkActorId(id);
    if (this.engine.kindOf(id) !== undefined) {
      throw new TurnOrderError('DUPLICATE_ACTOR', `Actor ${show(id)} is already present; ids must be unique`, { id });
    }
    const parsed = this.kinds.spec(spec);
    const n = this.counts.get(parsed.kind) ?? 0;
    const max = this.kinds.max(parsed.kind);
    if (n >= max) throw new ActorLimitError(this.binding.rulesetId, parsed.kind, max);
    this.engine.add(id, parsed);
    this.counts.set(parsed.kind, n + 1);
    this.traceEvents?.push({ type: 'add', time: this.engine.time, actor: id, spec: clone(parsed) as JsonObject });
    return this;
  }

  /** Removes an actor, even during its own pending turn (it died, say): the turn is then void. */
  remove(id: ActorId): this {
    this.checkUsable();
    const kind = this.requireKnown(id);
    this.engine.remove(id);
    this.counts.set(kind, (this.counts.get(kind) ?? 1) - 1);
    if (this.hasPending && this.pendingActor === id) {
      this.hasPending = false;
      this.pendingActor = undefined;
    }
    this.traceEvents?.push({ type: 'remove', time: this.engine.time, actor: id });
    return this;
  }

  /**
   * Changes an actor (speed, status…); takes effect at once, also while the actor waits. The
   * patch is validated against the patch schema of the actor's kind.
   */
  update(id: ActorId, patch: PatchInput<T['kinds']>): this {
    this.checkUsable();
    const kind = this.requireKnown(id);
    const parsed = this.kinds.patch(kind, patch);
    this.engine.update(id, parsed);
    this.traceEvents?.push({ type: 'update', time: this.engine.time, actor: id, patch: clone(parsed) as JsonObject });
    return this;
  }

  /**
   * Advances time to the next actor due and returns its turn. Throws when a turn is still pending
   * (call `act` first) or when no actor can ever act.
   */
  next(): Turn<KindName<T>> {
    const actor = this.advance('next()');
    const kind = this.pendingKind as KindName<T>;
    return this.pendingForced ? { actor, kind, time: this.engine.time, forced: true } : { actor, kind, time: this.engine.time };
  }

  /** Advances time to the next actor due and makes it the pending one; `next` and `run` share it. */
  private advance(caller: string): ActorId {
    if (this.inHook !== 0 || this.failure !== undefined) this.refuse(caller);
    if (this.hasPending) {
      throw new TurnOrderError(
        'TURN_PENDING',
        `${caller} called while actor ${show(this.pendingActor)} has not acted; report its action with act() first`,
        { pending: this.pendingActor },
      );
    }
    const actor = this.engine.next();
    if (actor === undefined) {
      throw new TurnOrderError('NO_ACTORS', `${caller}: no actor can act (the loop is empty, or no actor can ever gain enough to act)`);
    }
    const kind = this.onlyKind ?? this.engine.kindOf(actor);
    if (kind === undefined) {
      throw new TypeError(`${this.binding.rulesetId} engine: next() returned ${show(actor)}, an actor its kindOf() does not know`);
    }
    this.pendingActor = actor;
    this.hasPending = true;
    if (kind !== this.pendingKind) this.switchKind(kind);
    this.pendingForced = this.forcedOf !== undefined && this.forcedOf(actor);
    if (this.traceEvents) {
      const state = clone(this.engine.inspect(actor)) as JsonObject;
      this.traceEvents.push(
        this.pendingForced ? { type: 'turn', time: this.engine.time, actor, kind, forced: true, state } : { type: 'turn', time: this.engine.time, actor, kind, state },
      );
    }
    return actor;
  }

  /** Reports the action the due actor took; it is validated for the actor's kind, then charged. */
  act(id: ActorId, action: ActionInput<T['kinds']>): this {
    if (this.inHook !== 0 || this.failure !== undefined) this.refuse('act()');
    if (!this.hasPending) {
      throw new TurnOrderError('NO_TURN_PENDING', `act(${show(id)}): no turn is pending; call next() first (an actor acts once per turn)`, {
        id,
      });
    }
    if (id !== this.pendingActor) {
      throw new TurnOrderError('NOT_DUE', `act(${show(id)}): actor ${show(id)} is not due; the pending turn is ${show(this.pendingActor)}'s`, {
        id,
        pending: this.pendingActor,
      });
    }
    const parsed = (this.pendingValidator as ActionValidator).parse(action, id);
    (this.pendingCharge as (id: ActorId, action: object) => void)(id, parsed);
    this.hasPending = false;
    this.pendingActor = undefined;
    this.traceEvents?.push({ type: 'act', time: this.engine.time, actor: id, action: clone(parsed) as JsonObject });
    return this;
  }

  /**
   * One whole step: `next()`, then `act()` with the action `choose` returns for that turn.
   *
   * @example
   * ```ts
   * for (let i = 0; i < 100; i++) loop.step(() => ({ kind: 'act' }));
   * ```
   */
  step(choose: (turn: Turn<KindName<T>>) => ActionInput<T['kinds']>): Turn<KindName<T>> {
    const turn = this.next();
    this.act(turn.actor, choose(turn));
    return turn;
  }

  /**
   * Runs `steps` whole steps, as `step` would, without allocating: `choose` receives one turn
   * object, rewritten before each call, so it must read the turn there and not keep it. Stops
   * early, with the error, exactly where `step` would throw. For simulations that only need the
   * actions, this is the loop's fastest path.
   *
   * @example
   * ```ts
   * import { generic } from '@turnkeeper/core';
   * const loop = generic.create();
   * loop.add('hero', { kind: 'actor', speed: 100 });
   * loop.add('bat', { kind: 'actor', speed: 200 });
   * const act = { kind: 'act' } as const;
   * let batTurns = 0;
   * loop.run(30, (turn) => {
   *   if (turn.actor === 'bat') batTurns++;
   *   return act;
   * });
   * batTurns; // 20
   * ```
   */
  run(steps: number, choose: (turn: Readonly<Turn<KindName<T>>>) => ActionInput<T['kinds']>): this {
    if (!Number.isSafeInteger(steps) || steps < 0) throw new InvalidArgumentError('run(steps): steps', steps, 'a safe integer ≥ 0');
    const turn: { actor: ActorId; kind: KindName<T>; time: number; forced: true | undefined } = { actor: 0, kind: this.pendingKind, time: 0, forced: undefined };
    for (let i = 0; i < steps; i++) {
      const actor = this.advance('run()');
      turn.actor = actor;
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
      turn.kind = this.pendingKind as KindName<T>;
      turn.time = this.engine.time;
      turn.forced = this.pendingForced ? true : undefined;
      this.act(actor, choose(turn));
    }
    return this;
  }

  /**
   * Registers a handler for one of the ruleset's hooks (the payload type is inferred from the
   * hook's declaration); returns a function that removes it. An unknown hook name is an error.
   *
   * @example
   * ```ts
   * const off = loop.on('spawnRoll', (p, ctx) => ctx.random.below(p.n));
   * off();
   * ```
   */
  on<K extends keyof HooksOf<T> & string>(hook: K, handler: HookHandler<HooksOf<T>[K]>): () => void {
    if (!this.binding.hookNames.includes(hook)) throw new UnknownHookError(this.binding.rulesetId, hook, this.binding.hookNames);
    const h = handler as HookHandler<never>;
    this.setHandlers(hook, [...(this.handlers.get(hook) ?? []), h]);
    return () => {
      this.setHandlers(
        hook,
        (this.handlers.get(hook) ?? []).filter((x) => x !== h),
      );
    };
  }

  private setHandlers(hook: string, list: readonly HookHandler<never>[]): void {
    this.handlers.set(hook, list);
    this.binding.heard[hook] = this.traceEvents !== undefined || list.length > 0;
  }

  /**
   * @internal Called by the engine context: whether an `emit` of this hook would be observed (a
   * handler is registered or a trace is recording), so an engine can skip building a payload.
   */
  listening(hook: string): boolean {
    return this.binding.heard[hook] === true;
  }

  /**
   * @internal Called by the engine context. The re-entrancy policy: while handlers run, `add`,
   * `remove` and `update` take effect at once (a game spawns and kills from its hooks), while
   * `next`, `act`, `step` and `snapshot` are refused with a `REENTRANT` error (a turn cannot start
   * inside another). A handler that throws leaves the loop failed: every later call throws
   * `LoopFailedError`, so a half-done turn is never continued as if it were whole.
   */
  emit(hook: string, payload: object): void {
    const ctx: HookContext = { random: this.binding.engineRandom, time: this.engine.time };
    this.traceEvents?.push({ type: 'hook', time: ctx.time, hook, payload: clone(payload) as JsonObject });
    const list = this.handlers.get(hook);
    if (list === undefined || list.length === 0) return;
    this.inHook++;
    try {
      for (const h of list) (h as HookHandler<object>)(payload, ctx);
    } catch (error) {
      this.failure ??= { error };
      throw error;
    } finally {
      this.inHook--;
    }
  }

  /**
   * The whole loop state as plain JSON; `ruleset.restore(snapshot)` continues identically.
   * Hook handlers are code, not state: register them again on the restored loop.
   */
  snapshot(): LoopSnapshot {
    if (this.inHook !== 0 || this.failure !== undefined) this.refuse('snapshot()');
    const random = this.binding.baseRandom;
    if (!isSavable(random)) {
      throw new SnapshotError('snapshot(): the random source has no save(); use seed, scripted() or a savable source', {
        ruleset: this.binding.rulesetId,
      });
    }
    const snap: LoopSnapshot = {
      format: 'turnkeeper.snapshot/1',
      ruleset: this.binding.rulesetId,
      version: this.binding.version,
      options: clone(this.binding.options),
      random: random.save(),
      engine: this.engine.save() as JsonValue,
      pending: this.hasPending ? (this.pendingActor ?? null) : null,
      trace: this.traceEvents ? this.traceEvents.list() : null,
      ...(this.traceEvents && this.traceEvents.limit !== Infinity ? { traceLimit: this.traceEvents.limit, traceDropped: this.traceEvents.dropped } : {}),
    };
    // One serialisation, not two: the engine's and the random source's save() build fresh plain
    // objects (the contract), trace events are copies made when recorded, and the options are
    // copied here; the snapshot shares nothing with the live loop.
    return snap;
  }

  /** Throws the error the re-entrancy policy or a failed loop gives for `what`. */
  private refuse(what: string): never {
    if (this.failure !== undefined) throw new LoopFailedError(this.binding.rulesetId, this.failure.error);
    throw new TurnOrderError('REENTRANT', `${what} inside a hook handler: a turn cannot start or end inside another; add, remove and update are allowed there`, {
      call: what,
    });
  }

  private checkUsable(): void {
    if (this.failure !== undefined) throw new LoopFailedError(this.binding.rulesetId, this.failure.error);
  }

  private setPending(actor: ActorId, kind: string): void {
    this.pendingActor = actor;
    this.hasPending = true;
    if (kind !== this.pendingKind) this.switchKind(kind);
    this.pendingForced = this.forcedOf !== undefined && this.forcedOf(actor);
  }

  private switchKind(kind: string): void {
    this.pendingKind = kind;
    this.pendingValidator = this.kinds.validator(kind);
    this.pendingCharge = this.chargeOf.get(kind);
  }

  private requireKnown(id: ActorId): string {
    checkActorId(id);
    const kind = this.engine.kindOf(id);
    if (kind === undefined) throw new TurnOrderError('UNKNOWN_ACTOR', `No actor with id ${show(id)} is present`, { id });
    return kind;
  }
}
