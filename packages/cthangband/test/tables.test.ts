import { InvalidArgumentError } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import {
  EXTRACT_ENERGY,
  blowCost,
  gameTime,
  helpSpellCost,
  itemSlotCost,
  monsterAttackCost,
  monsterSpeedSpread,
  moveCost,
  shotCost,
  speedIndex,
  speedLabel,
  spellEnergy,
  tableMatchesAngbandInversion,
} from '../src/index.js';

// Expected values below are the numbers of Cthangband 4.1.0's sources (scthangband 51b453c): tables.c,
// xtra1.c, cmd1-6.c, monster2.c, dungeon.c.
describe('movement cost table (tables.c extract_energy[])', () => {
  it('has 200 entries and the rows of tables.c', () => {
    expect(EXTRACT_ENERGY).toHaveLength(200);
    const row = (from: number) => Array.from({ length: 10 }, (_, k) => moveCost(from + k));
    expect(row(-10)).toEqual([200, 200, 200, 200, 167, 167, 143, 143, 125, 111]);
    expect(row(0)).toEqual([100, 91, 83, 77, 71, 67, 63, 59, 56, 53]);
    expect(row(10)).toEqual([50, 48, 45, 43, 42, 40, 38, 37, 36, 34]);
    expect(row(20)).toEqual([33, 32, 31, 30, 29, 29, 28, 28, 27, 27]);
    expect(row(-30)).toEqual([500, 500, 500, 500, 500, 500, 500, 333, 333, 333]);
    expect(moveCost(-110)).toBe(1000);
    expect(moveCost(89)).toBe(20);
  });
  it('is the old Angband table inverted, round(1000/x), on all 200 entries', () => {
    expect(tableMatchesAngbandInversion()).toBe(true);
  });
  it('rejects speeds outside the table with a typed error naming the field', () => {
    expect(() => moveCost(90)).toThrow(InvalidArgumentError);
    expect(() => moveCost(-111)).toThrow(/speed: got -111/);
    expect(() => speedIndex(1.5)).toThrow(/speed/);
    expect(speedIndex(10)).toBe(120);
  });
  it('labels speeds as prt_speed() does', () => {
    expect(speedLabel(10)).toBe('Fast (+10)');
    expect(speedLabel(-10)).toBe('Slow (-10)');
    expect(speedLabel(0)).toBe('Normal');
  });
});

describe('fixed costs (cmd1.c-cmd6.c)', () => {
  it('melee, missiles and monster attacks use integer division', () => {
    const stated = [100, 50, 33, 25, 20, 16, 14, 12, 11, 10];
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(blowCost)).toEqual(stated);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(shotCost)).toEqual(stated);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(monsterAttackCost)).toEqual(stated);
    // num_blow is an s16b that calc_bonuses() clamps to 1..10; beyond an s16b it is a typed error.
    expect([blowCost(0), blowCost(-5), shotCost(14)]).toEqual([100, 100, 10]);
    expect(() => blowCost(40000)).toThrow(/numBlow: got 40000/);
    expect(() => monsterAttackCost(0)).toThrow(/numBlows: got 0/);
    expect(monsterAttackCost(101)).toBe(0);
  });
  it('charges 10 for items in belt-pouch slots 36..41, 100 elsewhere and on the floor', () => {
    expect([35, 36, 41, -1, 0].map(itemSlotCost)).toEqual([100, 10, 10, 100, 100]);
    expect(() => itemSlotCost(42)).toThrow(/slot/);
  });
});

describe('spell_energy (xtra1.c)', () => {
  it('follows the spell_energy() curve by skill margin', () => {
    const table: [number, number][] = [
      [-20, 300],
      [-15, 300],
      [-14, 296],
      [-13, 269],
      [-10, 200],
      [-7, 149],
      [-6, 136],
      [-1, 101],
      [0, 100],
      [1, 100],
      [3, 100],
      [4, 75],
      [5, 60],
      [6, 50],
      [7, 42],
      [8, 37],
      [9, 33],
      [10, 30],
      [11, 27],
      [12, 25],
      [14, 21],
      [15, 20],
      [16, 18],
      [17, 17],
      [18, 16],
      [20, 15],
      [21, 14],
      [23, 13],
      [25, 12],
      [27, 11],
      [28, 10],
      [60, 10],
    ];
    for (const [d, cost] of table) expect(spellEnergy(100 + d, 100), `d = ${d}`).toBe(cost);
  });
  it('differs from the help text only beyond the 300 cap', () => {
    expect(helpSpellCost(-15)).toBe(325);
    expect(helpSpellCost(-16)).toBe(356);
    expect(helpSpellCost(-14)).toBe(296);
    expect(helpSpellCost(19)).toBe(15);
  });
  it('takes u16b arguments', () => {
    expect(() => spellEnergy(-1, 0)).toThrow(/spellEnergy\(skill\)/);
    expect(() => spellEnergy(0, 70000)).toThrow(/spellEnergy\(min\)/);
  });
});

describe('monster speed spread (monster2.c place_monster_one())', () => {
  it('is extract_energy/10: ±10 at normal speed, ±33 at -20', () => {
    const stated: [number, number][] = [
      [90, 33],
      [100, 20],
      [109, 11],
      [110, 10],
      [120, 5],
      [130, 3],
      [140, 2],
    ];
    for (const [index, spread] of stated) expect(monsterSpeedSpread(index)).toBe(spread);
  });
});

describe('game clock (xtra1.c prt_time(), dungeon.c process_world())', () => {
  it('prints dawn, noon, dusk and midnight', () => {
    expect(gameTime(0).clock).toBe('6:00 AM');
    expect(gameTime(25000).clock).toBe('12:00 PM');
    expect(gameTime(50000)).toMatchObject({ clock: '6:00 PM', is_night: true });
    expect(gameTime(75000).clock).toBe('12:00 AM');
    expect(gameTime(100000)).toMatchObject({ clock: '6:00 AM', is_night: false });
  });
  it('turns the day at 75001 on the first night and at 175000 later', () => {
    expect([75000, 75001, 174999, 175000].map((t) => gameTime(t).day)).toEqual([1, 2, 2, 3]);
  });
  it('runs process_world every 10 ticks', () => {
    expect([9, 10, 11].map((t) => gameTime(t).process_world_runs)).toEqual([false, true, false]);
    expect(() => gameTime(-1)).toThrow(/turn/);
    expect(gameTime(2147483647).day).toBe(21476); // turn is an s32b: (2147483647 − 75000) / 100000 + 2
    expect(() => gameTime(2147483648)).toThrow(/turn: got 2147483648/);
  });
});
