import type { RandomSource } from '@turnkeeper/core';
import { NETHACK_DRAW_SITES } from '../random/draw-sites.js';
import { nethackVersionRules, type NethackVersion, type SpeedFamily } from '../versions.js';
import { adjustedSpeed, type MonsterSpeedState } from './speed.js';

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
  return mcalcmoveOf(familyCode(nethackVersionRules(version).family), adjustedSpeed(mon.base, mon.mspeed), mon.steed === true, mon.galloping === true, random);
}

/**
 * NORMAL_SPEED (12, `include/permonst.h`) as this module's own const enum member: the number itself
 * is written where it is used (`x % 12`, and `below(12)`'s rejection bound, become constants).
 * An imported binding, or a module-level constant once bundled, stays a variable that optimized
 * code loads and checks at every use, and `x % n` of an unknown `n` is a division per monster per turn.
 */
const enum Points {
  Normal = 12,
}

/** The speed families as small integers, for the engine's per-monster arithmetic (no string compares per monster). */
export const FAMILY_343 = 0;
const FAMILY_360 = 1;
export const FAMILY_361 = 2;
export type FamilyCode = typeof FAMILY_343 | typeof FAMILY_360 | typeof FAMILY_361;

/** The code of a speed family (resolved once, when an engine is made). */
export function familyCode(family: SpeedFamily): FamilyCode {
  return family === '3.4.3' ? FAMILY_343 : family === '3.6.0' ? FAMILY_360 : FAMILY_361;
}

/**
 * {@link mcalcmove} on plain values (S′ already adjusted, the family as a code), so that a turn
 * boundary builds no object.
 */
export function mcalcmoveOf(family: FamilyCode, adjusted: number, steed: boolean, galloping: boolean, random: RandomSource): number {
  let mmove = adjusted;
  if (steed && galloping) {
    // "average movement is 1.50 times normal"
    mmove = Math.trunc(((random.below(2, NETHACK_DRAW_SITES.gallop) !== 0 ? 4 : 5) * mmove) / 3);
  }
  if (family === FAMILY_343) return mmove;
  if (family === FAMILY_360) return steed ? mmove : offsetGain(mmove, random);
  return roundedGain(mmove, random);
}

/**
 * The gain of a monster that is not the steed, by family: what the engine calls for every other
 * monster every turn. One small function per family (chosen once per engine) keeps each turn
 * boundary's loop small enough for V8 to inline the generator's draw into it.
 */
export type MonsterGain = (mmove: number, random: RandomSource) => number;

/** 3.4.3: S′ itself, no draw. */
function exactGain(mmove: number): number {
  return mmove;
}

/** 3.6.0 (not the steed): 0 stays 0 (no draw); else max(1, S′ + rn2(5) − rn2(3)), `rn2(5)` drawn first (GCC calls the left operand first). */
function offsetGain(mmove: number, random: RandomSource): number {
  if (mmove === 0) return mmove;
  const up = random.below(5, NETHACK_DRAW_SITES.offsetUp);
  const down = random.below(3, NETHACK_DRAW_SITES.offsetDown);
  return Math.max(1, mmove + up - down);
}

/** 3.6.1+: random rounding to a multiple of 12; the rn2(12) is drawn even when the remainder is 0. */
function roundedGain(mmove: number, random: RandomSource): number {
  const remainder = mmove % Points.Normal;
  const rounded = mmove - remainder;
  return random.below(Points.Normal, NETHACK_DRAW_SITES.rounding) < remainder ? rounded + Points.Normal : rounded;
}

/** The family's {@link MonsterGain}. */
export function monsterGainOf(family: FamilyCode): MonsterGain {
  return family === FAMILY_343 ? exactGain : family === FAMILY_360 ? offsetGain : roundedGain;
}
