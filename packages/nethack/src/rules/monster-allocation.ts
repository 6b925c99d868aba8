import type { RandomSource } from '@turnkeeper/core';
import { adjustedSpeed, NORMAL_SPEED, type MonsterSpeedState } from './speed.js';
import { familyOf } from './versions.js';

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
 * mcalcmove() (`src/mon.c`, spec §2 and §12 items 1–3): the movement points a monster gains at the
 * start of a turn, drawing from `random` exactly as the game does.
 *
 * 1. S′ from the speed state ({@link adjustedSpeed}).
 * 2. A galloping steed: ⌊k·S′/3⌋ with k = 4 if `rn2(2)` is non-zero, else 5 (all versions).
 * 3. 3.4.3: S′. 3.6.0: the steed keeps X; otherwise X = 0 stays 0 and any other X becomes
 *    max(1, X + rn2(5) − rn2(3)), `rn2(5)` drawn first (GCC's order, spec §2 notes).
 *    3.6.1+ and 3.7: random rounding to a multiple of 12 with one `rn2(12)`, always drawn.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { mcalcmove } from '@turnkeeper/nethack';
 * mcalcmove('3.6.7', { base: 15, mspeed: 'normal' }, scripted([2])); // 24 (rn2(12) = 2 < 3)
 * mcalcmove('3.6.0', { base: 12, mspeed: 'normal' }, scripted([4, 0])); // 16
 * ```
 */
export function mcalcmove(version: string, mon: MonsterMoveInput, random: RandomSource): number {
  const family = familyOf(version);
  let mmove = adjustedSpeed(mon.base, mon.mspeed);
  if (mon.steed === true && mon.galloping === true) {
    // spec §2 step 2: "increase movement by a factor of 1.5" on average.
    mmove = Math.trunc(((random.below(2) !== 0 ? 4 : 5) * mmove) / 3);
  }
  if (family === '3.4.3') return mmove;
  if (family === '3.6.0') {
    if (mon.steed === true || mmove === 0) return mmove;
    const plus = random.below(5); // spec §2 notes: GCC evaluates rn2(5) before rn2(3)
    const minus = random.below(3);
    return Math.max(1, mmove + plus - minus);
  }
  // 3.6.1+: random rounding; the rn2(12) is drawn even when the remainder is 0.
  const remainder = mmove % NORMAL_SPEED;
  const rounded = mmove - remainder;
  return random.below(NORMAL_SPEED) < remainder ? rounded + NORMAL_SPEED : rounded;
}
