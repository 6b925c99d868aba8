import { InvalidArgumentError, type RandomSource } from '@turnkeeper/core';
import { CTHANGBAND_DRAW_SITES } from '../random/draw-sites.js';
import { MAX_MONSTER_SPEED, MIN_MONSTER_SPEED, NORMAL_SPEED_INDEX } from '../tables/constants.js';
import { toU8 } from '@turnkeeper/core/cint';

/**
 * The edits 4.1.0 makes to a monster's own speed (`m_ptr->mspeed`, a byte). There is no timer:
 * each is permanent.
 *
 * - `haste`: the player's Haste Monster or Clone Monster bolt (`spells1.c` `project_m()`,
 *   GF_OLD_SPEED, GF_OLD_CLONE): +10 if mspeed < 150 (displayed +40), so a haste never goes past +49.
 * - `slow`: the player's Slow Monster, inertia or gravity (`project_m()` GF_OLD_SLOW,
 *   GF_INERTIA, GF_GRAVITY): −10 if mspeed > 60 (displayed −50), so a slow never goes below −59.
 * - `martial_arts_slow`: a martial-arts blow that slows (`cmd1.c` `py_attack()`, MA_SLOW): the
 *   same −10 above 60.
 * - `haste_self`: a monster's RF6_HASTE (`melee2.c` `make_attack_spell()`,
 *   `monst_spell_monst()`): +10 while below race + 10, then +2 while below race + 20.
 * - `haste_in_sight`: `spells2.c` `aggravate_monsters()`: up to race + 10 at once.
 * - `slow_by_monster`: another monster's RF5_SLOW (`monst_spell_monst()`): −10 with no floor, so
 *   the byte wraps below index 0 (to 246..255, outside the table).
 * - `brain_smash`: another monster's RF5_BRAIN_SMASH (`monst_spell_monst()`):
 *   −(`rand_int(4)` + 4), no floor either; the roll is drawn from `random` (in the game it comes
 *   after the confusion roll of the same spell).
 *
 * @example
 * ```ts
 * const e: MonsterSpeedEffect = 'haste_self';
 * ```
 */
export type MonsterSpeedEffect = 'haste' | 'slow' | 'martial_arts_slow' | 'haste_self' | 'haste_in_sight' | 'slow_by_monster' | 'brain_smash';

function checkSpeed(value: number, field: string): number {
  if (!Number.isInteger(value) || value < MIN_MONSTER_SPEED || value > MAX_MONSTER_SPEED) {
    throw new InvalidArgumentError(field, value, `an integer from ${MIN_MONSTER_SPEED} to +${MAX_MONSTER_SPEED} (a byte speed index minus 110)`);
  }
  return value + NORMAL_SPEED_INDEX;
}

/**
 * A monster's own speed (displayed) after one of 4.1.0's speed edits ({@link MonsterSpeedEffect}),
 * with the game's clamps where it has them and its byte wrap where it has none. Give the result to
 * `loop.update(id, { speed })`, or as `speedAfter` of a spell that hasted the caster.
 *
 * @example
 * ```ts
 * import { monsterSpeedEffect } from '@turnkeeper/cthangband';
 * monsterSpeedEffect('haste', { speed: 38, raceSpeed: 30 });          // 48
 * monsterSpeedEffect('haste', { speed: 40, raceSpeed: 30 });          // 40: mspeed 150 is not < 150
 * monsterSpeedEffect('haste_self', { speed: 12, raceSpeed: 0 });      // 14: +2 past race + 10
 * monsterSpeedEffect('slow_by_monster', { speed: -105, raceSpeed: -20 }); // 141: index 5 − 10 wraps to 251
 * ```
 */
export function monsterSpeedEffect(effect: MonsterSpeedEffect, monster: { readonly speed: number; readonly raceSpeed: number }, random?: RandomSource): number {
  const m = checkSpeed(monster.speed, 'speed');
  const r = checkSpeed(monster.raceSpeed, 'raceSpeed');
  let next: number;
  switch (effect) {
    case 'haste':
      next = m < 150 ? m + 10 : m;
      break;
    case 'slow':
    case 'martial_arts_slow':
      next = m > 60 ? m - 10 : m;
      break;
    case 'haste_self':
      next = m < r + 10 ? m + 10 : m < r + 20 ? m + 2 : m;
      break;
    case 'haste_in_sight':
      next = m < r + 10 ? r + 10 : m;
      break;
    case 'slow_by_monster':
      next = m - 10;
      break;
    case 'brain_smash': {
      if (!random) throw new InvalidArgumentError('random', random, 'a random source: brain_smash draws rand_int(4) for its slow');
      next = m - (random.below(4, CTHANGBAND_DRAW_SITES.brainSmashSlow) + 4);
      break;
    }
    default:
      throw new InvalidArgumentError('effect', effect, 'haste, slow, martial_arts_slow, haste_self, haste_in_sight, slow_by_monster or brain_smash');
  }
  // mspeed is a byte: every store wraps modulo 256.
  return toU8(next) - NORMAL_SPEED_INDEX;
}
