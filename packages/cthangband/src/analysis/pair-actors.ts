import type { RandomSource, SpecOf } from '@turnkeeper/core';
import { playerActionCost } from '../rules/player-action-cost.js';
import { toS16 } from '@turnkeeper/core/cint';
import { clampBlows, clampTimed } from '../rules/storage.js';
import { currentSpeed } from '../rules/timed-effects.js';
import type { CthangbandMonsterAction, CthangbandPlayerAction, CthangbandTypes } from '../schema/types.js';
import { ACT_THRESHOLD, ENERGY_PER_TICK, KNOCKED_OUT_STUN, NORMAL_SPEED_INDEX, TICKS_PER_ROUND } from '../tables/constants.js';
import { EXTRACT_ENERGY } from '../tables/energy-table.js';
import { rolledSpeeds } from './rate.js';

// The two actors of an exact `between` analysis as plain numbers, and the engine's arithmetic for
// each of them alone, one tick at a time (PairRun runs them side by side).

/** `extract_energy[speed + 110]`, or undefined outside the table. */
function tableCost(speed: number): number | undefined {
  return EXTRACT_ENERGY[speed + NORMAL_SPEED_INDEX];
}

type Kinds = CthangbandTypes['kinds'];

/** Analysis runs only fixed costs: a draw, if any, returns 0 (as `runEngine()`'s source does). */
const zeros: RandomSource = { below: () => 0 };

/**
 * The player of a run: its state, its start, and the charge of its action at each speed it can have.
 *
 * @example
 * ```ts
 * import { cthangband, type CthangbandPlayerSpec } from '@turnkeeper/cthangband';
 * const spec = cthangband.parseSpec({ kind: 'player' }) as CthangbandPlayerSpec;
 * const p = playerRun(0, spec, { kind: 'walk' }); // { who: 0, energy: 1050, …, normal: [100, 0], … }
 * ```
 */
export interface PlayerRun {
  /** 0 (A) or 1 (B): whose turn a pass is. */
  readonly who: number;
  energy: number;
  fast: number;
  slow: number;
  paralyzed: number;
  stun: number;
  readonly start: { readonly energy: number; readonly fast: number; readonly slow: number; readonly paralyzed: number; readonly stun: number };
  readonly stunRecovery: number;
  /** [use, debit] at the base speed, hasted and slowed. */
  readonly normal: readonly [number, number];
  readonly hasted: readonly [number, number];
  readonly slowed: readonly [number, number];
}

/**
 * A monster of a run: its state, its placements and its action's costs. Placement k starts it at
 * `speeds[k]` with `energies[k]`: as given for a monster already placed, else each speed of its
 * roll with each start energy 900..999 (`monster2.c` `place_monster_one()`), in the order
 * `placements()` lists them.
 *
 * @example
 * ```ts
 * import { cthangband, type CthangbandMonsterSpec } from '@turnkeeper/cthangband';
 * const spec = cthangband.parseSpec({ kind: 'monster', speed: 0 }) as CthangbandMonsterSpec;
 * monsterRun(1, spec, { kind: 'move' })?.energies[0]; // 900
 * ```
 */
export interface MonsterRun {
  readonly who: number;
  energy: number;
  speed: number;
  born: boolean;
  readonly speeds: Int16Array;
  readonly energies: Int16Array;
  readonly startBorn: boolean;
  /** Whether the action refunds the move cost and charges 100 / num_blows instead. */
  readonly refunds: boolean;
  /** The speed after a refunding spell (a haste-self), or null to keep the speed. */
  readonly speedAfter: number | null;
  readonly attack: number;
}

/**
 * The player of an analysed pair, or undefined when its run needs the engine (a step outside the
 * table, the stairs).
 *
 * @example
 * ```ts
 * import { cthangband, type CthangbandPlayerSpec } from '@turnkeeper/cthangband';
 * playerRun(0, cthangband.parseSpec({ kind: 'player' }) as CthangbandPlayerSpec, { kind: 'walk' })?.normal; // [100, 0]
 * ```
 */
export function playerRun(who: number, s: SpecOf<Kinds, 'player'>, a: CthangbandPlayerAction): PlayerRun | undefined {
  // cmd2.c do_cmd_go_up(): the stairs change the level, which this run does not model.
  if (a.kind === 'stairs') return undefined;
  const stats = { speed: 0, numBlow: clampBlows(s.numBlow), numFire: clampBlows(s.numFire), naturalAttacks: s.naturalAttacks };
  const steps = (a.kind === 'walk' && !(a.knownObstacle && !a.impaired)) || a.kind === 'run';
  const chargeAt = (fast: number, slow: number): [number, number] | undefined => {
    const speed = currentSpeed(s.speed, { fast, slow });
    if (steps && tableCost(speed) === undefined) return undefined;
    stats.speed = speed;
    const c = playerActionCost(a, stats, zeros);
    return [c.energyUse, c.directDebit];
  };
  const start = { energy: s.energy, fast: clampTimed(s.fast), slow: clampTimed(s.slow), paralyzed: clampTimed(s.paralyzed), stun: clampTimed(s.stun) };
  const normal = chargeAt(0, 0);
  const hasted = start.fast > 0 ? chargeAt(1, 0) : normal;
  const slowed = start.slow > 0 ? chargeAt(0, 1) : normal;
  if (!normal || !hasted || !slowed) return undefined;
  return { who, ...start, start, stunRecovery: s.stunRecovery, normal, hasted, slowed };
}

