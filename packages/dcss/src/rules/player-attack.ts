import type { Distribution, RandomSource } from '@turnkeeper/core';
import { chain } from '../random/chain.js';
import { RandomVar } from '../random/random-var.js';
import { DCSS_SITES } from '../random/sites.js';
import { BASELINE_DELAY } from '../tables/constants.js';
import { playerSpeed, playerSpeedDistribution, type PlayerSpeedStatus } from './player-speed.js';

/** player-act.cc `player::attack_delay_with`: skill is divided at this scale to keep precision. */
const DELAY_SCALE = 20;
/** fight.cc `weapon_min_delay`: the min delay is never more than 14 below the base (skill 27 reduces at most that much). */
const MAX_SKILL_REDUCTION = 14;
/** `FASTEST_PLAYER_THROWING_SPEED` (player.h). */
const FASTEST_THROWING_DELAY = 7;

/**
 * What the player attacks with (player-act.cc `player::attack_delay_with`).
 * - `unarmed`: `skill10` is Unarmed Combat × 10 (or XL × 10 for forms that use it).
 * - `weapon`: a melee weapon (or a launcher used as one) of base delay `baseDelay`; `minDelay`
 *   defaults to the game's rule for that base delay (`weapon_min_delay`, with `shortBlade` /
 *   `crossbow`); `brand` speed ×2/3, heavy ×3/2 over the whole law.
 * - `thrown`: a thrown weapon of damage `damage`, Throwing skill × 10 in `skill10`.
 *
 * @example
 * ```ts
 * import type { PlayerWeapon } from '@turnkeeper/dcss';
 * const longSword: PlayerWeapon = { type: 'weapon', baseDelay: 14, brand: 'none', skill10: 75 };
 * ```
 */
export type PlayerWeapon =
  | { readonly type: 'unarmed'; readonly skill10: number }
  | {
      readonly type: 'weapon';
      readonly baseDelay: number;
      readonly minDelay?: number;
      readonly shortBlade?: boolean;
      readonly crossbow?: boolean;
      readonly brand: 'none' | 'speed' | 'heavy';
      readonly skill10: number;
    }
  | { readonly type: 'thrown'; readonly damage: number; readonly skill10: number };

/**
 * Everything besides the weapon that changes the attack delay: the shield penalty (at scale 20),
 * Finesse, and the speed status.
 *
 * @example
 * ```ts
 * import type { AttackModifiers } from '@turnkeeper/dcss';
 * const m: AttackModifiers = { shieldPenalty20: 0, finesse: false };
 * ```
 */
export interface AttackModifiers {
  readonly shieldPenalty20: number;
  readonly finesse: boolean;
}

/**
 * `weapon_min_delay(weapon, false)` (fight.cc): half the base delay, at most 5 for short blades and
 * 7 for everything, at least 10 for crossbows, and never more than 14 below the base.
 *
 * @example
 * ```ts
 * import { weaponMinDelay } from '@turnkeeper/dcss';
 * weaponMinDelay(14); // 7 (long sword)
 * weaponMinDelay(12, true); // 5 (rapier)
 * ```
 */
export function weaponMinDelay(baseDelay: number, shortBlade = false, crossbow = false): number {
  let min = Math.trunc(baseDelay / 2);
  if (shortBlade && min > 5) min = 5;
  if (min > 7) min = 7;
  if (crossbow && min < 10) min = 10;
  return Math.max(min, baseDelay - MAX_SKILL_REDUCTION);
}

/**
 * The attack delay before the speed status, as crawl's `random_var` (player-act.cc
 * `player::attack_delay_with`) — everything up to the final `× player_speed() / 10`.
 *
 * @example
 * ```ts
 * import { attackDelayBase } from '@turnkeeper/dcss';
 * attackDelayBase({ type: 'weapon', baseDelay: 14, brand: 'none', skill10: 75 }, { shieldPenalty20: 0, finesse: false }, false)
 *   .weightsRecord(); // { '10': 3, '11': 1 }
 * ```
 */
