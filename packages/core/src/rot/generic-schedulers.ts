import { InvalidArgumentError } from '../errors.js';
import { generic } from '../generic/ruleset.js';
import type { GenericTypes } from '../generic/schema.js';
import type { Loop } from '../loop/time-loop.js';
import { RotScheduler, type RotEntry, type RotSchedulerOptions } from './rot-scheduler.js';
import { ROT_TIME_SCALE, wholeTicks, type RotInexactPolicy } from './time-scale.js';

/**
 * What rot.js's `Scheduler.Speed` asks of an actor: its speed (turns per time unit), read when
 * the actor is added without a `time` and each time it is rescheduled.
 *
 * @example
 * ```ts
 * import type { RotSpeedActor } from '@turnkeeper/core/rot';
 * const bat: RotSpeedActor = { getSpeed: () => 2 };
 * ```
 */
export interface RotSpeedActor {
  getSpeed(): number;
}

/**
 * Options of the generic rot.js adapters.
 *
 * @example
 * ```ts
 * import { RotSpeedScheduler } from '@turnkeeper/core/rot';
 * new RotSpeedScheduler({ scale: 2 ** 16 * 11, inexact: 'throw', trace: { limit: 1000 } });
 * ```
 */
export interface RotGenericOptions<A> extends RotSchedulerOptions<A> {
  /**
   * What to do with a period that is not a whole number of ticks at `scale`: `'round'` (the
   * default: nearest tick, the remainder carried to the actor's next period) or `'throw'`.
   */
  readonly inexact?: RotInexactPolicy;
  /** Record a trace in `scheduler.loop` (as `generic.create({ trace })`). */
  readonly trace?: boolean | { readonly limit: number };
}

/**
 * The generic rot.js adapters' common part: each item is a generic actor of speed 1 whose
 * energy is minus its delay in ticks, so it is due exactly that many ticks later; each turn is
 * charged as an `act` costing the item's next period in ticks. Ties go first-scheduled-first, as
 * in rot.js's queue.
 *
 * @example
 * ```ts
 * import { RotSimpleScheduler, type RotGenericScheduler } from '@turnkeeper/core/rot';
 * const scheduler: RotGenericScheduler<string> = new RotSimpleScheduler<string>();
 * scheduler.loop.time; // 0: the generic loop underneath, in ticks
 * ```
 */
export abstract class RotGenericScheduler<A> extends RotScheduler<A, Loop<GenericTypes>> {
  private readonly inexact: RotInexactPolicy;

  /** @internal */
  protected constructor(options: RotGenericOptions<A>) {
    const inexact: unknown = options.inexact ?? 'round'; // checked: JavaScript callers pass anything
    if (inexact !== 'round' && inexact !== 'throw') throw new InvalidArgumentError('options.inexact', inexact, "'round' or 'throw'");
    super(generic.create(options.trace === undefined ? {} : { trace: options.trace }), options, ROT_TIME_SCALE);
    this.inexact = inexact;
  }

  /** @internal Ticks before the item's first turn; `time` as given to `add`. */
  protected abstract firstDelay(entry: RotEntry<A>, time: number | undefined): number;

  /** @internal Ticks from the current turn to the item's next one. */
  protected abstract nextDelay(entry: RotEntry<A>): number;

  /** @internal Whole ticks for a duration of `units` time units (or `exactTicks` ticks), carrying the remainder. */
  protected ticks(entry: RotEntry<A>, exactTicks: number, field: string, value: unknown): number {
    const { ticks, carry } = wholeTicks(exactTicks, entry.carry, this.inexact, field, value, this.scale);
    entry.carry = carry;
    return ticks;
  }

  /** @internal */
  protected specOf(entry: RotEntry<A>, time: number | undefined): { speed: number; energy: number } {
    return { speed: 1, energy: -this.firstDelay(entry, time) };
  }

  /** @internal */
  protected reschedule(entry: RotEntry<A>): void {
    this.loop.act(entry.id, { kind: 'act', cost: this.nextDelay(entry) });
  }
}

