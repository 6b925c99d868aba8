import { InvalidArgumentError } from '@turnkeeper/core';
import { ADJ_STR_WGT } from '../tables/adj-str-wgt.js';
import { cDiv, toS16 } from '@turnkeeper/core/cint';
import { clampPlayerInternal, speedToEnergy, toInternal, toRaw } from './speed.js';

/**
 * Speed bonus of haste, player and monster (`src/xtra1.c` `calc_bonuses()`, `src/melee2.c`
 * `process_monsters()`).
 *
 * @internal
 */
const HASTE_BONUS = 10;
/**
 * Speed bonus of the player's timed spurt, only when not hasted (`src/xtra1.c` `calc_bonuses()`).
 *
 * @internal
 */
const SPURT_BONUS = 3;
/**
 * Filibuster penalty, to the player and every monster (`SPEED_ADJ_FILIBUSTER`, `src/xtra1.c`
 * `calc_bonuses()`, `src/melee2.c` `process_monsters()`).
 *
 * @internal
 */
const FILIBUSTER_PENALTY = 12;
/**
 * Penalty while bloated (food at or above the maximum) (`src/xtra1.c` `calc_bonuses()`).
 *
 * @internal
 */
const BLOATED_PENALTY = 10;
/**
 * Penalty in search mode; the sidebar adds it back (`src/xtra1.c` `calc_bonuses()`,
 * `prt_speed()`).
 *
 * @internal
 */
const SEARCH_PENALTY = 10;
/**
 * Speed bonus of every monster in Ironman Nightmare (`src/melee2.c` `process_monsters()`).
 *
 * @internal
 */
const NIGHTMARE_BONUS = 5;
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
    throw new InvalidArgumentError('weightLimit strIndex', strIndex, `a strength index, an integer from 0 to ${ADJ_STR_WGT.length - 1}`);
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
  if (!(limit >= 5))
    throw new InvalidArgumentError('overburdenPenalty limit', limit, "a weight limit ≥ 5 (limit / 5 is a divisor; the game's limits are 500 and more)");
  return cDiv(weight - limit, cDiv(limit, 5));
}

/**
 * What `calc_bonuses()` (`src/xtra1.c`) reads of the mount when the player rides
 * (`p_ptr->riding`): the mount's own speed `mspeed` (raw), its FAST and slow state, and its
 * race level (the rider's weight limit).
 *
 * @example
 * ```ts
 * const horse: MountInputs = { mspeed: 20, level: 10 };
 * ```
 */
export interface MountInputs {
  readonly mspeed: number;
  readonly fast?: boolean;
  readonly binarySlow?: boolean;
  readonly minislow?: number;
  /** `r_ptr->level` of the mount's race (0..255): the weight limit is 1500 + 25 × level. */
  readonly level?: number;
}

/**
 * The inputs of the player's speed (a subset of `src/xtra1.c` `calc_bonuses()`): `base` is the raw speed
 * from equipment, race and class (`p_ptr->pspeed − 110` before the timed effects).
 *
 * @example
 * ```ts
 * const p: PlayerSpeedInputs = { base: 5, hasted: true };
 * ```
 */
export interface PlayerSpeedInputs {
  readonly base: number;
  /** `IS_FAST()`: the `fast` timer, a speed or berserk song, or the WILD_SPEED talent. */
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
  /** `IS_LIGHT_SPEED()`: speed forced to +99 (not while riding). */
  readonly lightspeed?: boolean;
  /** A Beorning in bear form: + level / 7 (`src/beorning.c` `_calc_bonuses()`). */
  readonly bearForm?: boolean;
  /** The character level `p_ptr->lev` (1..50), for bear form and riding. */
  readonly level?: number;
  /** Riding: the mount and `skills_riding_current()` (0..8000). */
  readonly riding?: { readonly mount: MountInputs; readonly skill: number };
}

/** `RIDING_EXP_SKILLED` (`src/defines.h`): below it the rider's lack of skill weighs on the mount. */
const RIDING_EXP_SKILLED = 4000;
/** `RIDING_EXP_MASTER` (`src/defines.h`): the riding skill's top. */
export const RIDING_EXP_MASTER = 8000;

/**
 * The rider's speed before the clamp (`src/xtra1.c` `calc_bonuses()`, the `p_ptr->riding` branch):
 * the mount's speed replaces everything the player had (equipment, haste, slow, filibuster,
 * bloating): above +0 it is scaled by the riding skill and level,
 * `110 + (mspeed − 110) × (3·skill + 160·lev − 10000) / 22000`, never below +0; at +0 or below it
 * is taken as it is. Then `(skill + 160·lev) / 3200` more, +10 while the mount is FAST, minus the
 * mount's slow penalty, and the burden: the rider's weight plus `450 × (4000 − skill) / 4000` below
 * skilled riding, against a limit of `1500 + 25 × mount level`. Internal speed, each step stored
 * in the `s16b pspeed`.
 */
