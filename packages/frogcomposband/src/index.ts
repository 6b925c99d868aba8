/**
 * `@turnkeeper/frogcomposband`: the exact speed and energy system of FrogComposband 7.1 (with the
 * cost randomizer's earlier eras as versions) as a Turnkeeper ruleset, the game's own random
 * generator, its tables and rules as pure functions, and exact analysis.
 *
 * @module
 */
export { frogcomposband } from './ruleset.js';
export { FrogEngine } from './engine.js';
export { toS16, type PlayerActionRecord, type ExtraRecord, type TurnRecord, type Phase } from './engine-state.js';
export { FROG_HOOK_DOCS, type FrogHooks } from './hooks.js';
export {
  frogSpec,
  playerSpec,
  monsterSpec,
  frogPatch,
  frogAction,
  frogOptions,
  S16_MIN,
  S16_MAX,
  type FrogSpec,
  type PlayerSpec,
  type MonsterSpec,
  type FrogPatch,
  type FrogAction,
  type FrogOptions,
} from './schema.js';
export { VERSIONS, DEFAULT_VERSION, costEraOf, type FrogVersion, type CostEra } from './versions.js';

export { FrogRng, frogRngKind, FROG_RNG_KIND, RAND_DEG } from './game-rng.js';
export { randnor, randnorIndex, randnorOffset, RANDNOR_STD } from './randnor.js';
export { energyNeed, clipBounds, clipCost, NOMINAL_COST, COST_STAND, type ClipBounds } from './energy-need.js';

export { EXTRACT_ENERGY } from './tables/extract-energy.js';
export { RANDNOR_TABLE } from './tables/randnor-table.js';
export { ENERGY_CLIPPER_TABLE } from './tables/energy-clipper-table.js';
export { ADJ_STR_WGT } from './tables/adj-str-wgt.js';

export {
  SPEED_OFFSET,
  PLAYER_MIN_INTERNAL,
  PLAYER_MAX_INTERNAL,
  MONSTER_MAX_INTERNAL,
  toInternal,
  toRaw,
  speedToEnergy,
  energyOfRaw,
  clampPlayerInternal,
} from './speed.js';
export { multiplierText, effectiveSpeed, speedText } from './display.js';
export {
  HASTE_BONUS,
  SPURT_BONUS,
  FILIBUSTER_PENALTY,
  BLOATED_PENALTY,
  SEARCH_PENALTY,
  NIGHTMARE_BONUS,
  MAX_MINISLOW,
  slowPenalty,
  incMinislow,
  weightLimit,
  overburdenPenalty,
  playerSpeed,
  monsterSpeed,
  type PlayerSpeedInputs,
  type MonsterSpeedInputs,
} from './speed-modifiers.js';
export { MONSTER_MAX_RAW, mspeedSpread, rollMonsterSpeed, monsterSpeedDistribution, type MonsterSpeedRollOptions } from './monster-speed.js';
export {
  STANDARD_ACTION,
  BOW_ENERGY,
  FEAR_ENERGY,
  walkEnergy,
  snowAdjusted,
  archeryEnergy,
  type Bow,
  type WalkOptions,
} from './action-costs.js';
export {
  TURNS_PER_TICK,
  TOWN_DAWN,
  GAME_TURNS_PER_DAY,
  START_TURN,
  NIGHT_START_TURN,
  isTickTurn,
  dayOf,
  durationInGameTurns,
  gameTurnsToDays,
  stairsExtraTurns,
} from './time.js';

export {
  DRAW_DENOMINATOR,
  randnorCounts,
  energyNeedCounts,
  energyNeedDistribution,
  playerCharge,
  isRandomizedCost,
  playerActionCostDistribution,
  monsterTerrainExtras,
  monsterMoveCostDistribution,
  type Terrain,
  type MonsterMoveFlags,
  type TerrainExtra,
} from './cost-distribution.js';
export { longRunRate, meanPlayerCost, actorRate } from './rates.js';
export { doubleMove, DOUBLE_MOVE_CAP, type DoubleMoveOdds } from './analysis/double-move.js';
export { ActorChain, costLaw, type CostLaw } from './analysis/actor-chain.js';
export { stationaryFloat } from './analysis/dense-solve.js';

export { goldenAdapters } from './golden/adapters.js';
export { traceAdapter, replayTrace } from './golden/trace-adapter.js';
export { traceFileInputs, parseTraceFile, type TraceFileInputs } from './golden/trace-file.js';
export { speedEnergyTableAdapter } from './golden/speed-table-adapter.js';
export { monsterSpeedVariationAdapter } from './golden/monster-speed-adapter.js';
export { speedModifiersAdapter } from './golden/speed-modifiers-adapter.js';
export { rngVectorsAdapter } from './golden/rng-vectors-adapter.js';
export { energyCostDistributionAdapter, drawCallNames } from './golden/cost-adapter.js';
export { goldenField, goldenRows, rowNumber, rowFlag, type GoldenRow } from './golden/rows.js';
export { doubleMoveAdapter } from './golden/double-move-adapter.js';
export { xorshift32Values } from './golden/xorshift32.js';
export { hasSchema } from './golden/schema-tag.js';
export { numeratorPairs, numeratorOf, variance } from './golden/numerators.js';
