import { InvalidArgumentError, TurnOrderError, show } from '../errors.js';
import { checkActorId, type ActorId } from '../ruleset/actor-id.js';
import type { AnyTimeLoop } from '../ruleset/any-ruleset.js';

/**
 * One item an adapter holds: its id in the loop, whether it repeats, and the fraction of a tick
 * owed by rounding its earlier periods to whole ticks.
 *
 * @internal
 */
export interface RotEntry<A> {
  readonly item: A;
  readonly id: ActorId;
  readonly repeat: boolean;
  carry: number;
}

/**
 * Options every rot.js adapter takes.
 *
 * @example
 * ```ts
 * import { RotSpeedScheduler } from '@turnkeeper/core/rot';
 * // ids in the loop (and its traces) are the actors' names instead of 0, 1, 2…
 * const scheduler = new RotSpeedScheduler<{ name: string; getSpeed(): number }>({ id: (a) => a.name });
 * ```
 */
export interface RotSchedulerOptions<A> {
  /**
   * The id an item gets in the underlying loop (`scheduler.loop`), for traces and for moving to
   * the native API; must be unique among the items present. Default: 0, 1, 2… in order of `add`.
   */
  readonly id?: (item: A) => ActorId;
  /**
   * Loop time units per rot.js time unit: `getTime()` is `loop.time / scale`. Default
   * {@link ROT_TIME_SCALE} for the generic adapters, 1 for {@link RotRulesetScheduler}.
   */
  readonly scale?: number;
}

/**
 * What the rot.js adapters share: rot.js's scheduler interface — `add(item, repeat, time?)`,
 * `remove(item)`, `next()`, `getTime()`, `getTimeOf(item)`, `clear()` — over a Turnkeeper time
 * loop (`scheduler.loop`). `next()` first charges the previous item's turn (as rot.js reschedules
 * it then), or drops it if it was added with `repeat` false, then returns the next item due, or
 * `null` when none is scheduled. So rot.js's `Engine` (which calls `next()` then `act()`) and
 * `async` loops drive it unchanged.
 *
 * Where it departs from rot.js 2.2.1, on purpose: an item already scheduled cannot be added
 * again (rot.js queues it twice and it then acts twice as often; a one-shot item may be added
 * again once it has had its turn, as rot.js allows); removal never breaks the order (rot.js's
 * heap removal can hand out a later item first); `null` and `undefined` are not items (they are
 * what `next()` returns for "nobody"), while `0` and `''` are ordinary items (rot.js's Action
 * scheduler ignores `setDuration` during a falsy item's turn); a time or duration that is
 * negative, infinite or not a number (`NaN` for Speed) is refused, where rot.js would hand the
 * item out ahead of everything, park it for ever, or corrupt its queue. The values rot.js gives
 * a meaning — `null` and `NaN` in Action, `null` in Speed — mean the same here.
 *
 * @example
 * ```ts
 * import { RotSpeedScheduler, type RotScheduler } from '@turnkeeper/core/rot';
 * const scheduler: RotScheduler<{ getSpeed(): number }> = new RotSpeedScheduler();
 * scheduler.add({ getSpeed: () => 2 }, true);
 * scheduler.next(); // the actor, at time 0.5
 * ```
 */
export abstract class RotScheduler<A, L extends AnyTimeLoop = AnyTimeLoop> {
  /**
   * The Turnkeeper loop underneath: for traces, snapshots of its state, hooks, `inspect`, and
   * for moving to the native API step by step. Its ids are those of `idOf(item)`. Act on it only
   * through the adapter while the adapter drives it: `next()` expects the turn it handed out, and
   * every adapter call that finds the loop driven directly (`loop.next`, `act`, `step`, `run`,
   * `add`, `remove`) throws a `TurnOrderError` with code `ADAPTER_BYPASSED` before it changes
   * anything.
   */
  readonly loop: L;
  /** Loop time units per rot.js time unit. */
  readonly scale: number;
  private readonly idFor: ((item: A) => ActorId) | undefined;
  private readonly byItem = new Map<A, RotEntry<A>>();
  private readonly byId = new Map<ActorId, RotEntry<A>>();
  /** rot.js's `_current`: the item `next()` returned last, until the following `next()`. */
  private current: RotEntry<A> | undefined = undefined;
  private counter = 0;

