import { Distribution, Fraction, type RandomSource } from '@turnkeeper/core';
import type { NethackVersion } from '../versions.js';
import type { Encumbrance } from './encumbrance.js';
import { enumerateDraws } from './enumerate-draws.js';
import { heroMoveamt, type HeroMoveInput } from './hero-allocation.js';
import { mcalcmove, type MonsterMoveInput } from './monster-allocation.js';

/**
 * One sequence of `rn2()` arguments an allocation consumes, with its probability (the golden
 * files' `rn2_patterns`).
 *
 * @example
 * ```ts
 * import { frac } from '@turnkeeper/core';
 * const p: RandomPattern = { args: [5, 3], probability: frac(1, 1) }; // 3.6.0, a normal monster
 * ```
 */
export interface RandomPattern {
  readonly args: readonly number[];
  readonly probability: Fraction;
}

/**
 * The exact law of one allocation: movement gained → probability, its mean, and the random calls
 * it makes.
 *
 * @example
 * ```ts
 * import { monsterAllocationLaw } from '@turnkeeper/nethack';
 * const law = monsterAllocationLaw('3.6.7', { base: 15, mspeed: 'normal' });
 * law.distribution.toRecord(); // { '12': '3/4', '24': '1/4' }
 * law.mean.toString(); // '15/1'
 * ```
 */
export interface AllocationLaw {
  readonly distribution: Distribution;
  readonly mean: Fraction;
  readonly patterns: readonly RandomPattern[];
}

function lawOf(run: (random: RandomSource) => number): AllocationLaw {
  const outcomes = enumerateDraws(run);
  const distribution = Distribution.from(outcomes.map((o) => [o.value, o.probability] as const));
  const patterns = new Map<string, { args: readonly number[]; probability: Fraction }>();
  for (const o of outcomes) {
    const key = o.draws.join(',');
    const p = patterns.get(key);
    patterns.set(key, { args: o.draws, probability: (p?.probability ?? Fraction.ZERO).add(o.probability) });
  }
  return { distribution, mean: distribution.mean(), patterns: [...patterns.values()] };
}

/**
 * The exact law of what a monster gains per turn (`src/mon.c` mcalcmove(), every
 * outcome of its draws enumerated).
 * `steed` and `galloping` give the steed contexts.
 *
 * @example
 * ```ts
 * import { monsterAllocationLaw } from '@turnkeeper/nethack';
 * monsterAllocationLaw('3.6.0', { base: 1, mspeed: 'normal' }).mean.toString(); // '34/15'
 * monsterAllocationLaw('3.6.7', { base: 24, mspeed: 'normal', steed: true, galloping: true })
 *   .distribution.toRecord(); // { '24': '1/6', '36': '2/3', '48': '1/6' }
 * ```
 */
export function monsterAllocationLaw(version: NethackVersion, monster: MonsterMoveInput): AllocationLaw {
  return lawOf((r) => mcalcmove(version, monster, r));
}

/**
 * The exact law of what the hero gains per turn when not riding after a move (`src/allmain.c`
 * moveloop(), 3.7 u_calc_moveamt()).
 *
 * @example
 * ```ts
 * import { heroAllocationLaw } from '@turnkeeper/nethack';
 * heroAllocationLaw('3.4.3', { base: 12, speed: 'Fast', encumbrance: 1 }).distribution.toRecord();
 * // { '9': '1/3', '14': '2/3' }
 * ```
 */
export function heroAllocationLaw(version: NethackVersion, hero: HeroMoveInput): AllocationLaw {
  return lawOf((r) => heroMoveamt(version, hero, r));
}

/**
 * The exact law of what a riding hero gains per turn after a move: mcalcmove() on the steed, then
 * the hero's encumbrance (moveloop() / u_calc_moveamt(): "your speed doesn't augment steed's
 * speed"). The steed's own allocation in
 * the monster loop is a separate call.
 *
 * @example
 * ```ts
 * import { ridingAllocationLaw } from '@turnkeeper/nethack';
 * ridingAllocationLaw('3.4.3', { base: 24, mspeed: 'normal', galloping: true }, 0).distribution.toRecord();
 * // { '32': '1/2', '40': '1/2' }
 * ```
 */
export function ridingAllocationLaw(version: NethackVersion, steed: MonsterMoveInput, encumbrance: Encumbrance): AllocationLaw {
  return lawOf((r) => heroMoveamt(version, { base: 0, speed: 'normal', encumbrance }, r, { ...steed, steed: true }));
}
