/**
 * `NORMAL_SPEED` (`include/permonst.h`): the movement points one action costs, and the speed of
 * a normal hero or monster.
 *
 * @example
 * ```ts
 * import { NORMAL_SPEED } from '@turnkeeper/nethack';
 * NORMAL_SPEED; // 12
 * ```
 */
export const NORMAL_SPEED = 12;

/**
 * A monster's speed state (`mspeed`, `include/monst.h`): 0, MSLOW or MFAST.
 *
 * @example
 * ```ts
 * import type { MonsterSpeedState } from '@turnkeeper/nethack';
 * const hasted: MonsterSpeedState = 'fast';
 * ```
 */
export type MonsterSpeedState = 'normal' | 'slow' | 'fast';

/**
 * The monster speed states, in `mspeed` order (0, MSLOW, MFAST).
 *
 * @example
 * ```ts
 * import { MONSTER_SPEED_STATES } from '@turnkeeper/nethack';
 * MONSTER_SPEED_STATES[1]; // 'slow'
 * ```
 */
export const MONSTER_SPEED_STATES = ['normal', 'slow', 'fast'] as const satisfies readonly MonsterSpeedState[];

/**
 * The hero's speed property (`include/youprop.h`): `Fast` is intrinsic speed only (role or level,
 * wand of speed up to 3.6, potion in 3.7); `Very_fast` is speed boots or timed speed (potion,
 * spell, and in 3.7 the wand zapped at oneself). moveloop() (3.7 u_calc_moveamt()) tests `Very_fast` first.
 *
 * @example
 * ```ts
 * import type { HeroSpeedState } from '@turnkeeper/nethack';
 * const boots: HeroSpeedState = 'Very_fast';
 * ```
 */
export type HeroSpeedState = 'normal' | 'Fast' | 'Very_fast';

/**
 * The hero speed states.
 *
 * @example
 * ```ts
 * import { HERO_SPEED_STATES } from '@turnkeeper/nethack';
 * HERO_SPEED_STATES.length; // 3
 * ```
 */
export const HERO_SPEED_STATES = ['normal', 'Fast', 'Very_fast'] as const satisfies readonly HeroSpeedState[];

/**
 * The adjusted speed S′ of a monster (the first step of `src/mon.c` mcalcmove(), identical in
 * every version; `mspeed` is set by mon_adjust_speed() in `src/worn.c`): `b` itself, ⌊(2b+1)/3⌋ when slowed, ⌊(4b+2)/3⌋ when hasted.
 *
 * @example
 * ```ts
 * import { adjustedSpeed } from '@turnkeeper/nethack';
 * adjustedSpeed(12, 'slow'); // 8
 * adjustedSpeed(12, 'fast'); // 16
 * adjustedSpeed(1, 'slow'); // 1 (the +1 keeps it from dropping to 0)
 * ```
 */
export function adjustedSpeed(base: number, mspeed: MonsterSpeedState): number {
  if (mspeed === 'slow') return Math.trunc((2 * base + 1) / 3);
  if (mspeed === 'fast') return Math.trunc((4 * base + 2) / 3);
  return base;
}
