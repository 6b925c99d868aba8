/**
 * `turnkeeper-angband`: Angband's energy system (4.0 to 4.2) as a Turnkeeper ruleset (`angband`),
 * written as an outside author would, on `@turnkeeper/core`'s public API only: the ruleset, the
 * game's tables and rules as pure functions, and its random generator — what a game runs. The
 * exact analysis, speed tables and catalog are `turnkeeper-angband/analysis`.
 *
 * @module
 */

// The ruleset, its versions and hooks
export { angband } from './ruleset.js';
export {
  ANGBAND_VERSIONS,
  ANGBAND_DEFAULT_VERSION,
  ANGBAND_VERSION_CHANGES,
  angbandVersionRules,
  type AngbandVersion,
  type AngbandVersionRules,
} from './versions.js';
export { angbandHooks, type AngbandHookPayloads } from './hooks.js';

// schema/: actor kinds, options, types
export { angbandActors } from './schema/actors.js';
export { angbandOptions, type AngbandOptions } from './schema/options.js';
export type { AngbandTypes, AngbandPlayerSpec, AngbandMonsterSpec, AngbandPlayerAction, AngbandMonsterAction } from './schema/types.js';

// rules/: the game's rules as pure functions
export { energyPerMove, blowEnergy, attackEnergy, shotEnergy, playerActionEnergy, type PlayerCostStats, type PlayerActionCost } from './rules/player-energy.js';
export { monsterSlowPenalty, monsterSpeed, speedSpread, variationLaw, type MonsterSpeedFields } from './rules/monster-speed.js';
export { speedMultiplier, playerSpeedDisplay, monsterSpeedWords, monsterSpeedDisplay } from './rules/speed-display.js';

// tables/: game data
export { EXTRACT_ENERGY, NORMAL_SPEED, MOVE_ENERGY, MIN_SPEED, MAX_SPEED, turnEnergy } from './tables/energy-table.js';
export { GAME_TURNS_PER_STANDARD_TURN, LEVEL_MONSTER_MAX, MAX_MONSTERS, ALLOC_MONSTER_CHANCE, START_ENERGY_RANGE } from './tables/constants.js';

// random/: the game's generator and draw sites
export { Well1024a, angbandGenerator } from './random/well1024a.js';
export { ANGBAND_DRAW_SITES, type AngbandDrawSite } from './random/draw-sites.js';
