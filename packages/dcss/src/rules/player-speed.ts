import { Distribution, type RandomSource } from '@turnkeeper/core';
import { chain } from '../random/chain.js';
import { divRandRound, divRandRoundDistribution } from '../random/div-rand-round.js';
import { DCSS_DRAW_SITES } from '../random/draw-sites.js';
import { BASELINE_DELAY } from '../tables/constants.js';

/**
 * The player states `player_speed` reads (player.cc `player_speed`), each the game variable it
 * comes from: `DUR_HASTE`, `DUR_SLOW`, `DUR_BERSERK`, `DUR_PETRIFYING`, and the optional ones the
 * game keeps apart from them — statue form (`you.form == transformation::statue`), a stat at zero
 * (`have_stat_zero()`, which slows like `DUR_SLOW`), Cheibriados's `passive_t::no_haste` (which
 * stops berserk, not haste, from speeding you up) and helplessness (`you.helpless()`: asleep,
 * paralysed or petrified, when `player_speed` returns 10 × scale without looking at the rest).
 *
 * @example
 * ```ts
 * import type { PlayerSpeedStatus } from '@turnkeeper/dcss';
 * const s: PlayerSpeedStatus = { hasted: true, slowed: false, berserk: false, petrifying: false };
 * ```
 */
export interface PlayerSpeedStatus {
  /** `DUR_HASTE`: ×2/3. */
  readonly hasted: boolean;
  /** `DUR_SLOW`: ×3/2. */
  readonly slowed: boolean;
  /** `DUR_BERSERK`: ×2/3 (not with haste as well; not under `noHaste`). */
  readonly berserk: boolean;
  /** `DUR_PETRIFYING`: ×15/10, truncated. */
  readonly petrifying: boolean;
  /** Statue form: ×15/10, truncated, like petrifying (the two do not stack). */
  readonly statue?: boolean;
  /** A stat at zero (`have_stat_zero()`): ×3/2, like `DUR_SLOW` (the two do not stack). */
  readonly statZero?: boolean;
  /** Cheibriados's `passive_t::no_haste`: berserk no longer speeds you up (haste still does). */
  readonly noHaste?: boolean;
  /** `you.helpless()` (asleep, paralysed or petrified): `player_speed` is 10 × scale, no draw. */
  readonly helpless?: boolean;
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

/** The ×2/3 step of `player_speed`: berserk (unless `noHaste`), else haste; undefined when neither. */
function fastStep(status: PlayerSpeedStatus): 'berserk' | 'haste' | undefined {
  if (status.berserk && !status.noHaste) return 'berserk';
  return status.hasted ? 'haste' : undefined;
}

/**
 * `player_speed(scale)` (player.cc): 10·scale; if helpless, that and nothing else; slowed or a
 * stat at zero ×3/2 (`haste_mul`), then berserk (`berserk_div`, not under Cheibriados's
 * `no_haste`) **or** hasted (`haste_div`) ×2/3, each a `div_rand_round` (defines.h), then statue
 * form or petrifying ×15/10 truncated. At scale 1 a hasted or berserk player draws one
 * `random2(3)` (6 or 7 aut); at scale 60 every step divides exactly and nothing is drawn.
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
  if (status.helpless) return ps;
  if (status.slowed || status.statZero) ps = divRandRound(random, ps * 3, 2, DCSS_DRAW_SITES.playerSpeedSlow);
  const fast = fastStep(status);
  if (fast === 'berserk') ps = divRandRound(random, ps * 2, 3, DCSS_DRAW_SITES.playerSpeedBerserk);
  else if (fast === 'haste') ps = divRandRound(random, ps * 2, 3, DCSS_DRAW_SITES.playerSpeedHaste);
  if (status.petrifying || status.statue) ps = Math.trunc((ps * 15) / 10);
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
  if (status.helpless) return d;
  if (status.slowed || status.statZero) d = chain(d, (ps) => divRandRoundDistribution(ps * 3, 2));
  if (fastStep(status) !== undefined) d = chain(d, (ps) => divRandRoundDistribution(ps * 2, 3));
  if (status.petrifying || status.statue) d = d.map((ps) => Math.trunc((ps * 15) / 10));
  return d;
}

/**
 * Whether `player_speed()` at scale 1 draws (hasted or berserk, not helpless): the `_prep_input`
 * roll then uses one `random2(3)`.
 *
 * @example
 * ```ts
 * import { NORMAL_PLAYER, playerSpeedDraws } from '@turnkeeper/dcss';
 * playerSpeedDraws({ ...NORMAL_PLAYER, berserk: true, noHaste: true }); // false: Cheibriados stops berserk's haste
 * ```
 */
export function playerSpeedDraws(status: PlayerSpeedStatus): boolean {
  return !status.helpless && fastStep(status) !== undefined;
}
