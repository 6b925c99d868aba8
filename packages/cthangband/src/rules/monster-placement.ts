import { InvalidArgumentError, type RandomSource } from '@turnkeeper/core';
import { CTHANGBAND_DRAW_SITES } from '../random/draw-sites.js';
import { MAX_MONSTER_SPEED, MAX_SPEED, MIN_MONSTER_SPEED, NORMAL_SPEED_INDEX, S16_MAX, S16_MIN } from '../tables/constants.js';
import { EXTRACT_ENERGY } from '../tables/energy-table.js';
import { toS16, toU8 } from '@turnkeeper/core/cint';

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
 * The displayed race speeds whose whole speed roll stays inside the table (−40..+87): slower
 * non-unique races can roll below index 0 (the byte wraps to 156..255) and +88/+89 above 199
 * (`place_monster_one()` stores the roll in a byte). Such a monster is placed as the game places
 * it, but its turns would read `extract_energy` out of bounds (undefined in 4.1.0), so the exact
 * analysis covers these race speeds only. No 4.1.0 race is outside this range.
 *
 * @example
 * ```ts
 * import { PLACEABLE_SPEEDS } from '@turnkeeper/cthangband';
 * PLACEABLE_SPEEDS; // { min: -40, max: 87 }
 * ```
 */
export const PLACEABLE_SPEEDS = /* @__PURE__ */ Object.freeze({ min: -40, max: 87 });

/**
 * The speed step of `place_monster_one()` (`monster2.c`) for a random source positioned at it
 * (after the sleep and hit point draws): a unique keeps its race speed; any other race gets
 * `mspeed = speed + rand_spread(0, i)` with i = `extract_energy[speed] / 10` (one
 * `rand_int(2i + 1)`, minus i), stored in a byte, so a roll below index 0 wraps. Speeds displayed
 * (index − 110). A non-unique race faster than +89 has no spread to read (`extract_energy[speed]`
 * is out of bounds): an `InvalidArgumentError`. The one implementation of the roll:
 * {@link placeMonster} draws through it, {@link placementSpeeds} lists its outcomes.
 *
 * @example
 * ```ts
 * import { rollMonsterSpeed } from '@turnkeeper/cthangband';
 * rollMonsterSpeed({ speed: 0, unique: false }, { below: () => 12 }); // 2: 0 + 12 − 10
 * ```
 */
export function rollMonsterSpeed(race: Pick<MonsterRace, 'speed' | 'unique'>, random: Pick<RandomSource, 'below'>): number {
  if (race.unique) return race.speed;
  const index = race.speed + NORMAL_SPEED_INDEX;
  const spread = spreadOf(race.speed);
  return spread > 0 ? toU8(index + random.below(2 * spread + 1, CTHANGBAND_DRAW_SITES.speedSpread) - spread) - NORMAL_SPEED_INDEX : race.speed;
}

/**
 * Every speed {@link rollMonsterSpeed} can give a race, each equally likely (displayed, the byte
 * wrap included): the race speed alone for a unique, else race ± `extract_energy[speed] / 10`
 * in draw order (`rand_int(2i + 1)` = 0, 1, …).
 *
 * @example
 * ```ts
 * import { placementSpeeds } from '@turnkeeper/cthangband';
 * placementSpeeds({ speed: 10, unique: false }); // [5, 6, …, 15]
 * ```
 */
export function placementSpeeds(race: Pick<MonsterRace, 'speed' | 'unique'>): number[] {
  if (race.unique) return [race.speed];
  const spread = spreadOf(race.speed);
  const out: number[] = [];
  for (let draw = 0; draw < 2 * spread + 1; draw++) out.push(rollMonsterSpeed(race, { below: () => draw }));
  return out;
}

/** The spread of a non-unique race speed (displayed); beyond the table, an `InvalidArgumentError` naming `race.speed`. */
function spreadOf(speed: number): number {
  if (speed > MAX_SPEED) {
    throw new InvalidArgumentError(
      'race.speed',
      speed,
      `at most +${MAX_SPEED} for a non-unique monster: its spread roll reads extract_energy[${speed + NORMAL_SPEED_INDEX}], beyond the table's 200 entries (undefined in 4.1.0)`,
    );
  }
  return monsterSpeedSpread(speed + NORMAL_SPEED_INDEX);
}

/**
 * Places one monster as `place_monster_one()` (`monster2.c`) does, drawing in the original order
 * (the order of its `rand_int` calls): (1) if `asleep` and `sleep` ≠ 0, `csleep = 2v + randint(10v)`;
 * (2) hit points, `damroll(hdice, hside)` (one `randint(hside)` per die) unless FORCE_MAXHP;
 * (3) the speed, {@link rollMonsterSpeed} (non-uniques only: one `rand_int(2i+1)`); (4) start
 * energy `900 + rand_int(100)`. Draws with a bound ≤ 1 consume nothing (`z-rand.c`
 * `Rand_div()`), so a negative sleep value gives `csleep = 2v + 1`. Values are stored as the
 * game's types store them: `csleep` and `maxhp` in an `s16b`, `mspeed` in a byte (a roll below
 * index 0 wraps). A non-unique race faster than +89 has no spread to read
 * (`extract_energy[speed]` is out of bounds): an `InvalidArgumentError`.
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
  if (!Number.isInteger(race.speed) || race.speed < MIN_MONSTER_SPEED || race.speed > MAX_MONSTER_SPEED) {
    throw new InvalidArgumentError('race.speed', race.speed, `an integer from ${MIN_MONSTER_SPEED} to +${MAX_MONSTER_SPEED} (r_ptr->speed is a byte)`);
  }
  if (!Number.isInteger(race.sleep) || race.sleep < S16_MIN || race.sleep > S16_MAX) {
    throw new InvalidArgumentError('race.sleep', race.sleep, `an integer from ${S16_MIN} to ${S16_MAX} (r_ptr->sleep is an s16b)`);
  }
  // The spread is read before any draw: a race the game cannot place draws nothing.
  if (!race.unique) spreadOf(race.speed);
  // rand_int(m) with m <= 1 returns 0 without drawing (z-rand.c Rand_div()).
  const randint = (m: number, site: string): number => (m > 1 ? random.below(m, site) : 0) + 1;
  let csleep = 0;
  if (options.asleep && race.sleep !== 0) csleep = toS16(race.sleep * 2 + randint(race.sleep * 10, CTHANGBAND_DRAW_SITES.sleep));
  const [hdice, hside] = race.hitDice;
  let maxhp = 0;
  if (race.forceMaxhp) maxhp = hdice * hside;
  else for (let d = 0; d < hdice; d++) maxhp += randint(hside, CTHANGBAND_DRAW_SITES.hitPoints);
  const speed = rollMonsterSpeed(race, random);
  const energy = 900 + random.below(100, CTHANGBAND_DRAW_SITES.startEnergy);
  return { csleep, maxhp: toS16(maxhp), speed, energy };
}
