import { ADJ_STR_WGT } from '../tables/adj-str-wgt.js';
import { clampPlayerInternal, speedToEnergy, toInternal, toRaw } from './speed.js';

/**
 * Speed bonus of haste, player and monster (`src/xtra1.c` `calc_bonuses()`, `src/melee2.c`
 * `process_monsters()`).
 *
 * @internal
 */
export const HASTE_BONUS = 10;
/**
 * Speed bonus of the player's timed spurt, only when not hasted (`src/xtra1.c` `calc_bonuses()`).
 *
 * @internal
 */
export const SPURT_BONUS = 3;
/**
 * Filibuster penalty, to the player and every monster (`SPEED_ADJ_FILIBUSTER`, `src/xtra1.c`
 * `calc_bonuses()`, `src/melee2.c` `process_monsters()`).
 *
 * @internal
 */
export const FILIBUSTER_PENALTY = 12;
/**
 * Penalty while bloated (food at or above the maximum) (`src/xtra1.c` `calc_bonuses()`).
 *
 * @internal
 */
export const BLOATED_PENALTY = 10;
/**
 * Penalty in search mode; the sidebar adds it back (`src/xtra1.c` `calc_bonuses()`,
 * `prt_speed()`).
 *
 * @internal
 */
export const SEARCH_PENALTY = 10;
/**
 * Speed bonus of every monster in Ironman Nightmare (`src/melee2.c` `process_monsters()`).
 *
 * @internal
 */
export const NIGHTMARE_BONUS = 5;
/**
 * Largest mini-slowness level (`src/effects.c` `_inc_minislow()`).
 *
 * @internal
 */
export const MAX_MINISLOW = 10;

/**
 * `_slow_calc()` (`src/effects.c`, for the player and, through `monster_slow()`, monsters): with binary slow active the penalty is
 * `10 + ⌊minislow/4⌋`, otherwise `minislow`. The largest penalty is 12.
 *
 * @example
 * ```ts
 * import { slowPenalty } from '@turnkeeper/frogcomposband';
 * slowPenalty(true, 6); // 11
 * slowPenalty(false, 6); // 6
 * ```
 */
export function slowPenalty(binarySlow: boolean, minislow: number): number {
  return binarySlow ? 10 + Math.floor(minislow / 4) : minislow;
}

/**
 * `_inc_minislow()` (`src/effects.c`): changes a mini-slowness level by `delta`, kept within
 * 0..10.
 *
 * @internal
 */
export function incMinislow(minislow: number, delta: number): number {
  return Math.min(MAX_MINISLOW, Math.max(0, minislow + delta));
}

/**
 * `weight_limit()` (`src/xtra1.c`): `adj_str_wgt[strIndex] × 50` tenths of a pound,
 * ×3/2 for Berserkers. `strIndex` is 0 (STR 3) to 37 (18/220+).
 *
 * @example
 * ```ts
 * import { weightLimit } from '@turnkeeper/frogcomposband';
 * weightLimit(0); // 500 (50 lb)
 * weightLimit(0, { berserker: true }); // 750
 * ```
 */
export function weightLimit(strIndex: number, options: { readonly berserker?: boolean } = {}): number {
  const adj = ADJ_STR_WGT[strIndex];
  if (adj === undefined || !Number.isInteger(strIndex)) {
    throw new RangeError(`weightLimit(strIndex): ${strIndex} is not a strength index (0..${ADJ_STR_WGT.length - 1})`);
  }
  const limit = adj * 50;
  return options.berserker ? Math.trunc((limit * 3) / 2) : limit;
}

/**
 * Overburden penalty (`src/xtra1.c` `calc_bonuses()`): if the weight `j` exceeds the limit `i` (both in
 * tenths of a pound), `(j − i) / (i / 5)` in integer division; the first −1 comes at 120 %.
 *
 * @example
 * ```ts
 * import { overburdenPenalty } from '@turnkeeper/frogcomposband';
 * overburdenPenalty(1200, 1000); // 1
 * overburdenPenalty(1199, 1000); // 0
 * ```
 */
