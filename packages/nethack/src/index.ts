/**
 * `@turnkeeper/nethack`: NetHack's speed and movement system (3.4.3, 3.6.0, 3.6.1–3.6.7, 3.7) as
 * a Turnkeeper ruleset, exact to the random draw, with the game's monster catalog and exact
 * analysis (allocation laws, actions per turn, free moves).
 *
 * @module
 */
export { nethack } from './ruleset.js';
export {
  NETHACK_VERSIONS,
  DEFAULT_VERSION,
  GOLDEN_VERSION_KEYS,
  isNethackVersion,
  familyOf,
  rulesOf,
  goldenKeyOf,
  versionsOfGoldenKey,
  type NethackVersion,
  type SpeedFamily,
  type VersionRules,
} from './versions.js';
export {
  NORMAL_SPEED,
  MONSTER_SPEED_STATES,
  HERO_SPEED_STATES,
  adjustedSpeed,
  type MonsterSpeedState,
  type HeroSpeedState,
} from './speed.js';
export { ENCUMBRANCE_NAMES, applyEncumbrance, type Encumbrance, type EncumbranceName } from './encumbrance.js';
export { mcalcmove, type MonsterMoveInput } from './monster-allocation.js';
export { heroMoveamt, type HeroMoveInput } from './hero-allocation.js';
export { prorateOnce, prorateHero, prorateMonster } from './proration.js';
export {
  MAX_BASE_SPEED,
  nethackSpec,
  heroSpec,
  monsterSpec,
  nethackPatch,
  type NethackAction,
  type NethackSpec,
  type HeroSpec,
  type MonsterSpec,
  type NethackPatch,
} from './schema.js';
export { NETHACK_HOOK_DOCS, type NethackHooks } from './hooks.js';
export { NethackEngine } from './engine/nethack-engine.js';
export { monstersOf, findMonsterSpeed, monsterSpeed, isKnownMonsterName } from './catalog/catalog.js';
export type { MonsterEntry } from './catalog/monster-entry.js';
export { MONSTERS_3_4_3 } from './catalog/monsters-3.4.3.js';
export { MONSTERS_3_6_0 } from './catalog/monsters-3.6.0.js';
export { MONSTERS_3_7 } from './catalog/monsters-3.7.js';
export { Xorshift32, xorshift32, xorshift32Kind, GOLDEN_SCRIPT_SEED } from './random/xorshift32.js';
export { enumerateDraws, type DrawOutcome } from './analysis/enumerate-draws.js';
export {
  monsterAllocationLaw,
  heroAllocationLaw,
  ridingAllocationLaw,
  type AllocationLaw,
  type RandomPattern,
} from './analysis/allocation-laws.js';
export {
  actionsPerTurnOfGain,
  monsterActionsPerTurn,
  heroActionsPerTurn,
  reachableLeftovers,
  type ActionsPerTurn,
} from './analysis/actions-per-turn.js';
export { freeMoves, freeMovesOfGains, type FreeMoves, type FreeMovesHero } from './analysis/free-moves.js';
export { simulateTurn, type TurnStep, type TurnSchedule } from './analysis/turn-schedule.js';
