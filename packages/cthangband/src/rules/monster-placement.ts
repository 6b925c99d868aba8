import { InvalidArgumentError, type RandomSource } from '@turnkeeper/core';
import { DRAW_SITES } from '../random/draw-sites.js';
import { NORMAL_SPEED_INDEX } from '../tables/constants.js';
import { EXTRACT_ENERGY, checkSpeed } from '../tables/energy-table.js';

/**
 * What placement needs to know about a monster race (`r_info.txt` fields).
 *
 * @example
 * ```ts
 * const jackal: MonsterRace = { speed: 0, numBlows: 1, unique: false, forceMaxhp: false, sleep: 10, hitDice: [1, 4] };
 * ```
 */
export interface MonsterRace {
  /** Race speed, displayed (0 = normal; the index is speed + 110). */
  readonly speed: number;
  /** Attack speed (`I:` line, 2nd field): melee and spells cost `100 / numBlows`. */
  readonly numBlows: number;
  /** Uniques get no speed roll. */
  readonly unique: boolean;
  /** FORCE_MAXHP: hit points are `hdice × hside`, no roll. */
  readonly forceMaxhp: boolean;
  /** Sleep value `v`; a monster placed asleep gets `csleep = 2v + randint(10v)`. */
  readonly sleep: number;
  /** `[hdice, hside]`. */
  readonly hitDice: readonly [number, number];
}

/**
 * The outcome of placing one monster: its timing state (`mspeed`, `energy`) and the two
 * non-timing values whose rolls come first in the same random stream.
 *
 * @example
 * ```ts
 * const p: Placement = { csleep: 0, maxhp: 3, speed: -4, energy: 934 };
 * ```
 */
export interface Placement {
  readonly csleep: number;
  readonly maxhp: number;
  /** The monster's own speed after the spread roll, displayed (index − 110). */
  readonly speed: number;
  /** Start energy, 900..999. */
  readonly energy: number;
}

/**
 * The ± speed spread a non-unique monster of this race speed index gets at placement:
 * `extract_energy[index] / 10` (integer division). 4.1.0 reuses Angband's formula on the
 * *inverted* table, so normal-speed races get ±10 instead of ±1, and slow races more (the spread
 * bug of `monster2.c` `place_monster_one()`; fixed by scthangband commit 60b0d76).
 *
 * @example
 * ```ts
 * import { monsterSpeedSpread } from '@turnkeeper/cthangband';
 * monsterSpeedSpread(110); // 10
 * monsterSpeedSpread(90);  // 33
 * ```
 */
export function monsterSpeedSpread(index: number): number {
  const cost = EXTRACT_ENERGY[index];
  if (cost === undefined || !Number.isInteger(index)) {
    throw new InvalidArgumentError('monsterSpeedSpread(index)', index, 'an integer from 0 to 199 (an internal speed index)');
  }
  return Math.floor(cost / 10);
}

/**
 * The displayed race speeds a non-unique monster can be placed at without its roll leaving the
 * table (−40..+87): slower races can roll below index 0 (the byte wraps) and +88/+89 above 199,
 * which is undefined behaviour in the original (`place_monster_one()` stores the roll in
 * a byte and indexes `extract_energy` with it). No 4.1.0 race is outside this range.
 *
 * @example
 * ```ts
 * import { PLACEABLE_SPEEDS } from '@turnkeeper/cthangband';
 * PLACEABLE_SPEEDS; // { min: -40, max: 87 }
 * ```
 */
export const PLACEABLE_SPEEDS = Object.freeze({ min: -40, max: 87 });

/**
 * Places one monster as `place_monster_one()` (`monster2.c`) does, drawing in the original order
 * (the order of its `rand_int` calls): (1) if `asleep` and `sleep > 0`, `csleep = 2v + randint(10v)`; (2) hit points,
 * `damroll(hdice, hside)` (one `randint(hside)` per die) unless FORCE_MAXHP; (3) non-uniques
 * only, `mspeed = speed + rand_spread(0, extract_energy[speed]/10)` (one `rand_int(2i+1)`);
 * (4) start energy `900 + rand_int(100)`. Draws with a bound ≤ 1 consume nothing.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { placeMonster } from '@turnkeeper/cthangband';
 * const race = { speed: 0, numBlows: 1, unique: false, forceMaxhp: false, sleep: 0, hitDice: [0, 0] } as const;
 * placeMonster(race, scripted([12, 40]), { asleep: false }); // { csleep: 0, maxhp: 0, speed: 2, energy: 940 }
 * ```
 */
export function placeMonster(race: MonsterRace, random: RandomSource, options: { readonly asleep: boolean }): Placement {
  checkSpeed(race.speed, 'race.speed');
  const index = race.speed + NORMAL_SPEED_INDEX;
  let csleep = 0;
  if (options.asleep && race.sleep > 0) {
    csleep = race.sleep * 2 + random.below(race.sleep * 10, DRAW_SITES.sleep) + 1;
  }
  const [hdice, hside] = race.hitDice;
  let maxhp = 0;
  if (race.forceMaxhp) maxhp = hdice * hside;
  else for (let d = 0; d < hdice; d++) maxhp += random.below(hside, DRAW_SITES.hitPoints) + 1;
  let mspeed = index;
  if (!race.unique) {
    const spread = monsterSpeedSpread(index);
    if (spread > 0) {
      if (race.speed < PLACEABLE_SPEEDS.min || race.speed > PLACEABLE_SPEEDS.max) {
        throw new InvalidArgumentError(
          'race.speed',
          race.speed,
          `${PLACEABLE_SPEEDS.min}..+${PLACEABLE_SPEEDS.max} for a non-unique monster: its ±${spread} roll would leave the speed table (undefined behaviour in 4.1.0)`,
        );
      }
      mspeed += random.below(2 * spread + 1, DRAW_SITES.speedSpread) - spread;
    }
  }
  const energy = 900 + random.below(100, DRAW_SITES.startEnergy);
  return { csleep, maxhp, speed: mspeed - NORMAL_SPEED_INDEX, energy };
}