/**
 * rot.js's `Scheduler.Speed`, exact: each actor acts every `1 / getSpeed()` time units, its first
 * turn `1 / getSpeed()` after it is added unless `add` gives a `time` (`null` is now, as rot.js's
 * queue compares it as 0); `getSpeed()` is read when
 * rot.js reads it (on `add` without a `time`, and each time the actor is rescheduled, i.e. on the
 * `next()` after its turn). Actors due at the same time act in the order they were (re)scheduled.
 *
 * Exactness: where rot.js's float arithmetic is exact — every `1 / getSpeed()` and `time` a
 * multiple of 2^-16 (speeds 1, 2, 4 … 65536, 1/2, 1/4 …; times 0, 0.5, 3.25 …) and elapsed time
 * under 87 million units — the order, `getTime()`, `getTimeOf()` and `remove()` results are
 * exactly rot.js's (see {@link ROT_TIME_SCALE}). Elsewhere the adapter keeps exact integer time
 * where rot.js rounds: speeds such as 3, 10 or 100 get their true order, ties first-come-first-
 * served, and other speeds stay within half a tick of their true times.
 *
 * @example
 * ```ts
 * import { RotSpeedScheduler } from '@turnkeeper/core/rot';
 * const hero = { name: 'hero', getSpeed: () => 1 };
 * const scheduler = new RotSpeedScheduler<typeof hero>(); // was: new ROT.Scheduler.Speed()
 * const bat = { name: 'bat', getSpeed: () => 2 };
 * scheduler.add(hero, true).add(bat, true);
 * [1, 2, 3].map(() => scheduler.next()?.name); // ['bat', 'hero', 'bat'] at times 0.5, 1, 1
 * ```
 */
export class RotSpeedScheduler<A extends RotSpeedActor = RotSpeedActor> extends RotGenericScheduler<A> {
  constructor(options: RotGenericOptions<A> = {}) {
    super(options);
  }

  /**
   * @internal rot.js's Speed queues `time` as given unless it is `undefined`: `null` is then
   * compared as 0 (`null < t` for every positive t), so the item is due now, as with 0.
   */
  protected override firstTime(time: unknown): number | undefined {
    return super.firstTime(time === null ? 0 : time);
  }

  /** @internal */
  protected firstDelay(entry: RotEntry<A>, time: number | undefined): number {
    return time === undefined ? this.period(entry) : this.ticks(entry, time * this.scale, 'add(item, repeat, time): time', time);
  }

  /** @internal */
  protected nextDelay(entry: RotEntry<A>): number {
    return this.period(entry);
  }

  private period(entry: RotEntry<A>): number {
    const actor: Partial<RotSpeedActor> = entry.item; // checked: JavaScript callers pass anything
    if (typeof actor.getSpeed !== 'function')
      throw new InvalidArgumentError('item.getSpeed', actor.getSpeed, 'a method returning the actor’s speed (turns per time unit)');
    const speed = entry.item.getSpeed();
    if (typeof speed !== 'number' || !Number.isFinite(speed) || speed <= 0) {
      throw new InvalidArgumentError('getSpeed()', speed, 'a finite number > 0 (turns per time unit); remove() an actor that should stop acting');
    }
    return this.ticks(entry, this.scale / speed, 'getSpeed()', speed);
  }
}

/**
 * rot.js's `Scheduler.Simple`: round robin. Every item acts in turn, in the order of `add`;
 * time never advances (`getTime()` is 0, as in rot.js).
 *
 * @example
 * ```ts
 * import { RotSimpleScheduler } from '@turnkeeper/core/rot';
 * const scheduler = new RotSimpleScheduler<number>(); // was: new ROT.Scheduler.Simple()
 * for (const n of [1, 2, 3]) scheduler.add(n, true);
 * [0, 1, 2, 3].map(() => scheduler.next()); // [1, 2, 3, 1]
 * ```
 */
