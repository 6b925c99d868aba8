import { Distribution, type RandomSource } from '@turnkeeper/core';
import { BASELINE_DELAY } from '../tables/constants.js';
import { meleeTime, meleeTimeDistribution, type AttackModifiers, type PlayerWeapon } from './player-attack.js';
import type { PlayerSpeedStatus } from './player-speed.js';

/**
 * The status `player_speed()` sees for a player whose spec says whether they are helpless and
 * whether they are dazed or vexed: up to 0.33 (`cannot-act`) `player_speed()` returns 10 for
 * both, from 0.34 (`helpless`) only for helplessness (player.cc, commit 1a06fe2552).
 *
 * @example
 * ```ts
 * import { NORMAL_PLAYER, playerSpeedStatusFor } from '@turnkeeper/dcss';
 * playerSpeedStatusFor({ ...NORMAL_PLAYER, dazedOrVexed: true }, 'cannot-act').helpless; // true
 * ```
 */
export function playerSpeedStatusFor<S extends PlayerSpeedStatus & { readonly dazedOrVexed?: boolean }>(
  status: S,
  helplessSpeed: 'helpless' | 'cannot-act',
): S {
  if (helplessSpeed === 'cannot-act' && status.dazedOrVexed === true && status.helpless !== true) return { ...status, helpless: true };
  return status;
}

/**
 * What keeps the player from acting this turn (main.cc `_input` when `you.cannot_act()`): `stun`,
 * the longest of `DUR_PARALYSIS`, `DUR_SLEEP`, `DUR_DAZED` and `DUR_PETRIFIED`, and `vexed`,
 * `DUR_VEXED`, in aut.
 *
 * @example
 * ```ts
 * import type { Stun } from '@turnkeeper/dcss';
 * const paralysed: Stun = { stun: 43, vexed: 0 };
 * ```
 */
export interface Stun {
  readonly stun: number;
  readonly vexed: number;
}

/**
 * main.cc `_stun_delay`: the longest of the paralysis, sleep, vexed, dazed and petrified
 * durations, at most `BASELINE_DELAY` (10 aut): a helpless player's turn, cut to one normal turn
 * so that the world reacts at least that often.
 *
 * @example
 * ```ts
 * import { stunDelay } from '@turnkeeper/dcss';
 * stunDelay({ stun: 43, vexed: 0 }); // 10
 * stunDelay({ stun: 4, vexed: 0 }); // 4: the last of the paralysis
 * ```
 */
export function stunDelay(s: Stun): number {
  return Math.min(Math.max(s.stun, s.vexed), BASELINE_DELAY);
}

/**
 * The `time_taken` of a turn the player cannot act (main.cc `_input`): while vexed, the melee
 * attack delay is rolled (`melee_attack_delay().roll()`, `player_speed()` rolled inside it); if
 * `DUR_VEXED` lasts at least that long the player makes a vexed attack of that length, else
 * {@link stunDelay}; without vexation, {@link stunDelay}, and nothing is drawn.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { NORMAL_PLAYER, stunnedTime } from '@turnkeeper/dcss';
 * stunnedTime(scripted([]), { stun: 0, vexed: 30 }, { type: 'unarmed', skill10: 0 }, { shieldPenalty20: 0, finesse: false }, NORMAL_PLAYER); // 10: a vexed attack
 * ```
 */
export function stunnedTime(random: RandomSource, s: Stun, weapon: PlayerWeapon, mods: AttackModifiers, status: PlayerSpeedStatus): number {
  if (s.vexed <= 0) return stunDelay(s);
  const delay = meleeTime(random, weapon, mods, status);
  return s.vexed >= delay ? delay : stunDelay(s);
}

/**
 * The exact law of {@link stunnedTime}.
 *
 * @example
 * ```ts
 * import { NORMAL_PLAYER, stunnedTimeDistribution } from '@turnkeeper/dcss';
 * stunnedTimeDistribution({ stun: 0, vexed: 10 }, { type: 'weapon', baseDelay: 14, brand: 'none', skill10: 75 }, { shieldPenalty20: 0, finesse: false }, NORMAL_PLAYER).toRecord();
 * // { '10': '1/1' }: an attack of 10 (3/4), or 11 > 10, then the 10-aut stun delay
 * ```
 */
export function stunnedTimeDistribution(s: Stun, weapon: PlayerWeapon, mods: AttackModifiers, status: PlayerSpeedStatus): Distribution {
  if (s.vexed <= 0) return Distribution.point(stunDelay(s));
  return meleeTimeDistribution(weapon, mods, status).map((d) => (s.vexed >= d ? d : stunDelay(s)));
}
