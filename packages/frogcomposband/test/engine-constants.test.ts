// The engine writes the numbers its monster pass reads as const enums (their values inlined where
// they are used); this checks each against what it stands for, so that they cannot drift apart.
import { describe, expect, it } from 'vitest';
import { S32_MAX } from '@turnkeeper/core/cint';
import { Clock, Cost } from '../src/engine/engine.js';
import { Act, Bit, Word } from '../src/engine/monster-table.js';
import { NOMINAL_COST } from '../src/rules/energy-need.js';
import { TURNS_PER_TICK } from '../src/rules/time.js';

describe("the monster pass's inlined numbers", () => {
  it('the state bits are distinct single bits below the energy', () => {
    const bits = [Bit.Acted, Bit.Aware, Bit.Hurt, Bit.Born, Bit.Mount, Bit.Timers, Bit.Derived, Bit.Idle];
    expect(bits.reduce((a, b) => a | b, 0)).toBe((1 << Word.EnergyShift) - 1);
    for (const b of bits) expect(b & (b - 1)).toBe(0);
  });

  it('the sets of bits the pass tests are the bits they name', () => {
    expect(Bit.Plain).toBe(Bit.Aware | Bit.Derived);
    expect(Bit.FullVisit).toBe(Bit.Aware | Bit.Born | Bit.Mount | Bit.Derived);
    // An empty slot's word (0) is never a plain visit.
    expect(0 & Bit.FullVisit).not.toBe(Bit.Plain);
  });

  it('the word holds energy_need above 8 bits of energy above the state bits', () => {
    expect(Word.EnergyBits).toBe(0xff << Word.EnergyShift);
    expect(Word.NeedShift).toBe(Word.EnergyShift + 8);
    expect(Word.Low).toBe((1 << Word.NeedShift) - 1);
    expect(Word.Kept).toBe(Word.Low & ~Bit.Acted);
    expect(Word.Due).toBe(1 << Word.NeedShift);
    // energy_need −1 is a negative word, 0 one below Due, 1 one at Due with no low bits.
    expect((-1 << Word.NeedShift) | Word.Low).toBeLessThan(Word.Due);
    expect((0 << Word.NeedShift) | Word.Low).toBeLessThan(Word.Due);
    expect(1 << Word.NeedShift).toBe(Word.Due);
  });

  it('the acted word holds energy_need, a draw of 0..200 and a count of extras', () => {
    expect(Act.NeedShift).toBe(Act.ClipShift + 8);
    expect(Act.Byte).toBe(255);
    const word = (-32768 << Act.NeedShift) | (200 << Act.ClipShift) | 2;
    expect([word >> Act.NeedShift, (word >> Act.ClipShift) & Act.Byte, word & Act.Byte]).toEqual([-32768, 200, 2]);
  });

  it("ENERGY_NEED()'s nominal cost is NOMINAL_COST", () => {
    expect(Cost.Nominal).toBe(NOMINAL_COST);
  });

  it("the clock's numbers are TURNS_PER_TICK and S32_MAX", () => {
    expect([Clock.TurnsPerTick, Clock.TurnMax]).toEqual([TURNS_PER_TICK, S32_MAX]);
  });
});