function riderInternal(p: PlayerSpeedInputs, riding: NonNullable<PlayerSpeedInputs['riding']>): number {
  const lev = p.level ?? 1;
  const skill = riding.skill;
  const mount = riding.mount;
  const speed = toInternal(mount.mspeed);
  let s: number;
  if (speed > 110) {
    s = toS16(110 + toS16(cDiv((speed - 110) * (skill * 3 + lev * 160 - 10000), 22000)));
    if (s < 110) s = 110;
  } else s = speed;
  s = toS16(s + cDiv(skill + lev * 160, 3200));
  if (mount.fast) s = toS16(s + HASTE_BONUS);
  s = toS16(s - slowPenalty(mount.binarySlow ?? false, mount.minislow ?? 0));
  let j = p.weight ?? 0;
  if (skill < RIDING_EXP_SKILLED) j += cDiv(150 * 3 * (RIDING_EXP_SKILLED - skill), RIDING_EXP_SKILLED);
  const i = 1500 + (mount.level ?? 0) * 25;
  if (j > i) s = toS16(s - overburdenPenalty(j, i));
  return s;
}

/**
 * The player's speed as `calc_bonuses()` (`src/xtra1.c`) composes it, in its order, each step
 * stored in the game's `s16b pspeed` (so a sum past 32767 wraps as gcc stores it): 110 + base
 * (+ level / 7 in bear form), +10 hasted or else +3 with the spurt, − slow penalty, −12 filibuster,
 * −10 bloated; when riding, all that is replaced by the mount's speed (see `riding`); − overburden,
 * −10 search mode; then clamped to internal 11..209, and forced to 209 by light speed when not
 * riding.
 *
 * @example
 * ```ts
 * import { playerSpeed } from '@turnkeeper/frogcomposband';
 * playerSpeed({ base: 5, hasted: true, binarySlow: true, minislow: 4 }); // { raw: 4, internal: 114, energy: 14 }
 * playerSpeed({ base: -120, hasted: true }); // { raw: -99, internal: 11, energy: 1 }: clamped after the haste
 * ```
 */
export function playerSpeed(p: PlayerSpeedInputs): { raw: number; internal: number; energy: number } {
  let s = toS16(toInternal(p.base));
  if (p.bearForm) s = toS16(s + cDiv(p.level ?? 1, 7));
  if (p.hasted) s = toS16(s + HASTE_BONUS);
  else if (p.spurt) s = toS16(s + SPURT_BONUS);
  s = toS16(s - slowPenalty(p.binarySlow ?? false, p.minislow ?? 0));
  if (p.filibuster) s = toS16(s - FILIBUSTER_PENALTY);
  if (p.bloated) s = toS16(s - BLOATED_PENALTY);
  if (p.riding) s = riderInternal(p, p.riding);
  else if (p.weight !== undefined && p.weightLimit !== undefined) s = toS16(s - overburdenPenalty(p.weight, p.weightLimit));
  if (p.searching) s = toS16(s - SEARCH_PENALTY);
  const internal = clampPlayerInternal(s, (p.lightspeed ?? false) && !p.riding);
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
  const raw = monsterRawSpeed(m.mspeed, m.nightmare ?? false, m.fast ?? false, m.binarySlow ?? false, m.minislow ?? 0, m.filibuster ?? false);
  return { raw, energy: speedToEnergy(toInternal(raw)) };
}

/**
 * {@link monsterSpeed}'s raw speed from plain arguments: the engine computes it per monster
 * without building an input object.
 *
 * @internal
 */
export function monsterRawSpeed(mspeed: number, nightmare: boolean, fast: boolean, binarySlow: boolean, minislow: number, filibuster: boolean): number {
  let raw = mspeed;
  if (nightmare) raw += NIGHTMARE_BONUS;
  if (fast) raw += HASTE_BONUS;
  raw -= slowPenalty(binarySlow, minislow);
  if (filibuster) raw -= FILIBUSTER_PENALTY;
  return raw;
}

/**
 * What a rider's speed depends on ({@link riderSpeed}).
 *
 * @example
 * ```ts
 * const r: RiderInputs = { mount: { mspeed: 20, level: 10 }, skill: 4000, level: 30 };
 * ```
 */
export interface RiderInputs {
  readonly mount: MountInputs;
  /** `skills_riding_current()`: 0..8000. */
  readonly skill: number;
  /** The character level (1..50). */
  readonly level?: number;
  /** The rider's carried weight, tenths of a pound. */
  readonly weight?: number;
  readonly searching?: boolean;
}

/**
 * The speed of a player riding `mount` (`src/xtra1.c` `calc_bonuses()`, the `p_ptr->riding`
 * branch): the mount's speed replaces the rider's own (equipment, haste, slow, light speed…);
 * above +0 it is scaled by `(3·skill + 160·level − 10000) / 22000` (never below +0), then
 * `(skill + 160·level) / 3200` more, the mount's FAST and slow, and the burden against
 * `1500 + 25 × mount level`. The ridden monster gains at this speed (`src/melee2.c`
 * `process_monsters()`). The Ring race's and the Dragon Warlock's special cases are not modelled.
 *
 * @example
 * ```ts
 * import { riderSpeed } from '@turnkeeper/frogcomposband';
 * riderSpeed({ mount: { mspeed: 20, level: 10 }, skill: 4000, level: 30 }); // { raw: 8, internal: 118, energy: 18 }
 * ```
 */
export function riderSpeed(r: RiderInputs): { raw: number; internal: number; energy: number } {
  return playerSpeed({
    base: 0,
    level: r.level ?? 1,
    ...(r.weight !== undefined ? { weight: r.weight } : {}),
    searching: r.searching ?? false,
    riding: { mount: r.mount, skill: r.skill },
  });
}
