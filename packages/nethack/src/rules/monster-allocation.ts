import type { RandomSource } from '@turnkeeper/core';
import { MCALCMOVE_SITES } from '../random/sites.js';
import { nethackVersionRules, type NethackVersion } from '../versions.js';
import { adjustedSpeed, NORMAL_SPEED, type MonsterSpeedState } from './speed.js';

/**
 * What mcalcmove() reads of a monster: its base speed, its speed state, whether it is the hero's
 * steed, and whether that steed is galloping (`u.ugallop > 0 && context.mv`).
 *
 * @example
 * ```ts
 * import type { MonsterMoveInput } from '@turnkeeper/nethack';
 * const warhorse: MonsterMoveInput = { base: 24, mspeed: 'normal', steed: true, galloping: true };
 * ```
 */
export interface MonsterMoveInput {
  readonly base: number;
  readonly mspeed: MonsterSpeedState;
  readonly steed?: boolean;
  readonly galloping?: boolean;
}

/**
 * mcalcmove() (`src/mon.c`): the movement points a monster gains at the start of a turn, drawing
 * from `random` exactly as the game does, each draw labelled with its site (`'mcalcmove:rn2(12)'`…).
 *
 * 1. S′ from the speed state ({@link adjustedSpeed}).
 * 2. A galloping steed: ⌊k·S′/3⌋ with k = 4 if `rn2(2)` is non-zero, else 5 (every version).
 * 3. 3.4.3: S′. 3.6.0: the steed keeps X; otherwise X = 0 stays 0 and any other X becomes
 *    max(1, X + rn2(5) − rn2(3)), `rn2(5)` drawn first (C leaves the order of the operands of
 *    `-` open; GCC calls the left one first). 3.6.1 on, and 3.7's mcalcmove(mon, TRUE): random
 *    rounding to a multiple of 12 with one `rn2(12)`, always drawn, even when S′ is a multiple of 12.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { mcalcmove } from '@turnkeeper/nethack';
 * mcalcmove('3.6.7', { base: 15, mspeed: 'normal' }, scripted([2])); // 24 (rn2(12) = 2 < 3)
 * mcalcmove('3.6.0', { base: 12, mspeed: 'normal' }, scripted([4, 0])); // 16
 * ```
 */
export function mcalcmove(version: NethackVersion, mon: MonsterMoveInput, random: RandomSource): number {
  const family = nethackVersionRules(version).family;
  let mmove = adjustedSpeed(mon.base, mon.mspeed);
  if (mon.steed === true && mon.galloping === true) {
    // "average movement is 1.50 times normal"
    mmove = Math.trunc(((random.below(2, MCALCMOVE_SITES.gallop) !== 0 ? 4 : 5) * mmove) / 3);
  }
  if (family === '3.4.3') return mmove;
  if (family === '3.6.0') {
    if (mon.steed === true || mmove === 0) return mmove;
    const up = random.below(5, MCALCMOVE_SITES.offsetUp);
    const down = random.below(3, MCALCMOVE_SITES.offsetDown);
    return Math.max(1, mmove + up - down);
  }
  // 3.6.1+: random rounding; the rn2(12) is drawn even when the remainder is 0.
  const remainder = mmove % NORMAL_SPEED;
  const rounded = mmove - remainder;
  return random.below(NORMAL_SPEED, MCALCMOVE_SITES.rounding) < remainder ? rounded + NORMAL_SPEED : rounded;
}
