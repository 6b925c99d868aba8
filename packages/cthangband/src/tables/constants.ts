/**
 * The numbers that fix Cthangband 4.1.0's clock and energy economy, each with the original file
 * and function it comes from (scthangband at commit 51b453c, `cthangband/src/`).
 *
 * @module
 */

/**
 * Game turns ("ticks", the help text's "Turns") in one round. `process_world()` returns at once
 * unless `turn % 10 == 0` (`dungeon.c` `process_world()`).
 *
 * @example
 * ```ts
 * import { TICKS_PER_ROUND } from '@turnkeeper/cthangband';
 * TICKS_PER_ROUND; // 10
 * ```
 */
export const TICKS_PER_ROUND = 10;

/**
 * `TOWN_DAWN` from `defines.h`: a day is `10 * TOWN_DAWN` ticks.
 *
 * @example
 * ```ts
 * import { TOWN_DAWN } from '@turnkeeper/cthangband';
 * TOWN_DAWN * 10; // 100000 ticks in a day
 * ```
 */
export const TOWN_DAWN = 10_000;

/**
 * Ticks in one game day: `10 * TOWN_DAWN` = 100 000 (`defines.h`; `dungeon.c` `process_world()` turns the day at `turn % (10 * TOWN_DAWN) == 0`).
 *
 * @example
 * ```ts
 * import { TICKS_PER_DAY } from '@turnkeeper/cthangband';
 * TICKS_PER_DAY / 10; // 10000 rounds a day
 * ```
 */
export const TICKS_PER_DAY = 10 * TOWN_DAWN;

/**
 * Real-world seconds per tick: 86 400 s / 100 000 = 0.864 (`lib/help/speed.txt`: a round is 8.64 s, 1/10000 of a
 * day, and has ten clock ticks called 'Turns').
 *
 * @example
 * ```ts
 * import { SECONDS_PER_TICK } from '@turnkeeper/cthangband';
 * SECONDS_PER_TICK * 10; // 8.64 s, one round
 * ```
 */
export const SECONDS_PER_TICK = 0.864;

/**
 * Energy every actor gains each tick, whatever its speed (`dungeon.c` `process_player()`,
 * `melee2.c` `process_monsters()`).
 *
 * @example
 * ```ts
 * import { ENERGY_PER_TICK } from '@turnkeeper/cthangband';
 * ENERGY_PER_TICK; // 10
 * ```
 */
export const ENERGY_PER_TICK = 10;

/**
 * An actor acts when its energy is at least this (`dungeon.c` `process_player()`, `melee2.c`
 * `process_monsters()`).
 *
 * @example
 * ```ts
 * import { ACT_THRESHOLD } from '@turnkeeper/cthangband';
 * 1000 - 975; // the help text's "wait" of 25 % at energy 975
 * ACT_THRESHOLD; // 1000
 * ```
 */
export const ACT_THRESHOLD = 1000;

/**
 * A new character's energy (`birth.c` `player_birth_aux()`).
 *
 * @example
 * ```ts
 * import { PLAYER_START_ENERGY } from '@turnkeeper/cthangband';
 * PLAYER_START_ENERGY; // 1050: on tick 1 it becomes 1060
 * ```
 */
export const PLAYER_START_ENERGY = 1050;

/**
 * The internal speed index of normal speed; displayed speed = index − 110 (`tables.c`
 * `extract_energy[]`; `xtra1.c` `prt_speed()`).
 *
 * @example
 * ```ts
 * import { NORMAL_SPEED_INDEX } from '@turnkeeper/cthangband';
 * NORMAL_SPEED_INDEX + 10; // the index of "Fast (+10)"
 * ```
 */
export const NORMAL_SPEED_INDEX = 110;

/**
 * Displayed speeds the energy table covers: indices 0..199, i.e. −110..+89 (`tables.c`
 * `extract_energy[200]`). Nothing in the game clamps (`xtra1.c` `calc_bonuses()`); outside this range the original reads out of bounds.
 *
 * @example
 * ```ts
 * import { MIN_SPEED, MAX_SPEED } from '@turnkeeper/cthangband';
 * [MIN_SPEED, MAX_SPEED]; // [-110, 89]
 * ```
 */
export const MIN_SPEED = -110;
/** The fastest displayed speed in the table (index 199). See {@link MIN_SPEED}. @example `MAX_SPEED; // 89` */
export const MAX_SPEED = 89;

/**
 * The first turn of a new game, and of a new game of an undead race (Spectre, Zombie, Skeleton,
 * Vampire), which starts at dusk (`dungeon.c` `play_game()`).
 *
 * @example
 * ```ts
 * import { NEW_GAME_TURN, NEW_GAME_TURN_UNDEAD } from '@turnkeeper/cthangband';
 * [NEW_GAME_TURN, NEW_GAME_TURN_UNDEAD]; // [1, 50001]
 * ```
 */
export const NEW_GAME_TURN = 1;
/** Start turn of undead races (dusk). See {@link NEW_GAME_TURN}. @example `NEW_GAME_TURN_UNDEAD; // 50001` */
export const NEW_GAME_TURN_UNDEAD = 50_001;

/**
 * `MAX_M_IDX` (`defines.h`): the monster list's size. `m_pop()` reuses holes only once `m_max`
 * reaches it (`monster2.c` `m_pop()`).
 *
 * @example
 * ```ts
 * import { MAX_M_IDX } from '@turnkeeper/cthangband';
 * MAX_M_IDX; // 512
 * ```
 */
export const MAX_M_IDX = 512;

/**
 * First and last belt-pouch inventory slots (`INVEN_POUCH_1`..`INVEN_POUCH_6`); items used from
 * them cost 10 instead of 100 (`defines.h`; `cmd6.c` `do_cmd_quaff_potion()` and friends).
 *
 * @example
 * ```ts
 * import { INVEN_POUCH_1, INVEN_POUCH_6 } from '@turnkeeper/cthangband';
 * [INVEN_POUCH_1, INVEN_POUCH_6]; // [36, 41]
 * ```
 */
export const INVEN_POUCH_1 = 36;
/** Last belt-pouch slot. See {@link INVEN_POUCH_1}. @example `INVEN_POUCH_6; // 41` */
export const INVEN_POUCH_6 = 41;
