import { TurnOrderError, UnknownActionError, SnapshotError, show } from '../errors.js';
import type { JsonValue } from '../json.js';
import { isSavable, type RandomSource } from '../random/random-source.js';
import { checkActorId, type ActorId } from '../ruleset/actor-id.js';
import type { ActionBase, Engine, HookContext, HookHandler, HookMap, Turn } from '../ruleset/types.js';
import type { Trace, TraceEvent } from '../trace/trace.js';
import type { LoopSnapshot } from './snapshot.js';

/**
 * What a {@link TimeLoop} needs from its ruleset; built by `defineRuleset`, not by users.
 *
 * @example
 * ```ts
 * // internal: see defineRuleset in ruleset/define-ruleset.ts
 * ```
 */
export interface LoopBinding<SpecIn, PatchIn, Action extends ActionBase> {
  readonly rulesetId: string;
  readonly version: string;
  readonly options: JsonValue;
  readonly actionKinds: ReadonlySet<string>;
  readonly actionKindList: readonly string[];
  parseSpec(spec: SpecIn): unknown;
  parsePatch(patch: PatchIn): unknown;
  readonly engine: Engine<unknown, unknown, Action>;
  /** The source the engine draws from (possibly a recording wrapper of `baseRandom`). */
  readonly baseRandom: RandomSource;
}

/**
 * A running time loop: actors are added, removed and changed by stable id at any time, `next()`
 * says who acts now and at what time, and `act()` reports what that actor did so the ruleset can
 * charge it. Made by `ruleset.create(...)`; every misuse is a typed error.
 *
 * The protocol is strict on purpose: exactly one `act` per `next`, for the actor `next` named.
 * That is what catches the classic scheduler bugs (an actor acting twice, a removed actor acting).
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create();
 * loop.add('hero', { speed: 100 });
 * loop.add('bat', { speed: 200 });
 * const turn = loop.next();          // { actor: 'hero', time: 0 }
 * loop.act(turn.actor, { kind: 'act' });
 * ```
 */
export class TimeLoop<SpecIn, PatchIn, Action extends ActionBase, Hooks extends HookMap> {
  private readonly binding: LoopBinding<SpecIn, PatchIn, Action>;
  private readonly engine: Engine<unknown, unknown, Action>;
  private readonly handlers = new Map<string, HookHandler<never>[]>();
  private pendingActor: ActorId | undefined = undefined;
  private hasPending = false;
  private readonly traceEvents: TraceEvent[] | undefined;

  /** @internal Use `ruleset.create()` or `ruleset.restore()`. */
  constructor(binding: LoopBinding<SpecIn, PatchIn, Action>, traceEvents: TraceEvent[] | undefined, pending?: ActorId) {
    this.binding = binding;
    this.engine = binding.engine;
    this.traceEvents = traceEvents;
    if (pending !== undefined) {
      this.pendingActor = pending;
      this.hasPending = true;
    }
  }

  /** The id of the ruleset this loop runs. */
  get ruleset(): string {
    return this.binding.rulesetId;
  }

