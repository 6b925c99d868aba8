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

/**
 * The range of the game's `s16b` (`h-type.h`: `signed short`): `p_ptr->energy`,
 * `m_ptr->energy`, `p_ptr->pspeed`, `energy_use`, the player's timed effects, `r_ptr->sleep`,
 * `m_ptr->csleep` and `m_ptr->maxhp`. A value stored into one wraps modulo 2^16 (the
 * conversion is implementation-defined in C; two's-complement wrap on every compiler 4.1.0 was
 * built with).
 *
 * @example
 * ```ts
 * import { S16_MIN, S16_MAX } from '@turnkeeper/cthangband';
 * [S16_MIN, S16_MAX]; // [-32768, 32767]
 * ```
 */
export const S16_MIN = -32_768;
/** The largest `s16b`. See {@link S16_MIN}. @example `S16_MAX; // 32767` */
export const S16_MAX = 32_767;

/**
 * The largest value of the game's `s32b` `turn` counter (`variable.c`; `h-type.h`: `signed int`
 * or `signed long`): `dungeon.c` `dungeon()`'s `turn++` past it is signed overflow, undefined
 * behaviour in C, so the ruleset stops there with a `TIME_OVERFLOW` error.
 *
 * @example
 * ```ts
 * import { TURN_MAX } from '@turnkeeper/cthangband';
 * TURN_MAX; // 2147483647: 21 474 days of game time
 * ```
 */
export const TURN_MAX = 2_147_483_647;

/**
 * The range of a displayed player speed: `p_ptr->pspeed` is an `s16b` (`types.h`) that
 * `xtra1.c` `calc_bonuses()` never clamps, so it holds −32768..32767, i.e. −32878..+32657 shown.
 * Only walking and running read `extract_energy[pspeed]`, which has entries for −110..+89 alone.
 *
 * @example
 * ```ts
 * import { MIN_PLAYER_SPEED, MAX_PLAYER_SPEED } from '@turnkeeper/cthangband';
 * [MIN_PLAYER_SPEED, MAX_PLAYER_SPEED]; // [-32878, 32657]
 * ```
 */
export const MIN_PLAYER_SPEED = S16_MIN - NORMAL_SPEED_INDEX;
/** The fastest displayed player speed `p_ptr->pspeed` can hold. See {@link MIN_PLAYER_SPEED}. @example `MAX_PLAYER_SPEED; // 32657` */
export const MAX_PLAYER_SPEED = S16_MAX - NORMAL_SPEED_INDEX;

/**
 * The range of a displayed monster speed: `m_ptr->mspeed` and `r_ptr->speed` are bytes
 * (`types.h`), 0..255, i.e. −110..+145 shown. Slowing a monster below index 0 wraps the byte
 * (`melee2.c` `monst_spell_monst()` subtracts 10 with no floor); indices 200..255 are outside
 * `extract_energy`.
 *
 * @example
 * ```ts
 * import { MIN_MONSTER_SPEED, MAX_MONSTER_SPEED } from '@turnkeeper/cthangband';
 * [MIN_MONSTER_SPEED, MAX_MONSTER_SPEED]; // [-110, 145]
 * ```
 */
export const MIN_MONSTER_SPEED = -NORMAL_SPEED_INDEX;
/** The fastest displayed speed a monster's byte can hold. See {@link MIN_MONSTER_SPEED}. @example `MAX_MONSTER_SPEED; // 145` */
export const MAX_MONSTER_SPEED = 255 - NORMAL_SPEED_INDEX;

/**
 * The bound `xtra2.c` `set_paralyzed()`, `set_stun()`, `set_fast()` and `set_slow()` force every
 * new value into: 0..10000.
 *
 * @example
 * ```ts
 * import { TIMED_EFFECT_MAX } from '@turnkeeper/cthangband';
 * TIMED_EFFECT_MAX; // 10000
 * ```
 */
export const TIMED_EFFECT_MAX = 10_000;

/**
 * The stun at which the player is knocked out and `dungeon.c` `process_player()` forces a pass
 * costing 100 (`p_ptr->stun >= 100`; the status line calls only `> 100` "Knocked out",
 * `xtra2.c` `set_stun()`).
 *
 * @example
 * ```ts
 * import { KNOCKED_OUT_STUN } from '@turnkeeper/cthangband';
 * KNOCKED_OUT_STUN; // 100
 * ```
 */
export const KNOCKED_OUT_STUN = 100;

/**
 * `PY_FOOD_MAX` (`defines.h`): at this food value or more the player is bloated and
 * `calc_bonuses()` takes 10 off `pspeed`.
 *
 * @example
 * ```ts
 * import { PY_FOOD_MAX } from '@turnkeeper/cthangband';
 * PY_FOOD_MAX; // 15000
 * ```
 */
export const PY_FOOD_MAX = 15_000;