export function attackDelayBase(weapon: PlayerWeapon, mods: AttackModifiers, hasted: boolean): RandomVar {
  let delay: RandomVar;
  if (weapon.type === 'thrown') {
    delay = RandomVar.constant(10 + Math.trunc(weapon.damage / 2)).sub(RandomVar.constant(weapon.skill10).divRandRound(DELAY_SCALE));
    delay = delay.maxWith(RandomVar.constant(FASTEST_THROWING_DELAY));
  } else if (weapon.type === 'unarmed') {
    delay = RandomVar.constant(10).sub(RandomVar.constant(weapon.skill10).divRandRound(27 * 2));
  } else {
    const minDelay = weapon.minDelay ?? weaponMinDelay(weapon.baseDelay, weapon.shortBlade, weapon.crossbow);
    // Skill counts only up to the skill that reaches min delay (weapon_min_delay_skill = 2 × (W − min)).
    const skill = Math.min(weapon.skill10, 10 * (weapon.baseDelay - minDelay) * 2);
    delay = RandomVar.constant(weapon.baseDelay).sub(RandomVar.constant(skill).divRandRound(DELAY_SCALE));
    if (weapon.brand === 'speed') delay = delay.mul(2).divRandRound(3);
    else if (weapon.brand === 'heavy') delay = delay.mul(3).divRandRound(2);
  }
  delay = delay.maxWith(RandomVar.constant(3));
  delay = delay.add(RandomVar.constant(mods.shieldPenalty20).divRandRound(DELAY_SCALE));
  if (mods.finesse) {
    // Finesse does not stack with haste: a hasted attack is first made ×3/2 (haste_mul), then halved.
    if (hasted) delay = delay.mul(3).divRandRound(2);
    delay = delay.divRandRound(2);
  }
  return delay;
}

/**
 * The final attack-delay `random_var` for a rolled `player_speed()` value `ps`:
 * max(div_rand_round(delay × ps, 10), 1).
 *
 * @example
 * ```ts
 * import { attackDelayVar } from '@turnkeeper/dcss';
 * attackDelayVar({ type: 'weapon', baseDelay: 14, brand: 'none', skill10: 75 }, { shieldPenalty20: 0, finesse: false }, true, 7)
 *   .total; // 40: the argument of the roll's random2
 * ```
 */
export function attackDelayVar(weapon: PlayerWeapon, mods: AttackModifiers, hasted: boolean, ps: number): RandomVar {
  return attackDelayBase(weapon, mods, hasted).mul(ps).divRandRound(BASELINE_DELAY).maxWith(RandomVar.constant(1));
}

/**
 * One melee attack's `time_taken`: `player_speed()` is rolled while the delay is built (one
 * `random2(3)` if hasted or berserk), then the delay is rolled (one `random2(total)` unless it has a
 * single value), labelled fight.cc `player_fight`'s `melee_attack_delay().roll()`.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { meleeTime } from '@turnkeeper/dcss';
 * const hasted = { hasted: true, slowed: false, berserk: false, petrifying: false };
 * meleeTime(scripted([2, 14]), { type: 'weapon', baseDelay: 14, brand: 'none', skill10: 75 }, { shieldPenalty20: 0, finesse: false }, hasted); // 6
 * ```
 */
export function meleeTime(random: RandomSource, weapon: PlayerWeapon, mods: AttackModifiers, status: PlayerSpeedStatus): number {
  const ps = playerSpeed(random, status);
  return attackDelayVar(weapon, mods, status.hasted, ps).roll(random, DCSS_SITES.meleeRoll);
}

/**
 * The exact law of {@link meleeTime}, mixed over the `player_speed()` roll. Reproduces the golden
 * `player_delays.json` `melee`.
 *
 * @example
 * ```ts
 * import { meleeTimeDistribution } from '@turnkeeper/dcss';
 * const hasted = { hasted: true, slowed: false, berserk: false, petrifying: false };
 * meleeTimeDistribution({ type: 'weapon', baseDelay: 14, brand: 'none', skill10: 75 }, { shieldPenalty20: 0, finesse: false }, hasted)
 *   .toRecord(); // { '6': '17/60', '7': '3/5', '8': '7/60' }
 * ```
 */
export function meleeTimeDistribution(weapon: PlayerWeapon, mods: AttackModifiers, status: PlayerSpeedStatus): Distribution {
  return chain(playerSpeedDistribution(status), (ps) => attackDelayVar(weapon, mods, status.hasted, ps).distribution());
}
