import type { Distribution, RandomSource } from '@turnkeeper/core';
import { chain } from '../random/chain.js';
import { divRandRound, divRandRoundDistribution } from '../random/div-rand-round.js';
import { DCSS_SITES } from '../random/sites.js';
import { BASELINE_DELAY, MOVE_DELAY_SCALE } from '../tables/constants.js';
import { playerSpeed, playerSpeedDistribution, type PlayerSpeedStatus } from './player-speed.js';

/**
 * How a player move's time is rounded: trunk's single rounding at scale 60 (movement.cc
 * `move_player_action`, commit 6cb6efe6f4), 0.34's two stages with a fresh `player_speed()` roll
 * (commit 90209b8f76), or, in 0.33 and earlier, the `_prep_input` roll times the movement speed
 * (movement.cc `_apply_move_time_taken`).
 *
 * @example
 * ```ts
 * import type { MovementRounding } from '@turnkeeper/dcss';
 * const r: MovementRounding = 'two-stage';
 * ```
 */
export type MovementRounding = 'single' | 'two-stage' | 'prep-roll';

/**
 * `you.time_taken` of a move of `steps` steps at `player_movement_speed` `movementSpeed` aut.
 * - `single` (trunk, movement.cc `move_player_action`): div_rand_round(player_speed(60) × Σ mv₆₀,
 *   36000 × steps): one `random2(36000·steps)` iff not exact.
 * - `two-stage` (0.34): delay = div_rand_round(Σ mv, steps), then div_rand_round(player_speed() ×
 *   delay, 10) with player_speed() rolled again.
 * - `prep-roll` (0.33 and earlier, movement.cc `_apply_move_time_taken`): div_rand_round(`prepared`
 *   × mv, 10), where `prepared` is the player_speed() `_prep_input` rolled for this turn (rolled
 *   here when not given); a rampage's first square is free, so `steps` does not matter.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { moveTime } from '@turnkeeper/dcss';
 * const hasted = { hasted: true, slowed: false, berserk: false, petrifying: false };
 * moveTime(scripted([9314]), hasted, 10, 1, 'single'); // 7 (240000/36000, draw 9314 < 24000)
 * moveTime(scripted([3]), hasted, 8, 1, 'prep-roll', 6); // 5 (48/10, draw 3 < 8)
 * ```
 */
export function moveTime(
  random: RandomSource,
  status: PlayerSpeedStatus,
  movementSpeed: number,
  steps: number,
  rounding: MovementRounding,
  prepared?: number,
): number {
  if (rounding === 'prep-roll') {
    const ps = prepared ?? playerSpeed(random, status);
    return divRandRound(random, ps * movementSpeed, BASELINE_DELAY, DCSS_SITES.moveTimePrepRoll);
  }
  if (rounding === 'single') {
    const ps = playerSpeed(random, status, MOVE_DELAY_SCALE);
    const total = movementSpeed * MOVE_DELAY_SCALE * steps;
    return divRandRound(random, ps * total, BASELINE_DELAY * MOVE_DELAY_SCALE * MOVE_DELAY_SCALE * steps, DCSS_SITES.moveTime);
  }
  const delay = divRandRound(random, movementSpeed * steps, steps, DCSS_SITES.moveDelayTwoStage);
  const ps = playerSpeed(random, status);
  return divRandRound(random, ps * delay, BASELINE_DELAY, DCSS_SITES.moveTimeTwoStage);
}

/**
 * The exact law of {@link moveTime} (for any number of steps of the same speed: the law of one
 * step). Reproduces the golden `player_delays.json` `move` (single) and `move_0_34` (two-stage;
 * `prep-roll` has the same law: one player_speed() roll, then one rounding by 10).
 *
 * @example
 * ```ts
 * import { moveTimeDistribution } from '@turnkeeper/dcss';
 * const hasted = { hasted: true, slowed: false, berserk: false, petrifying: false };
 * moveTimeDistribution(hasted, 8, 'two-stage').toRecord(); // { '4': '1/15', '5': '8/15', '6': '2/5' }
 * ```
 */
export function moveTimeDistribution(status: PlayerSpeedStatus, movementSpeed: number, rounding: MovementRounding): Distribution {
  if (rounding === 'single') {
    return chain(playerSpeedDistribution(status, MOVE_DELAY_SCALE), (ps) =>
      divRandRoundDistribution(ps * movementSpeed * MOVE_DELAY_SCALE, BASELINE_DELAY * MOVE_DELAY_SCALE * MOVE_DELAY_SCALE),
    );
  }
  // two-stage and prep-roll: the step delay is exact for steps of one speed; one player_speed() roll, one rounding.
  return chain(playerSpeedDistribution(status), (ps) => divRandRoundDistribution(ps * movementSpeed, BASELINE_DELAY));
}

/**
 * Arriving on a new level by stairs: div_rand_round(3 × time_taken, 2) (files.cc `load_level`).
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { stairsTime } from '@turnkeeper/dcss';
 * stairsTime(scripted([]), 10); // 15
 * ```
 */
export function stairsTime(random: RandomSource, timeTaken: number): number {
  return divRandRound(random, 3 * timeTaken, 2, DCSS_SITES.stairs);
}

/**
 * The exact law of a stair trip's time for a player of this status (the wait roll, then ×3/2).
 *
 * @example
 * ```ts
 * import { stairsTimeDistribution } from '@turnkeeper/dcss';
 * stairsTimeDistribution({ hasted: true, slowed: false, berserk: false, petrifying: false }).toRecord();
 * // { '9': '1/3', '10': '1/3', '11': '1/3' }
 * ```
 */
export function stairsTimeDistribution(status: PlayerSpeedStatus): Distribution {
  return chain(playerSpeedDistribution(status), (t) => divRandRoundDistribution(3 * t, 2));
}
