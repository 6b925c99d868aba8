import { CTHANGBAND_DRAW_SITES } from '../random/draw-sites.js';
import { monsterSpecFields, type CthangbandMonsterEntry } from '../tables/monster-catalog.js';
import { NORMAL_SPEED_INDEX } from '../tables/constants.js';
import { placeMonster, placementSpeeds, rollMonsterSpeed } from './monster-placement.js';

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

/** What each draw site decides, for a race (speeds as stored, 110 = normal). */
function decides(site: string, entry: CthangbandMonsterEntry): string {
  switch (site) {
    case CTHANGBAND_DRAW_SITES.sleep:
      return `csleep = ${2 * entry.sleep} + draw + 1`;
    case CTHANGBAND_DRAW_SITES.hitPoints:
      return 'hit points: the sum of (draw + 1) over the dice';
    case CTHANGBAND_DRAW_SITES.speedSpread:
      return `mspeed = ${entry.speed} + draw − ${entry.spread}`;
    default:
      return 'energy = 900 + draw';
  }
}

/**
 * The random draws of Cthangband 4.1.0's `place_monster_one()` (`monster2.c`) for a race, in the
 * game's order, read off the ruleset's own {@link placeMonster} (which draws them): (1) placed
 * asleep with a sleep value v ≠ 0, `randint(10v)`, csleep = 2v + draw + 1; (2) unless FORCE_MAXHP,
 * `damroll(hdice, hside)`, one `randint(hside)` per die; (3) a non-unique with a spread i > 0,
 * `rand_spread(0, i)`, one `rand_int(2i + 1)`, mspeed = speed + draw − i (a byte); (4) the start
 * energy, `900 + rand_int(100)`. Every bound depends on the race alone, never on an earlier draw,
 * so the list holds for any random source. Draws whose bound is 1 or less consume nothing in the
 * game (`z-rand.c` `Rand_div()`) and are left out.
 *
 * @example
 * ```ts
 * import { findMonster, placementDraws } from '@turnkeeper/cthangband/analysis';
 * const jackal = findMonster('4.1.0', 'Jackal');
 * if (jackal) placementDraws(jackal, { asleep: true }).map((d) => [d.bound, d.count]); // [[100, 1], [4, 1], [21, 1], [100, 1]]
 * ```
 */
export function placementDraws(entry: CthangbandMonsterEntry, options: { readonly asleep: boolean }): readonly PlacementDraw[] {
  const draws: { site: string; bound: number; count: number; decides: string }[] = [];
  const record: BelowSource = {
    below(bound, site = '') {
      const last = draws[draws.length - 1];
      if (last?.site === site && last.bound === bound) last.count++;
      else draws.push({ site, bound, count: 1, decides: decides(site, entry) });
      return 0;
    },
  };
  placeMonster(monsterSpecFields(entry), record, options);
  return draws;
}

/**
 * The speed step of `place_monster_one()` alone, for a random source positioned at it (after the
 * sleep and hit point draws of {@link placementDraws}): the ruleset's `rollMonsterSpeed` for the
 * race, as stored (110 = normal).
 *
 * @example
 * ```ts
 * import { findMonster, rollPlacementSpeed } from '@turnkeeper/cthangband/analysis';
 * const jackal = findMonster('4.1.0', 'Jackal');
 * if (jackal) rollPlacementSpeed(jackal, { below: () => 12 }); // 112: 110 + 12 − 10
 * ```
 */
export function rollPlacementSpeed(entry: CthangbandMonsterEntry, random: BelowSource): number {
  return rollMonsterSpeed(monsterSpecFields(entry), random) + NORMAL_SPEED_INDEX;
}

/**
 * The exact law of {@link rollPlacementSpeed}: each individual speed (as stored) with its weight
 * out of `denominator` (2i + 1; 1 for a unique), from the ruleset's `placementSpeeds`.
 *
 * @example
 * ```ts
 * import { findMonster, placementSpeedOutcomes } from '@turnkeeper/cthangband/analysis';
 * const jackal = findMonster('4.1.0', 'Jackal');
 * if (jackal) placementSpeedOutcomes(jackal).denominator; // 21: 100..120, each 1/21
 * ```
 */
export function placementSpeedOutcomes(entry: CthangbandMonsterEntry): {
  readonly denominator: number;
  readonly outcomes: readonly { readonly speed: number; readonly weight: number }[];
} {
  const speeds = placementSpeeds(monsterSpecFields(entry));
  return { denominator: speeds.length, outcomes: speeds.map((speed) => ({ speed: speed + NORMAL_SPEED_INDEX, weight: 1 })) };
}
