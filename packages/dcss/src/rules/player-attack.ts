import { InvalidArgumentError, type Distribution, type RandomSource } from '@turnkeeper/core';
import { chain } from '../random/chain.js';
import { RandomVar, randomVarDistribution } from '../random/random-var.js';
import { DCSS_DRAW_SITES } from '../random/draw-sites.js';
import { BASELINE_DELAY, MAX_SKILL_LEVEL, MIN_ATTACK_DELAY } from '../tables/constants.js';
import { checkedS32 } from '@turnkeeper/core/cint';
import { playerSpeed, playerSpeedDistribution, type PlayerSpeedStatus } from './player-speed.js';

/** player-act.cc `player::attack_delay_with`: skill is divided at this scale to keep precision. */
const DELAY_SCALE = 20;
/** fight.cc `weapon_min_delay`: the min delay is never more than (MAX_SKILL_LEVEL + 1) / 2 = 14 below the base (skill 27 reduces at most that much). */
const MAX_SKILL_REDUCTION = 14;
/** `FASTEST_PLAYER_THROWING_SPEED` (player.h). */
const FASTEST_THROWING_DELAY = 7;

/**
 * What the player attacks with (player-act.cc `player::attack_delay_with`).
 * - `unarmed`: `skill10` is Unarmed Combat × 10 (or XL × 10 for forms that use it).
 * - `weapon`: a melee weapon (or a launcher used as one) of base delay `baseDelay`; `minDelay`
 *   defaults to the game's rule for that base delay (`weapon_min_delay`, with `shortBlade` /
 *   `crossbow`); `brand` speed ×2/3, heavy ×3/2 over the whole law; `woodcuttersAxe`: the
 *   unrandart whose delay is its base delay, whatever the skill, shield, Finesse or speed.
 * - `thrown`: a thrown weapon of damage `damage`, Throwing skill × 10 in `skill10`.
 *
 * Every `skill10` counts up to 270 (player.cc `player::skill` clamps at `MAX_SKILL_LEVEL`); a
 * given `minDelay` is raised to 3 like the game's own (fight.cc `weapon_min_delay`).
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
      readonly woodcuttersAxe?: boolean;
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
 * The skill × 10 the game counts: player.cc `player::skill` clamps every skill at
 * `MAX_SKILL_LEVEL` × scale (270), after Heroism, the Charlatan's Orb and the like have raised it.
 *
 * @example
 * ```ts
 * import { effectiveSkill10 } from '@turnkeeper/dcss';
 * effectiveSkill10(320); // 270: skill 27 plus Heroism's 5 still counts as 27
 * ```
 */
export function effectiveSkill10(skill10: number): number {
  return Math.min(skill10, MAX_SKILL_LEVEL * 10);
}

/**
 * `weapon_min_delay(weapon, false)` (fight.cc): half the base delay, at most 5 for short blades and
 * 7 for everything, at least 10 for crossbows, never more than 14 below the base, and never below
 * 3 ("never go faster than speed 3"); the Woodcutter's Axe's is its base delay.
 *
 * @example
 * ```ts
 * import { weaponMinDelay } from '@turnkeeper/dcss';
 * weaponMinDelay(14); // 7 (long sword)
 * weaponMinDelay(12, true); // 5 (rapier)
 * weaponMinDelay(5); // 3: 5 / 2 = 2, raised to the floor
 * ```
 */
export function weaponMinDelay(baseDelay: number, shortBlade = false, crossbow = false, woodcuttersAxe = false): number {
  if (woodcuttersAxe) return baseDelay;
  let min = Math.trunc(baseDelay / 2);
  if (shortBlade && min > 5) min = 5;
  if (min > 7) min = 7;
  if (crossbow && min < 10) min = 10;
  min = Math.max(min, baseDelay - MAX_SKILL_REDUCTION);
  return Math.max(min, MIN_ATTACK_DELAY);
}

/**
 * `weapon_min_delay_skill` (fight.cc) × 10: the skill × 10 at which the weapon reaches its min
 * delay, 2 × (base − min delay) × 10; skill above it does not count (player-act.cc
 * `attack_delay_with` caps the skill there).
 *
 * @example
 * ```ts
 * import { weaponMinDelaySkill10 } from '@turnkeeper/dcss';
 * weaponMinDelaySkill10({ type: 'weapon', baseDelay: 14, brand: 'none', skill10: 0 }); // 140: a long sword is at its fastest at skill 14
 * ```
 */
