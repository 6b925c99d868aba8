import { Distribution, type RandomSource } from '@turnkeeper/core';
import { chain } from '../random/chain.js';
import { divRandRound, divRandRoundDistribution } from '../random/div-rand-round.js';
import { DCSS_SITES } from '../random/sites.js';
import { BASELINE_DELAY } from '../tables/constants.js';

/**
 * The player statuses that change `player_speed` (player.cc `player_speed`).
 *
 * @example
 * ```ts
 * import type { PlayerSpeedStatus } from '@turnkeeper/dcss';
 * const s: PlayerSpeedStatus = { hasted: true, slowed: false, berserk: false, petrifying: false };
 * ```
 */
export interface PlayerSpeedStatus {
  readonly hasted: boolean;
  readonly slowed: boolean;
  readonly berserk: boolean;
  /** Petrifying or statue form: ×1.5, truncated. */
  readonly petrifying: boolean;
}

/**
 * Normal speed: every status off.
 *
 * @example
 * ```ts
 * import { NORMAL_PLAYER } from '@turnkeeper/dcss';
 * playerSpeedDistribution({ ...NORMAL_PLAYER, hasted: true }).toRecord(); // { '6': '1/3', '7': '2/3' }
 * ```
 */
export const NORMAL_PLAYER: PlayerSpeedStatus = { hasted: false, slowed: false, berserk: false, petrifying: false };

/**
 * `player_speed(scale)` (player.cc): 10·scale; slowed ×3/2 (`haste_mul`), then berserk
 * (`berserk_div`) **or** hasted (`haste_div`) ×2/3, each a `div_rand_round` (defines.h), then
 * petrifying/statue ×15/10 truncated. At scale 1 a hasted or berserk player draws one
 * `random2(3)` (6 or 7 aut); at scale 60 every step divides exactly and nothing is drawn. (A
 * helpless player's speed is not modelled: the game returns 10·scale then.)
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { playerSpeed } from '@turnkeeper/dcss';
 * playerSpeed(scripted([2]), { hasted: true, slowed: false, berserk: false, petrifying: false }); // 6
 * ```
 */
export function playerSpeed(random: RandomSource, status: PlayerSpeedStatus, scale = 1): number {
  let ps = BASELINE_DELAY * scale;
  if (status.slowed) ps = divRandRound(random, ps * 3, 2, DCSS_SITES.playerSpeedSlow);
  if (status.berserk) ps = divRandRound(random, ps * 2, 3, DCSS_SITES.playerSpeedBerserk);
  else if (status.hasted) ps = divRandRound(random, ps * 2, 3, DCSS_SITES.playerSpeedHaste);
  if (status.petrifying) ps = Math.trunc((ps * 15) / 10);
  return ps;
}

/**
 * The exact law of {@link playerSpeed}: the length of a wait (and most spells and item uses).
 * Reproduces `player_delays.json` `wait`.
 *
 * @example
 * ```ts
 * import { playerSpeedDistribution } from '@turnkeeper/dcss';
 * playerSpeedDistribution({ hasted: true, slowed: false, berserk: false, petrifying: true }).toRecord(); // { '9': '1/3', '10': '2/3' }
 * ```
 */
export function playerSpeedDistribution(status: PlayerSpeedStatus, scale = 1): Distribution {
  let d = Distribution.point(BASELINE_DELAY * scale);
  if (status.slowed) d = chain(d, (ps) => divRandRoundDistribution(ps * 3, 2));
  if (status.berserk || status.hasted) d = chain(d, (ps) => divRandRoundDistribution(ps * 2, 3));
  if (status.petrifying) d = d.map((ps) => Math.trunc((ps * 15) / 10));
  return d;
}