  /** @internal The flavours construct it. */
  protected constructor(loop: L, options: RotSchedulerOptions<A>, defaultScale: number) {
    const scale = options.scale ?? defaultScale;
    if (!Number.isSafeInteger(scale) || scale < 1)
      throw new InvalidArgumentError('options.scale', scale, 'a positive safe integer (loop time units per rot.js time unit)');
    if (options.id !== undefined && typeof options.id !== 'function')
      throw new InvalidArgumentError('options.id', options.id, 'a function from an item to its actor id, or nothing');
    this.loop = loop;
    this.scale = scale;
    this.idFor = options.id;
  }

  /**
   * Schedules an item. `repeat` true keeps it acting (a being); false (the default, as in rot.js)
   * makes it act once and be dropped (an event). `time`, where the flavour takes one, is the
   * delay of its first turn from now in time units.
   */
  add(item: A, repeat = false, time?: number | null): this {
    if (item === null || item === undefined) {
      throw new InvalidArgumentError('add(item)', item, 'an item other than null or undefined (next() returns null when nothing is scheduled)');
    }
    const delay = this.firstTime(time);
    const existing = this.byItem.get(item);
    // A one-shot item that has had its turn may be scheduled again (an event re-arming itself).
    const rearmed = existing !== undefined && existing === this.current && !existing.repeat;
    if (existing !== undefined && !rearmed) {
      throw new InvalidArgumentError(
        'add(item)',
        item,
        'an item that is not already scheduled: remove() it first to schedule it anew (rot.js would queue it twice, and it would act twice as often)',
      );
    }
    const id = this.idFor ? this.idFor(item) : this.counter++;
    checkActorId(id);
    if (!this.byId.has(id) && this.loop.has(id))
      this.bypassed('add(item)', `the loop already holds an actor ${show(id)} the adapter never added (loop.add was called directly)`);
    const repeats: unknown = repeat; // rot.js takes any truthy value from JavaScript callers
    const entry: RotEntry<A> = { item, id, repeat: Boolean(repeats), carry: 0 };
    const spec = this.specOf(entry, delay); // may throw (a bad speed): nothing has changed yet
    if (rearmed) this.forget(existing);
    this.loop.add(id, spec);
    this.byItem.set(item, entry);
    this.byId.set(id, entry);
    return this;
  }

  /**
   * Removes an item: it will not act again. Returns true when it was waiting for a turn, false
   * when it was not scheduled or is the item whose turn it is (as rot.js does; it is removed all
   * the same).
   */
  remove(item: A): boolean {
    const entry = this.byItem.get(item);
    if (entry === undefined) return false;
    if (!this.loop.has(entry.id)) this.bypassed('remove(item)', `its actor ${show(entry.id)} is no longer in the loop (loop.remove was called directly)`);
    const wasCurrent = entry === this.current;
    this.forget(entry);
    return !wasCurrent;
  }

  /**
   * Ends the current item's turn — rescheduling it if it repeats, dropping it if not — and
   * returns the next item due, or `null` when nothing is scheduled.
   */
  next(): A | null {
    const current = this.current;
    this.checkInStep('next()', current);
    if (current !== undefined) {
      // Rescheduling first (it may throw, e.g. on a bad speed): the turn then stays open.
      if (current.repeat) this.reschedule(current);
      else this.forget(current);
      this.current = undefined;
    }
    if (this.byId.size === 0) return null;
    const turn = this.loop.next();
    const entry = this.byId.get(turn.actor);
    if (entry === undefined)
      this.bypassed('next()', `the loop handed out ${show(turn.actor)}, an actor the adapter never added (loop.add was called directly)`);
    this.current = entry;
    return entry.item;
  }

  /** The time of the current turn, in rot.js time units (`loop.time / scale`). */
  getTime(): number {
    return this.loop.time / this.scale;
  }

