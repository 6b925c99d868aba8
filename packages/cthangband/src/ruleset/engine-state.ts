import type { ActorId } from '@turnkeeper/core';

/**
 * What happened to an actor in the tick it was last processed: the energy at the start of its
 * turn in the tick (`e0`), what it gained (10, or 0 for a BORN skip), and after the gain (`e1`).
 * Plain JSON; part of the engine's saved state.
 *
 * @example
 * ```ts
 * const l: TickLedger = { tick: 1, e0: 1050, gain: 10, e1: 1060 };
 * ```
 */
export interface TickLedger {
  tick: number;
  e0: number;
  gain: number;
  e1: number;
}

/**
 * The player's last action: energy before it, `energy_use`, the direct debit, natural attacks.
 *
 * @example
 * ```ts
 * const a: PlayerLastAction = { kind: 'walk', energyBefore: 1060, energyUse: 50, directDebit: 0, naturalAttacks: null, energyAfter: 1010 };
 * ```
 */
export interface PlayerLastAction {
  kind: string;
  energyBefore: number;
  energyUse: number;
  directDebit: number;
  naturalAttacks: number | null;
  energyAfter: number;
}

/**
 * The player's state (`p_ptr`'s timing fields).
 *
 * @example
 * ```ts
 * const p: PlayerState = { id: 'player', speed: 0, numBlow: 1, numFire: 1, naturalAttacks: 0, energy: 1050, ledger: null, last: null };
 * ```
 */
export interface PlayerState {
  id: ActorId;
  speed: number;
  numBlow: number;
  numFire: number;
  naturalAttacks: number;
  energy: number;
  ledger: TickLedger | null;
  last: PlayerLastAction | null;
}

/**
 * A monster's last turn: the move cost charged up front, the energy after it, what it did, and
 * the refund and attack cost when the action had them.
 *
 * @example
 * ```ts
 * const t: MonsterLastTurn = { tick: 1, chargedMove: 33, afterCharge: 976, kind: 'melee_player', refund: 33, attackCost: 10, energyAfter: 999 };
 * ```
 */
export interface MonsterLastTurn {
  tick: number;
  chargedMove: number;
  afterCharge: number;
  kind: string | null;
  refund: number | null;
  attackCost: number | null;
  energyAfter: number | null;
}

/**
 * One live slot of the monster list (`m_list[i]`'s timing fields and its race's).
 *
 * @example
 * ```ts
 * // see CthangbandEngine: slots are made by add() and moved by compaction
 * ```
 */
export interface MonsterState {
  id: ActorId;
  raceSpeed: number;
  /** The monster's own speed (mspeed − 110). */
  speed: number;
  numBlows: number;
  unique: boolean;
  csleep: number;
  maxhp: number;
  energy: number;
  born: boolean;
  ledger: (TickLedger & { bornSkip: boolean }) | null;
  last: MonsterLastTurn | null;
}

/**
 * Where the engine is inside `dungeon()`'s main loop.
 *
 * @example
 * ```ts
 * import { PHASE } from '@turnkeeper/cthangband';
 * PHASE.monsters; // 3
 * ```
 */
export const PHASE = Object.freeze({ between: 0, player: 1, afterPlayer: 2, monsters: 3, world: 4 } as const);

/**
 * The engine's whole state as saved in snapshots.
 *
 * @example
 * ```ts
 * const s: SavedEngine = { format: 'cthangband-engine/1', startTurn: 1, tick: 0, phase: 0, cursor: 0, mMax: 1, hackMIdx: 0, current: -1, player: null, monsters: [] };
 * ```
 */
export interface SavedEngine {
  format: 'cthangband-engine/1';
  startTurn: number;
  tick: number;
  phase: number;
  cursor: number;
  mMax: number;
  hackMIdx: number;
  current: number;
  player: PlayerState | null;
  /** Slot i of `m_list` at index i − 1; `null` for a hole. */
  monsters: (MonsterState | null)[];
}
