import { Distribution, Fraction, InvalidArgumentError } from '@turnkeeper/core';
import { effectiveSpeedDistribution, type MonsterSpeedStatus } from '../rules/monster-speed.js';
import { NEW_MONSTER_ENERGY } from '../tables/constants.js';
import { cesaroLimit } from './markov.js';
import { actionsFrom, gainDistribution, spend, type PlayerDelay } from './monster-turn.js';

const longRunCache = new Map<string, Distribution>();

function delayKey(delay: PlayerDelay): string {
  return typeof delay === 'number' ? String(delay) : JSON.stringify(delay.toRecord());
}

/**
 * The long-run law of the number of actions a monster of effective speed `speed` takes per player
 * action of `delay` aut, when every action costs `cost`: the Cesàro limit of the exact Markov
 * chain over its energy at the start of each player action, started from `startEnergy` (70, a new
 * monster). Computed, not assumed: compare {@link longRunClosedForm}, which it always equals.
 *
 * @example
 * ```ts
 * import { longRunActions } from '@turnkeeper/dcss/analysis';
 * longRunActions(15, 10, 10).toRecord(); // { '1': '1/2', '2': '1/2' }
 * ```
 */
export function longRunActions(speed: number, delay: PlayerDelay, cost: number, startEnergy = NEW_MONSTER_ENERGY, gainAtLeastOne = false): Distribution {
  const key = `${speed}|${delayKey(delay)}|${cost}|${startEnergy}|${gainAtLeastOne}`;
  const hit = longRunCache.get(key);
  if (hit) return hit;
  const gain = gainDistribution(speed, delay, gainAtLeastOne);
  const step = (e: number): [number, Fraction][] => gain.entries().map(([g, p]) => [spend(e + g, cost).end, p]);
  const limit = cesaroLimit(startEnergy, step);
  const result = Distribution.mix([...limit].map(([e, w]) => [w, actionsFrom(e, gain, cost)] as const));
  longRunCache.set(key, result);
  return result;
}

/**
 * The closed form of the long-run law: with K = ⌊⌊sD/10⌋ / c⌋ and f = sD/(10c) − K,
 * {K: 1 − f, K + 1: f}, for a fixed delay `delay` in aut. (The number of actions per player
 * action only takes the two values K and K + 1, and energy is conserved, so the mean sD/(10c)
 * fixes the law; {@link longRunActions} computes it from the chain and always agrees.)
 *
 * @example
 * ```ts
 * import { longRunClosedForm } from '@turnkeeper/dcss/analysis';
 * longRunClosedForm(12, 10, 10).toRecord(); // { '1': '4/5', '2': '1/5' }
 * ```
 */
export function longRunClosedForm(speed: number, delay: number, cost: number): Distribution {
  const sd = speed * delay;
  const k = Math.floor(Math.floor(sd / 10) / cost);
  const f = Fraction.of(sd, 10 * cost).sub(Fraction.of(k));
  return Distribution.from([
    [k, Fraction.ONE.sub(f)],
    [k + 1, f],
  ]);
}

/**
 * What a monster's actions per player action look like, exactly (the golden
 * `monster_actions_per_turn.json`).
 *
 * @example
 * ```ts
 * import type { ActionsPerTurn } from '@turnkeeper/dcss/analysis';
 * (r: ActionsPerTurn) => r.pAtLeastTwo.toString();
 * ```
 */
export interface ActionsPerTurn {
  /** The law of the effective speed `calc_speed` gives (rolled once). */
  readonly effectiveSpeed: Distribution;
  /** Actions on the first energy-gaining turn of a new monster (energy 70). */
  readonly firstTurn: Distribution;
  /** The long-run fraction of player actions with k monster actions, mixed over the speed roll. */
  readonly longRun: Distribution;
  /** Mean actions per player action in the long run. */
  readonly mean: Fraction;
  /** Long-run chance of two or more actions in one player action. */
  readonly pAtLeastTwo: Fraction;
}

/**
 * Exact monster actions per player action for any base speed, status, player delay (fixed aut or a
 * law, e.g. a hasted player's 6/7) and action cost: the effective-speed roll, the first turn of a
 * new monster, the long-run law (Markov chain), its mean and P(≥ 2). `gainAtLeastOne` gives the
 * ≤ 0.32 rule. `dcssAnalysis.between({ a: player, b: monster })` answers the long-run part of the
 * same question for any actor specs and actions (random costs included); this extra also gives
 * the effective-speed law and a new monster's first turn.
 *
 * @example
 * ```ts
 * import { monsterActionsPerPlayerAction } from '@turnkeeper/dcss/analysis';
 * const r = monsterActionsPerPlayerAction({ baseSpeed: 11, status: { hasted: true, slowed: false, berserk: false }, delay: 7, cost: 10 });
 * r.longRun.toRecord(); // { '1': '169/200', '2': '31/200' }
 * ```
 */
export function monsterActionsPerPlayerAction(input: {
  readonly baseSpeed: number;
  readonly status?: MonsterSpeedStatus;
  readonly delay: PlayerDelay;
  readonly cost: number;
  readonly gainAtLeastOne?: boolean;
}): ActionsPerTurn {
  const { baseSpeed, delay, cost } = input;
  if (!Number.isSafeInteger(baseSpeed) || baseSpeed < 0) throw new InvalidArgumentError('baseSpeed', baseSpeed, 'an integer ≥ 0');
  if (!Number.isSafeInteger(cost) || cost < 1) throw new InvalidArgumentError('cost', cost, 'an integer ≥ 1');
  const status = input.status ?? { hasted: false, slowed: false, berserk: false };
  const atLeastOne = input.gainAtLeastOne ?? false;
  const effectiveSpeed = effectiveSpeedDistribution(baseSpeed, status);
  const parts = effectiveSpeed.entries();
  const firstTurn = Distribution.mix(parts.map(([s, p]) => [p, actionsFrom(NEW_MONSTER_ENERGY, gainDistribution(s, delay, atLeastOne), cost)] as const));
  const longRun = Distribution.mix(parts.map(([s, p]) => [p, longRunActions(s, delay, cost, NEW_MONSTER_ENERGY, atLeastOne)] as const));
  return { effectiveSpeed, firstTurn, longRun, mean: longRun.mean(), pAtLeastTwo: longRun.atLeast(2) };
}
