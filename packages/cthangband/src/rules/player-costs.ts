import { InvalidArgumentError } from '@turnkeeper/core';
import { INVEN_POUCH_1, INVEN_POUCH_6 } from '../tables/constants.js';

function checkCount(n: number, field: string): void {
  if (!Number.isInteger(n) || n < 1 || n > 10) {
    throw new InvalidArgumentError(field, n, 'an integer from 1 to 10 (calc_bonuses() clamps blows and shots to 1..10)');
  }
}

/**
 * Energy one melee blow costs: `100 / num_blow`, integer division (`cmd1.c` `py_attack()`;
 * the 1..10 clamp is `xtra1.c` `calc_bonuses()`). One `py_attack` call is one blow, so 3 blows
 * cost 33 each (3.03 blows per round).
 *
 * @example
 * ```ts
 * import { blowCost } from '@turnkeeper/cthangband';
 * blowCost(3); // 33
 * blowCost(6); // 16
 * ```
 */
export function blowCost(numBlow: number): number {
  checkCount(numBlow, 'numBlow');
  return Math.floor(100 / numBlow);
}

/**
 * Energy one missile costs: `100 / num_fire`, integer division (`cmd2.c` `do_cmd_fire()`).
 *
 * @example
 * ```ts
 * import { shotCost } from '@turnkeeper/cthangband';
 * shotCost(2); // 50
 * ```
 */
export function shotCost(numFire: number): number {
  checkCount(numFire, 'numFire');
  return Math.floor(100 / numFire);
}

/**
 * Energy one monster melee blow or spell costs after the move refund: `100 / num_blows`, where
 * `num_blows` is the race's attack speed (`melee1.c` `make_attack_normal()`,
 * `melee2.c` `process_monster()`).
 *
 * @example
 * ```ts
 * import { monsterAttackCost } from '@turnkeeper/cthangband';
 * monsterAttackCost(10); // 10: an 11-headed hydra attacks every tick
 * ```
 */
export function monsterAttackCost(numBlows: number): number {
  checkCount(numBlows, 'numBlows');
  return Math.floor(100 / numBlows);
}

/**
 * Energy a natural attack (horns, beak, scorpion tail, trunk, tentacles) adds to the blow that
 * triggered it (`cmd1.c` `natural_attack()`, called from `py_attack()`).
 *
 * @example
 * ```ts
 * import { NATURAL_ATTACK_COST, blowCost } from '@turnkeeper/cthangband';
 * blowCost(3) + 2 * NATURAL_ATTACK_COST; // 53: a blow with two natural attacks
 * ```
 */
export const NATURAL_ATTACK_COST = 10;

/**
 * Where an item is used from: the pack, a belt pouch (slots 36..41) or the floor.
 *
 * @example
 * ```ts
 * import type { ItemSource } from '@turnkeeper/cthangband';
 * const from: ItemSource = 'pouch';
 * ```
 */
export type ItemSource = 'pack' | 'pouch' | 'floor';

/**
 * The belt-pouch rule for an inventory slot: potions, scrolls, wands and charms cost 10 from
 * slots ≥ `INVEN_POUCH_1` (36..41) and 100 otherwise; floor items have negative indices and
 * cost 100 (`cmd6.c` `do_cmd_quaff_potion()` etc., `cmd5.c` `do_cmd_cantrip()`).
 *
 * @example
 * ```ts
 * import { itemSlotCost } from '@turnkeeper/cthangband';
 * itemSlotCost(36); // 10
 * itemSlotCost(3);  // 100
 * itemSlotCost(-1); // 100 (a floor item)
 * ```
 */
export function itemSlotCost(slot: number): number {
  if (!Number.isInteger(slot) || slot > INVEN_POUCH_6) {
    throw new InvalidArgumentError('slot', slot, `an integer ≤ ${INVEN_POUCH_6} (inventory index; negative for floor items)`);
  }
  return slot >= INVEN_POUCH_1 ? 10 : 100;
}

/**
 * The same rule by {@link ItemSource}.
 *
 * @example
 * ```ts
 * import { itemUseCost } from '@turnkeeper/cthangband';
 * itemUseCost('pouch'); // 10
 * ```
 */
export function itemUseCost(from: ItemSource): number {
  return from === 'pouch' ? 10 : 100;
}
