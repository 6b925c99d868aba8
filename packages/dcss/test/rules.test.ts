import { scripted } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import {
  NORMAL_PLAYER,
  NO_COST_STATUS,
  attackCostDistribution,
  calcSpeed,
  effectiveSpeedDistribution,
  meleeTimeDistribution,
  moveCost,
  moveTimeDistribution,
  playerSpeedDistribution,
  stairsTimeDistribution,
  weaponMinDelay,
} from '../src/index.js';

const hasted = { ...NORMAL_PLAYER, hasted: true };
const mods = { shieldPenalty20: 0, finesse: false };

describe('monster speed (monster.cc calc_speed)', () => {
  it('hasted speed 11 is 16 or 17, slowed 10 is 6 (1/3) or 7 (2/3), haste+slow on 10 is exactly 10', () => {
    expect(effectiveSpeedDistribution(11, { hasted: true, slowed: false, berserk: false }).toRecord()).toEqual({ '16': '1/2', '17': '1/2' });
    expect(effectiveSpeedDistribution(10, { hasted: false, slowed: true, berserk: false }).toRecord()).toEqual({ '6': '1/3', '7': '2/3' });
    expect(effectiveSpeedDistribution(10, { hasted: true, slowed: true, berserk: false }).toRecord()).toEqual({ '10': '1/1' });
  });

  it('berserk does not stack with haste', () => {
    expect(effectiveSpeedDistribution(10, { hasted: true, slowed: false, berserk: true }).toRecord()).toEqual({ '15': '1/1' });
  });

  it('rolls haste before slow (trace_t2 setup: hasted+slowed 13 → 13 with draws 1, 0)', () => {
    expect(calcSpeed(scripted([1891907549, 1310532711]), 13, { hasted: true, slowed: true, berserk: false })).toBe(13);
  });
});

describe('player delays (player.cc player_speed, movement.cc, player-act.cc)', () => {
  it('player_speed: hasted or berserk 6 (1/3) / 7 (2/3); hasted + petrifying 9 / 10', () => {
    expect(playerSpeedDistribution(hasted).toRecord()).toEqual({ '6': '1/3', '7': '2/3' });
    expect(playerSpeedDistribution({ ...NORMAL_PLAYER, berserk: true }).toRecord()).toEqual({ '6': '1/3', '7': '2/3' });
    expect(playerSpeedDistribution({ ...NORMAL_PLAYER, hasted: true, petrifying: true }).toRecord()).toEqual({ '9': '1/3', '10': '2/3' });
    expect(playerSpeedDistribution({ ...NORMAL_PLAYER, slowed: true, hasted: true }).toRecord()).toEqual({ '10': '1/1' });
  });

  it('hasted step with mv 8: {5: 2/3, 6: 1/3} in trunk, {4: 1/15, 5: 8/15, 6: 2/5} in 0.34', () => {
    expect(moveTimeDistribution(hasted, 8, 'single').toRecord()).toEqual({ '5': '2/3', '6': '1/3' });
    expect(moveTimeDistribution(hasted, 8, 'two-stage').toRecord()).toEqual({ '4': '1/15', '5': '8/15', '6': '2/5' });
  });

  it('long sword at skill 7.5: {10: 3/4, 11: 1/4}; hasted {6: 17/60, 7: 3/5, 8: 7/60}; unarmed hasted {6: 1/3, 7: 2/3}', () => {
    const sword = { type: 'weapon', baseDelay: 14, brand: 'none', skill10: 75 } as const;
    expect(meleeTimeDistribution(sword, mods, NORMAL_PLAYER).toRecord()).toEqual({ '10': '3/4', '11': '1/4' });
    expect(meleeTimeDistribution(sword, mods, hasted).toRecord()).toEqual({ '6': '17/60', '7': '3/5', '8': '7/60' });
    expect(meleeTimeDistribution({ type: 'unarmed', skill10: 0 }, mods, hasted).toRecord()).toEqual({ '6': '1/3', '7': '2/3' });
  });

  it('unarmed delay reaches 5 at skill 27', () => {
    expect(meleeTimeDistribution({ type: 'unarmed', skill10: 270 }, mods, NORMAL_PLAYER).toRecord()).toEqual({ '5': '1/1' });
  });

  it('stairs take ×1.5 (files.cc load_level)', () => {
    expect(stairsTimeDistribution(NORMAL_PLAYER).toRecord()).toEqual({ '15': '1/1' });
  });

  it('min delay: long sword 7, rapier (short blade) 5, executioner’s axe 7, crossbow at least 10', () => {
    expect(weaponMinDelay(14)).toBe(7);
    expect(weaponMinDelay(12, true)).toBe(5);
    expect(weaponMinDelay(19)).toBe(7);
    expect(weaponMinDelay(19, false, true)).toBe(10);
  });
});

describe('monster action costs (monster.cc action_energy, energy_cost; fight.cc)', () => {
  it('a default-delay attack costs exactly its energy; speed brand 6/7 delay; heavy 15', () => {
    expect(attackCostDistribution(15, 'none').toRecord()).toEqual({ '15': '1/1' });
    expect(attackCostDistribution(10, 'speed').toRecord()).toEqual({ '6': '1/3', '7': '2/3' });
    expect(attackCostDistribution(10, 'heavy').toRecord()).toEqual({ '15': '1/1' });
  });

  it('moves: swift −3, ponderous +1, floundering +6, petrifying ×3/2, frozen ×2 (or +4 before 0.32)', () => {
    expect(moveCost(10, { ...NO_COST_STATUS, swift: true })).toBe(7);
    expect(moveCost(10, { ...NO_COST_STATUS, ponderous: true })).toBe(11);
    expect(moveCost(10, { ...NO_COST_STATUS, floundering: true })).toBe(16);
    expect(moveCost(9, { ...NO_COST_STATUS, petrifying: true })).toBe(13);
    expect(moveCost(10, { ...NO_COST_STATUS, frozen: true })).toBe(20);
    expect(moveCost(10, { ...NO_COST_STATUS, frozen: true }, 'plus4')).toBe(14);
    expect(moveCost(2, { ...NO_COST_STATUS, swift: true })).toBe(1); // never below 1
  });
});