  /**
   * How long until the item's next turn, in time units (rot.js 2.2.1 returns this relative
   * time too); `undefined` when the item is not waiting for a turn (not scheduled, or the item
   * whose turn it is), or when the loop's ruleset does not say when its actors are due (its
   * `inspect` view has no `due`).
   */
  getTimeOf(item: A): number | undefined {
    const entry = this.byItem.get(item);
    if (entry === undefined || entry === this.current) return undefined;
    if (!this.loop.has(entry.id)) this.bypassed('getTimeOf(item)', `its actor ${show(entry.id)} is no longer in the loop (loop.remove was called directly)`);
    const due = (this.loop.inspect(entry.id) as { readonly due?: unknown }).due;
    return typeof due === 'number' ? (due - this.loop.time) / this.scale : undefined;
  }

  /** Removes every item. Time does not go back (as in rot.js). */
  clear(): this {
    for (const entry of this.byId.values()) {
      if (!this.loop.has(entry.id)) this.bypassed('clear()', `the actor ${show(entry.id)} is no longer in the loop (loop.remove was called directly)`);
    }
    for (const entry of [...this.byId.values()]) this.loop.remove(entry.id);
    this.byItem.clear();
    this.byId.clear();
    this.current = undefined;
    return this;
  }

  /** The item's id in `loop`, or `undefined` when it is not scheduled. */
  idOf(item: A): ActorId | undefined {
    return this.byItem.get(item)?.id;
  }

  /** The item with this id in `loop`, or `undefined`. */
  itemOf(id: ActorId): A | undefined {
    return this.byId.get(id)?.item;
  }

  /** @internal The item whose turn it is (returned by the last `next()`), if any. */
  protected get currentItem(): A | undefined {
    return this.current?.item;
  }

  /**
   * @internal `add`'s `time` as the flavour reads it: a finite number ≥ 0, or `undefined` for
   * the default; anything else is an error. Flavours override it where rot.js gives other
   * values a meaning (`null` is "now" in Speed, the default in Action).
   */
  protected firstTime(time: unknown): number | undefined {
    if (time !== undefined && !(typeof time === 'number' && Number.isFinite(time) && time >= 0)) {
      throw new InvalidArgumentError('add(item, repeat, time): time', time, 'a finite number ≥ 0 (time units from now), or nothing');
    }
    return time;
  }

  /** @internal The spec `loop.add` gets for a new item; `time` as `firstTime` read it. */
  protected abstract specOf(entry: RotEntry<A>, time: number | undefined): unknown;

  /** @internal Charges the current item's turn so that the loop schedules its next one. */
  protected abstract reschedule(entry: RotEntry<A>): void;

  /**
   * Before `next()` touches the loop: the loop must stand where the adapter left it — the turn
   * it handed out still pending (or none, before the first), and the same number of actors.
   * Anything else means the loop was driven directly (`loop.next`, `act`, `step`, `run`, `add`,
   * `remove`), and charging or handing out a turn would then corrupt both.
   */
  private checkInStep(call: string, current: RotEntry<A> | undefined): void {
    const pending = this.loop.pending;
    if (pending !== current?.id) {
      this.bypassed(
        call,
        current === undefined
          ? `the loop has a turn of ${show(pending)} pending that the adapter never handed out (loop.next, step or run was called directly)`
          : pending === undefined
            ? `the turn of ${show(current.id)} the adapter handed out is no longer pending in the loop (loop.act, step, run or remove was called directly)`
            : `the loop's pending turn is ${show(pending)}'s, not that of ${show(current.id)} the adapter handed out (loop.act and loop.next were called directly)`,
      );
    }
    const count = this.loop.count();
    if (count !== this.byId.size) {
      this.bypassed(call, `the loop holds ${count} actors where the adapter scheduled ${this.byId.size} (loop.add or loop.remove was called directly)`);
    }
  }

  /** The error every path gets when the loop was driven behind the adapter's back. */
  private bypassed(call: string, what: string): never {
    throw new TurnOrderError(
      'ADAPTER_BYPASSED',
      `rot adapter ${call}: ${what}. While an adapter drives its loop, act on it only through the adapter (add, remove, next, clear); to use the native API, stop using the adapter, or give it a loop of its own (restore(ruleset, scheduler.loop.snapshot()))`,
      { call },
    );
  }

  private forget(entry: RotEntry<A>): void {
    this.loop.remove(entry.id);
    this.byItem.delete(entry.item);
    this.byId.delete(entry.id);
    if (this.current === entry) this.current = undefined;
  }
}