export function overburdenPenalty(weight: number, limit: number): number {
  if (weight <= limit) return 0;
  return Math.trunc((weight - limit) / Math.trunc(limit / 5));
}

/**
 * The inputs of the player's speed (a subset of `src/xtra1.c` `calc_bonuses()`): `base` is the raw speed
 * from equipment, race, class and the rest.
 *
 * @example
 * ```ts
 * const p: PlayerSpeedInputs = { base: 5, hasted: true };
 * ```
 */
export interface PlayerSpeedInputs {
  readonly base: number;
  readonly hasted?: boolean;
  readonly spurt?: boolean;
  readonly binarySlow?: boolean;
  readonly minislow?: number;
  readonly filibuster?: boolean;
  readonly bloated?: boolean;
  /** Carried weight and the weight limit, tenths of a pound. */
  readonly weight?: number;
  readonly weightLimit?: number;
  readonly searching?: boolean;
  readonly lightspeed?: boolean;
}

/**
 * The player's speed as `calc_bonuses()` (`src/xtra1.c`) composes it: 110 + base, +10 hasted or
 * else +3 with the spurt, − slow penalty, −12 filibuster, −10 bloated, − overburden, −10 search
 * mode; then clamped to internal 11..209 (209 with light speed).
 *
 * @example
 * ```ts
 * import { playerSpeed } from '@turnkeeper/frogcomposband';
 * playerSpeed({ base: 5, hasted: true, binarySlow: true, minislow: 4 }); // { raw: 4, internal: 114, energy: 14 }
 * ```
 */
export function playerSpeed(p: PlayerSpeedInputs): { raw: number; internal: number; energy: number } {
  let s = toInternal(p.base);
  if (p.hasted) s += HASTE_BONUS;
  else if (p.spurt) s += SPURT_BONUS;
  s -= slowPenalty(p.binarySlow ?? false, p.minislow ?? 0);
  if (p.filibuster) s -= FILIBUSTER_PENALTY;
  if (p.bloated) s -= BLOATED_PENALTY;
  if (p.weight !== undefined && p.weightLimit !== undefined) s -= overburdenPenalty(p.weight, p.weightLimit);
  if (p.searching) s -= SEARCH_PENALTY;
  const internal = clampPlayerInternal(s, p.lightspeed ?? false);
  return { raw: toRaw(internal), internal, energy: speedToEnergy(internal) };
}

/**
 * The inputs of a monster's speed in `process_monsters()` (`src/melee2.c`): its individual raw speed
 * `mspeed` (after `get_mspeed`) and its state.
 *
 * @example
 * ```ts
 * const m: MonsterSpeedInputs = { mspeed: 10, fast: true };
 * ```
 */
export interface MonsterSpeedInputs {
  readonly mspeed: number;
  readonly nightmare?: boolean;
  readonly fast?: boolean;
  readonly binarySlow?: boolean;
  readonly minislow?: number;
  readonly filibuster?: boolean;
}

/**
 * A monster's speed this game turn (`src/melee2.c` `process_monsters()`): mspeed, +5 in Ironman
 * Nightmare, +10 while FAST, − slow penalty, −12 while the player filibusters. Not clamped.
 *
 * @example
 * ```ts
 * import { monsterSpeed } from '@turnkeeper/frogcomposband';
 * monsterSpeed({ mspeed: 10, fast: true, binarySlow: true, minislow: 8 }); // { raw: 8, energy: 18 }
 * ```
 */
export function monsterSpeed(m: MonsterSpeedInputs): { raw: number; energy: number } {
  let raw = m.mspeed;
  if (m.nightmare) raw += NIGHTMARE_BONUS;
  if (m.fast) raw += HASTE_BONUS;
  raw -= slowPenalty(m.binarySlow ?? false, m.minislow ?? 0);
  if (m.filibuster) raw -= FILIBUSTER_PENALTY;
  return { raw, energy: speedToEnergy(toInternal(raw)) };
}
