import { Distribution, type RandomSource } from '@turnkeeper/core';
import { chain } from '../random/chain.js';
import { divRandRound, divRandRoundDistribution } from '../random/div-rand-round.js';
import { DCSS_DRAW_SITES } from '../random/draw-sites.js';
import { checkedS32 } from '@turnkeeper/core/cint';

/**
 * The enchantments that change a monster's speed (monster.cc `calc_speed`).
 *
 * @example
 * ```ts
 * import type { MonsterSpeedStatus } from '@turnkeeper/dcss';
 * const s: MonsterSpeedStatus = { hasted: true, slowed: false, berserk: false };
 * ```
 */
export interface MonsterSpeedStatus {
  /** `ENCH_HASTE`. */
  readonly hasted: boolean;
  /** `ENCH_SLOW`. */
  readonly slowed: boolean;
  /** `ENCH_BERSERK`: the same ×3/2 as haste, and the two do not stack. */
  readonly berserk: boolean;
  /** `ENCH_FRENZIED` (`berserk_or_frenzied()`): the same ×3/2 as berserk; a separate enchantment with its own end. */
  readonly frenzied?: boolean;
}

/**
 * The speed modes of the golden files `speed_modifiers.json` and `monster_actions_per_turn.json`.
 *
 * @example
 * ```ts
 * import type { MonsterSpeedMode } from '@turnkeeper/dcss';
 * const m: MonsterSpeedMode = 'hasted_slowed';
 * ```
 */
export type MonsterSpeedMode = 'normal' | 'hasted' | 'slowed' | 'hasted_slowed' | 'berserk';

/**
 * The enchantments of a {@link MonsterSpeedMode}.
 *
 * @example
 * ```ts
 * import { monsterSpeedStatusOf } from '@turnkeeper/dcss';
 * monsterSpeedStatusOf('hasted_slowed'); // { hasted: true, slowed: true, berserk: false }
 * ```
 */
export function monsterSpeedStatusOf(mode: MonsterSpeedMode): MonsterSpeedStatus {
  return {
    hasted: mode === 'hasted' || mode === 'hasted_slowed',
    slowed: mode === 'slowed' || mode === 'hasted_slowed',
    berserk: mode === 'berserk',
  };
}

/**
 * `monster::calc_speed` (monster.cc): base speed, ×3/2 if berserk or frenzied (`berserk_mul`)
 * **else** if hasted (`haste_mul`), then ×2/3 if slowed (`haste_div`), each step a
 * `div_rand_round` drawn now. The game calls it when the monster is created and whenever haste,
 * slow or berserk is added or removed; the result then stays fixed.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { calcSpeed } from '@turnkeeper/dcss';
 * calcSpeed(scripted([1]), 11, { hasted: true, slowed: false, berserk: false }); // 16 (33/2, draw 1 ≥ 1)
 * ```
 */
export function calcSpeed(random: RandomSource, baseSpeed: number, status: MonsterSpeedStatus): number {
  let speed = baseSpeed;
  if (status.berserk || status.frenzied)
    speed = divRandRound(random, checkedS32(speed * 3, 'calc_speed: berserk_mul(speed)'), 2, DCSS_DRAW_SITES.calcSpeedBerserk);
  else if (status.hasted) speed = divRandRound(random, checkedS32(speed * 3, 'calc_speed: haste_mul(speed)'), 2, DCSS_DRAW_SITES.calcSpeedHaste);
  if (status.slowed) speed = divRandRound(random, checkedS32(speed * 2, 'calc_speed: haste_div(speed)'), 3, DCSS_DRAW_SITES.calcSpeedSlow);
  return speed;
}

/**
 * The exact law of {@link calcSpeed}: the effective speed a monster gets for the whole enchantment.
 * Reproduces `speed_modifiers.json`.
 *
 * @example
 * ```ts
 * import { effectiveSpeedDistribution } from '@turnkeeper/dcss';
 * effectiveSpeedDistribution(10, { hasted: false, slowed: true, berserk: false }).toRecord(); // { '6': '1/3', '7': '2/3' }
 * ```
 */
export function effectiveSpeedDistribution(baseSpeed: number, status: MonsterSpeedStatus): Distribution {
  let d = Distribution.point(baseSpeed);
  if (status.berserk || status.frenzied || status.hasted) d = chain(d, (s) => divRandRoundDistribution(s * 3, 2));
  if (status.slowed) d = chain(d, (s) => divRandRoundDistribution(s * 2, 3));
  return d;
}