  /** The game version the loop follows. */
  get version(): string {
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

  /** The recorded trace, when the loop was created with `trace: true`. */
  get trace(): Trace | undefined {
    if (!this.traceEvents) return undefined;
    return { ruleset: this.binding.rulesetId, version: this.binding.version, options: this.binding.options, events: this.traceEvents };
  }

  /** True when an actor with this id is present. */
  has(id: ActorId): boolean {
    return this.engine.has(id);
  }

  /** The ids present, in the ruleset's own order. */
  ids(): ActorId[] {
    return this.engine.ids();
  }

  /** The ruleset's view of one actor (energy, points…), as recorded in traces. */
  inspect(id: ActorId): JsonValue {
    this.requireKnown(id);
    return this.engine.inspect ? this.engine.inspect(id) : {};
  }

  /** Adds an actor. The spec is validated against the ruleset's actor schema. */
  add(id: ActorId, spec: SpecIn): this {
    checkActorId(id);
    if (this.engine.has(id)) {
      throw new TurnOrderError('DUPLICATE_ACTOR', `Actor ${show(id)} is already present; ids must be unique`, { id });
    }
    const parsed = this.binding.parseSpec(spec);
    this.engine.add(id, parsed);
    this.traceEvents?.push({ type: 'add', time: this.engine.time, actor: id, spec: spec as JsonValue });
    return this;
  }

  /** Removes an actor, even during its own pending turn (it died, say): the turn is then void. */
  remove(id: ActorId): this {
    this.requireKnown(id);
    this.engine.remove(id);
    if (this.hasPending && this.pendingActor === id) {
      this.hasPending = false;
      this.pendingActor = undefined;
    }
    this.traceEvents?.push({ type: 'remove', time: this.engine.time, actor: id });
    return this;
  }

  /** Changes an actor (speed, status…); takes effect at once, also while the actor waits. */
  update(id: ActorId, patch: PatchIn): this {
    this.requireKnown(id);
    const parsed = this.binding.parsePatch(patch);
    this.engine.update(id, parsed);
    this.traceEvents?.push({ type: 'update', time: this.engine.time, actor: id, patch: patch as JsonValue });
    return this;
  }

  /**
   * Advances time to the next actor due and returns its turn. Throws when a turn is still pending
   * (call `act` first) or when no actor can ever act.
   */
  next(): Turn {
    if (this.hasPending) {
      throw new TurnOrderError(
        'TURN_PENDING',
        `next() called while actor ${show(this.pendingActor)} has not acted; report its action with act() first`,
        { pending: this.pendingActor },
      );
    }
    const actor = this.engine.next();
    if (actor === undefined) {
      throw new TurnOrderError('NO_ACTORS', 'next(): no actor can act (the loop is empty or every actor has speed 0)');
    }
    this.pendingActor = actor;
    this.hasPending = true;
    const time = this.engine.time;
    if (this.traceEvents) {
      const state = this.engine.inspect?.(actor);
      this.traceEvents.push(state ? { type: 'turn', time, actor, state } : { type: 'turn', time, actor });
    }
    return { actor, time };
  }

  /** Reports the action the due actor took; the ruleset charges it. */
  act(id: ActorId, action: Action): this {
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
    const kind = (action as Partial<ActionBase> | null)?.kind;
    if (typeof kind !== 'string' || !this.binding.actionKinds.has(kind)) {
      throw new UnknownActionError(this.binding.rulesetId, kind, this.binding.actionKindList);
    }
    this.engine.charge(id, action);
    this.hasPending = false;
    this.pendingActor = undefined;
    this.traceEvents?.push({ type: 'act', time: this.engine.time, actor: id, action: action as unknown as JsonValue });
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
  step(choose: (turn: Turn) => Action): Turn {
    const turn = this.next();
    this.act(turn.actor, choose(turn));
    return turn;
  }

  /**
   * Registers a handler for one of the ruleset's hooks; returns a function that removes it.
   *
   * @example
   * ```ts
   * const off = loop.on('turnBoundary', (p, ctx) => ctx.random.below(70));
   * off();
   * ```
   */
  on<K extends keyof Hooks & string>(hook: K, handler: HookHandler<Hooks[K]>): () => void {
    const list = this.handlers.get(hook) ?? [];
    list.push(handler);
    this.handlers.set(hook, list);
    return () => {
      const i = list.indexOf(handler);
      if (i >= 0) list.splice(i, 1);
    };
  }

  /** @internal Called by the engine context. */
  emit(hook: string, payload: unknown, ctx: HookContext): void {
    this.traceEvents?.push({ type: 'hook', time: ctx.time, hook, payload: payload as JsonValue });
    const list = this.handlers.get(hook);
    if (!list) return;
    for (const h of list) (h as HookHandler<unknown>)(payload, ctx);
  }

  /**
   * The whole loop state as plain JSON; `ruleset.restore(snapshot)` continues identically.
   * Hook handlers are code, not state: register them again on the restored loop.
   */
  snapshot(): LoopSnapshot {
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
      options: this.binding.options,
      random: random.save(),
      engine: this.engine.save(),
      pending: this.hasPending ? (this.pendingActor ?? null) : null,
      trace: this.traceEvents ? [...this.traceEvents] : null,
    };
    return JSON.parse(JSON.stringify(snap)) as LoopSnapshot;
  }

  private requireKnown(id: ActorId): void {
    checkActorId(id);
    if (!this.engine.has(id)) {
      throw new TurnOrderError('UNKNOWN_ACTOR', `No actor with id ${show(id)} is present`, { id });
    }
  }
}
