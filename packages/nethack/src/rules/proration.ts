import { nethackVersionRules, type NethackVersion } from '../versions.js';

/**
 * One proration of unused movement on changing into a slower form (`src/mondata.c`
 * set_mon_data() from 3.6.1, commit 489445da0): ⌊movement·new/old⌋ with C's truncating division, only when the
 * pool is non-zero and the new form is slower; a faster form keeps the pool as is.
 *
 * @example
 * ```ts
 * prorateOnce(20, 12, 6); // 10
 * prorateOnce(20, 12, 15); // 20 (faster: unchanged)
 * ```
 */
function prorateOnce(movement: number, oldSpeed: number, newSpeed: number): number {
  if (movement === 0 || newSpeed >= oldSpeed) return movement;
  return Math.trunc((movement * newSpeed) / oldSpeed);
}

/**
 * The hero's pool after polymorphing from a form of speed `oldSpeed` into one of speed `newSpeed`,
 * per version: unchanged in 3.4.3 and 3.6.0; prorated twice in 3.6.1 (set_mon_data()
 * and then set_uasmon(), commit 489445da0; fixed by 48ea35726 in 3.6.2); once from 3.6.2 and in
 * 3.7 (where set_mon_data() targets `u.umovement`).
 *
 * @example
 * ```ts
 * import { prorateHero } from '@turnkeeper/nethack';
 * prorateHero('3.6.0', 20, 12, 6); // 20
 * prorateHero('3.6.1', 20, 12, 6); // 5 (20 → 10 → 5)
 * prorateHero('3.6.2', 20, 12, 6); // 10
 * ```
 */
export function prorateHero(version: NethackVersion, movement: number, oldSpeed: number, newSpeed: number): number {
  let m = movement;
  for (let i = 0; i < nethackVersionRules(version).heroProrations; i++) m = prorateOnce(m, oldSpeed, newSpeed);
  return m;
}

/**
 * A monster's pool after it changes into a form of another speed (`src/mondata.c` set_mon_data(),
 * called by newcham() and grow_up()): unchanged in
 * 3.4.3 and 3.6.0; prorated once from 3.6.1, except that 3.6.1 skipped it where set_mon_data()
 * was called with its "don't care" flag −1, as grow_up() did (`growUp: true`).
 *
 * @example
 * ```ts
 * import { prorateMonster } from '@turnkeeper/nethack';
 * prorateMonster('3.6.7', 18, 24, 12); // 9
 * prorateMonster('3.6.1', 18, 24, 12, true); // 18 (grow_up() in 3.6.1)
 * ```
 */
export function prorateMonster(version: NethackVersion, movement: number, oldSpeed: number, newSpeed: number, growUp = false): number {
  const rules = nethackVersionRules(version);
  if (!rules.monsterProration || (growUp && rules.growUpSkipsProration)) return movement;
  return prorateOnce(movement, oldSpeed, newSpeed);
}
