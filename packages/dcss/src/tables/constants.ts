/**
 * The numbers crawl's time system is built on, each from the file that defines it. Paths are
 * relative to `crawl-ref/source/` of crawl/crawl (trunk 0.35-a0, commit 5539bdd7ae).
 */

/**
 * `BASELINE_DELAY` (defines.h): a normal action takes 10 aut, the game's "turn".
 *
 * @example
 * ```ts
 * import { BASELINE_DELAY } from '@turnkeeper/dcss';
 * BASELINE_DELAY; // 10
 * ```
 */
export const BASELINE_DELAY = 10;

/**
 * `ENERGY_THRESHOLD` (monster.cc `monster::has_action_energy`): a monster acts while its
 * `speed_increment` is ≥ 80.
 *
 * @example
 * ```ts
 * import { dcss, ENERGY_THRESHOLD } from '@turnkeeper/dcss';
 * const loop = dcss.create().add('orc', { kind: 'monster', speed: 10 });
 * const view = loop.inspect('orc');
 * if (view.kind === 'monster') view.energy >= ENERGY_THRESHOLD; // the orc can act
 * ```
 */
export const ENERGY_THRESHOLD = 80;

/**
 * Energy of a newly placed monster (mon-util.cc `define_monster`: `speed_increment = 70`).
 *
 * @example
 * ```ts
 * import { NEW_MONSTER_ENERGY } from '@turnkeeper/dcss';
 * NEW_MONSTER_ENERGY; // 70
 * ```
 */
export const NEW_MONSTER_ENERGY = 70;

/**
 * The most queue pops one `handle_monsters` call makes (mon-act.cc: `if (tries++ > 32767) die(…)`,
 * a post-increment, so pops 1 … 32768 go ahead and the 32769th kills the game with "infinite
 * handle_monsters() loop"): an action that costs no energy would otherwise repeat forever.
 *
 * @example
 * ```ts
 * import { MAX_QUEUE_POPS } from '@turnkeeper/dcss';
 * MAX_QUEUE_POPS; // 32768
 * ```
 */
export const MAX_QUEUE_POPS = 32768;

/**
 * Effective speeds from here on burn their non-move energy instead of acting
 * (mon-act.cc `handle_monster_move`: `if (mons->speed >= 100)`).
 *
 * @example
 * ```ts
 * import { SPEED_NEVER_ACTS } from '@turnkeeper/dcss';
 * SPEED_NEVER_ACTS; // 100
 * ```
 */
export const SPEED_NEVER_ACTS = 100;

/**
 * `FASTEST_PLAYER_MOVE_SPEED` (player.h): `player_movement_speed` never goes below 6 aut.
 *
 * @example
 * ```ts
 * import { FASTEST_PLAYER_MOVE_SPEED } from '@turnkeeper/dcss';
 * FASTEST_PLAYER_MOVE_SPEED; // 6
 * ```
 */
export const FASTEST_PLAYER_MOVE_SPEED = 6;

/**
 * The scale trunk computes movement at (player.cc `player_overall_move_delay`, movement.cc
 * `move_player_action`: "a scale of 60 because its many factors leads to exact calculation").
 *
 * @example
 * ```ts
 * import { MOVE_DELAY_SCALE } from '@turnkeeper/dcss';
 * MOVE_DELAY_SCALE; // 60: player_speed(60) is 600 at normal speed, 400 hasted
 * ```
 */
export const MOVE_DELAY_SCALE = 60;

/**
 * `INT_MAX` of the game's 32-bit `int` (`speed_increment`, `you.time_taken`, `you.elapsed_time`,
 * `you.num_turns`, monster speeds, durations…): the top of every `int` input's domain. An
 * operation whose result the game would compute past it overflows into undefined behaviour, which
 * the engine reports as a `TIME_OVERFLOW` naming the counter.
 *
 * @example
 * ```ts
 * import { INT_MAX } from '@turnkeeper/dcss';
 * INT_MAX; // 2147483647
 * ```
 */
export const INT_MAX = 2_147_483_647;

/**
 * `INT_MIN` of the game's 32-bit `int`: the bottom of a signed `int` input's domain (a monster's
 * `speed_increment`, the player's movement speed before its floor).
 *
 * @example
 * ```ts
 * import { INT_MIN } from '@turnkeeper/dcss';
 * INT_MIN; // -2147483648
 * ```
 */
export const INT_MIN = -2_147_483_648;

