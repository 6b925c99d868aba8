import { Distribution, Fraction, type RandomSource } from '@turnkeeper/core';
import { FROGCOMPOSBAND_DRAW_SITES } from '../random/draw-sites.js';
import { FROGCOMPOSBAND_DEFAULT_VERSION, type FrogcomposbandVersion } from '../versions.js';
import { MONSTER_MAX_INTERNAL, energyOfRaw, toRaw } from './speed.js';

/**
 * A monster's raw speed cap: internal 199 (`src/monster2.c` `get_mspeed()`).
 *
 * @internal
 */
const MONSTER_MAX_RAW = toRaw(MONSTER_MAX_INTERNAL);

/**
 * The half-widths of `get_mspeed`'s spread for a race speed (`src/monster2.c` `get_mspeed()`): `i = E/3` when the
 * `one_in_(4)` call succeeds, else `E/10` (integer division; E = energy of the race speed).
 *
 * @internal
 */
export function mspeedSpread(raceRaw: number): { oneInFour: number; otherwise: number } {
  const e = energyOfRaw(raceRaw);
  return { oneInFour: Math.trunc(e / 3), otherwise: Math.trunc(e / 10) };
}

/**
 * The circumstances of a placement that change the individual speed roll (`get_mspeed()`), and
 * the version whose rule applies (default: the ruleset's default version).
 *
 * @example
 * ```ts
 * import type { MonsterSpeedRollOptions } from '@turnkeeper/frogcomposband';
 * const o: MonsterSpeedRollOptions = { unique: true };
 * ```
 */
export interface MonsterSpeedRollOptions {
  /** The race is UNIQUE: it keeps its race speed and draws nothing. */
  readonly unique?: boolean;
  /** The player is inside the arena (`p_ptr->inside_arena`): no draw either. */
  readonly inArena?: boolean;
  /**
   * Placed by an Amberite blood curse (`very_nice_summon_hack`): the one-in-four is still drawn
   * but never widens the spread — from v7.0.cloudberry; 7.0.nougat's `get_mspeed()` does not
   * look at the flag.
   */
  readonly veryNiceSummon?: boolean;
  readonly version?: FrogcomposbandVersion;
}

/**
 * The two half-widths `get_mspeed()` (`src/monster2.c`) chooses between for a race speed, or
 * `null` when it draws nothing (a unique, or in the arena): `oneInFour` when `one_in_(4)` hits
 * (E / 3, or E / 10 for a blood-curse summon from 7.0.cloudberry on), `otherwise` E / 10.
 *
 * @example
 * ```ts
 * import { mspeedHalfWidths } from '@turnkeeper/frogcomposband';
 * mspeedHalfWidths(0); // { oneInFour: 3, otherwise: 1 }
 * mspeedHalfWidths(0, { veryNiceSummon: true }); // { oneInFour: 1, otherwise: 1 }
 * mspeedHalfWidths(0, { veryNiceSummon: true, version: '7.0.nougat' }); // { oneInFour: 3, otherwise: 1 }
 * mspeedHalfWidths(30, { unique: true }); // null
 * ```
 */
export function mspeedHalfWidths(raceRaw: number, options: MonsterSpeedRollOptions = {}): { readonly oneInFour: number; readonly otherwise: number } | null {
  if (options.unique === true || options.inArena === true) return null;
  const spread = mspeedSpread(raceRaw);
  const narrowed = options.veryNiceSummon === true && (options.version ?? FROGCOMPOSBAND_DEFAULT_VERSION) !== '7.0.nougat';
  return narrowed ? { oneInFour: spread.otherwise, otherwise: spread.otherwise } : spread;
}

/**
 * `get_mspeed()` (`src/monster2.c`, called by `place_monster_one()`): a monster's individual raw
 * speed. A unique, or any monster placed while the player is in the arena, keeps the race speed
 * and draws nothing. Otherwise `one_in_(4)`, that is `randint0(4)`, is always drawn (site
 * `'get_mspeed:one_in_(4)'`); then, if the chosen half-width i > 0 ({@link mspeedHalfWidths}),
 * `rand_spread(0, i)` = `randint0(2i+1) − i` is added (site `'get_mspeed:rand_spread(0,i)'`); the
 * result is capped at raw +89 (internal 199). In the game the sleep and hit point rolls of
 * `place_monster_one()` come before these in the same stream, and the starting energy after.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { rollMonsterSpeed } from '@turnkeeper/frogcomposband';
 * rollMonsterSpeed(scripted([0, 6]), 0); // 3: one_in_(4) hit, i = 3, 6 − 3
 * rollMonsterSpeed(scripted([0, 2]), 0, { veryNiceSummon: true }); // 1: the hit does not widen it, i = 1
 * ```
 */
