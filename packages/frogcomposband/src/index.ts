/**
 * `@turnkeeper/frogcomposband`: the exact speed and energy system of FrogComposband 7.1 (with the
 * cost randomizer's earlier eras as versions) as a Turnkeeper ruleset, the game's own random
 * generator, and its tables and rules as pure functions. The shared analysis questions and the
 * monster catalog are answered by `frogcomposbandAnalysis` from `@turnkeeper/frogcomposband/analysis`
 * (kept apart, so a game that only runs the loop does not bundle them).
 *
 * @module
 */

// The ruleset, its versions and hooks
export { frogcomposband } from './ruleset.js';
export { FROGCOMPOSBAND_VERSIONS, FROGCOMPOSBAND_DEFAULT_VERSION, type FrogcomposbandVersion } from './versions.js';
export { frogcomposbandVersionRules, type FrogcomposbandVersionRules } from './version-rules.js';
export { frogcomposbandHooks, type FrogcomposbandHookPayloads } from './hooks.js';

// schema/: actor kinds and options
export { frogcomposbandActors } from './schema/actors.js';
export { frogcomposbandOptions, type FrogcomposbandOptions } from './schema/options.js';
export type {
  FrogcomposbandTypes,
  FrogcomposbandPlayerSpec,
  FrogcomposbandMonsterSpec,
  FrogcomposbandPlayerAction,
  FrogcomposbandMonsterAction,
} from './schema/types.js';

// random/: the game's generator and the labels of its draws
export { frogcomposbandGenerator, FrogRng } from './random/frog-rng.js';
export { FROGCOMPOSBAND_DRAW_SITES, type FrogcomposbandDrawSite } from './random/draw-sites.js';
export { randnor } from './random/randnor.js';

// rules/: the game's rules as pure functions, and their exact laws
export { speedToEnergy, energyOfRaw } from './rules/speed.js';
export { effectiveSpeed, speedText, sheetSpeedText, type SheetSpeedInputs } from './rules/display.js';
export { clipBounds, energyNeed, type ClipBounds } from './rules/energy-need.js';
export {
  energyNeedDistribution,
  playerActionCostDistribution,
  monsterMoveCostDistribution,
  type Terrain,
  type MonsterMoveFlags,
} from './rules/cost-distribution.js';
export {
  slowPenalty,
  weightLimit,
  overburdenPenalty,
  playerSpeed,
  monsterSpeed,
  riderSpeed,
  type PlayerSpeedInputs,
  type MonsterSpeedInputs,
  type MountInputs,
  type RiderInputs,
} from './rules/speed-modifiers.js';
export { rollMonsterSpeed, monsterSpeedDistribution, mspeedHalfWidths, coffeeBreakSpeedBonus, type MonsterSpeedRollOptions } from './rules/monster-speed.js';
export {
  walkEnergy,
  walkBaseEnergy,
  archeryEnergy,
  meleeEnergy,
  BOW_ENERGY,
  SHAPECHANGE_ENERGY,
  type Bow,
  type WalkOptions,
  type PlayerMode,
  type MeleeOptions,
} from './rules/action-costs.js';
export {
  spellsPerRound,
  bookSpellEnergy,
  quickSpellingEnergy,
  MAX_QUICK_SPELLING,
  deviceEnergy,
  MODE_TOGGLE_ENERGY,
  toggleMode,
  PLAYER_CLASSES,
  castEnergy,
  playerClassIssue,
  type PlayerClass,
  type DeviceKind,
  type DeviceUse,
} from './rules/class-costs.js';
export {
  PER_PLAYER_TURN,
  PLAYER_TIMER_MAX,
  countDownPlayerTurn,
  poisonDamage,
  cutDamage,
  type PlayerTurnTimers,
  type PlayerTurnWhen,
} from './rules/player-turn.js';
export { innRest, BUILDING_ENERGY, type InnRest } from './rules/inn.js';
export { TURNS_PER_TICK, GAME_TURNS_PER_DAY, isTickTurn, dayOf, stairsExtraTurns, gameTurnLimit, rollBackGameTurn } from './rules/time.js';

// tables/: the game's data
export { EXTRACT_ENERGY } from './tables/extract-energy.js';
export { ENERGY_CLIPPER_TABLE } from './tables/energy-clipper-table.js';
export { RANDNOR_TABLE } from './tables/randnor-table.js';
export { ADJ_STR_WGT } from './tables/adj-str-wgt.js';
