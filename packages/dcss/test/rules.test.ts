import { scripted } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import {
  NORMAL_PLAYER,
  NO_COST_STATUS,
  attackCostDistribution,
  calcSpeed,
  drainActionEnergy,
  effectiveSpeedDistribution,
  mergedSlimeEnergy,
  polymorphEnergy,
  splitJellyEnergy,
  meleeTimeDistribution,
  moveCost,
  moveTimeDistribution,
  playerSpeedDistribution,
  monsterSpeedDescription,
  playerSpeedLights,
  stairsTimeDistribution,
  turnCountDisplay,
  weaponDelayDescription,
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

describe("the game's own displays of speed (describe.cc, mon-info.cc, output.cc, status.cc)", () => {
  it("a weapon's delay lines, printed as crawl's printf rounds them (an exact tie goes to the even digit)", () => {
    const sword = (skill10: number, brand: 'none' | 'speed' = 'none') => ({ type: 'weapon', baseDelay: 14, brand, skill10 }) as const;
    // Skill 3: 14 − div_rand_round(30, 20) is 12 or 13, mean 12.5 → 1.25 → "1.2" (JavaScript's toFixed says "1.3").
    expect(weaponDelayDescription(sword(30), mods, false, 10)).toEqual({
      base: 'Base attack delay: 1.4',
      minimum: "This weapon's minimum attack delay (0.7) is reached at skill level 14.",
      current: 'Current attack delay: 1.2.',
    });
    // Skill 7.5: {10: 3/4, 11: 1/4}, mean 10.25 → the float 1.025 is 1.02499997… → "1.0".
    expect(weaponDelayDescription(sword(75), mods, false, 10).current).toBe('Current attack delay: 1.0.');
    // A speed brand shows the min delay ×2/3 truncated (weapon_min_delay(item, true)); the skill target does not change.
    expect(weaponDelayDescription(sword(0, 'speed'), mods, false, 10).minimum).toBe("This weapon's minimum attack delay (0.4) is reached at skill level 14.");
    const arbalest = { type: 'weapon', baseDelay: 19, brand: 'none', skill10: 0, crossbow: true } as const;
    expect(weaponDelayDescription(arbalest, mods, false, 10).minimum).toBe("This weapon's minimum attack delay (1.0) is reached at skill level 18.");
  });

  it("a monster's speed line: pray for priests, nothing about travel for stationary monsters, the sixfirhy's pauses", () => {
    const energy = { move: 10, swim: 10, attack: 10, missile: 10, spell: 20 };
    expect(monsterSpeedDescription(10, energy, 10, { priest: true })).toBe('Speed: 100% (pray: 50%)');
    expect(monsterSpeedDescription(10, energy)).toBe('Speed: 100% (magic: 50%)');
    expect(monsterSpeedDescription(5, undefined, 10, { stationary: true })).toBe('Speed: 50%');
    expect(monsterSpeedDescription(5)).toBe('Speed: 50% (normally travels slower than you)');
    expect(monsterSpeedDescription(15, undefined, 10, { oftenPauses: true })).toBe('Speed: 150% (but often pauses)');
    // The player's travel delay is player_movement_speed(false, false): never below 6.
    expect(monsterSpeedDescription(15, undefined, 4)).toBe('Speed: 150%');
    expect(() => monsterSpeedDescription(10, { ...energy, attack: 0 })).toThrow(/asserts a non-zero energy/);
  });

  it("the HUD's turn counter and the player's speed lights", () => {
    expect(turnCountDisplay({ elapsedTime: 1234, numTurns: 120, sinceLastInput: 7, showGameTime: true })).toBe('123.4 (0.7)');
    expect(turnCountDisplay({ elapsedTime: 1234, numTurns: 120, sinceLastInput: 15 })).toBe('120 (1.5)');
    expect(turnCountDisplay({ elapsedTime: 1234, numTurns: 120, sinceLastInput: 15, smallLayout: true })).toBe('120');
    expect(playerSpeedLights({ ...NORMAL_PLAYER, hasted: true, statZero: true })).toBe('Fast+Slow');
    expect(playerSpeedLights({ ...NORMAL_PLAYER, berserk: true, petrifying: true })).toBe('Berserk Petr');
    expect(playerSpeedLights(NORMAL_PLAYER)).toBe('');
  });
});

describe("effects that set a monster's energy (monster.cc, mon-act.cc, mon-poly.cc, mon-abil.cc)", () => {
  it('drain_action_energy, a split jelly, a polymorph and a slime merge', () => {
    expect(drainActionEnergy(scripted([0]), 80)).toBe(79);
    expect(drainActionEnergy(scripted([9]), 200)).toBe(70);
    expect(drainActionEnergy(scripted([]), 79)).toBe(79); // below 80: unchanged, no draw
    expect(splitJellyEnergy(scripted([0]))).toBe(70);
    expect(splitJellyEnergy(scripted([4]))).toBe(74);
    expect(polymorphEnergy(scripted([5]))).toBe(72);
    expect(mergedSlimeEnergy(10)).toBe(69);
  });
});