/**
 * Highest base speed a monster spec accepts: `monster::speed` is an `int` (monster.h), set from
 * `mons_base_speed` (mon-util.cc: an `int8_t` class speed, a ghost's `short`, or the
 * `MON_SPEED_KEY` property's `int`). Effective speeds of 100+ take the game's "burn energy, never
 * act" path; products that pass `INT_MAX` are a `TIME_OVERFLOW`.
 *
 * @example
 * ```ts
 * import { MAX_MONSTER_SPEED } from '@turnkeeper/dcss';
 * MAX_MONSTER_SPEED; // 2147483647
 * ```
 */
export const MAX_MONSTER_SPEED = INT_MAX;

/**
 * Bound on energies given in specs and patches: `speed_increment` is an `int` (monster.h), so
 * any value from `INT_MIN` to `INT_MAX`.
 *
 * @example
 * ```ts
 * import { MAX_ENERGY } from '@turnkeeper/dcss';
 * MAX_ENERGY; // 2147483647
 * ```
 */
export const MAX_ENERGY = INT_MAX;

/**
 * Bound on a per-action energy class value: the fields of `mon_energy_usage` are `uint8_t`
 * (mon-util.h), 0 to 255.
 *
 * @example
 * ```ts
 * import { MAX_ACTION_ENERGY } from '@turnkeeper/dcss';
 * MAX_ACTION_ENERGY; // 255
 * ```
 */
export const MAX_ACTION_ENERGY = 255;

/**
 * Bound on a fixed action's length in aut (`you.time_taken` is an `int`, never negative: main.cc
 * `world_reacts` asserts it) or a monster action's fixed cost.
 *
 * @example
 * ```ts
 * import { MAX_FIXED_COST } from '@turnkeeper/dcss';
 * MAX_FIXED_COST; // 2147483647
 * ```
 */
export const MAX_FIXED_COST = INT_MAX;

/**
 * `MAX_SKILL_LEVEL` (skills.h): `player::skill` (player.cc) clamps every skill to 27 (270 at
 * scale 10), after Heroism, the Charlatan's Orb and the like have added to it.
 *
 * @example
 * ```ts
 * import { MAX_SKILL_LEVEL } from '@turnkeeper/dcss';
 * MAX_SKILL_LEVEL * 10; // 270: the most skill10 counts for
 * ```
 */
export const MAX_SKILL_LEVEL = 27;

/**
 * fight.cc `weapon_min_delay`: "never go faster than speed 3", the floor of a weapon's min delay
 * (player-act.cc `attack_delay_with` applies the same floor to the delay itself).
 *
 * @example
 * ```ts
 * import { MIN_ATTACK_DELAY, weaponMinDelay } from '@turnkeeper/dcss';
 * weaponMinDelay(5) === MIN_ATTACK_DELAY; // true: 5 / 2 = 2 is raised to 3
 * ```
 */
export const MIN_ATTACK_DELAY = 3;

/**
 * `INFINITE_DURATION` (mon-ench.h): a monster enchantment lasting this long or longer never
 * decays (monster.cc `lose_ench_duration`, mon-ench.cc `decay_enchantment`), and stacking caps
 * durations here (`mon_enchant::operator+=`).
 *
 * @example
 * ```ts
 * import { INFINITE_DURATION } from '@turnkeeper/dcss';
 * INFINITE_DURATION; // 30000
 * ```
 */
export const INFINITE_DURATION = 30_000;

/**
 * main.cc `world_reacts`: once `you.elapsed_time` reaches 2,000,000,000 aut "the world ends"
 * (`player_die(KILLED_BY_QUITTING)`), short of the 32-bit limit.
 *
 * @example
 * ```ts
 * import { ELAPSED_TIME_LIMIT } from '@turnkeeper/dcss';
 * ELAPSED_TIME_LIMIT; // 2000000000
 * ```
 */
export const ELAPSED_TIME_LIMIT = 2_000_000_000;

/**
 * `MAX_MONSTERS` (defines.h): `env.mons` has 700 real slots (env.h `menv_real`); with every slot
 * taken, mon-place.cc `get_free_monster` finds none and no monster is placed. A loop holds at most
 * this many monsters (`ActorLimitError` past it).
 *
 * @example
 * ```ts
 * import { MAX_MONSTERS } from '@turnkeeper/dcss';
 * MAX_MONSTERS; // 700
 * ```
 */
export const MAX_MONSTERS = 700;
