import type { RandomSource } from '@turnkeeper/core';
import { heroSpeedSite } from '../random/draw-sites.js';
import { nethackVersionRules, type NethackVersion } from '../versions.js';
import { applyEncumbrance, type Encumbrance } from './encumbrance.js';
import { FAMILY_361, familyCode, mcalcmove, type FamilyCode, type MonsterMoveInput } from './monster-allocation.js';
import type { HeroSpeedState } from './speed.js';

/**
 * What the hero's allocation reads: the base speed (12, or the polymorph form's), the speed
 * property, and the encumbrance at the start of the current "hero can't move" pass.
 *
 * @example
 * ```ts
 * import type { HeroMoveInput } from '@turnkeeper/nethack';
 * const hero: HeroMoveInput = { base: 12, speed: 'Fast', encumbrance: 1 };
 * ```
 */
export interface HeroMoveInput {
  readonly base: number;
  readonly speed: HeroSpeedState;
  readonly encumbrance: Encumbrance;
}

/**
 * The hero's movement amount for a new turn (`src/allmain.c` moveloop() up to 3.6.x,
 * u_calc_moveamt() in 3.7), before it is added to the pool:
 *
 * - riding a steed after a move (`steed` given): a second mcalcmove() on the steed, the hero's own
 *   Fast ignored ("your speed doesn't augment steed's speed");
 * - otherwise the base, plus the speed bonus: 3.4.3/3.6.0 Very_fast +6 and another +6 if
 *   `rn2(3) == 0`, Fast +6 if `rn2(3) != 0`; 3.6.1+ Very_fast +12 if `rn2(3) != 0`, Fast +12 if
 *   `rn2(3) == 0` (commit 11625c077). The base is never rounded;
 * - then the encumbrance reduction ({@link applyEncumbrance}).
 *
 * Each draw is labelled with its site (`'moveloop:rn2(3) != 0'`, `'u_calc_moveamt:rn2(3) == 0'`…).
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { heroMoveamt } from '@turnkeeper/nethack';
 * heroMoveamt('3.4.3', { base: 12, speed: 'Fast', encumbrance: 1 }, scripted([1])); // 14
 * heroMoveamt('3.6.7', { base: 12, speed: 'Fast', encumbrance: 1 }, scripted([0])); // 18
 * ```
 */
export function heroMoveamt(version: NethackVersion, hero: HeroMoveInput, random: RandomSource, steed?: MonsterMoveInput): number {
  if (steed) return applyEncumbrance(mcalcmove(version, { ...steed, steed: true }, random), hero.encumbrance);
  const site = hero.speed === 'normal' ? '' : heroSpeedSite(version, hero.speed === 'Very_fast');
  return heroMoveamtOf(familyCode(nethackVersionRules(version).family), hero.base, hero.speed, hero.encumbrance, random, site);
}

/** NORMAL_SPEED (12, `include/permonst.h`) as a const enum member, written into the code (see monster-allocation.ts). */
const enum Points {
  Normal = 12,
}

/**
 * {@link heroMoveamt} for a hero on foot, on plain values: the family as a code and the site label
 * of the speed roll resolved by the caller (unused at normal speed), so that the engine's turn
 * boundary builds nothing.
 */
export function heroMoveamtOf(family: FamilyCode, base: number, speed: HeroSpeedState, encumbrance: Encumbrance, random: RandomSource, site: string): number {
  let moveamt = base;
  if (speed !== 'normal') {
    const veryFast = speed === 'Very_fast';
    // Every version draws exactly one rn2(3) for a Fast or Very_fast hero: drawn once, here, so
    // that V8 inlines the one draw (and folds its bound) into the turn boundary.
    const roll = random.below(3, site);
    if (family === FAMILY_361) {
      // ais523's 2016 change: a whole free action, 2/3 (Very_fast) or 1/3 (Fast) of turns.
      if (veryFast ? roll !== 0 : roll === 0) moveamt += Points.Normal;
    } else if (veryFast) {
      moveamt += Points.Normal / 2;
      if (roll === 0) moveamt += Points.Normal / 2;
    } else if (roll !== 0) {
      moveamt += Points.Normal / 2;
    }
  }
  // Unencumbered, no call: a call never made is not inlined, which keeps the reduction's division
  // switch out of the engine's turn boundary (V8's inlining budget goes to the draw above).
  return encumbrance === 0 ? moveamt : applyEncumbrance(moveamt, encumbrance);
}
