import type { RandomSource } from '@turnkeeper/core';
import { DCSS_DRAW_SITES } from '../random/draw-sites.js';
import { ENERGY_THRESHOLD } from '../tables/constants.js';

/**
 * monster.cc `monster::drain_action_energy`: a monster that has action energy (≥ 80) is set to
 * 80 − `roll_dice(1, 10)` (70 … 79, one `random2(10)`); one below 80 keeps its energy and draws
 * nothing. Give the result to `loop.update(id, { energy })`.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { drainActionEnergy } from '@turnkeeper/dcss';
 * drainActionEnergy(scripted([3]), 95); // 76: 80 − (1 + 3)
 * drainActionEnergy(scripted([]), 75); // 75, no draw
 * ```
 */
export function drainActionEnergy(random: RandomSource, energy: number): number {
  if (energy < ENERGY_THRESHOLD) return energy;
  return ENERGY_THRESHOLD - (1 + random.below(10, DCSS_DRAW_SITES.drainActionEnergy));
}

/**
 * mon-act.cc `_jelly_divide`: the child of a splitting jelly starts at 70 + `random2(5)`.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { splitJellyEnergy } from '@turnkeeper/dcss';
 * splitJellyEnergy(scripted([4])); // 74
 * ```
 */
export function splitJellyEnergy(random: RandomSource): number {
  return 70 + random.below(5, DCSS_DRAW_SITES.splitJellyEnergy);
}

/**
 * mon-poly.cc `change_monster_type`: a polymorphed monster starts at 67 + `random2(6)` (and, as a
 * new type, its speed is rolled again: `update` its `speed`).
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { polymorphEnergy } from '@turnkeeper/dcss';
 * polymorphEnergy(scripted([5])); // 72
 * ```
 */
export function polymorphEnergy(random: RandomSource): number {
  return 67 + random.below(6, DCSS_DRAW_SITES.polymorphEnergy);
}

/**
 * mon-abil.cc `_do_merge_slimes`: the slime merged into is set to 79 − its class base speed, giving
 * the player about 10 aut before it acts.
 *
 * @example
 * ```ts
 * import { mergedSlimeEnergy } from '@turnkeeper/dcss';
 * mergedSlimeEnergy(10); // 69
 * ```
 */
export function mergedSlimeEnergy(classBaseSpeed: number): number {
  return 79 - classBaseSpeed;
}
