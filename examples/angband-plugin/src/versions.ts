import type { JsonObject } from '@turnkeeper/core';
import { ALLOC_MONSTER_CHANCE, GAME_TURNS_PER_STANDARD_TURN, LEVEL_MONSTER_MAX, START_ENERGY_RANGE } from './tables/constants.js';
import { MOVE_ENERGY } from './tables/energy-table.js';

/**
 * The Angband versions this ruleset covers, newest first: `'4.2'` (4.2.0 to 4.2.6 and the
 * development line after it), `'4.1'` (4.1.0 to 4.1.3) and `'4.0'` (4.0.0 to 4.0.5). Their game
 * loop and energy table are the same; they differ in how a slowed monster and the player's moves
 * and shots are charged (see {@link ANGBAND_VERSION_CHANGES}).
 *
 * @example
 * ```ts
 * import { ANGBAND_VERSIONS } from 'turnkeeper-angband';
 * ANGBAND_VERSIONS; // ['4.2', '4.1', '4.0']
 * ```
 */
export const ANGBAND_VERSIONS = ['4.2', '4.1', '4.0'] as const;

/**
 * One of {@link ANGBAND_VERSIONS}.
 *
 * @example
 * ```ts
 * import type { AngbandVersion } from 'turnkeeper-angband';
 * const v: AngbandVersion = '4.2';
 * ```
 */
export type AngbandVersion = (typeof ANGBAND_VERSIONS)[number];

/**
 * The version a loop follows when none is given: 4.2, the current release line.
 *
 * @example
 * ```ts
 * import { ANGBAND_DEFAULT_VERSION, angband } from 'turnkeeper-angband';
 * angband.create().version === ANGBAND_DEFAULT_VERSION; // true
 * ```
 */
export const ANGBAND_DEFAULT_VERSION: AngbandVersion = '4.2';

/**
 * A version's timing rules as data, with the same keys for every version so that tools (the
 * docs, the CLI) can tabulate them side by side.
 *
 * @example
 * ```ts
 * import { angbandVersionRules, type AngbandVersionRules } from 'turnkeeper-angband';
 * const rules: AngbandVersionRules = angbandVersionRules('4.1');
 * rules.monsterSlowPenalty; // '2'
 * ```
 */
export interface AngbandVersionRules extends JsonObject {
  /** The releases the version stands for. */
  readonly releases: string;
  /** `z_info->move_energy`: what a standard action costs and what an actor needs to act. */
  readonly moveEnergy: number;
  /** Game turns between two runs of `process_world()`. */
  readonly gameTurnsPerWorldProcess: number;
  /** How many times a monster may act in one game turn. */
  readonly monsterActionsPerGameTurn: number;
  /** How a monster's energy is spent: decided before it gains, charged before its turn. */
  readonly monsterTurn: string;
  /** Speed a hasted monster (`MON_TMD_FAST`) gains. */
  readonly monsterFastBonus: number;
  /** Speed a slowed monster (`MON_TMD_SLOW`) loses, as the game computes it. */
  readonly monsterSlowPenalty: string;
  /** The energy of one step of the player. */
  readonly walkCost: string;
  /** The energy of one shot of the player. */
  readonly shotCost: string;
  /** The energy of the player's melee attack. */
  readonly attackCost: string;
  /** A placed monster's speed spread and its starting energy. */
  readonly placement: string;
  /** Lowest and highest starting energy of a placed monster. */
  readonly monsterStartEnergy: readonly number[];
  /** The one-in-n roll for a new monster in `process_world()`. */
  readonly monsterChance: number;
  /** Slots of the monster list (index 0 unused). */
  readonly monsterListSize: number;
}

