/**
 * `@turnkeeper/cthangband`: the exact speed and energy system of Cthangband 4.1.0 as a Turnkeeper
 * ruleset (`cthangband`), with the game's own random generator, and its tables and rules as pure
 * functions. What a game running a loop needs, and nothing else: the exact analysis and the
 * monster catalog are `@turnkeeper/cthangband/analysis` (`cthangbandAnalysis`).
 *
 * @module
 */

// The ruleset, its versions and hooks
export { cthangband } from './ruleset.js';
export {
  CTHANGBAND_VERSIONS,
  CTHANGBAND_DEFAULT_VERSION,
  CTHANGBAND_VERSION_CHANGES,
  cthangbandVersionRules,
  type CthangbandVersion,
  type CthangbandVersionRules,
} from './versions.js';
export { cthangbandHooks, type CthangbandHookPayloads } from './hooks.js';

// schema/: actor kinds, options, types
export { cthangbandActors } from './schema/actors.js';
export { cthangbandOptions, type CthangbandOptions } from './schema/options.js';
export type { CthangbandTypes, CthangbandPlayerSpec, CthangbandMonsterSpec, CthangbandPlayerAction, CthangbandMonsterAction } from './schema/types.js';

// rules/: the game's rules as pure functions
export { spellEnergy, spellEnergyDependsOnlyOnDifference, spellCostRow, spellCostTable, type SpellCostRow } from './rules/spell-energy.js';
export { blowCost, shotCost, monsterAttackCost, NATURAL_ATTACK_COST, itemSlotCost, itemUseCost, type ItemSource } from './rules/player-costs.js';
export { playerActionCost, type PlayerStats, type PlayerCharge } from './rules/player-action-cost.js';
export { expectedPlayerCost, monsterTurnCost, playerCostIsFixed } from './rules/turn-cost.js';
export {
  placeMonster,
  rollMonsterSpeed,
  placementSpeeds,
  monsterSpeedSpread,
  PLACEABLE_SPEEDS,
  type MonsterRace,
  type Placement,
} from './rules/monster-placement.js';
export { gameTime, type GameTime } from './rules/game-clock.js';
export { weightLimit, loadSpeedPenalty, playerSpeed, type PlayerSpeedParts } from './rules/player-speed.js';
export { monsterSpeedEffect, type MonsterSpeedEffect } from './rules/monster-speed-effects.js';
export { countDownTimedEffects, isForcedPass, currentSpeed, type TimedEffects } from './rules/timed-effects.js';
export {
  PLAYER_ACTION_CATALOG,
  MONSTER_ACTION_CATALOG,
  catalogFixedCost,
  catalogPouchCost,
  monsterCatalogCharge,
  type PlayerCatalogEntry,
  type MonsterCatalogEntry,
} from './rules/action-catalog.js';

// tables/: game data
export {
  TICKS_PER_ROUND,
  TOWN_DAWN,
  TICKS_PER_DAY,
  SECONDS_PER_TICK,
  ENERGY_PER_TICK,
  ACT_THRESHOLD,
  PLAYER_START_ENERGY,
  NORMAL_SPEED_INDEX,
  MIN_SPEED,
  MAX_SPEED,
  NEW_GAME_TURN,
  NEW_GAME_TURN_UNDEAD,
  MAX_M_IDX,
  INVEN_POUCH_1,
  INVEN_POUCH_6,
  S16_MIN,
  S16_MAX,
  TURN_MAX,
  MIN_PLAYER_SPEED,
  MAX_PLAYER_SPEED,
  MIN_MONSTER_SPEED,
  MAX_MONSTER_SPEED,
  TIMED_EFFECT_MAX,
  KNOCKED_OUT_STUN,
  PY_FOOD_MAX,
} from './tables/constants.js';
export { ADJ_STR_WGT, ADJ_CON_FIX, statIndex } from './tables/stat-tables.js';
export { EXTRACT_ENERGY, ANGBAND_EXTRACT_ENERGY, speedIndex, moveCost, speedLabel } from './tables/energy-table.js';
export { FIXED_PLAYER_COSTS, type FixedPlayerActionKind } from './tables/fixed-costs.js';
export { HELP_ACTION_COST, HELP_MOVE_COST, HELP_25PCT_EXAMPLE, helpSpellCost } from './tables/help-text.js';
export { speedTableRow, speedTableRows, tableMatchesAngbandInversion, helpMoveCheck, type SpeedTableRow, type HelpMoveCheck } from './tables/speed-table.js';

// random/: the game's generator and draw sites
export { ZRand, cthangbandGenerator } from './random/zrand.js';
export { CTHANGBAND_DRAW_SITES, type CthangbandDrawSite } from './random/draw-sites.js';
