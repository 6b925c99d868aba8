import { InvalidArgumentError } from '@turnkeeper/core';
import { TICKS_PER_DAY, TICKS_PER_ROUND, TURN_MAX } from '../tables/constants.js';

const HALF_DAY = TICKS_PER_DAY / 2;

/**
 * What the game makes of a turn number: its round, whether `process_world()` runs, day or night,
 * and the clock and day counter as `prt_time()` prints them.
 *
 * @example
 * ```ts
 * const t: GameTime = { turn: 25000, round: 2500, process_world_runs: true, is_night: false, clock: '12:00 PM', day: 1 };
 * ```
 */
export interface GameTime {
  readonly turn: number;
  readonly round: number;
  readonly process_world_runs: boolean;
  readonly is_night: boolean;
  readonly clock: string;
  /** The day number before `p_ptr->startdate` is added. */
  readonly day: number;
}

/**
 * The game clock at a turn (`xtra1.c` `prt_time()`, `dungeon.c` `process_world()`).
 * Minutes into the half-day are `(turn % 50000) * 720 / 50000`; the hour is that / 60 − 6, shown
 * on a 12-hour dial whose AM/PM flips with day and night (night when `turn / 50000` is odd).
 * The day counter is 1 up to turn 75000, then `(turn − 75000) / 100000 + 2`: on the first night it
 * turns at 75001, later at 175000, 275000, … exactly.
 *
 * @example
 * ```ts
 * import { gameTime } from '@turnkeeper/cthangband';
 * gameTime(1).clock;      // '6:00 AM'
 * gameTime(75001).day;    // 2
 * gameTime(62500).clock;  // '9:00 PM'
 * ```
 */
export function gameTime(turn: number): GameTime {
  if (!Number.isSafeInteger(turn) || turn < 0 || turn > TURN_MAX) {
    throw new InvalidArgumentError('turn', turn, `an integer from 0 to ${TURN_MAX} (the game turn counter, an s32b)`);
  }
  const minutes = Math.floor(((turn % HALF_DAY) * 720) / HALF_DAY);
  const hour = Math.floor(minutes / 60) - 6; // -6 .. +5
  const night = Math.floor(turn / HALF_DAY) % 2 === 1;
  const hour12 = hour <= 0 ? 12 + hour : hour;
  // prt_time(): at night hour >= 0 is morning (AM); by day hour >= 0 is afternoon (PM).
  const am = night ? hour >= 0 : hour < 0;
  const clock = `${hour12}:${String(minutes % 60).padStart(2, '0')} ${am ? 'AM' : 'PM'}`;
  const day = turn <= (3 * TICKS_PER_DAY) / 4 ? 1 : Math.floor((turn - (3 * TICKS_PER_DAY) / 4) / TICKS_PER_DAY) + 2;
  return {
    turn,
    round: Math.floor(turn / TICKS_PER_ROUND),
    process_world_runs: turn % TICKS_PER_ROUND === 0,
    is_night: night,
    clock,
    day,
  };
}
