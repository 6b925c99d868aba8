import type { Distribution} from '@turnkeeper/core';
import { type RandomSource } from '@turnkeeper/core';
import { chain } from '../random/chain.js';
import { divRandRound, divRandRoundDistribution } from '../random/div-rand-round.js';
import { BASELINE_DELAY, playerSpeed, playerSpeedDistribution, type PlayerSpeedStatus } from './player-speed.js';

/**
 * Scale trunk computes movement at (player.cc `player_overall_move_delay`: 60 has many factors).
 *
 * @example
 * ```ts
 * import { MOVE_DELAY_SCALE } from '@turnkeeper/dcss';
 * playerSpeed(random, status, MOVE_DELAY_SCALE); // 600 at normal speed
 * ```
 */
export const MOVE_DELAY_SCALE = 60;

/**
 * FASTEST_PLAYER_MOVE_SPEED (player.h:97): `player_movement_speed` never goes below 6 aut.
 *
 * @example
 * ```ts
 * import { FASTEST_PLAYER_MOVE_SPEED } from '@turnkeeper/dcss';
 * FASTEST_PLAYER_MOVE_SPEED; // 6
 * ```
 */
export const FASTEST_PLAYER_MOVE_SPEED = 6;

/**
 * How player steps are rounded: trunk's single rounding at scale 60, or 0.34's two stages.
 *
 * @example
 * ```ts
 * import type { MovementRounding } from '@turnkeeper/dcss';
 * const r: MovementRounding = 'two-stage';
 * ```
 */
export type MovementRounding = 'single' | 'two-stage';

/**
 * `you.time_taken` of a move of `steps` steps at `player_movement_speed` `movementSpeed` aut
 * (spec §5.2, movement.cc `move_player_action`).
 * - `single` (trunk): div_rand_round(player_speed(60) × Σ mv₆₀, 36000 × steps): one
 *   `random2(36000·steps)` iff not exact.
 * - `two-stage` (0.34.x and earlier): delay = div_rand_round(Σ mv, steps), then
 *   div_rand_round(player_speed() × delay, 10) with player_speed() rolled again.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { moveTime } from '@turnkeeper/dcss';
 * const hasted = { hasted: true, slowed: false, berserk: false, petrifying: false };
 * moveTime(scripted([9314]), hasted, 10, 1, 'single'); // 7 (240000/36000, draw 9314 < 24000)
 * ```
 */
export function moveTime(
  random: RandomSource,
  status: PlayerSpeedStatus,
  movementSpeed: number,
  steps: number,
  rounding: MovementRounding,
): number {
  if (rounding === 'single') {
    const ps = playerSpeed(random, status, MOVE_DELAY_SCALE);
    const total = movementSpeed * MOVE_DELAY_SCALE * steps;
    return divRandRound(random, ps * total, BASELINE_DELAY * MOVE_DELAY_SCALE * MOVE_DELAY_SCALE * steps);
  }
  const delay = divRandRound(random, movementSpeed * steps, steps);
  const ps = playerSpeed(random, status);
  return divRandRound(random, ps * delay, BASELINE_DELAY);
}

/**
 * The exact law of {@link moveTime} for one step. Reproduces `player_delays.json` `move` (single)
 * and `move_0_34` (two-stage).
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
  return chain(playerSpeedDistribution(status), (ps) => divRandRoundDistribution(ps * movementSpeed, BASELINE_DELAY));
}

/**
 * Arriving on a new level by stairs: div_rand_round(3 × time_taken, 2) (files.cc:2341, spec §5.4).
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { stairsTime } from '@turnkeeper/dcss';
 * stairsTime(scripted([]), 10); // 15
 * ```
 */
export function stairsTime(random: RandomSource, timeTaken: number): number {
  return divRandRound(random, 3 * timeTaken, 2);
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
