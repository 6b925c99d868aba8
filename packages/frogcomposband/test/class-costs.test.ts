// Class-specific action costs and the free mode toggles. Every expected value was worked out by
// hand from FrogComposband's source at 80805f26: src/cmd5.c do_cmd_cast(), src/yellow_mage.c
// _calc_bonuses(), src/xtra1.c py_prorata_level_aux(), src/yeqrezh.c _on_cast(), src/spells.c
// do_cmd_spell(), src/cmd6.c (devices, potions, scrolls), src/r_hound.c hound_stalk_spell(),
// src/ninja.c quick_walk_spell(); it is not computed by the package.
import { InvalidArgumentError, scripted } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { bookSpellEnergy, deviceEnergy, frogcomposband, MODE_TOGGLE_ENERGY, quickSpellingEnergy, spellsPerRound, toggleMode } from '../src/index.js';

describe('Yellow-Mage (src/cmd5.c do_cmd_cast(), src/yellow_mage.c)', () => {
  it('spells per round: 100 + py_prorata_level(150) — 101 at level 1, 143 at 25, 250 at 50; 100 for everyone else', () => {
    // py_prorata_level(150) at 25: 150·25/150 + 150·625/7500 + (150·625/50)·25/7500 = 25 + 12 + 6;
    // at 10: 10 + 2 + 0; at 49: 49 + 48 + 47.
    expect([1, 10, 25, 49, 50].map((l) => spellsPerRound(l, true))).toEqual([101, 112, 143, 244, 250]);
    expect(spellsPerRound(50, false)).toBe(100);
  });

  it('a book spell costs (100 − (level − spell level)) × 100 / spells per round: five level-1 casts a round at 50', () => {
    expect(bookSpellEnergy({ level: 50, spellLevel: 1, yellowMage: true })).toBe(20); // 5100 / 250
    expect(bookSpellEnergy({ level: 50, spellLevel: 50, yellowMage: true })).toBe(40); // "less than half a turn"
    expect(bookSpellEnergy({ level: 25, spellLevel: 30, yellowMage: true })).toBe(69); // no delta: 10000 / 143
    expect(bookSpellEnergy({ level: 25, spellLevel: 5, yellowMage: true })).toBe(55); // 80 × 100 / 143
    expect(bookSpellEnergy({ level: 50, spellLevel: 1 })).toBe(100);
  });

  it('rejects a level outside 1…50 by name', () => {
    expect(() => bookSpellEnergy({ level: 51, spellLevel: 1, yellowMage: true })).toThrow(InvalidArgumentError);
    expect(() => bookSpellEnergy({ level: 10, spellLevel: 0 })).toThrow(/bookSpellEnergy spellLevel: got 0/);
  });
});

describe('Quick Spelling (src/yeqrezh.c _on_cast())', () => {
  it('energy_use × (100 − 7n) / 100 for n gifts: 93, 86, 79, 72, 65', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => quickSpellingEnergy(100, n))).toEqual([100, 93, 86, 79, 72, 65]);
    expect(quickSpellingEnergy(150, 3)).toBe(118); // 150 × 79 / 100 = 118.5
    expect(() => quickSpellingEnergy(100, 6)).toThrow(/gifts: got 6/);
  });
});

describe('devices (src/cmd6.c)', () => {
  it('a Devicemaster takes off min(50, 2·level − item level) for its speciality: rods, wands and staves with no floor', () => {
    expect(deviceEnergy({ kind: 'wand', itemLevel: 20, level: 40, speciality: true })).toBe(50);
    expect(deviceEnergy({ kind: 'rod', itemLevel: 30, level: 20, speciality: true })).toBe(90);
    expect(deviceEnergy({ kind: 'staff', itemLevel: 60, level: 20, speciality: true })).toBe(100); // 2·20 − 60 < 0
    expect(deviceEnergy({ kind: 'wand', itemLevel: 20, level: 40 })).toBe(100); // not the speciality (or Desperation)
  });

  it('potions and scrolls: 100, 50 with Potion Chugger / Speed Reader, never below 25 with the reduction', () => {
    expect(deviceEnergy({ kind: 'potion', itemLevel: 10, level: 30, speciality: true })).toBe(50);
    expect(deviceEnergy({ kind: 'potion', itemLevel: 5, level: 40, speciality: true, mutation: true })).toBe(25); // 50 − 50 → 25
    expect(deviceEnergy({ kind: 'scroll', itemLevel: 40, level: 25, speciality: true, mutation: true })).toBe(40); // 50 − 10
    expect(deviceEnergy({ kind: 'scroll', itemLevel: 40, level: 25, mutation: true })).toBe(50);
  });

  it('a device with the speed flag loses energy_use × pval / 10 more, after the Devicemaster reduction', () => {
    expect(deviceEnergy({ kind: 'staff', itemLevel: 10, level: 10, speedPval: 2 })).toBe(80);
    expect(deviceEnergy({ kind: 'rod', itemLevel: 10, level: 40, speciality: true, speedPval: 3 })).toBe(35); // 50 − 15
    expect(deviceEnergy({ kind: 'wand', itemLevel: 0, level: 1, speciality: true, speedPval: 1 })).toBe(89); // 98 − 9 (9.8 truncated)
  });

  it('rejects what the game has no place for', () => {
    expect(() => deviceEnergy({ kind: 'wand', itemLevel: 1, level: 1, mutation: true })).toThrow(/mutation/);
    expect(() => deviceEnergy({ kind: 'potion', itemLevel: 1, level: 1, speedPval: 1 })).toThrow(/speedPval/);
  });
});

describe('Stalk and Quick Walk toggles (src/r_hound.c, src/ninja.c, src/effects.c set_action())', () => {
  it('cost nothing and flip the one action mode', () => {
    expect(MODE_TOGGLE_ENERGY).toBe(0);
    expect(toggleMode('none', 'stalk')).toBe('stalk');
    expect(toggleMode('stalk', 'stalk')).toBe('none');
    expect(toggleMode('quickWalk', 'stalk')).toBe('stalk');
    expect(toggleMode('search', 'quickWalk')).toBe('quickWalk');
  });

  it('in a loop the toggle is a free act: no draw, no player turn, the player acts again at once, and the next step costs ×(150 − level)%', () => {
    const loop = frogcomposband.create({ random: scripted([0, 99], { then: 'zeros' }) });
    loop.add('hound', { kind: 'player', level: 20 });
    expect(loop.next().actor).toBe('hound');
    loop.act('hound', { kind: 'act', energyUse: MODE_TOGGLE_ENERGY });
    loop.update('hound', { mode: toggleMode('none', 'stalk') });
    const view = loop.inspect('hound');
    expect(view).toMatchObject({ mode: 'stalk', playerTurns: 0 });
    expect(loop.next()).toMatchObject({ actor: 'hound', time: 1 });
    loop.act('hound', { kind: 'move' });
    // Stalk at level 20: 100 × (150 − 20) / 100 = 130, then randomized: randint0(32768) = 0 is
    // randnor()'s offset 0, a cost of exactly 100, so 130 is charged.
    const after = loop.inspect('hound');
    expect(after).toMatchObject({ playerTurns: 1 });
    expect(after.kind === 'player' ? after.last?.actions : []).toEqual([
      { energyUse: 0, clip: null, cost: 0, needAfter: -10 },
      { energyUse: 130, clip: 100, cost: 130, needAfter: 120 },
    ]);
  });
});
