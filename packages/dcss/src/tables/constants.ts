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
 * import { ENERGY_THRESHOLD } from '@turnkeeper/dcss';
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
 * `handle_monsters` (mon-act.cc) gives up (crawl dies) after this many queue pops in one world
 * turn: an action that costs no energy would otherwise repeat forever.
 *
 * @example
 * ```ts
 * import { MAX_QUEUE_POPS } from '@turnkeeper/dcss';
 * MAX_QUEUE_POPS; // 32767
 * ```
 */
export const MAX_QUEUE_POPS = 32767;

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
 * Highest base speed a monster spec accepts (the fastest monsters in crawl's data are around 30;
 * effective speeds of 100+ take the game's "burn energy, never act" path).
 *
 * @example
 * ```ts
 * import { MAX_MONSTER_SPEED } from '@turnkeeper/dcss';
 * dcss.create().add('x', { kind: 'monster', speed: MAX_MONSTER_SPEED + 1 }); // InvalidSpecError naming speed
 * ```
 */
export const MAX_MONSTER_SPEED = 200;

/**
 * Bound on energies given in specs and patches (`speed_increment` is a C++ int; games stay near 80).
 *
 * @example
 * ```ts
 * import { MAX_ENERGY } from '@turnkeeper/dcss';
 * MAX_ENERGY; // 1000000
 * ```
 */
export const MAX_ENERGY = 1_000_000;

/**
 * Bound on a per-action energy class value (`mon_energy_usage` fields).
 *
 * @example
 * ```ts
 * import { MAX_ACTION_ENERGY } from '@turnkeeper/dcss';
 * MAX_ACTION_ENERGY; // 1000
 * ```
 */
export const MAX_ACTION_ENERGY = 1000;

/**
 * Bound on a fixed action's length in aut (player) or cost in energy (monster).
 *
 * @example
 * ```ts
 * import { MAX_FIXED_COST } from '@turnkeeper/dcss';
 * loop.act('you', { kind: 'fixed', aut: MAX_FIXED_COST }); // the longest fixed action
 * ```
 */
export const MAX_FIXED_COST = 100_000;
