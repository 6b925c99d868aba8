import { InvalidArgumentError } from '@turnkeeper/core';
import { INVEN_POUCH_1, INVEN_POUCH_6, S16_MAX, S16_MIN } from '../tables/constants.js';
import { clampBlows } from './storage.js';

/** Blows or shots as the game uses them: any s16b, clamped to 1..10 (`xtra1.c` `calc_bonuses()`). */
function clampedCount(n: number, field: string): number {
  if (!Number.isInteger(n) || n < S16_MIN || n > S16_MAX) {
    throw new InvalidArgumentError(field, n, `an integer from ${S16_MIN} to ${S16_MAX} (an s16b; calc_bonuses() clamps it to 1..10)`);
  }
  return clampBlows(n);
}

/**
 * Energy one melee blow costs: `100 / num_blow`, integer division (`cmd1.c` `py_attack()`),
 * with `num_blow` clamped to 1..10 as `xtra1.c` `calc_bonuses()` leaves it. One `py_attack` call
 * is one blow, so 3 blows cost 33 each (3.03 blows per round).
 *
 * @example
 * ```ts
 * import { blowCost } from '@turnkeeper/cthangband';
 * blowCost(3);  // 33
 * blowCost(6);  // 16
 * blowCost(14); // 10: calc_bonuses() clamps to 10
 * ```
 */
export function blowCost(numBlow: number): number {
  return Math.floor(100 / clampedCount(numBlow, 'numBlow'));
}

/**
 * Energy one missile costs: `100 / num_fire`, integer division (`cmd2.c` `do_cmd_fire()`), with
 * `num_fire` clamped to 1..10 (`xtra1.c` `calc_bonuses()`).
 *
 * @example
 * ```ts
 * import { shotCost } from '@turnkeeper/cthangband';
 * shotCost(2); // 50
 * ```
 */
export function shotCost(numFire: number): number {
  return Math.floor(100 / clampedCount(numFire, 'numFire'));
}

/**
 * Energy one monster melee blow or spell costs after the move refund: `100 / num_blows`, where
 * `num_blows` is the race's attack speed, a byte (`melee1.c` `make_attack_normal()`,
 * `melee2.c` `process_monster()`): 1..255, no clamp (above 100 it costs 0). 0 would divide by
 * zero, undefined in C: an `InvalidArgumentError`.
 *
 * @example
 * ```ts
 * import { monsterAttackCost } from '@turnkeeper/cthangband';
 * monsterAttackCost(10);  // 10: an 11-headed hydra attacks every tick
 * monsterAttackCost(120); // 0
 * ```
 */
export function monsterAttackCost(numBlows: number): number {
  if (!Number.isInteger(numBlows) || numBlows < 1 || numBlows > 255) {
    throw new InvalidArgumentError('numBlows', numBlows, 'an integer from 1 to 255 (r_ptr->num_blows is a byte, and 100 / 0 divides by zero)');
  }
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
