import { z } from 'zod';

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
export const angbandOptions = z.strictObject({
  startTurn: z
    .number({ error: 'startTurn must be an integer from 1 to 2147483647' })
    .int({ error: 'startTurn must be an integer' })
    .min(1, { error: 'startTurn must be at least 1 (a new character starts at turn 1)' })
    .max(2147483647, { error: 'startTurn must be at most 2147483647 (turn is an int32_t)' })
    .default(1)
    .describe('the game turn the loop starts at'),
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
export type AngbandOptions = z.output<typeof angbandOptions>;
