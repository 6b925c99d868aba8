import * as v from 'valibot';

const START_TURN = 'an integer from 1 (a new character starts at turn 1) to 2147483647 (turn is an int32_t)';

/**
 * The ruleset's options besides the version: `startTurn`, the game turn the loop starts at (1
 * for a new character: `player-birth.c` sets `turn = 1`).
 *
 * @example
 * ```ts
 * import { angband } from 'turnkeeper-angband';
 * const loop = angband.create({ options: { startTurn: 5000 } });
 * loop.time; // 5000
 * ```
 */
export const angbandOptions = v.strictObject({
  startTurn: v.optional(
    v.pipe(
      v.number(START_TURN),
      v.integer(START_TURN),
      v.minValue(1, START_TURN),
      v.maxValue(2147483647, START_TURN),
      v.description('the game turn the loop starts at'),
    ),
    1,
  ),
});

/**
 * The ruleset's options, defaults filled in.
 *
 * @example
 * ```ts
 * import type { AngbandOptions } from 'turnkeeper-angband';
 * const o: AngbandOptions = { startTurn: 1 };
 * ```
 */
export type AngbandOptions = v.InferOutput<typeof angbandOptions>;
