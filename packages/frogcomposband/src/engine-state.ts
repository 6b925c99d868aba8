import type { ActorId } from '@turnkeeper/core';

/**
 * One player action within a game turn, as the golden traces record it: the nominal cost, the
 * `ENERGY_NEED()` draw (`null` when none was made), the charge and `energy_need` after it.
 *
 * @example
 * ```ts
 * const a: PlayerActionRecord = { energyUse: 200, clip: 127, cost: 254, needAfter: 171 };
 * ```
 */
export interface PlayerActionRecord {
  energyUse: number;
  clip: number | null;
  cost: number;
  needAfter: number;
}

/**
 * One terrain extra charged to a monster: which rule, the draw and what it added.
 *
 * @example
 * ```ts
 * const e: ExtraRecord = { terrain: 'snow', draw: 104, added: 41 };
 * ```
 */
export interface ExtraRecord {
  terrain: string;
  draw: number;
  added: number;
}

/**
 * What happened to an actor in the last game turn it was processed: the speed used, the energy
 * gained and `energy_need` right after the gain; for the player every action, for a monster its
 * base draw (`clip`, `null` if it did not act) and terrain extras. `aware: false` means the
 * monster was skipped (no gain).
 *
 * @example
 * ```ts
 * const r: TurnRecord = { gameTurn: 1, aware: true, speed: 0, gain: 10, needAfterGain: -10, actions: [], clip: null, extra: [] };
 * ```
 */
export interface TurnRecord {
  gameTurn: number;
  aware: boolean;
  speed: number;
  gain: number;
  needAfterGain: number;
  actions: PlayerActionRecord[];
  clip: number | null;
  extra: ExtraRecord[];
}

/** @internal The player's mutable state. */
export interface PlayerState {
  id: ActorId;
  base: number;
  energyNeed: number;
  haste: number;
  slow: number;
  spurt: number;
  minislow: number;
  filibuster: boolean;
  bloated: boolean;
  searching: boolean;
  lightspeed: boolean;
  weight: number | null;
  weightLimit: number | null;
  levitation: boolean;
  treeExempt: boolean;
  snowExempt: boolean;
  /** `player_turn`: actions that cost energy (free actions do not count, `dungeon.c:4869`, spec §1). */
  playerTurns: number;
  last: TurnRecord | null;
}

/** @internal A monster's mutable state. */
export interface MonsterState {
  id: ActorId;
  index: number;
  mspeed: number;
  energyNeed: number;
  aware: boolean;
  fast: number;
  slow: number;
  minislow: number;
  regenerate: boolean;
  canFly: boolean;
  passWall: boolean;
  wildWood: boolean;
  wildSnow: boolean;
  spider: boolean;
  /** Created during this pass below the monster being processed: skipped once (`MFLAG_BORN`). */
  born: boolean;
  last: TurnRecord | null;
}

/**
 * Where the engine is inside a game turn (`dungeon.c:5422ff dungeon()`): before the player's
 * gain, in the player's action loop, in the monster pass, or at the world step.
 *
 * @example
 * ```ts
 * import type { Phase } from '@turnkeeper/frogcomposband';
 * const p: Phase = 'monsters';
 * ```
 */
export type Phase = 'start' | 'player' | 'monsters' | 'world';

/** @internal The engine's whole state as saved in snapshots. */
export interface SavedEngine {
  format: 'frogcomposband.engine/1';
  time: number;
  phase: Phase;
  cursor: number | null;
  hack: number;
  current: ActorId | null;
  player: PlayerState | null;
  monsters: MonsterState[];
}

/**
 * Wraps a value to a signed 16-bit integer, as the game's `s16b energy_need` does.
 *
 * @example
 * ```ts
 * import { toS16 } from '@turnkeeper/frogcomposband';
 * toS16(32768); // -32768
 * ```
 */
export function toS16(value: number): number {
  return ((((value + 32768) % 65536) + 65536) % 65536) - 32768;
}
