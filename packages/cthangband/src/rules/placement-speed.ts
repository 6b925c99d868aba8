import { DRAW_SITES } from '../random/draw-sites.js';
import type { CthangbandMonsterEntry } from '../tables/monster-catalog.js';

/**
 * What the placement speed roll draws from: `below(n)` is a uniform integer in [0, n) (the game's
 * `rand_int(n)`), `site` names the draw. Core's random sources fit it.
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
 * One random draw of `place_monster_one()`: `below(bound)`, `count` times, at `site`.
 *
 * @example
 * ```ts
 * const d: PlacementDraw = { site: 'place_monster_one:energy=rand_int(100)+900', bound: 100, count: 1, decides: 'start energy 900 + draw' };
 * ```
 */
export interface PlacementDraw {
  readonly site: string;
  readonly bound: number;
  readonly count: number;
  /** What the draw decides, in words. */
  readonly decides: string;
}

/**
 * The random draws of Cthangband 4.1.0's `place_monster_one()` (`monster2.c`) for a race, in the
 * game's order; nothing before them in that function draws. (1) placed asleep with a sleep value v
 * ≠ 0: `randint(10v)`, csleep = 2v + draw + 1; (2) unless FORCE_MAXHP, `damroll(hdice, hside)`: one
 * `randint(hside)` per die; (3) a non-unique with a spread i > 0: `rand_spread(0, i)`, one
 * `rand_int(2i + 1)`, mspeed = speed + draw − i (a byte); (4) the start energy, `900 + rand_int(100)`.
 * Draws whose bound is 1 or less consume nothing in the game (`z-rand.c` `Rand_div()`) and are
 * left out.
 *
 * @example
 * ```ts
 * import { findMonster } from '../tables/monster-catalog.js';
 * import { placementDraws } from './placement-speed.js';
 * const jackal = findMonster('4.1.0', 'Jackal');
 * if (jackal) placementDraws(jackal, { asleep: true }).map((d) => [d.bound, d.count]); // [[100, 1], [4, 1], [21, 1], [100, 1]]
 * ```
 */
export function placementDraws(entry: CthangbandMonsterEntry, options: { readonly asleep: boolean }): readonly PlacementDraw[] {
  const draws: PlacementDraw[] = [];
  const [hdice, hside] = entry.hitDice;
  if (options.asleep && entry.sleep !== 0 && entry.sleep * 10 > 1) {
    draws.push({ site: DRAW_SITES.sleep, bound: entry.sleep * 10, count: 1, decides: `csleep = ${2 * entry.sleep} + draw + 1` });
  }
  if (!entry.forceMaxhp && hdice > 0 && hside > 1) {
    draws.push({ site: DRAW_SITES.hitPoints, bound: hside, count: hdice, decides: 'hit points: the sum of (draw + 1) over the dice' });
  }
  if (!entry.unique && entry.spread > 0) {
    draws.push({ site: DRAW_SITES.speedSpread, bound: 2 * entry.spread + 1, count: 1, decides: `mspeed = ${entry.speed} + draw − ${entry.spread}` });
  }
  draws.push({ site: DRAW_SITES.startEnergy, bound: 100, count: 1, decides: 'energy = 900 + draw' });
  return draws;
}

/**
 * The speed step of `place_monster_one()` alone, for a random source positioned at it (after the
 * sleep and hit point draws of {@link placementDraws}): a unique keeps its race speed; another race
 * gets speed + `rand_int(2i + 1)` − i with i its spread, stored in a byte. Speeds as stored (110 =
 * normal).
 *
 * @example
 * ```ts
 * import { findMonster } from '../tables/monster-catalog.js';
 * import { rollPlacementSpeed } from './placement-speed.js';
 * const jackal = findMonster('4.1.0', 'Jackal');
 * if (jackal) rollPlacementSpeed(jackal, { below: () => 12 }); // 112: 110 + 12 − 10
 * ```
 */
export function rollPlacementSpeed(entry: CthangbandMonsterEntry, random: BelowSource): number {
  if (entry.unique || entry.spread === 0) return entry.speed;
  return (entry.speed + random.below(2 * entry.spread + 1, DRAW_SITES.speedSpread) - entry.spread) & 0xff;
}

/**
 * The exact law of {@link rollPlacementSpeed}: each individual speed (as stored) with its weight
 * out of `denominator` (2i + 1; 1 for a unique).
 *
 * @example
 * ```ts
 * import { findMonster } from '../tables/monster-catalog.js';
 * import { placementSpeedOutcomes } from './placement-speed.js';
 * const jackal = findMonster('4.1.0', 'Jackal');
 * if (jackal) placementSpeedOutcomes(jackal).denominator; // 21: 100..120, each 1/21
 * ```
 */
export function placementSpeedOutcomes(entry: CthangbandMonsterEntry): {
  readonly denominator: number;
  readonly outcomes: readonly { readonly speed: number; readonly weight: number }[];
} {
  if (entry.unique || entry.spread === 0) return { denominator: 1, outcomes: [{ speed: entry.speed, weight: 1 }] };
  const outcomes: { speed: number; weight: number }[] = [];
  for (let d = -entry.spread; d <= entry.spread; d++) outcomes.push({ speed: (entry.speed + d) & 0xff, weight: 1 });
  return { denominator: 2 * entry.spread + 1, outcomes };
}
