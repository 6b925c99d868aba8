import { InvalidArgumentError } from '../errors.js';
import type { Loop } from '../loop/time-loop.js';
import type { ActionInput, PatchInput, SpecInput } from '../ruleset/actor-kind.js';
import type { Ruleset } from '../ruleset/define-ruleset.js';
import type { CreateLoopOptions } from '../ruleset/loop-options.js';
import type { RulesetTypes } from '../ruleset/types.js';
import { RotScheduler, type RotEntry, type RotSchedulerOptions } from './rot-scheduler.js';

/**
 * How {@link RotRulesetScheduler} maps rot.js items to a ruleset's actors: the spec an item is
 * added with, the action it takes each turn (and optionally a patch applied before it, e.g. its
 * current speed), plus the loop's own options (version, seed, generator, ruleset options, trace).
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * import { RotRulesetScheduler } from '@turnkeeper/core/rot';
 * const scheduler = new RotRulesetScheduler(generic, {
 *   spec: (m: { speed: number }) => ({ speed: m.speed }),
 *   action: () => ({ kind: 'act' }),
 *   patch: (m) => ({ speed: m.speed }), // read each turn, as rot.js reads getSpeed()
 *   seed: 42,
 * });
 * ```
 */
export interface RotRulesetOptions<A, T extends RulesetTypes> extends CreateLoopOptions<T['version'], T['optionsInput']>, RotSchedulerOptions<A> {
  /** The spec an item is added with (called once, on `add`). */
  readonly spec: (item: A) => SpecInput<T['kinds']>;
  /** The action an item took on its turn (called on the `next()` after its turn, when rot.js reschedules it). */
  readonly action: (item: A) => ActionInput<T['kinds']>;
  /** A patch applied just before `action` is charged (its speed now, say), or `undefined` for none. */
  readonly patch?: (item: A) => PatchInput<T['kinds']> | undefined;
}

/**
 * rot.js's scheduler interface over any Turnkeeper ruleset: a rot.js game keeps its actor
 * objects, its `Engine` or `async` loop, and gets the ruleset's timing — NetHack's movement
 * points, DCSS's auts, the generic energy model — with its random draws, hooks and traces in
 * `scheduler.loop`. Options map items to the ruleset: `spec(item)` on `add`, `action(item)` (and
 * `patch(item)`) each time the item is rescheduled, plus the loop's version, options and seed.
 * The ruleset decides when an actor first acts, so `add` takes no `time`; `getTime()` is the
 * loop's time divided by `scale` (default 1: the ruleset's own time unit); `getTimeOf(item)` is
 * known when the ruleset's `inspect` view has a `due` time (the generic engine's has), and
 * `undefined` otherwise.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * import { RotRulesetScheduler } from '@turnkeeper/core/rot';
 * // any ruleset: with NetHack's, `spec` would give { kind: 'player' } or { kind: 'monster', name: m.name }
 * const scheduler = new RotRulesetScheduler(generic, {
 *   spec: (m: { name: string; speed: number }) => ({ speed: m.speed }),
 *   action: () => ({ kind: 'act' }),
 *   seed: 42,
 * });
 * const hero = { name: 'hero', speed: 100 };
 * const soldierAnt = { name: 'soldier ant', speed: 150 };
 * scheduler.add(hero, true).add(soldierAnt, true);
 * scheduler.next()?.name; // rot's Engine drives it as it drives ROT.Scheduler: new ROT.Engine(scheduler)
 * ```
 */
export class RotRulesetScheduler<A, T extends RulesetTypes> extends RotScheduler<A, Loop<T>> {
  private readonly specFor: (item: A) => SpecInput<T['kinds']>;
  private readonly actionFor: (item: A) => ActionInput<T['kinds']>;
  private readonly patchFor: ((item: A) => PatchInput<T['kinds']> | undefined) | undefined;

  constructor(ruleset: Ruleset<string, T>, options: RotRulesetOptions<A, T>) {
    const { spec, action, patch, id, scale, ...create } = options;
    if (typeof spec !== 'function') throw new InvalidArgumentError('options.spec', spec, 'a function from an item to its actor spec');
    if (typeof action !== 'function') throw new InvalidArgumentError('options.action', action, 'a function from an item to the action it takes');
    if (patch !== undefined && typeof patch !== 'function')
      throw new InvalidArgumentError('options.patch', patch, 'a function from an item to a patch, or nothing');
    super(ruleset.create(create), { id, scale }, 1);
    this.specFor = spec;
    this.actionFor = action;
    this.patchFor = patch;
  }

  /** @internal */
  protected specOf(entry: RotEntry<A>, time: number | undefined): SpecInput<T['kinds']> {
    if (time !== undefined) {
      throw new InvalidArgumentError(
        'add(item, repeat, time): time',
        time,
        `nothing: under the ${this.loop.ruleset} ruleset the ruleset decides when an actor first acts (put its starting energy in the spec)`,
      );
    }
    return this.specFor(entry.item);
  }

  /** @internal */
  protected reschedule(entry: RotEntry<A>): void {
    const patch = this.patchFor?.(entry.item);
    const action = this.actionFor(entry.item);
    if (patch !== undefined) this.loop.update(entry.id, patch);
    this.loop.act(entry.id, action);
  }
}