export function weaponMinDelaySkill10(weapon: Extract<PlayerWeapon, { type: 'weapon' }>): number {
  return 10 * (weapon.baseDelay - minDelayOf(weapon)) * 2;
}

/** The weapon's min delay: the given one (raised to the game's floor of 3) or the game's rule. */
function minDelayOf(weapon: Extract<PlayerWeapon, { type: 'weapon' }>): number {
  if (weapon.minDelay !== undefined) return Math.max(weapon.minDelay, MIN_ATTACK_DELAY);
  return weaponMinDelay(weapon.baseDelay, weapon.shortBlade, weapon.crossbow, weapon.woodcuttersAxe);
}

/**
 * The attack delay before the speed status, as crawl's `random_var` (player-act.cc
 * `player::attack_delay_with`) — everything up to the final `× player_speed() / 10`. Finesse
 * with berserk is a state the game asserts against (`ASSERT(!you.duration[DUR_BERSERK])`):
 * {@link meleeTime} refuses it.
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
    const projectileDelay = checkedS32(10 + Math.trunc(weapon.damage / 2), 'attack_delay_with: 10 + damage / 2');
    delay = RandomVar.constant(projectileDelay).sub(RandomVar.constant(effectiveSkill10(weapon.skill10)).divRandRound(DELAY_SCALE));
    delay = delay.maxWith(RandomVar.constant(FASTEST_THROWING_DELAY));
  } else if (weapon.type === 'unarmed') {
    delay = RandomVar.constant(10).sub(RandomVar.constant(effectiveSkill10(weapon.skill10)).divRandRound(27 * 2));
  } else {
    // The Woodcutter's Axe returns its base delay at once (player-act.cc attack_delay_with).
    if (weapon.woodcuttersAxe) return RandomVar.constant(weapon.baseDelay);
    // Skill counts only up to the skill that reaches min delay (weapon_min_delay_skill = 2 × (W − min)).
    const skill = Math.min(effectiveSkill10(weapon.skill10), weaponMinDelaySkill10(weapon));
    delay = RandomVar.constant(weapon.baseDelay).sub(RandomVar.constant(skill).divRandRound(DELAY_SCALE));
    if (weapon.brand === 'speed') delay = delay.mul(2).divRandRound(3);
    else if (weapon.brand === 'heavy') delay = delay.mul(3).divRandRound(2);
  }
  delay = delay.maxWith(RandomVar.constant(MIN_ATTACK_DELAY));
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
 * max(div_rand_round(delay × ps, 10), 1) (the Woodcutter's Axe: its base delay, `ps` unused).
 *
 * @example
 * ```ts
 * import { attackDelayVar } from '@turnkeeper/dcss';
 * attackDelayVar({ type: 'weapon', baseDelay: 14, brand: 'none', skill10: 75 }, { shieldPenalty20: 0, finesse: false }, true, 7)
 *   .total; // 40: the argument of the roll's random2
 * ```
 */
export function attackDelayVar(weapon: PlayerWeapon, mods: AttackModifiers, hasted: boolean, ps: number): RandomVar {
  const base = attackDelayBase(weapon, mods, hasted);
  if (isWoodcuttersAxe(weapon)) return base;
  return base.mul(ps).divRandRound(BASELINE_DELAY).maxWith(RandomVar.constant(1));
}

function isWoodcuttersAxe(weapon: PlayerWeapon): boolean {
  return weapon.type === 'weapon' && weapon.woodcuttersAxe === true;
}

/** Finesse asserts the player is not berserk (player-act.cc `attack_delay_with`). */
function checkFinesse(mods: AttackModifiers, status: PlayerSpeedStatus): void {
  if (mods.finesse && status.berserk) {
    throw new InvalidArgumentError('finesse', true, 'not while berserk: player-act.cc attack_delay_with asserts !you.duration[DUR_BERSERK] under Finesse');
  }
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
  checkFinesse(mods, status);
  // The Woodcutter's Axe returns before attack_delay_with calls player_speed(): nothing drawn for it.
  const ps = isWoodcuttersAxe(weapon) ? BASELINE_DELAY : playerSpeed(random, status);
  return attackDelayVar(weapon, mods, status.hasted, ps).roll(random, DCSS_DRAW_SITES.meleeRoll);
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
  checkFinesse(mods, status);
  if (isWoodcuttersAxe(weapon)) return randomVarDistribution(attackDelayVar(weapon, mods, status.hasted, BASELINE_DELAY));
  return chain(playerSpeedDistribution(status), (ps) => randomVarDistribution(attackDelayVar(weapon, mods, status.hasted, ps)));
}
