import { Distribution, Fraction } from '@turnkeeper/core';
import { turnEnergy } from '../tables/energy-table.js';
import type { AngbandVersion } from '../versions.js';

/**
 * The speed a slowed monster loses: 4.2 `2 × monster_effect_level(mon, MON_TMD_SLOW)` (levels
 * 1–5, `src/mon-move.c` `process_monsters()`); 4.1 a flat 2; 4.0 a flat 10. `level` 0 is not
 * slowed.
 *
 * @example
 * ```ts
 * import { monsterSlowPenalty } from 'turnkeeper-angband';
 * monsterSlowPenalty(3, '4.2'); // 6
 * monsterSlowPenalty(3, '4.1'); // 2
 * monsterSlowPenalty(3, '4.0'); // 10
 * monsterSlowPenalty(0, '4.0'); // 0
 * ```
 */
export function monsterSlowPenalty(level: number, version: AngbandVersion): number {
  if (level <= 0) return 0;
  if (version === '4.2') return 2 * level;
  return version === '4.1' ? 2 : 10;
}

/**
 * A monster's speed fields, as its spec gives them.
 *
 * @example
 * ```ts
 * import type { MonsterSpeedFields } from 'turnkeeper-angband';
 * const crow: MonsterSpeedFields = { speed: 10, variation: 1, fast: false, slow: 0 };
 * ```
 */
export interface MonsterSpeedFields {
  /** The race's speed, displayed (race->speed − 110). */
  readonly speed: number;
  /** The individual's spread from the race speed, rolled at placement. */
  readonly variation: number;
  /** Hasted (`MON_TMD_FAST`). */
  readonly fast: boolean;
  /** Slowness level (`monster_effect_level(mon, MON_TMD_SLOW)`), 0 when not slowed. */
  readonly slow: number;
}

/**
 * The speed a monster gains energy at in `process_monsters()` (`src/mon-move.c`): its own speed
 * (`mon->mspeed`, the race speed plus the placement spread), +10 when hasted, minus the version's
 * slow penalty. Displayed units (0 is normal).
 *
 * @example
 * ```ts
 * import { monsterSpeed } from 'turnkeeper-angband';
 * monsterSpeed({ speed: 20, variation: 2, fast: true, slow: 3 }, '4.2'); // 26
 * ```
 */
export function monsterSpeed(m: MonsterSpeedFields, version: AngbandVersion): number {
  return m.speed + m.variation + (m.fast ? 10 : 0) - monsterSlowPenalty(m.slow, version);
}

/**
 * The half-width `i` of a non-unique monster's speed roll at placement: `turn_energy(race speed)
 * / 10` (`src/mon-make.c` `place_new_monster_one()`), so ±1 at normal speed, ±2 at +10, none
 * below normal speed. The roll is `rand_spread(0, i)` = `randint0(2i + 1) − i`, drawn only when `i > 0`.
 *
 * @example
 * ```ts
 * import { speedSpread } from 'turnkeeper-angband';
 * speedSpread(0); // 1
 * speedSpread(10); // 2
 * speedSpread(-10); // 0: no roll
 * ```
 */
export function speedSpread(raceSpeed: number): number {
  return Math.floor(turnEnergy(raceSpeed) / 10);
}

/**
 * The exact law of a placed monster's spread from its race speed: uniform on `[−i, i]`, or 0 for
 * a unique (uniques keep the race speed).
 *
 * @example
 * ```ts
 * import { variationLaw } from 'turnkeeper-angband';
 * variationLaw(10, false).entries().map(([v, p]) => `${v}:${p.toString()}`); // ['-2:1/5', '-1:1/5', '0:1/5', '1:1/5', '2:1/5']
 * ```
 */
export function variationLaw(raceSpeed: number, unique: boolean): Distribution {
  const i = unique ? 0 : speedSpread(raceSpeed);
  const p = Fraction.of(1, 2 * i + 1);
  const values: [number, Fraction][] = [];
  for (let v = -i; v <= i; v++) values.push([v, p]);
  return Distribution.from(values);
}
