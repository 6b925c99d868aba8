/**
 * `@turnkeeper/nethack`: NetHack's speed and movement system (3.4.3, 3.6.0, 3.6.1–3.6.7, 3.7) as
 * a Turnkeeper ruleset, exact to the random draw, with its own generator (glibc `random()`), the
 * rules as pure functions and the speed sources as data. The analysis and the monster catalog
 * are `@turnkeeper/nethack/analysis`, apart, so that a game bundles only the loop.
 *
 * @module
 */

// The ruleset
export { nethack } from './ruleset.js';

// Versions
export { NETHACK_VERSIONS, NETHACK_DEFAULT_VERSION, nethackVersionRules, type NethackVersion, type NethackVersionRules, type SpeedFamily } from './versions.js';

// Hooks
export { nethackHooks, type NethackHookPayloads } from './hooks.js';

// Actor kinds, options, types
export { nethackActors } from './schema/actors.js';
export { nethackPlayer } from './schema/player.js';
export { nethackMonster } from './schema/monster.js';
export { MAX_BASE_SPEED, MAX_LEVEL } from './schema/fields.js';
export { nethackOptions, type NethackOptions } from './schema/options.js';
export type { NethackTypes, NethackPlayerSpec, NethackMonsterSpec, NethackPlayerAction, NethackMonsterAction } from './schema/types.js';

// Rules of the game
export {
  NORMAL_SPEED,
  MONSTER_SPEED_STATES,
  HERO_SPEED_STATES,
  SPEED_ADJUSTMENTS,
  adjustedSpeed,
  heroSpeedState,
  heroSpeedSourcesOf,
  monsterSpeedState,
  monAdjustSpeed,
  type MonsterSpeedState,
  type HeroSpeedState,
  type HeroSpeedSources,
} from './rules/speed.js';
export { ENCUMBRANCE_NAMES, applyEncumbrance, type Encumbrance, type EncumbranceName } from './rules/encumbrance.js';
export { mcalcmove, type MonsterMoveInput } from './rules/monster-allocation.js';
export { heroMoveamt, type HeroMoveInput } from './rules/hero-allocation.js';
export { prorateHero, prorateMonster } from './rules/proration.js';
export { monsterAllocationLaw, heroAllocationLaw, ridingAllocationLaw, type AllocationLaw, type RandomPattern } from './rules/allocation-laws.js';
export { simulateTurn, type TurnStep, type TurnSchedule } from './rules/turn-order.js';
export { KICK_GALLOP_TURNS, kickSteed, kickGallopChance, type KickSteedInput, type KickSteedOutcome } from './rules/kick-steed.js';

// Game data (the monster catalog is in '@turnkeeper/nethack/analysis')
export { NETHACK_ROLES, roleSpeedLevel, roleIntrinsicFast, type NethackRole } from './tables/role-speed.js';
export {
  NETHACK_SPEED_SOURCE_IDS,
  NETHACK_SPEED_SOURCES,
  speedSourcesOf,
  speedSourcePatch,
  type NethackSpeedSourceId,
  type Blessing,
  type TimedSpeedTurns,
  type SpeedSourceChange,
  type SpeedSourceEntry,
  type SpeedPatch,
  type SpeedSourceContext,
} from './tables/speed-sources.js';

// The game's generator and the labels of its draws
export { nethackGenerator, GlibcRandom } from './random/glibc-random.js';
export { NETHACK_DRAW_SITES, type NethackDrawSite } from './random/draw-sites.js';
