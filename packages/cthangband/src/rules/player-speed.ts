import { InvalidArgumentError } from '@turnkeeper/core';
import { NORMAL_SPEED_INDEX, PY_FOOD_MAX, S16_MAX, S16_MIN } from '../tables/constants.js';
import { ADJ_STR_WGT } from '../tables/stat-tables.js';
import { toS16 } from '@turnkeeper/core/cint';

function checkInt(value: number, field: string, min: number, max: number, what: string): void {
  if (!Number.isInteger(value) || value < min || value > max) throw new InvalidArgumentError(field, value, `an integer from ${min} to ${max} (${what})`);
}

/**
 * The player's weight limit in tenths of a pound (`xtra1.c` `weight_limit()`):
 * `adj_str_wgt[strength index] * 100`, from 500 (strength 3) to 3900 (18/220+).
 *
 * @example
 * ```ts
 * import { weightLimit } from '@turnkeeper/cthangband';
 * weightLimit(15); // 2000: strength 18/00
 * ```
 */
export function weightLimit(strIndex: number): number {
  checkInt(strIndex, 'strIndex', 0, ADJ_STR_WGT.length - 1, 'a strength index into adj_str_wgt: 0 for 3 … 37 for 18/220+; see statIndex()');
  return (ADJ_STR_WGT[strIndex] as number) * 100;
}

/**
 * The speed the player loses to carried weight (`xtra1.c` `calc_bonuses()`, "Apply encumbrance
 * from weight"): with `j` the total weight carried (`total_weight`, tenths of a pound, an `s16b`)
 * and `i` the weight limit, the penalty is `(j − i/2) / (i/10)` (integer division) when
 * `j > i/2`, else 0. So the first pound over half the limit already costs a point once it makes a
 * tenth of the limit, and nothing caps the penalty: a weak character carrying a lot can push
 * `pspeed` below the table, where walking is undefined. The limit comes from
 * {@link weightLimit}; `total_weight` past 32767 wraps negative in the game (no penalty).
 *
 * @example
 * ```ts
 * import { loadSpeedPenalty } from '@turnkeeper/cthangband';
 * loadSpeedPenalty(1000, 15); // 0: 100 lb is exactly half of 18/00's 200 lb
 * loadSpeedPenalty(1200, 15); // 1: (1200 − 1000) / 200
 * loadSpeedPenalty(3000, 0);  // 55: strength 3 carrying 300 lb, (3000 − 250) / 50
 * ```
 */
export function loadSpeedPenalty(totalWeight: number, strIndex: number): number {
  checkInt(totalWeight, 'totalWeight', S16_MIN, S16_MAX, 'total_weight, tenths of a pound, an s16b');
  const i = weightLimit(strIndex);
  const j = totalWeight;
  // C integer division truncates toward zero; j − i/2 > 0 here, so it is a floor.
  return j > Math.trunc(i / 2) ? Math.trunc((j - Math.trunc(i / 2)) / Math.trunc(i / 10)) : 0;
}

/**
 * What `xtra1.c` `calc_bonuses()` adds to `pspeed`, one field per term; every field is optional.
 *
 * @example
 * ```ts
 * const parts: PlayerSpeedParts = { equipment: 10, fast: true, totalWeight: 1200, strIndex: 15 };
 * ```
 */
export interface PlayerSpeedParts {
  /** The sum of the `pval` of every worn item with TR1_SPEED. */
  readonly equipment?: number;
  /** Timed haste (`p_ptr->fast > 0`): +10. */
  readonly fast?: boolean;
  /** Timed slow (`p_ptr->slow > 0`): −10. */
  readonly slow?: boolean;
  /** Chaos features: MUT3_XTRA_FAT (−2), MUT3_XTRA_LEGS (+3), MUT3_SHORT_LEG (−3). */
  readonly xtraFat?: boolean;
  readonly xtraLegs?: boolean;
  readonly shortLegs?: boolean;
  /** A Klackon or Sprite: + (racial skill / 2) / 10, instead of the martial-arts bonus. */
  readonly klackonOrSprite?: boolean;
  /** The RACIAL skill (a byte), read for a Klackon or Sprite. */
  readonly racialSkill?: number;
  /** The martial arts skill (a byte): + skill / 20 unless in heavy armour (`ma_heavy_armor()`). */
  readonly martialArtsSkill?: number;
  readonly heavyArmour?: boolean;
  /** Total weight carried, tenths of a pound, with {@link strIndex}: the load penalty. */
  readonly totalWeight?: number;
  readonly strIndex?: number;
  /** Food value (`p_ptr->food`); bloated at `PY_FOOD_MAX` (15000) or more: −10. */
  readonly food?: number;
  /** Sneak mode (`p_ptr->sneaking`): −15, of which the status line hides 10. */
  readonly sneaking?: boolean;
}

