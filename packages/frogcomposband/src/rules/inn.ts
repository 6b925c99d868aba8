import { InvalidArgumentError, type RandomSource } from '@turnkeeper/core';
import { FROGCOMPOSBAND_DEFAULT_VERSION, type FrogcomposbandVersion } from '../versions.js';
import { energyNeed } from './energy-need.js';
import { rollBackGameTurn, TOWN_DAWN, TURNS_PER_TICK } from './time.js';

/** Half a day: resting ends at the next multiple, 6:00 or 18:00 (`TURNS_PER_TICK * TOWN_DAWN / 2`). */
const HALF_DAY = (TURNS_PER_TICK * TOWN_DAWN) / 2;

/**
 * What entering a building costs (`do_cmd_bldg()`, `src/bldg.c`: `energy_use = 100`), whatever
 * is done inside: the cost of the `innRest` command, randomized like any other.
 *
 * @example
 * ```ts
 * import { BUILDING_ENERGY } from '@turnkeeper/frogcomposband';
 * BUILDING_ENERGY; // 100
 * ```
 */
export const BUILDING_ENERGY = 100;

/**
 * What resting at the inn leaves, or why it was refused.
 *
 * @example
 * ```ts
 * import type { InnRest } from '@turnkeeper/frogcomposband';
 * const r: InnRest = { rested: false, reason: 'poisoned or cut' };
 * ```
 */
export type InnRest =
  | { readonly rested: false; readonly reason: 'poisoned or cut' }
  | {
      readonly rested: true;
      /** The game turn after the night (or day), rolled back by whole days past the limit. */
      readonly gameTurn: number;
      /** Game turns slept. */
      readonly slept: number;
      /** 6:00 ("refreshed for the new day") or 18:00 ("refreshed for the evening"). */
      readonly wakes: 'dawn' | 'dusk';
      /** The player's `energy_need` after `reset_tim_flags()` paid off its debt. */
      readonly energyNeed: number;
    };

/**
 * Resting for the night at the inn (`inn_comm()` case `BACT_REST`, `src/bldg.c`). Refused while
 * poisoned or cut ("You need a healer, not a room."). Otherwise the clock jumps to the next
 * multiple of 50,000 game turns — the next 6:00 or 18:00 — with no energy handed out, then
 * `prevent_turn_overflow()`; `reset_tim_flags()` (`src/effects.c`) ends every timed effect —
 * haste, slow, light speed, mini-slowness and `mini_energy`, spurts, Quick Walk's timer, the
 * action mode (Stalk, Quick Walk, search), time stop, the mount's haste and slow — and pays off
 * any energy debt: while `energy_need < 0`, `energy_need += PY_ENERGY_NEED()`, one randomized
 * cost at the player's current speed each, never the fixed 100 of the blood curse. Before
 * 7.1.salmiak (commit `9f0b42f5`) the debt was paid with `ENERGY_NEED()`, which is exactly 100,
 * with no draw, while the blood curse's `predictable_energy_hack` is on (`predictable`). Entering
 * the building was a command of 100 (`do_cmd_bldg()`), charged after all this.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { innRest } from '@turnkeeper/frogcomposband';
 * // Game turn 130,000 (13:12 on day 2): wakes at 150,000 (18:00), 20,000 game turns later.
 * innRest({ gameTurn: 130_000, energyNeed: 5, energy: 10 }, scripted([]));
 * // { rested: true, gameTurn: 150000, slept: 20000, wakes: 'dusk', energyNeed: 5 }
 * ```
 */
export function innRest(
  state: {
    readonly gameTurn: number;
    readonly energyNeed: number;
    /** The player's energy per game turn at its current speed (`SPEED_TO_ENERGY(p_ptr->pspeed)`). */
    readonly energy: number;
    readonly poisoned?: boolean;
    readonly cut?: boolean;
    readonly nightStart?: boolean;
    /** `predictable_energy_hack` (the blood curse): before 7.1.salmiak the debt is paid 100 at a time, with no draw. */
    readonly predictable?: boolean;
  },
  random: RandomSource,
  version: FrogcomposbandVersion = FROGCOMPOSBAND_DEFAULT_VERSION,
): InnRest {
  if (!Number.isInteger(state.gameTurn) || state.gameTurn < 0 || state.gameTurn > 2_147_483_647)
    throw new InvalidArgumentError('innRest gameTurn', state.gameTurn, 'a game turn from 0 to 2147483647 (the s32b game_turn)');
  if (!Number.isInteger(state.energyNeed) || state.energyNeed < -32768 || state.energyNeed > 32767)
    throw new InvalidArgumentError('innRest energyNeed', state.energyNeed, 'an s16b');
  if (!Number.isInteger(state.energy) || state.energy < 1 || state.energy > 49)
    throw new InvalidArgumentError('innRest energy', state.energy, 'the energy per game turn, 1 to 49');
  if (state.poisoned === true || state.cut === true) return { rested: false, reason: 'poisoned or cut' };
  // game_turn is an s32b: (turn / 50000 + 1) × 50000 stays below 2^31 for every valid turn.
  const after = (Math.trunc(state.gameTurn / HALF_DAY) + 1) * HALF_DAY;
  const gameTurn = rollBackGameTurn(after, state.nightStart === true);
  let need = state.energyNeed;
  const fixed = state.predictable === true && version !== '7.1.salmiak';
  while (need < 0) need += fixed ? 100 : energyNeed(random, state.energy, version);
  // extract_day_hour_min_imp() (src/xtra1.c): the hour of t is 24 × ((t + 25,000) mod 100,000) /
  // 100,000, so multiples of 100,000 fall on 6:00 and the others of 50,000 on 18:00.
  const wakes = (after + 25_000) % 100_000 === 25_000 ? 'dawn' : 'dusk';
  return { rested: true, gameTurn, slept: after - state.gameTurn, wakes, energyNeed: need };
}
