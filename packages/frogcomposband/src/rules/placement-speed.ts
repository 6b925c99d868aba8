import { SITES } from '../random/sites.js';
import type { FrogcomposbandVersion } from '../versions.js';
import { speedToEnergy } from './speed.js';

/**
 * What the placement speed rules draw from: `below(n)` is a uniform integer in [0, n) (the game's
 * `randint0(n)`), `site` names the draw. Core's random sources fit it.
 *
 * @example
 * ```ts
 * const zeros: BelowSource = { below: () => 0 };
 * ```
 */
export interface BelowSource {
  below(n: number, site?: string): number;
}

/**
 * The circumstances of a placement that change the individual speed roll.
 *
 * @example
 * ```ts
 * const o: MspeedRollOptions = { unique: false, inArena: false, veryNiceSummon: false };
 * ```
 */
export interface MspeedRollOptions {
  /** The race is UNIQUE: it keeps its race speed, no draw. */
  readonly unique?: boolean;
  /** The player is inside the arena (`p_ptr->inside_arena`): no draw either. */
  readonly inArena?: boolean;
  /**
   * Placed by an Amberite blood curse (`very_nice_summon_hack`): the one-in-four is drawn but
   * never widens the spread (7.0.cloudberry and later; 7.0.nougat's `get_mspeed()` ignores it).
   */
  readonly veryNiceSummon?: boolean;
}

/**
 * The two half-widths of `get_mspeed()`'s spread for a race speed (as stored, 110 = normal), or
 * `null` when no draw is made (unique, or in the arena): with E = `SPEED_TO_ENERGY(race speed)`,
 * `oneInFour` = E / 3 when `one_in_(4)` succeeds, `otherwise` = E / 10 (integer division).
 * `src/monster2.c` `get_mspeed()`, the same in the three versions but for the blood-curse case.
 *
 * @example
 * ```ts
 * import { mspeedHalfWidths } from './placement-speed.js';
 * mspeedHalfWidths('7.1.salmiak', 110); // { oneInFour: 3, otherwise: 1 }
 * mspeedHalfWidths('7.1.salmiak', 130, { unique: true }); // null
 * ```
 */
export function mspeedHalfWidths(
  version: FrogcomposbandVersion,
  raceSpeed: number,
  options: MspeedRollOptions = {},
): { readonly oneInFour: number; readonly otherwise: number } | null {
  if (options.unique || options.inArena) return null;
  const e = speedToEnergy(raceSpeed);
  const narrow = Math.trunc(e / 10);
  const widened = options.veryNiceSummon && version !== '7.0.nougat' ? narrow : Math.trunc(e / 3);
  return { oneInFour: widened, otherwise: narrow };
}

/** `get_mspeed()` caps the roll at 199 and returns it as a byte. */
function capped(speed: number): number {
  return Math.min(speed, 199) & 0xff;
}

/**
 * A monster's individual speed at placement, as stored (110 = normal): `src/monster2.c`
 * `get_mspeed()`, called by `place_monster_one()`. Draws, in the game's order: `randint0(4)` for
 * `one_in_(4)` (always, for a non-unique outside the arena; site `get_mspeed:one_in_(4)`), then, if
 * the chosen half-width i is above 0, `randint0(2i + 1)` for `rand_spread(0, i)` (site
 * `get_mspeed:rand_spread(0,i)`); the sum is capped at 199. In the game, the sleep and hit point
 * rolls of `place_monster_one()` come before these in the same stream, and the starting energy
 * after them.
 *
 * @example
 * ```ts
 * import { rollMspeed } from './placement-speed.js';
 * const draws = [0, 6];
 * rollMspeed('7.1.salmiak', 110, { below: () => draws.shift() ?? 0 }); // 113: one_in_(4) hit, i = 3, 6 − 3
 * ```
 */
export function rollMspeed(version: FrogcomposbandVersion, raceSpeed: number, random: BelowSource, options: MspeedRollOptions = {}): number {
  const widths = mspeedHalfWidths(version, raceSpeed, options);
  if (!widths) return capped(raceSpeed);
  const i = random.below(4, SITES.mspeedOneInFour) === 0 ? widths.oneInFour : widths.otherwise;
  return capped(i > 0 ? raceSpeed + random.below(2 * i + 1, SITES.mspeedSpread) - i : raceSpeed);
}

/**
 * The exact law of {@link rollMspeed}: each possible individual speed with its weight out of
 * `denominator` = 4 × (2a + 1) × (2b + 1) for the half-widths a and b (1 when nothing is drawn).
 *
 * @example
 * ```ts
 * import { mspeedOutcomes } from './placement-speed.js';
 * mspeedOutcomes('7.1.salmiak', 110);
 * // { denominator: 84, outcomes: [{ speed: 107, weight: 3 }, { speed: 108, weight: 3 }, { speed: 109, weight: 24 },
 * //   { speed: 110, weight: 24 }, { speed: 111, weight: 24 }, { speed: 112, weight: 3 }, { speed: 113, weight: 3 }] }
 * ```
 */
export function mspeedOutcomes(
  version: FrogcomposbandVersion,
  raceSpeed: number,
  options: MspeedRollOptions = {},
): { readonly denominator: number; readonly outcomes: readonly { readonly speed: number; readonly weight: number }[] } {
  const widths = mspeedHalfWidths(version, raceSpeed, options);
  if (!widths) return { denominator: 1, outcomes: [{ speed: capped(raceSpeed), weight: 1 }] };
  const a = widths.oneInFour;
  const b = widths.otherwise;
  const weights = new Map<number, number>();
  // one_in_(4) succeeds for 1 value in 4, fails for 3; each offset of a spread is equally likely.
  const add = (i: number, weight: number): void => {
    for (let d = -i; d <= i; d++) weights.set(capped(raceSpeed + d), (weights.get(capped(raceSpeed + d)) ?? 0) + weight);
  };
  add(a, 2 * b + 1);
  add(b, 3 * (2 * a + 1));
  const outcomes = [...weights].map(([speed, weight]) => ({ speed, weight })).sort((x, y) => x.speed - y.speed);
  return { denominator: 4 * (2 * a + 1) * (2 * b + 1), outcomes };
}

/** `MON_SERPENT` (`src/defines.h`): the Serpent of Chaos, race 862 in every covered version. */
const MON_SERPENT = 862;

/**
 * The coffee-break raise of a placed monster's speed (`src/monster2.c` `place_monster_one()`,
 * right after `get_mspeed()`; no draw). 7.1.salmiak: a hostile monster that is the Serpent of
 * Chaos, or any hostile monster in insta-coffee mode (`coffee_break` 2), gains min(30,
 * revisits × coffee_break / 2) when the level has been revisited. 7.0.cloudberry and 7.0.nougat:
 * only the Serpent, hostile or not, min(30, revisits / 2). Integer division throughout.
 *
 * @example
 * ```ts
 * import { coffeeBreakSpeedBonus } from './placement-speed.js';
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