/**
 * The player's speed as `xtra1.c` `calc_bonuses()` computes it: 110, + worn items' speed,
 * chaos features (fat −2, extra legs +3, short legs −3), haste +10, slow −10, a Klackon's or
 * Sprite's racial bonus or else the martial-arts bonus (skill / 20, not in heavy armour), minus
 * the load penalty ({@link loadSpeedPenalty}), −10 when bloated, −15 when sneaking. No clamp:
 * `pspeed` is an `s16b` and wraps like one. Also the status line's text (`xtra1.c`
 * `prt_speed()`), which adds 10 back while sneaking, so a sneaking character at −15 reads
 * "Slow (-5)".
 *
 * @example
 * ```ts
 * import { playerSpeed } from '@turnkeeper/cthangband';
 * playerSpeed({ equipment: 10, fast: true }).speed;     // 20
 * playerSpeed({ sneaking: true });                      // { pspeed: 95, speed: -15, loadPenalty: 0, statusLine: 'Slow (-5)' }
 * playerSpeed({ totalWeight: 3000, strIndex: 0 }).speed; // -55: overloaded, and walking is undefined below -110
 * ```
 */
export function playerSpeed(parts: PlayerSpeedParts): { pspeed: number; speed: number; loadPenalty: number; statusLine: string } {
  const equipment = parts.equipment ?? 0;
  if (!Number.isSafeInteger(equipment)) throw new InvalidArgumentError('equipment', equipment, 'an integer (the sum of the worn items’ speed pvals)');
  const racial = parts.racialSkill ?? 0;
  const martial = parts.martialArtsSkill ?? 0;
  checkInt(racial, 'racialSkill', 0, 255, 'a skill value is a byte');
  checkInt(martial, 'martialArtsSkill', 0, 255, 'a skill value is a byte');
  const food = parts.food ?? 0;
  checkInt(food, 'food', S16_MIN, S16_MAX, 'p_ptr->food is an s16b');
  let loadPenalty = 0;
  if (parts.totalWeight !== undefined || parts.strIndex !== undefined) {
    if (parts.totalWeight === undefined || parts.strIndex === undefined) {
      throw new InvalidArgumentError(
        'totalWeight/strIndex',
        parts.totalWeight ?? parts.strIndex,
        'both or neither (the load penalty needs the weight and the limit)',
      );
    }
    loadPenalty = loadSpeedPenalty(parts.totalWeight, parts.strIndex);
  }
  let p = NORMAL_SPEED_INDEX;
  if (parts.xtraFat) p -= 2;
  if (parts.xtraLegs) p += 3;
  if (parts.shortLegs) p -= 3;
  p += equipment;
  if (parts.fast) p += 10;
  if (parts.slow) p -= 10;
  if (parts.klackonOrSprite) p += Math.trunc(Math.trunc(racial / 2) / 10);
  else if (!parts.heavyArmour) p += Math.trunc(martial / 20);
  p -= loadPenalty;
  if (food >= PY_FOOD_MAX) p -= 10;
  if (parts.sneaking) p -= 15;
  // Every `p_ptr->pspeed += …` stores into the s16b: the wraps add up to one wrap of the sum.
  const pspeed = toS16(p);
  const shown = pspeed + (parts.sneaking ? 10 : 0);
  const statusLine =
    shown > NORMAL_SPEED_INDEX ? `Fast (+${shown - NORMAL_SPEED_INDEX})` : shown < NORMAL_SPEED_INDEX ? `Slow (-${NORMAL_SPEED_INDEX - shown})` : '';
  return { pspeed, speed: pspeed - NORMAL_SPEED_INDEX, loadPenalty, statusLine };
}
