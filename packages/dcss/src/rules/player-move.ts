import { InvalidArgumentError, type Distribution, type RandomSource } from '@turnkeeper/core';
import { chain } from '../random/chain.js';
import { divRandRound, divRandRoundDistribution } from '../random/div-rand-round.js';
import { DCSS_DRAW_SITES } from '../random/draw-sites.js';
import { BASELINE_DELAY, FASTEST_PLAYER_MOVE_SPEED, MOVE_DELAY_SCALE } from '../tables/constants.js';
import { checkedS32 } from '@turnkeeper/core/cint';
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
 * `player_movement_speed`'s floor (player.cc): a movement speed below `FASTEST_PLAYER_MOVE_SPEED`
 * × scale (6 aut) is raised to it. The game computes the speed from forms, terrain, armour,
 * mutations, gods and spells, then clamps it here, so any `int` before the floor is a speed the
 * game can hold.
 *
 * @example
 * ```ts
 * import { effectiveMovementSpeed } from '@turnkeeper/dcss';
 * effectiveMovementSpeed(4); // 6
 * effectiveMovementSpeed(270, 60); // 360: 4.5 aut at trunk's scale 60 is raised to 6 aut
 * ```
 */
export function effectiveMovementSpeed(movementSpeed: number, scale = 1): number {
  return Math.max(movementSpeed, FASTEST_PLAYER_MOVE_SPEED * scale);
}

/**
 * A player's movement speed at trunk's scale 60 (player.cc `player_movement_speed(…, scale)`,
 * movement.cc `move_player_action`): `movementSpeed60` when given, else `movementSpeed` × 60 (the
 * game's `mv *= scale`), then the floor of 360.
 *
 * @example
 * ```ts
 * import { movementSpeedAt60 } from '@turnkeeper/dcss';
 * movementSpeedAt60(10, 450); // 450: swiftness on a normal 10-aut step (3/4 of 600)
 * movementSpeedAt60(10); // 600
 * ```
 */
export function movementSpeedAt60(movementSpeed: number, movementSpeed60?: number | null): number {
  const mv = movementSpeed60 ?? checkedS32(movementSpeed * MOVE_DELAY_SCALE, 'player_movement_speed: mv *= scale');
  return effectiveMovementSpeed(mv, MOVE_DELAY_SCALE);
}

/** Only trunk computes movement at scale 60; a scale-60 speed cannot be used by an older rounding. */
function checkScale(rounding: MovementRounding, movementSpeed60: number | null | undefined): void {
  if (rounding !== 'single' && movementSpeed60 !== undefined && movementSpeed60 !== null) {
    throw new InvalidArgumentError(
      'movementSpeed60',
      movementSpeed60,
      'null before trunk: 0.34 and earlier compute player_movement_speed() in whole aut (player.cc), so give movementSpeed',
    );
  }
}

/**
 * `you.time_taken` of a move of `steps` steps at `player_movement_speed` `movementSpeed` aut
 * (raised to 6, player.cc `player_movement_speed`; trunk can take the scale-60 speed
 * `movementSpeed60` instead, raised to 360).
 * - `single` (trunk, movement.cc `move_player_action`): div_rand_round(player_speed(60) × Σ mv₆₀,
 *   36000 × steps): one `random2(36000·steps)` iff not exact.
 * - `two-stage` (0.34): delay = div_rand_round(Σ mv, steps), then div_rand_round(player_speed() ×
 *   delay, 10) with player_speed() rolled again.
 * - `prep-roll` (0.33 and earlier, movement.cc `_apply_move_time_taken`): div_rand_round(`prepared`
 *   × mv, 10), where `prepared` is the player_speed() `_prep_input` rolled for this turn (rolled
 *   here when not given); a rampage's first square is free, so `steps` does not matter.
 * Products past the game's 32-bit `int` are a `TIME_OVERFLOW`.
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
  movementSpeed60?: number | null,
): number {
  checkScale(rounding, movementSpeed60);
  if (rounding === 'single') {
    const mv = movementSpeedAt60(movementSpeed, movementSpeed60);
    const ps = playerSpeed(random, status, MOVE_DELAY_SCALE);
    const total = checkedS32(mv * steps, 'move_player_action: delay (Σ movement speed at scale 60)');
    const num = checkedS32(ps * total, 'move_player_action: player_speed(60) × delay');
    const den = checkedS32(BASELINE_DELAY * MOVE_DELAY_SCALE * MOVE_DELAY_SCALE * steps, 'move_player_action: 36000 × steps_taken');
    return divRandRound(random, num, den, DCSS_DRAW_SITES.moveTime);
  }
  const mv = effectiveMovementSpeed(movementSpeed);
  if (rounding === 'prep-roll') {
    const ps = prepared ?? playerSpeed(random, status);
    return divRandRound(random, checkedS32(ps * mv, '_apply_move_time_taken: time_taken × movement speed'), BASELINE_DELAY, DCSS_DRAW_SITES.moveTimePrepRoll);
  }
  const total = checkedS32(mv * steps, 'move_player_action: delay (Σ movement speed)');
  const delay = divRandRound(random, total, steps, DCSS_DRAW_SITES.moveDelayTwoStage);
  const ps = playerSpeed(random, status);
  return divRandRound(random, checkedS32(ps * delay, 'move_player_action: player_speed() × delay'), BASELINE_DELAY, DCSS_DRAW_SITES.moveTimeTwoStage);
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
export function moveTimeDistribution(
  status: PlayerSpeedStatus,
  movementSpeed: number,
  rounding: MovementRounding,
  movementSpeed60?: number | null,
): Distribution {
  checkScale(rounding, movementSpeed60);
  if (rounding === 'single') {
    const mv = movementSpeedAt60(movementSpeed, movementSpeed60);
    return chain(playerSpeedDistribution(status, MOVE_DELAY_SCALE), (ps) =>
      divRandRoundDistribution(checkedS32(ps * mv, 'move_player_action: player_speed(60) × delay'), BASELINE_DELAY * MOVE_DELAY_SCALE * MOVE_DELAY_SCALE),
    );
  }
  // two-stage and prep-roll: the step delay is exact for steps of one speed; one player_speed() roll, one rounding.
  const mv = effectiveMovementSpeed(movementSpeed);
  return chain(playerSpeedDistribution(status), (ps) => divRandRoundDistribution(checkedS32(ps * mv, 'player_speed() × movement speed'), BASELINE_DELAY));
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
  return divRandRound(random, 3 * timeTaken, 2, DCSS_DRAW_SITES.stairs);
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
