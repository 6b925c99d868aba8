import { InvalidArgumentError, scripted } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import {
  ADJ_CON_FIX,
  ADJ_STR_WGT,
  countDownTimedEffects,
  currentSpeed,
  isForcedPass,
  loadSpeedPenalty,
  monsterSpeedEffect,
  playerSpeed,
  statIndex,
  weightLimit,
} from '../src/index.js';

describe('the load penalty (xtra1.c calc_bonuses(), weight_limit())', () => {
  it('reads adj_str_wgt × 100 as the limit, in tenths of a pound', () => {
    expect(ADJ_STR_WGT).toHaveLength(38);
    expect([weightLimit(0), weightLimit(15), weightLimit(37)]).toEqual([500, 2000, 3900]);
    expect(() => weightLimit(38)).toThrow(InvalidArgumentError);
  });
  it('costs nothing up to half the limit, then one point per tenth of the limit beyond it, truncated', () => {
    // 18/00: limit 2000, half 1000, a tenth 200.
    expect([999, 1000, 1001, 1199, 1200, 1399, 1400].map((w) => loadSpeedPenalty(w, 15))).toEqual([0, 0, 0, 0, 1, 1, 2]);
    // Strength 3 carrying 300 lb: (3000 − 250) / 50.
    expect(loadSpeedPenalty(3000, 0)).toBe(55);
    // total_weight is an s16b: past 32767 the game holds a negative weight, which costs nothing.
    expect(loadSpeedPenalty(-32768, 0)).toBe(0);
    expect(loadSpeedPenalty(32767, 0)).toBe(650);
    expect(() => loadSpeedPenalty(32768, 0)).toThrow(/totalWeight: got 32768/);
  });
});

describe("the player's speed (xtra1.c calc_bonuses(), prt_speed())", () => {
  it('adds every term of calc_bonuses(), unclamped', () => {
    expect(playerSpeed({})).toEqual({ pspeed: 110, speed: 0, loadPenalty: 0, statusLine: '' });
    expect(playerSpeed({ equipment: 13, fast: true, xtraLegs: true }).speed).toBe(26);
    expect(playerSpeed({ slow: true, xtraFat: true, shortLegs: true, food: 15000 }).speed).toBe(-25);
    expect(playerSpeed({ klackonOrSprite: true, racialSkill: 100, martialArtsSkill: 100 }).speed).toBe(5); // racial only
    expect(playerSpeed({ martialArtsSkill: 100 }).speed).toBe(5);
    expect(playerSpeed({ martialArtsSkill: 100, heavyArmour: true }).speed).toBe(0);
    expect(playerSpeed({ totalWeight: 1400, strIndex: 15 })).toMatchObject({ speed: -2, loadPenalty: 2, statusLine: 'Slow (-2)' });
  });
  it('hides 10 of the sneaking −15 on the status line', () => {
    expect(playerSpeed({ sneaking: true })).toEqual({ pspeed: 95, speed: -15, loadPenalty: 0, statusLine: 'Slow (-5)' });
    expect(playerSpeed({ sneaking: true, equipment: 10 }).statusLine).toBe('Fast (+5)');
  });
  it('wraps pspeed as the s16b it is', () => {
    expect(playerSpeed({ equipment: 32700 }).pspeed).toBe(32810 - 65536);
  });
  it('names a half-given load', () => {
    expect(() => playerSpeed({ totalWeight: 100 })).toThrow(/totalWeight\/strIndex/);
  });
});

describe("a monster's speed edits (spells1.c project_m(), melee2.c, spells2.c aggravate_monsters(), cmd1.c py_attack())", () => {
  const at = (speed: number, raceSpeed = 0) => ({ speed, raceSpeed });
  it("hastes by 10 below mspeed 150 (+40) and slows by 10 above 60 (−50), the player's bolts and blows", () => {
    expect([39, 40, 45].map((s) => monsterSpeedEffect('haste', at(s)))).toEqual([49, 40, 45]);
    expect([-49, -50, -55].map((s) => monsterSpeedEffect('slow', at(s)))).toEqual([-59, -50, -55]);
    expect(monsterSpeedEffect('martial_arts_slow', at(-49))).toBe(-59);
  });
  it('hastes itself by 10 up to race + 10, then by 2 up to race + 20', () => {
    const steps = [3];
    for (let i = 0; i < 8; i++) steps.push(monsterSpeedEffect('haste_self', at(steps.at(-1) as number, 3)));
    expect(steps).toEqual([3, 13, 15, 17, 19, 21, 23, 23, 23]);
    expect(monsterSpeedEffect('haste_in_sight', at(-4, 0))).toBe(10);
    expect(monsterSpeedEffect('haste_in_sight', at(12, 0))).toBe(12);
  });
  it("wraps the byte when another monster's slow or brain smash goes below index 0", () => {
    expect(monsterSpeedEffect('slow_by_monster', at(-105, -20))).toBe(141); // 5 − 10 = 251
    expect(monsterSpeedEffect('brain_smash', at(-108), scripted([3]))).toBe(-110 + 2 - 7 + 256); // 2 − (3 + 4) = −5 → 251
    expect(() => monsterSpeedEffect('brain_smash', at(0))).toThrow(/random/);
    expect(() => monsterSpeedEffect('haste', at(146))).toThrow(InvalidArgumentError);
  });
});

describe("the player's timed effects (dungeon.c process_world(), process_player())", () => {
  it('counts down once a round: paralysis, haste and slow by 1, stun by adj_con_fix + 1, never below 0', () => {
    expect(ADJ_CON_FIX).toHaveLength(38);
    expect(countDownTimedEffects({ fast: 1, slow: 0, paralyzed: 3, stun: 104, stunRecovery: 5 })).toEqual({
      fast: 0,
      slow: 0,
      paralyzed: 2,
      stun: 99,
      stunRecovery: 5,
    });
    expect(countDownTimedEffects({ fast: 0, slow: 2, paralyzed: 0, stun: 3, stunRecovery: 10 })).toEqual({
      fast: 0,
      slow: 1,
      paralyzed: 0,
      stun: 0,
      stunRecovery: 10,
    });
  });
  it('forces passes while paralysed or at stun 100 and more', () => {
    expect([isForcedPass({ paralyzed: 1, stun: 0 }), isForcedPass({ paralyzed: 0, stun: 100 }), isForcedPass({ paralyzed: 0, stun: 99 })]).toEqual([
      true,
      true,
      false,
    ]);
  });
  it('adds +10 for haste and −10 for slow to the speed', () => {
    expect([currentSpeed(0, { fast: 5, slow: 0 }), currentSpeed(0, { fast: 0, slow: 5 }), currentSpeed(0, { fast: 5, slow: 5 })]).toEqual([10, -10, 0]);
  });
  it('indexes the stat tables as calc_bonuses() does', () => {
    expect([statIndex(3), statIndex(17), statIndex(18), statIndex(18 + 219), statIndex(18 + 220)]).toEqual([0, 14, 15, 36, 37]);
    expect(() => statIndex(2)).toThrow(InvalidArgumentError);
  });
});
