import { nethackVersionRules, type NethackVersion } from '../versions.js';

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

/**
 * The hero's speed sources, kept apart as the game keeps them (`include/prop.h`,
 * `include/youprop.h`): `HFast`'s permanent bits (`INTRINSIC` = FROMOUTSIDE | FROMRACE |
 * FROMEXPER: role or race level, intrinsic speed from a wand or, in 3.7, a potion), `HFast`'s
 * `TIMEOUT` bits (turns of timed speed left: potion, spell of haste self, 3.7's wand zapped at
 * oneself; counted down once per turn by nh_timeout(), `src/timeout.c`), and `EFast` (worn speed
 * boots, `W_ARMF`).
 *
 * @example
 * ```ts
 * import type { HeroSpeedSources } from '@turnkeeper/nethack';
 * const monkWithBoots: HeroSpeedSources = { intrinsicFast: true, timedFast: 0, extrinsicFast: true };
 * ```
 */
export interface HeroSpeedSources {
  readonly intrinsicFast: boolean;
  readonly timedFast: number;
  readonly extrinsicFast: boolean;
}

/**
 * The speed property the hero's allocation reads, from its sources (`include/youprop.h`, the
 * same in every version): `Very_fast` = `(HFast & ~INTRINSIC) || EFast` (timed speed or boots),
 * else `Fast` = `HFast || EFast` (intrinsic speed), else normal. Intrinsic speed under boots is
 * still `Very_fast`; taking the boots off leaves `Fast`.
 *
 * @example
 * ```ts
 * import { heroSpeedState } from '@turnkeeper/nethack';
 * heroSpeedState({ intrinsicFast: true, timedFast: 0, extrinsicFast: false }); // 'Fast'
 * heroSpeedState({ intrinsicFast: true, timedFast: 0, extrinsicFast: true }); // 'Very_fast'
 * heroSpeedState({ intrinsicFast: false, timedFast: 120, extrinsicFast: false }); // 'Very_fast'
 * ```
 */
export function heroSpeedState(sources: HeroSpeedSources): HeroSpeedState {
  if (sources.extrinsicFast || sources.timedFast > 0) return 'Very_fast';
  return sources.intrinsicFast ? 'Fast' : 'normal';
}

/**
 * The sources a speed shorthand stands for: `Fast` is intrinsic speed (`HFast = FROMEXPER`),
 * `Very_fast` speed boots (`EFast = W_ARMF`), the two the golden traces use.
 *
 * @example
 * ```ts
 * import { heroSpeedSourcesOf } from '@turnkeeper/nethack';
 * heroSpeedSourcesOf('Very_fast'); // { intrinsicFast: false, timedFast: 0, extrinsicFast: true }
 * ```
 */
export function heroSpeedSourcesOf(speed: HeroSpeedState): HeroSpeedSources {
  return { intrinsicFast: speed === 'Fast', timedFast: 0, extrinsicFast: speed === 'Very_fast' };
}

/**
 * A monster's `mspeed` from its two sources (`src/worn.c` mon_adjust_speed(), every version):
 * MFAST while it wears an item with the FAST property (speed boots), else its `permspeed`.
 *
 * @example
 * ```ts
 * import { monsterSpeedState } from '@turnkeeper/nethack';
 * monsterSpeedState('slow', true); // 'fast'
 * monsterSpeedState('slow', false); // 'slow'
 * ```
 */
export function monsterSpeedState(permspeed: MonsterSpeedState, speedBoots: boolean): MonsterSpeedState {
  return speedBoots ? 'fast' : permspeed;
}

/**
 * The `adjust` argument of mon_adjust_speed() (`src/worn.c`) as its callers pass it: 2 a monster
 * made fast, 1 a wand or potion of speed, 0 only re-check worn boots, −1 slow monster, −2 (unused
 * by the game), −3 petrification, −4 green slime (3.6.0 on; 3.4.3's switch has no such case).
 *
 * @example
 * ```ts
 * import { SPEED_ADJUSTMENTS } from '@turnkeeper/nethack';
 * SPEED_ADJUSTMENTS[0]; // -4
 * ```
 */
export const SPEED_ADJUSTMENTS = [-4, -3, -2, -1, 0, 1, 2] as const;

/**
 * A monster's new `permspeed` after mon_adjust_speed(mon, adjust) (`src/worn.c`): 2 → MFAST;
 * 1 → slow becomes normal, otherwise MFAST; −1 → fast becomes normal, otherwise MSLOW; −2 →
 * MSLOW; −3 and −4 → fast becomes normal, otherwise unchanged ("take away intrinsic speed but
 * don't reduce normal speed"); 0 → unchanged. In 3.4.3 the switch has no case −4, so −4 changes
 * nothing there. `mspeed` then follows from the worn boots ({@link monsterSpeedState}).
 *
 * @example
 * ```ts
 * import { monAdjustSpeed } from '@turnkeeper/nethack';
 * monAdjustSpeed('3.6.7', 'slow', 1); // 'normal'
 * monAdjustSpeed('3.6.7', 'fast', -4); // 'normal'
 * monAdjustSpeed('3.4.3', 'fast', -4); // 'fast'
 * ```
 */
export function monAdjustSpeed(version: NethackVersion, permspeed: MonsterSpeedState, adjust: (typeof SPEED_ADJUSTMENTS)[number]): MonsterSpeedState {
  switch (adjust) {
    case 2:
      return 'fast';
    case 1:
      return permspeed === 'slow' ? 'normal' : 'fast';
    case -1:
      return permspeed === 'fast' ? 'normal' : 'slow';
    case -2:
      return 'slow';
    case -3:
      return permspeed === 'fast' ? 'normal' : permspeed;
    case -4:
      return nethackVersionRules(version).greenSlimeSlows && permspeed === 'fast' ? 'normal' : permspeed;
    default:
      return permspeed;
  }
}
