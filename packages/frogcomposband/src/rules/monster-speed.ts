import { Distribution, Fraction, type RandomSource } from '@turnkeeper/core';
import { SITES } from '../random/sites.js';
import { MONSTER_MAX_INTERNAL, energyOfRaw, toRaw } from './speed.js';

/**
 * A monster's raw speed cap: internal 199 (`src/monster2.c` `get_mspeed()`).
 *
 * @internal
 */
export const MONSTER_MAX_RAW = toRaw(MONSTER_MAX_INTERNAL);

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
 * Options of {@link rollMonsterSpeed}.
 *
 * @example
 * ```ts
 * const o: MonsterSpeedRollOptions = { unique: true };
 * ```
 */
export interface MonsterSpeedRollOptions {
  /** Uniques (and monsters made inside the arena) keep the race speed and draw nothing. */
  readonly unique?: boolean;
  /** `very_nice_summon_hack`: the one-in-four call is still made but never widens the spread. */
  readonly veryNiceSummon?: boolean;
}

/**
 * `get_mspeed()` (`src/monster2.c`): a non-unique monster's individual raw speed. `one_in_(4)`,
 * that is `randint0(4)`, is always drawn (site `'get_mspeed:one_in_(4)'`); then, if the half-width
 * i > 0, `rand_spread(0, i)` = `randint0(2i+1) − i` is added (site `'get_mspeed:rand_spread(0,i)'`);
 * the result is capped at raw +89.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { rollMonsterSpeed } from '@turnkeeper/frogcomposband';
 * rollMonsterSpeed(scripted([0, 6]), 0); // 3: one_in_(4) hit, i = 3, 6 − 3
 * ```
 */
export function rollMonsterSpeed(random: RandomSource, raceRaw: number, options: MonsterSpeedRollOptions = {}): number {
  if (options.unique) return raceRaw;
  const spread = mspeedSpread(raceRaw);
  const hit = random.below(4, SITES.mspeedOneInFour) === 0;
  const i = hit && !options.veryNiceSummon ? spread.oneInFour : spread.otherwise;
  let raw = raceRaw;
  if (i > 0) raw += random.below(2 * i + 1, SITES.mspeedSpread) - i;
  return Math.min(raw, MONSTER_MAX_RAW);
}

/**
 * The exact law of {@link rollMonsterSpeed} for a race speed, with the denominator of the
 * enumeration of draws (4 × (2a+1) × (2b+1) for half-widths a and b), the form of
 * `monster_speed_variation.json`.
 *
 * @example
 * ```ts
 * import { monsterSpeedDistribution } from '@turnkeeper/frogcomposband';
 * const { dist, denominator } = monsterSpeedDistribution(0);
 * denominator; // 84
 * dist.p(0).toString(); // '2/7': 1/4 · 1/7 + 3/4 · 1/3
 * ```
 */
export function monsterSpeedDistribution(raceRaw: number): { dist: Distribution; denominator: number } {
  const { oneInFour, otherwise } = mspeedSpread(raceRaw);
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
