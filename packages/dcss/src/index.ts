/**
 * `@turnkeeper/dcss`: Dungeon Crawl Stone Soup's time system for Turnkeeper, exact for trunk
 * (0.35-a0) with the release differences as versions; DCSS's PCG32 generator; the game's tables
 * (speed modifiers, player delays, monster action costs) as exact distributions; and exact
 * analysis of monster actions per player action.
 *
 * @module
 */
export { dcss, type DcssHooks } from './ruleset.js';
export { DCSS_VERSIONS, versionFeatures, isDcssVersion, type DcssVersion, type VersionFeatures } from './versions.js';
export {
  dcssActorSpec,
  dcssActorPatch,
  playerAttackSchema,
  MAX_MONSTER_SPEED,
  MAX_ENERGY,
  MAX_ACTION_ENERGY,
  type DcssActor,
  type DcssActorInput,
  type DcssActorPatch,
  type MonsterSpec,
  type PlayerSpec,
} from './schema.js';
export { dcssAction, DCSS_ACTION_KINDS, type DcssAction } from './actions.js';
export { DcssEngine, ENERGY_THRESHOLD, MAX_QUEUE_POPS, SPEED_NEVER_ACTS } from './engine/dcss-engine.js';
export { DCSS_HOOK_DOCS } from './engine/hooks.js';
export { MonsterQueue } from './engine/monster-queue.js';
export { exactRate } from './rate.js';

export { Pcg32, pcg32, pcg32Kind, gameplayGenerator, gameplaySeeding, PCG32_KIND, DCSS_MASTER_SEQUENCE } from './random/pcg32.js';
export { divRandRound, divRandRoundDistribution } from './random/div-rand-round.js';
export { RandomVar } from './random/random-var.js';
export { chain } from './random/chain.js';

export {
  calcSpeed,
  effectiveSpeedDistribution,
  monsterSpeedStatusOf,
  type MonsterSpeedMode,
  type MonsterSpeedStatus,
} from './rules/monster-speed.js';
export {
  playerSpeed,
  playerSpeedDistribution,
  NORMAL_PLAYER,
  BASELINE_DELAY,
  type PlayerSpeedStatus,
} from './rules/player-speed.js';
export {
  moveTime,
  moveTimeDistribution,
  stairsTime,
  stairsTimeDistribution,
  MOVE_DELAY_SCALE,
  FASTEST_PLAYER_MOVE_SPEED,
  type MovementRounding,
} from './rules/player-move.js';
export {
  attackDelayBase,
  attackDelayVar,
  meleeTime,
  meleeTimeDistribution,
  weaponMinDelay,
  type AttackModifiers,
  type PlayerWeapon,
} from './rules/player-attack.js';
export {
  attackCost,
  attackCostDistribution,
  energyCost,
  moveActionEnergy,
  moveCost,
  monsterAttackDelay,
  DEFAULT_ENERGY_USAGE,
  NO_COST_STATUS,
  type EnergyUsage,
  type MonsterCostStatus,
  type WeaponBrand,
} from './rules/monster-costs.js';

export { cesaroLimit, type MarkovStep } from './analysis/markov.js';
export {
  gainDistribution,
  spend,
  turnOutcomes,
  actionsFrom,
  lowestStartEnergy,
  type PlayerDelay,
  type TurnOutcome,
} from './analysis/monster-turn.js';
export {
  longRunActions,
  longRunClosedForm,
  monsterActionsPerPlayerAction,
  chanceOfTwoOrMore,
  NEW_MONSTER_ENERGY,
  type ActionsPerTurn,
} from './analysis/actions-per-turn.js';

export { dcssGoldenAdapters } from './golden/adapters.js';
export { traceAdapter, replayTrace, TRACE_SCHEMA } from './golden/trace-replay.js';
export { pcg32VectorsAdapter, replayPcg32Vectors, PCG32_VECTORS_SCHEMA } from './golden/pcg32-vectors.js';
export { speedModifiersAdapter, replaySpeedModifiers, SPEED_MODIFIERS_SCHEMA } from './golden/speed-modifiers.js';
export { monsterActionCostsAdapter, replayMonsterActionCosts, costStatusOf, MONSTER_ACTION_COSTS_SCHEMA } from './golden/monster-action-costs.js';
export { playerDelaysAdapter, replayPlayerDelays, playerStatusOf, PLAYER_DELAYS_SCHEMA } from './golden/player-delays.js';
export { actionsPerTurnAdapter, replayActionsPerTurn, ACTIONS_PER_TURN_SCHEMA } from './golden/actions-per-turn.js';
export { turnTransitionsAdapter, replayTurnTransitions, turnTransitions, TURN_TRANSITIONS_SCHEMA } from './golden/turn-transitions.js';