export class RotSimpleScheduler<A = unknown> extends RotGenericScheduler<A> {
  constructor(options: RotGenericOptions<A> = {}) {
    super(options);
  }

  /** Schedules an item behind those already waiting (`repeat` as in rot.js; Simple takes no time). */
  override add(item: A, repeat = false): this {
    return super.add(item, repeat);
  }

  /** @internal */
  protected firstDelay(): number {
    return 0;
  }

  /** @internal */
  protected nextDelay(): number {
    return 0;
  }
}

/**
 * rot.js's `Scheduler.Action`: after `next()`, call `setDuration(time)` to say how long the
 * current item's action takes; it acts again that long after this turn (1 time unit when no
 * duration is set). `add(item, repeat, time)` delays the first turn by `time` (default 1). As
 * in rot.js (`time || 1`, `duration || 1`), a `time` or duration of 0, `null` or `NaN` means the
 * default, 1.
 *
 * Exact where rot.js is (durations and times that are multiples of 2^-16), and exact integer
 * time where rot.js rounds (see {@link ROT_TIME_SCALE}). One departure: a duration set for a
 * one-shot item (added with `repeat` false) ends with its turn; rot.js 2.2.1 keeps it and gives
 * it to the next repeating item that sets none.
 *
 * @example
 * ```ts
 * import { RotActionScheduler } from '@turnkeeper/core/rot';
 * const scheduler = new RotActionScheduler<string>(); // was: new ROT.Scheduler.Action()
 * scheduler.add('hero', true).add('ogre', true, 2);
 * scheduler.next(); // 'hero' at time 1
 * scheduler.setDuration(3); // the hero's action takes 3 time units: it acts again at 4
 * scheduler.next(); // 'ogre' at time 2
 * ```
 */
export class RotActionScheduler<A = unknown> extends RotGenericScheduler<A> {
  private duration: number | undefined = undefined;

  constructor(options: RotGenericOptions<A> = {}) {
    super(options);
  }

  /**
   * Sets how long the current item's action takes (time units ≥ 0). As in rot.js (`duration ||
   * 1`), 0, `undefined`, `null` and `NaN` mean the default, 1. Ignored when no item is current,
   * as in rot.js.
   */
  setDuration(time?: number | null): this {
    const units = defaultIfFalsy(time);
    if (units !== undefined && !(typeof units === 'number' && Number.isFinite(units) && units >= 0)) {
      throw new InvalidArgumentError('setDuration(time)', time, 'a finite number ≥ 0 (time units; 0, undefined, null and NaN mean the default, 1)');
    }
    if (this.currentItem !== undefined) this.duration = units;
    return this;
  }

  override next(): A | null {
    const item = super.next();
    this.duration = undefined;
    return item;
  }

  override remove(item: A): boolean {
    if (this.currentItem !== undefined && item === this.currentItem) this.duration = undefined;
    return super.remove(item);
  }

  override clear(): this {
    this.duration = undefined;
    return super.clear();
  }

  /** @internal rot.js's Action queues `time || 1`: `null` and `NaN`, like 0, mean the default. */
  protected override firstTime(time: unknown): number | undefined {
    return super.firstTime(defaultIfFalsy(time));
  }

  /** @internal */
  protected firstDelay(entry: RotEntry<A>, time: number | undefined): number {
    const units = time === undefined || time === 0 ? 1 : time;
    return this.ticks(entry, units * this.scale, 'add(item, repeat, time): time', time);
  }

  /** @internal */
  protected nextDelay(entry: RotEntry<A>): number {
    const units = this.duration === undefined || this.duration === 0 ? 1 : this.duration;
    return this.ticks(entry, units * this.scale, 'setDuration(time)', this.duration);
  }
}

/**
 * `undefined` for the values rot.js's Action scheduler replaces by its default with `x || 1`
 * (`undefined`, `null`, `NaN`; 0 is kept, and means the default too); anything else as given.
 */
function defaultIfFalsy(time: unknown): unknown {
  return time === null || (typeof time === 'number' && Number.isNaN(time)) ? undefined : time;
}
