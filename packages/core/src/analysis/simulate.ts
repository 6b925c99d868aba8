import { InvalidArgumentError } from '../errors.js';
import type { ActorId } from '../ruleset/actor-id.js';
import type { AnyTimeLoop } from '../ruleset/any-ruleset.js';
import type { ActionBase, Turn } from '../ruleset/types.js';
import { wilson, type Estimate } from './monte-carlo.js';

/**
 * Options of {@link simulate}.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * import { simulate } from '@turnkeeper/core/analysis';
 * const loop = generic.create().add('hero', { speed: 100 }).add('ant', { speed: 150 });
 * simulate(loop, { steps: 100_000, action: () => ({ kind: 'act' }), pair: ['hero', 'ant'] });
 * ```
 */
export interface SimulateOptions<Action extends ActionBase = ActionBase> {
  /** How many turns to measure. */
  readonly steps: number;
  /** Turns to run first without measuring, so start-up transients do not count (default 0). */
  readonly warmup?: number;
  /** The action each turn reports. */
  readonly action: (turn: Turn) => Action;
  /**
   * `[a, b]`: also tally how many times `b` acts between two consecutive actions of `a` (the
   * "free moves" b gets on a, e.g. a monster on the hero).
   */
  readonly pair?: readonly [ActorId, ActorId];
}

/**
 * What {@link simulate} measured.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * import { simulate } from '@turnkeeper/core/analysis';
 * const loop = generic.create().add('hero', { speed: 100 });
 * const r = simulate(loop, { steps: 10_000, action: () => ({ kind: 'act' }) });
 * r.rates.get('hero'); // actions per time unit
 * ```
 */
export interface SimulationResult {
  /** Time units elapsed between the first and the last turn. */
  readonly elapsed: number;
  /** Actions per actor: its turns, less the forced ones (`Turn.forced`: helpless, paralysed). */
  readonly counts: ReadonlyMap<ActorId, number>;
  /** Forced turns per actor (slots that passed without an action); actors with none are absent. */
  readonly forced: ReadonlyMap<ActorId, number>;
  /** Actions per time unit per actor (count / elapsed). */
  readonly rates: ReadonlyMap<ActorId, number>;
  /** With `pair`: how often b acted k times between two actions of a (k → occurrences). */
  readonly gaps?: ReadonlyMap<number, number>;
  /** With `pair`: P(b acts at least twice between two actions of a), with a 95% interval. */
  readonly atLeastTwo?: Estimate;
}

/**
 * Monte Carlo for any ruleset: runs a loop (already populated) for `steps` turns and measures each
 * actor's long-run rate, and optionally the law of free moves between two actors. Use it where a
 * ruleset has no exact analysis, or to compare rulesets on the same question.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * import { simulate } from '@turnkeeper/core/analysis';
 * const loop = generic.create();
 * loop.add('hero', { speed: 100 }).add('bat', { speed: 250 });
 * const r = simulate(loop, { steps: 10_000, action: () => ({ kind: 'act' }), pair: ['hero', 'bat'] });
 * r.atLeastTwo?.mean; // ≈ 1: the bat always gets 2 or 3 moves per hero move
 * ```
 */
export function simulate<Action extends ActionBase>(loop: AnyTimeLoop, options: SimulateOptions<Action>): SimulationResult {
  if (!Number.isSafeInteger(options.steps) || options.steps < 1) {
    throw new InvalidArgumentError('simulate: steps', options.steps, 'an integer ≥ 1');
  }
  const warmup = options.warmup ?? 0;
  if (!Number.isSafeInteger(warmup) || warmup < 0) throw new InvalidArgumentError('simulate: warmup', warmup, 'an integer ≥ 0');
  for (let i = 0; i < warmup; i++) {
    const turn = loop.next();
    loop.act(turn.actor, options.action(turn));
  }
  const counts = new Map<ActorId, number>();
  const forced = new Map<ActorId, number>();
  const gaps = new Map<number, number>();
  const [a, b] = options.pair ?? [undefined, undefined];
  let between = -1; // b's actions since a's last action; -1 until a first acts
  let first = NaN;
  let last = NaN;
  for (let i = 0; i < options.steps; i++) {
    const turn = loop.next();
    if (i === 0) first = turn.time;
    last = turn.time;
    if (turn.forced) {
      // A forced slot passes time but is no action: it counts neither as one nor in a gap.
      forced.set(turn.actor, (forced.get(turn.actor) ?? 0) + 1);
    } else {
      counts.set(turn.actor, (counts.get(turn.actor) ?? 0) + 1);
    }
    if (options.pair && !turn.forced) {
      if (turn.actor === a) {
        if (between >= 0) gaps.set(between, (gaps.get(between) ?? 0) + 1);
        between = 0;
      } else if (turn.actor === b && between >= 0) between++;
    }
    loop.act(turn.actor, options.action(turn));
  }
  const elapsed = last - first;
  const rates = new Map<ActorId, number>();
  for (const [id, n] of counts) rates.set(id, elapsed > 0 ? n / elapsed : Infinity);
  if (!options.pair) return { elapsed, counts, forced, rates };
  const total = [...gaps.values()].reduce((s, n) => s + n, 0);
  let twoPlus = 0;
  for (const [k, n] of gaps) if (k >= 2) twoPlus += n;
  const sorted = new Map([...gaps.entries()].sort((x, y) => x[0] - y[0]));
  return total > 0 ? { elapsed, counts, forced, rates, gaps: sorted, atLeastTwo: wilson(twoPlus, total) } : { elapsed, counts, forced, rates, gaps: sorted };
}