export function rollMonsterSpeed(random: RandomSource, raceRaw: number, options: MonsterSpeedRollOptions = {}): number {
  const widths = mspeedHalfWidths(raceRaw, options);
  if (widths === null) return Math.min(raceRaw, MONSTER_MAX_RAW);
  const i = random.below(4, FROGCOMPOSBAND_DRAW_SITES.mspeedOneInFour) === 0 ? widths.oneInFour : widths.otherwise;
  let raw = raceRaw;
  if (i > 0) raw += random.below(2 * i + 1, FROGCOMPOSBAND_DRAW_SITES.mspeedSpread) - i;
  return Math.min(raw, MONSTER_MAX_RAW);
}

/**
 * The exact law of {@link rollMonsterSpeed} for a race speed, with the denominator of the
 * enumeration of draws (4 × (2a+1) × (2b+1) for half-widths a and b; 1 when nothing is drawn),
 * the form of `monster_speed_variation.json`.
 *
 * @example
 * ```ts
 * import { monsterSpeedDistribution } from '@turnkeeper/frogcomposband';
 * const { dist, denominator } = monsterSpeedDistribution(0);
 * denominator; // 84
 * dist.p(0).toString(); // '2/7': 1/4 · 1/7 + 3/4 · 1/3
 * monsterSpeedDistribution(30, { unique: true }).dist.support(); // [30]
 * ```
 */
export function monsterSpeedDistribution(raceRaw: number, options: MonsterSpeedRollOptions = {}): { dist: Distribution; denominator: number } {
  const widths = mspeedHalfWidths(raceRaw, options);
  if (widths === null) return { dist: Distribution.point(Math.min(raceRaw, MONSTER_MAX_RAW)), denominator: 1 };
  const { oneInFour, otherwise } = widths;
  const uniform = (i: number): Distribution => {
    const values: number[] = [];
    for (let d = -i; d <= i; d++) values.push(Math.min(raceRaw + d, MONSTER_MAX_RAW));
    return Distribution.uniform(values);
  };
  const dist = Distribution.mix([
    [Fraction.of(1, 4), uniform(oneInFour)],
    [Fraction.of(3, 4), uniform(otherwise)],
  ]);
  return { dist, denominator: 4 * (2 * oneInFour + 1) * (2 * otherwise + 1) };
}

/** `MON_SERPENT` (`src/defines.h`): the Serpent of Chaos, race 862 in every covered version. */
const MON_SERPENT = 862;

/**
 * The coffee-break raise of a placed monster's speed (`src/monster2.c` `place_monster_one()`,
 * right after `get_mspeed()`; no draw), in raw speed. 7.1.salmiak: a hostile monster that is the
 * Serpent of Chaos, or any hostile monster in insta-coffee mode (`coffee_break` 2), gains
 * min(30, revisits × coffee_break / 2) when the level has been revisited. 7.0.cloudberry and
 * 7.0.nougat: only the Serpent, hostile or not, min(30, revisits / 2). Integer division
 * throughout. Add it to a rolled speed and give the sum as the monster spec's `speed`.
 *
 * @example
 * ```ts
 * import { coffeeBreakSpeedBonus } from '@turnkeeper/frogcomposband';
 * coffeeBreakSpeedBonus('7.1.salmiak', { coffeeBreak: 2, revisits: 7, raceIndex: 149, hostile: true }); // 7
 * coffeeBreakSpeedBonus('7.0.cloudberry', { coffeeBreak: 1, revisits: 7, raceIndex: 149, hostile: true }); // 0
 * ```
 */
export function coffeeBreakSpeedBonus(
  version: FrogcomposbandVersion,
  placement: {
    /** `coffee_break`: 0 off, 1 coffee-break, 2 insta-coffee (7.1 only). */
    readonly coffeeBreak: number;
    /** `p_ptr->coffee_lv_revisits` (a byte). */
    readonly revisits: number;
    /** The race index (`r_idx`). */
    readonly raceIndex: number;
    /** Hostile to the player (`is_hostile()`). */
    readonly hostile: boolean;
  },
): number {
  const { coffeeBreak, revisits, raceIndex, hostile } = placement;
  if (coffeeBreak === 0 || revisits === 0) return 0;
  if (version === '7.1.salmiak') {
    if (!hostile || (raceIndex !== MON_SERPENT && coffeeBreak !== 2)) return 0;
    return Math.min(30, Math.trunc((revisits * coffeeBreak) / 2));
  }
  return raceIndex === MON_SERPENT ? Math.min(30, Math.trunc(revisits / 2)) : 0;
}