/** A version's rules: its releases, what every version shares, then what differs in it. */
/* @__NO_SIDE_EFFECTS__ */
function versionRules(releases: string, own: Pick<AngbandVersionRules, 'monsterSlowPenalty' | 'walkCost' | 'shotCost'>): AngbandVersionRules {
  return Object.freeze({
    releases,
    moveEnergy: MOVE_ENERGY,
    gameTurnsPerWorldProcess: GAME_TURNS_PER_STANDARD_TURN,
    monsterActionsPerGameTurn: 1,
    monsterTurn: 'moving = energy >= move_energy before the gain; gain turn_energy(speed); if moving, pay move_energy, then act',
    monsterFastBonus: 10,
    attackCost: 'blows of 100 * move_energy / num_blows each, as many as fit in one move_energy (fewer if the target dies)',
    placement: 'non-uniques: speed + rand_spread(0, turn_energy(race speed) / 10); energy randint0(50)',
    monsterStartEnergy: [0, START_ENERGY_RANGE - 1],
    monsterChance: ALLOC_MONSTER_CHANCE,
    monsterListSize: LEVEL_MONSTER_MAX,
    ...own,
  });
}

const RULES: Readonly<Record<AngbandVersion, AngbandVersionRules>> = /* @__PURE__ */ Object.freeze({
  '4.2': versionRules('4.2.0 to 4.2.6 (and the development line after 4.2.6)', {
    monsterSlowPenalty: '2 × monster_effect_level(MON_TMD_SLOW), 2 to 10',
    walkCost: 'energy_per_move(): move_energy × (1 + |MOVES| − MOVES) / (1 + |MOVES|)',
    shotCost: 'move_energy × 10 / num_shots, num_shots in tenths',
  }),
  '4.1': versionRules('4.1.0 to 4.1.3', {
    monsterSlowPenalty: '2',
    walkCost: 'move_energy',
    shotCost: 'move_energy / num_shots, whole shots',
  }),
  '4.0': versionRules('4.0.0 to 4.0.5', {
    monsterSlowPenalty: '10',
    walkCost: 'move_energy',
    shotCost: 'move_energy / num_shots, whole shots',
  }),
});

/**
 * The timing rules of a version, as data.
 *
 * @example
 * ```ts
 * import { angbandVersionRules } from 'turnkeeper-angband';
 * angbandVersionRules('4.2').moveEnergy; // 100
 * angbandVersionRules('4.0').monsterSlowPenalty; // '10'
 * ```
 */
export function angbandVersionRules(version: AngbandVersion): AngbandVersionRules {
  return RULES[version];
}

/**
 * What each version changed from the one before it, in plain words, citing the commits of
 * angband/angband where the change was made.
 *
 * @example
 * ```ts
 * import { ANGBAND_VERSION_CHANGES } from 'turnkeeper-angband';
 * ANGBAND_VERSION_CHANGES['4.2'].length; // 3
 * ```
 */
export const ANGBAND_VERSION_CHANGES: Readonly<Record<AngbandVersion, readonly string[]>> = /* @__PURE__ */ Object.freeze({
  '4.2': /* @__PURE__ */ Object.freeze([
    'A slowed monster loses 2 speed per level of slowness, 1 to 5 levels from its MON_TMD_SLOW timer (src/mon-move.c process_monsters(), src/mon-timed.c monster_effect_level(); commit 81b46d42d, "Make slow and confuse monsters progressive", 2018-01-09).',
    'The player may have extra moves (the MOVES modifier, commit 20ea92d45, 2018-01-20): a step costs move_energy / (1 + extra moves) in 4.2.0 and 4.2.1, and energy_per_move() from 4.2.2 (src/player-util.c; commit 014a27fa9, "Allow negative MOVES", 2020-10-04), which gives the same costs for MOVES ≥ 0 and makes negative MOVES slower.',
    'Shots are counted in tenths, so a shot costs move_energy × 10 / num_shots (src/player-attack.c ranged_helper(); commit 43bd4f0e3, "Nerf the hell out of extra shots", 2018-03-11).',
  ]),
  '4.1': /* @__PURE__ */ Object.freeze([
    'A slowed monster loses 2 speed instead of 10, whatever the timer (src/mon-move.c process_monsters(); commit b93470b56, "Implement new \'slow monster\' effect", 2017-03-19).',
  ]),
  '4.0': /* @__PURE__ */ Object.freeze([
    'The 4.0 game loop (src/game-world.c run_game_loop(), commit ceb4eb560, 2015): process_monsters(player->energy + 1) before each player turn, process_monsters(0) after it, at most one action per monster per game turn (MFLAG_HANDLED), process_world() every 10 game turns; a slowed monster loses 10 speed.',
  ]),
});
