/**
 * `@turnkeeper/dcss`: Dungeon Crawl Stone Soup's time system for Turnkeeper, exact for trunk
 * (0.35-a0) with the release differences back to 0.27 as versions; crawl's PCG32 generator; the
 * game's rules (speed modifiers, player delays, monster action costs) as exact distributions. The
 * analysis (exact answers to every ruleset's questions, and the monster catalog) is a subpath of
 * its own, `@turnkeeper/dcss/analysis`, so that a game running a loop does not bundle it.
 *
 * @module
 */

// The ruleset
export { dcss } from './ruleset.js';
export { DCSS_VERSIONS, DCSS_DEFAULT_VERSION, dcssVersionRules, isDcssVersion, type DcssVersion, type DcssVersionRules } from './versions.js';
export { dcssHooks, type DcssHookPayloads } from './hooks.js';

// Schema: actor kinds, options, types
export { dcssActors } from './schema/actors.js';
export { playerAttackSchema } from './schema/player.js';
export { dcssOptions, type DcssOptions } from './schema/options.js';
export type { DcssTypes, DcssPlayerSpec, DcssMonsterSpec, DcssPlayerAction, DcssMonsterAction } from './schema/types.js';

// Tables: the game's constants and data
export {
  BASELINE_DELAY,
  ENERGY_THRESHOLD,
  NEW_MONSTER_ENERGY,
  MAX_QUEUE_POPS,
  SPEED_NEVER_ACTS,
  FASTEST_PLAYER_MOVE_SPEED,
  MOVE_DELAY_SCALE,
  MAX_MONSTER_SPEED,
  MAX_ENERGY,
  MAX_ACTION_ENERGY,
  MAX_FIXED_COST,
  INT_MAX,
  INT_MIN,
  MAX_SKILL_LEVEL,
  MIN_ATTACK_DELAY,
  INFINITE_DURATION,
  ELAPSED_TIME_LIMIT,
  MAX_MONSTERS,
} from './tables/constants.js';
export { DEFAULT_ENERGY_USAGE, type EnergyUsage } from './tables/energy-usage.js';

// Random: the game's generator, its primitives and the draw-site labels
export { Pcg32, dcssGenerator } from './random/pcg32.js';
export { DCSS_DRAW_SITES, type DcssDrawSite } from './random/draw-sites.js';
export { divRandRound, divRandRoundDistribution } from './random/div-rand-round.js';
export { RandomVar, randomVarDistribution } from './random/random-var.js';

// Rules: pure functions of the game, and their exact laws
export { calcSpeed, effectiveSpeedDistribution, monsterSpeedStatusOf, type MonsterSpeedMode, type MonsterSpeedStatus } from './rules/monster-speed.js';
export { playerSpeed, playerSpeedDistribution, playerSpeedDraws, NORMAL_PLAYER, type PlayerSpeedStatus } from './rules/player-speed.js';
export {
  moveTime,
  moveTimeDistribution,
  effectiveMovementSpeed,
  movementSpeedAt60,
  stairsTime,
  stairsTimeDistribution,
  type MovementRounding,
} from './rules/player-move.js';
export {
  attackDelayBase,
  attackDelayVar,
  effectiveSkill10,
  meleeTime,
  meleeTimeDistribution,
  weaponMinDelay,
  weaponMinDelaySkill10,
  type AttackModifiers,
  type PlayerWeapon,
} from './rules/player-attack.js';
export { playerSpeedStatusFor, stunDelay, stunnedTime, stunnedTimeDistribution, type Stun } from './rules/player-turn.js';
export {
  attackCost,
  attackCostDistribution,
  energyCost,
  moveActionEnergy,
  moveCost,
  monsterAttackDelay,
  NO_COST_STATUS,
  type MonsterCostStatus,
  type WeaponBrand,
} from './rules/monster-costs.js';
export { drainActionEnergy, splitJellyEnergy, polymorphEnergy, mergedSlimeEnergy } from './rules/energy-effects.js';
export {
  monsterSpeedDescription,
  actionTimeDisplay,
  turnCountDisplay,
  playerSpeedLights,
  weaponDelayDescription,
  type SpeedDescriptionOptions,
} from './rules/speed-display.js';
