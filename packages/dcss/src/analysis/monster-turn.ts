import { Distribution, InvalidArgumentError, type Fraction } from '@turnkeeper/core';
import { chain } from '../random/chain.js';
import { divRandRoundDistribution } from '../random/div-rand-round.js';
import { ENERGY_THRESHOLD } from '../tables/constants.js';

/**
 * The player's action length: a fixed number of aut, or a law over aut (e.g. a hasted wait).
 *
 * @example
 * ```ts
 * import type { PlayerDelay } from '@turnkeeper/dcss/analysis';
 * const d: PlayerDelay = 10;
 * ```
 */
export type PlayerDelay = number | Distribution;

function checkNonNegInt(v: number, field: string): void {
  if (!Number.isSafeInteger(v) || v < 0) throw new InvalidArgumentError(field, v, 'an integer ≥ 0');
}

/**
 * The law of one monster's energy gain in one player action (mon-act.cc `_monster_add_energy`):
 * div_rand_round(speed × D, 10), none for speed 0; mixed over D when the player's delay is itself
 * random. With `atLeastOne` (≤ 0.32) every gain of a moving monster is at least 1.
 *
 * @example
 * ```ts
 * import { gainDistribution } from '@turnkeeper/dcss/analysis';
 * gainDistribution(13, 7).toRecord(); // { '9': '9/10', '10': '1/10' }
 * ```
 */
export function gainDistribution(speed: number, delay: PlayerDelay, atLeastOne = false): Distribution {
  checkNonNegInt(speed, 'speed');
  const delays = typeof delay === 'number' ? Distribution.point(delay) : delay;
  for (const d of delays.support()) checkNonNegInt(d, 'delay');
  if (speed === 0) return Distribution.point(0);
  const gain = chain(delays, (d) => divRandRoundDistribution(speed * d, 10));
  return atLeastOne ? gain.map((g) => Math.max(1, g)) : gain;
}

/**
 * One outcome of a monster's `handle_monsters` call: the energy gained, the actions taken, the
 * energy left, and the probability.
 *
 * @example
 * ```ts
 * import type { TurnOutcome } from './monster-turn.js';
 * const o: TurnOutcome = { gain: 10, actions: 1, end: 70, p: Fraction.ONE };
 * ```
 */
export interface TurnOutcome {
  readonly gain: number;
  readonly actions: number;
  readonly end: number;
  readonly p: Fraction;
}

/**
 * Number of actions and energy left when a monster with `energy` (after its gain) acts while it
 * has ≥ 80 (mon-act.cc `handle_monsters`), each action costing `cost`: k = 1 + ⌊(E − 80)/c⌋.
 *
 * @example
 * ```ts
 * import { spend } from './monster-turn.js';
 * spend(100, 10); // { actions: 3, end: 70 }
 * ```
 */
export function spend(energy: number, cost: number): { actions: number; end: number } {
  if (!Number.isSafeInteger(cost) || cost < 1) throw new InvalidArgumentError('cost', cost, 'an integer ≥ 1');
  if (energy < ENERGY_THRESHOLD) return { actions: 0, end: energy };
  const actions = 1 + Math.floor((energy - ENERGY_THRESHOLD) / cost);
  return { actions, end: energy - actions * cost };
}

/**
 * Every outcome of one player action for a monster that starts at `startEnergy`: the one-turn
 * kernel of the golden `monster_turn_transitions.json`.
 *
 * @example
 * ```ts
 * import { gainDistribution, turnOutcomes } from './monster-turn.js';
 * turnOutcomes(69, gainDistribution(15, 7), 15).map((o) => [o.gain, o.actions, o.end, String(o.p)]);
 * // [[10, 0, 79, '1/2'], [11, 1, 65, '1/2']]
 * ```
 */
export function turnOutcomes(startEnergy: number, gain: Distribution, cost: number): TurnOutcome[] {
  return gain.entries().map(([g, p]) => ({ gain: g, ...spend(startEnergy + g, cost), p }));
}

/**
 * The law of the number of actions in one player action from `startEnergy`.
 *
 * @example
 * ```ts
 * import { actionsFrom, gainDistribution } from './monster-turn.js';
 * actionsFrom(70, gainDistribution(10, 10), 10).toRecord(); // { '1': '1/1' }
 * ```
 */
export function actionsFrom(startEnergy: number, gain: Distribution, cost: number): Distribution {
  return Distribution.from(turnOutcomes(startEnergy, gain, cost).map((o) => [o.actions, o.p] as const));
}

/**
 * The first start energy the golden `monster_turn_transitions.json` lists: min(70, 80 − cost);
 * from there to 79 is every energy a monster starting at 70 can have at the start of a turn.
 *
 * @example
 * ```ts
 * import { lowestStartEnergy } from './monster-turn.js';
 * lowestStartEnergy(15); // 65
 * ```
 */
export function lowestStartEnergy(cost: number): number {
  return Math.min(70, ENERGY_THRESHOLD - cost);
}
