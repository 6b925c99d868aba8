/**
 * The game turns between two runs of `process_world()` (`src/game-world.c` `run_game_loop()`:
 * `if (!(turn % 10))`), and the length of the ruleset's "standard turn": a normal-speed actor
 * gains 10 energy a game turn, so it acts once every 10 game turns.
 *
 * @example
 * ```ts
 * import { GAME_TURNS_PER_STANDARD_TURN } from 'turnkeeper-angband';
 * GAME_TURNS_PER_STANDARD_TURN; // 10
 * ```
 */
export const GAME_TURNS_PER_STANDARD_TURN = 10;

/**
 * `z_info->level_monster_max` (`lib/gamedata/constants.txt` `level-max:monsters:1024`): the
 * monster list's slots, index 0 unused.
 *
 * @example
 * ```ts
 * import { LEVEL_MONSTER_MAX } from 'turnkeeper-angband';
 * LEVEL_MONSTER_MAX; // 1024
 * ```
 */
export const LEVEL_MONSTER_MAX = 1024;

/**
 * The most monsters a loop holds: `process_world()` deletes monsters at random
 * (`compact_monsters(c, 64)`, `src/mon-make.c`) once `count + 32 > level_monster_max`, which this
 * ruleset does not model, so it refuses the monster that would trigger it.
 *
 * @example
 * ```ts
 * import { MAX_MONSTERS } from 'turnkeeper-angband';
 * MAX_MONSTERS; // 992
 * ```
 */
export const MAX_MONSTERS = LEVEL_MONSTER_MAX - 32;

/**
 * `z_info->alloc_monster_chance` (`constants.txt` `mon-gen:chance:500`): `process_world()` places
 * a new monster when `one_in_(500)`; the `processWorld` hook hands that roll to the game.
 *
 * @example
 * ```ts
 * import { ALLOC_MONSTER_CHANCE } from 'turnkeeper-angband';
 * ALLOC_MONSTER_CHANCE; // 500
 * ```
 */
export const ALLOC_MONSTER_CHANCE = 500;

/**
 * The energy a placed monster starts with is `randint0(50)` (`src/mon-make.c`
 * `place_new_monster_one()`): 0 to 49.
 *
 * @example
 * ```ts
 * import { START_ENERGY_RANGE } from 'turnkeeper-angband';
 * START_ENERGY_RANGE; // 50
 * ```
 */
export const START_ENERGY_RANGE = 50;
