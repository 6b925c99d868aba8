import { Distribution, Fraction, InvalidArgumentError } from '@turnkeeper/core';
import { PLACEABLE_SPEEDS, placementSpeeds } from '../rules/monster-placement.js';
import { moveCost } from '../tables/energy-table.js';

/** meanStepsPerRound() of the non-unique races computed so far, by race speed (only valid ones get in). */
const meanSteps = new Map<number, Fraction>();

function checkRaceSpeed(speed: number): void {
  if (!Number.isInteger(speed) || speed < PLACEABLE_SPEEDS.min || speed > PLACEABLE_SPEEDS.max) {
    throw new InvalidArgumentError(
      'raceSpeed',
      speed,
      `an integer from ${PLACEABLE_SPEEDS.min} to +${PLACEABLE_SPEEDS.max} (slower or faster non-unique races roll out of the table)`,
    );
  }
}

/**
 * The exact distribution of a non-unique monster's own speed (displayed) for a race speed: uniform
 * over race ± `extract_energy[race]/10` (4.1.0's spread bug, `monster2.c`
 * `place_monster_one()`). Uniques: a point.
 *
 * @example
 * ```ts
 * import { monsterSpeedDistribution } from '@turnkeeper/cthangband/analysis';
 * monsterSpeedDistribution(0).support(); // [-10, -9, …, 10]
 * ```
 */
export function monsterSpeedDistribution(raceSpeed: number, unique = false): Distribution {
  checkRaceSpeed(raceSpeed);
  if (unique) return Distribution.point(raceSpeed);
  // Inside PLACEABLE_SPEEDS no roll wraps the byte, so the speeds are race − i..race + i.
  return Distribution.uniform(placementSpeeds({ speed: raceSpeed, unique }));
}

/**
 * The exact mean number of steps per round (100 / move cost, averaged over the speed roll) of
 * non-unique monsters of a race speed: because of the spread bug, slow races are much faster
 * than listed (−20 races average 0.574 steps a round instead of 0.300).
 *
 * @example
 * ```ts
 * import { meanStepsPerRound } from '@turnkeeper/cthangband/analysis';
 * meanStepsPerRound(-20).toNumber().toFixed(3); // '0.574'
 * meanStepsPerRound(0).toNumber().toFixed(3);   // '1.084'
 * ```
 */
export function meanStepsPerRound(raceSpeed: number, unique = false): Fraction {
  // The exact sum over 21 or more speeds costs tens of µs in bigints, and the monster speed table
  // asks it for all 128 race speeds: each race speed's is kept (a Fraction is immutable).
  const known = unique ? undefined : meanSteps.get(raceSpeed);
  if (known) return known;
  const dist = monsterSpeedDistribution(raceSpeed, unique);
  let mean = Fraction.ZERO;
  for (const [speed, p] of dist.entries()) mean = mean.add(p.mul(Fraction.of(100, moveCost(speed))));
  if (!unique) meanSteps.set(raceSpeed, mean);
  return mean;
}
