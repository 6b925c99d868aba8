import { Distribution, type RandomSource } from '@turnkeeper/core';
import { chain } from '../random/chain.js';
import { divRandRound, divRandRoundDistribution } from '../random/div-rand-round.js';
import { DCSS_DRAW_SITES } from '../random/draw-sites.js';

/**
 * A weapon's (or launcher's) effect on a monster's attack delay: `weapon_adjust_delay` (fight.cc).
 * `none` also stands for no weapon at all.
 *
 * @example
 * ```ts
 * import type { WeaponBrand } from '@turnkeeper/dcss';
 * const b: WeaponBrand = 'speed';
 * ```
 */
export type WeaponBrand = 'none' | 'speed' | 'heavy';

/**
 * The monster states that change what one action costs (monster.cc `monster::action_energy`,
 * `monster::energy_cost`).
 *
 * @example
 * ```ts
 * import type { MonsterCostStatus } from '@turnkeeper/dcss';
 * const s: MonsterCostStatus = { swift: true, ponderous: false, floundering: false, petrifying: false, frozen: false };
 * ```
 */
export interface MonsterCostStatus {
  /** ENCH_SWIFT: moves cost 3 less. */
  readonly swift: boolean;
  /** ENCH_ROLLING (a rolling boulder beetle and the like): moves cost 5 less. */
  readonly rolling?: boolean;
  /** Wearing ponderousness: moves cost 1 more. */
  readonly ponderous: boolean;
  /** Floundering (leaving water) or liquefying: moves cost 6 more. */
  readonly floundering: boolean;
  /** ENCH_PETRIFYING: every `lose_energy` cost ×3/2, truncated. */
  readonly petrifying: boolean;
  /** ENCH_FROZEN: moves and swims ×2 (0.32+) or +4 (earlier). */
  readonly frozen: boolean;
}

/**
 * No cost-changing state.
 *
 * @example
 * ```ts
 * import { NO_COST_STATUS } from '@turnkeeper/dcss';
 * moveCost(10, { ...NO_COST_STATUS, frozen: true }); // 20
 * ```
 */
export const NO_COST_STATUS: MonsterCostStatus = { swift: false, ponderous: false, floundering: false, petrifying: false, frozen: false };

/**
 * `action_energy(EUT_MOVE / EUT_SWIM)`: the class value −3 if swift, −5 if rolling, +1 if
 * ponderous, +6 if floundering (or liquefying), never below 1. (The shadowghast's −3 and allies
 * matching the player's speed are not modelled.)
 *
 * @example
 * ```ts
 * import { moveActionEnergy } from '@turnkeeper/dcss';
 * moveActionEnergy(10, { swift: true, ponderous: false, floundering: false, petrifying: false, frozen: false }); // 7
 * ```
 */
export function moveActionEnergy(classEnergy: number, status: MonsterCostStatus): number {
  let cost = classEnergy;
  if (status.swift) cost -= 3;
  if (status.rolling) cost -= 5;
  if (status.ponderous) cost += 1;
  if (status.floundering) cost += 6;
  return Math.max(cost, 1);
}

/**
 * `energy_cost(type, div, mult)` on an `action_energy` value: ⌈mult × energy / div⌉, ×3/2 truncated
 * if petrifying, then for moves and swims ×2 if frozen (0.32+) or +4 (earlier).
 *
 * @example
 * ```ts
 * import { energyCost } from '@turnkeeper/dcss';
 * energyCost(10, { swift: false, ponderous: false, floundering: false, petrifying: true, frozen: true }, true); // 30
 * ```
 */
export function energyCost(
  actionEnergy: number,
  status: MonsterCostStatus,
  isMove: boolean,
  frozenRule: 'double' | 'plus4' = 'double',
  div = 1,
  mult = 1,
): number {
  let loss = Math.ceil((mult * actionEnergy) / div);
  if (status.petrifying) loss = Math.trunc((loss * 3) / 2);
  if (isMove && status.frozen) loss = frozenRule === 'double' ? loss * 2 : loss + 4;
  return loss;
}

/**
 * The energy a step costs: `monster::lose_energy(EUT_MOVE)` (or EUT_SWIM), no randomness in
 * current versions (0.27 and earlier added `random2(3) − 1`, which the engine draws). Reproduces
 * the golden `monster_action_costs.json` `moves`.
 *
 * @example
 * ```ts
 * import { moveCost } from '@turnkeeper/dcss';
 * moveCost(9, { swift: false, ponderous: false, floundering: true, petrifying: false, frozen: false }); // 15
 * ```
 */
export function moveCost(classEnergy: number, status: MonsterCostStatus, frozenRule: 'double' | 'plus4' = 'double'): number {
  return energyCost(moveActionEnergy(classEnergy, status), status, true, frozenRule);
}

/**
 * A monster's attack delay with this weapon (monster.cc `monster::attack_delay`): 10, or
 * fight.cc `weapon_adjust_delay(weapon, 10)` drawn now — speed div_rand_round(20, 3) ∈ {6, 7},
 * heavy div_rand_round(30, 2) = 15.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { monsterAttackDelay } from '@turnkeeper/dcss';
 * monsterAttackDelay(scripted([2]), 'speed'); // 6
 * ```
 */
export function monsterAttackDelay(random: RandomSource, brand: WeaponBrand): number {
  if (brand === 'speed') return divRandRound(random, 10 * 2, 3, DCSS_DRAW_SITES.weaponDelaySpeed);
  if (brand === 'heavy') return divRandRound(random, 10 * 3, 2, DCSS_DRAW_SITES.weaponDelayHeavy);
  return 10;
}

/**
 * What a melee attack or a missile costs: div_rand_round(energy × delay, 10) with the delay from
 * {@link monsterAttackDelay} (fight.cc `mons_fight` for melee, throw.cc `mons_throw` for
 * missiles: the two draw sites of `DCSS_DRAW_SITES`).
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { attackCost } from '@turnkeeper/dcss';
 * attackCost(scripted([7]), 15, 'heavy'); // 22: 225/10, draw 7 ≥ 5
 * attackCost(scripted([2, 0]), 10, 'speed', 'missile'); // 7: delay 7, exact
 * ```
 */
export function attackCost(random: RandomSource, energy: number, brand: WeaponBrand, attack: 'melee' | 'missile' = 'melee'): number {
  const delay = monsterAttackDelay(random, brand);
  return divRandRound(random, energy * delay, 10, attack === 'melee' ? DCSS_DRAW_SITES.meleeCost : DCSS_DRAW_SITES.missileCost);
}

/**
 * The exact law of {@link attackCost}. Reproduces the golden `monster_action_costs.json` `attacks`.
 *
 * @example
 * ```ts
 * import { attackCostDistribution } from '@turnkeeper/dcss';
 * attackCostDistribution(15, 'speed').toRecord(); // { '9': '1/3', '10': '1/3', '11': '1/3' }
 * ```
 */
export function attackCostDistribution(energy: number, brand: WeaponBrand): Distribution {
  const delay = brand === 'speed' ? divRandRoundDistribution(20, 3) : brand === 'heavy' ? divRandRoundDistribution(30, 2) : Distribution.point(10);
  return chain(delay, (d) => divRandRoundDistribution(energy * d, 10));
}