/**
 * A monster of an analysed pair, or undefined when its run needs the engine (a turn or a refund
 * outside the table, an attack speed of 0 to refund).
 *
 * @example
 * ```ts
 * import { cthangband, type CthangbandMonsterSpec } from '@turnkeeper/cthangband';
 * monsterRun(1, cthangband.parseSpec({ kind: 'monster', speed: 0 }) as CthangbandMonsterSpec, { kind: 'move' })?.speeds.length; // 2100
 * ```
 */
export function monsterRun(who: number, s: SpecOf<Kinds, 'monster'>, a: CthangbandMonsterAction): MonsterRun | undefined {
  const rolled = rolledSpeeds(s);
  const placed = s.energy !== undefined;
  const n = placed ? 1 : rolled.length * 100;
  const speeds = new Int16Array(n);
  const energies = new Int16Array(n);
  for (let k = 0; k < n; k++) {
    speeds[k] = rolled[placed ? 0 : Math.floor(k / 100)] as number;
    energies[k] = s.energy ?? 900 + (k % 100);
  }
  const refunds = (a.kind === 'melee_player' && a.noRefund !== true) || a.kind === 'spell_at_player' || a.kind === 'spell_at_monster';
  const speedAfter = (a.kind === 'spell_at_player' || a.kind === 'spell_at_monster') && a.speedAfter !== undefined ? a.speedAfter : null;
  // Speeds are inside extract_energy and attack speeds ≥ 1 (the monster schema): every turn and refund is defined.
  return {
    who,
    energy: 0,
    speed: 0,
    born: false,
    speeds,
    energies,
    // placements() places the rolled ones without the flag; one given as placed keeps its own.
    startBorn: placed && s.born,
    refunds,
    speedAfter,
    attack: Math.floor(100 / s.numBlows),
  };
}

/**
 * `process_player()` for one tick: +10, then a pass while energy ≥ 1000; returns how many.
 *
 * @example
 * ```ts
 * declare const p: PlayerRun;
 * playerTick(p); // 1 on the tick a walker reaches 1000
 * ```
 */
export function playerTick(p: PlayerRun): number {
  p.energy = toS16(p.energy + ENERGY_PER_TICK);
  let passes = 0;
  while (p.energy >= ACT_THRESHOLD) {
    passes++;
    // Paralysed or knocked out: a forced pass costs 100 (dungeon.c process_player()).
    if (p.paralyzed !== 0 || p.stun >= KNOCKED_OUT_STUN) p.energy = toS16(p.energy - 100);
    else {
      const [use, debit] = p.fast > 0 && p.slow === 0 ? p.hasted : p.slow > 0 && p.fast === 0 ? p.slowed : p.normal;
      p.energy = toS16(toS16(p.energy - debit) - use);
    }
  }
  return passes;
}

/**
 * `process_world()`'s countdown at turn % 10 == 0 (turn is the tick: runs start at turn 1);
 * returns whether a timed effect still runs.
 *
 * @example
 * ```ts
 * declare const p: PlayerRun;
 * worldTick(p, 10); // false once haste and the rest have run out
 * ```
 */
export function worldTick(p: PlayerRun, tick: number): boolean {
  if (tick % TICKS_PER_ROUND === 0) {
    if (p.fast) p.fast = clampTimed(p.fast - 1);
    if (p.slow) p.slow = clampTimed(p.slow - 1);
    if (p.paralyzed) p.paralyzed = clampTimed(p.paralyzed - 1);
    if (p.stun) p.stun = clampTimed(p.stun - p.stunRecovery);
  }
  return p.fast > 0 || p.slow > 0 || p.paralyzed > 0 || p.stun > 0;
}

/**
 * `process_monsters()` reaching one monster: a BORN skip, +10, and a turn at ≥ 1000; returns 1
 * for a turn.
 *
 * @example
 * ```ts
 * declare const m: MonsterRun;
 * monsterTick(m); // 0 or 1
 * ```
 */
export function monsterTick(m: MonsterRun): number {
  if (m.born) {
    m.born = false;
    return 0;
  }
  const e1 = toS16(m.energy + ENERGY_PER_TICK);
  if (e1 < ACT_THRESHOLD) {
    m.energy = e1;
    return 0;
  }
  // The move cost up front; melee and spells refund it (at the speed after the spell) and charge the attack.
  m.energy = toS16(e1 - (tableCost(m.speed) as number));
  if (m.refunds) {
    if (m.speedAfter !== null) m.speed = m.speedAfter;
    m.energy = toS16(toS16(m.energy + (tableCost(m.speed) as number)) - m.attack);
  }
  return 1;
}

/**
 * Puts the player back at its start.
 *
 * @example
 * ```ts
 * declare const p: PlayerRun;
 * resetPlayer(p);
 * ```
 */
export function resetPlayer(p: PlayerRun): void {
  const start = p.start;
  p.energy = start.energy;
  p.fast = start.fast;
  p.slow = start.slow;
  p.paralyzed = start.paralyzed;
  p.stun = start.stun;
}

/**
 * Puts a monster at placement `k`.
 *
 * @example
 * ```ts
 * declare const m: MonsterRun;
 * resetMonster(m, 0); // the first speed of the roll, energy 900
 * ```
 */
export function resetMonster(m: MonsterRun, k: number): void {
  m.energy = m.energies[k] as number;
  m.speed = m.speeds[k] as number;
  m.born = m.startBorn;
}
