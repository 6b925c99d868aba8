// The engine writes the numbers its monster pass reads as const enums (their values inlined where
// they are used); this checks each against what it stands for, so that they cannot drift apart.
import { describe, expect, it } from 'vitest';
import { Cost } from '../src/engine/engine.js';
import { Bit, Word } from '../src/engine/monster-table.js';
import { NOMINAL_COST } from '../src/rules/energy-need.js';

describe("the monster pass's inlined numbers", () => {
  it('the state bits are distinct single bits below the energy', () => {
    const bits = [Bit.Present, Bit.Aware, Bit.Hurt, Bit.Born, Bit.Mount, Bit.Timers, Bit.Derived, Bit.Idle];
    expect(bits.reduce((a, b) => a | b, 0)).toBe((1 << Word.EnergyShift) - 1);
    for (const b of bits) expect(b & (b - 1)).toBe(0);
  });

  it('the sets of bits the pass tests are the bits they name', () => {
    expect(Bit.Plain).toBe(Bit.Present | Bit.Aware | Bit.Derived);
    expect(Bit.FullVisit).toBe(Bit.Present | Bit.Aware | Bit.Born | Bit.Mount | Bit.Derived);
  });

  it('the word holds energy_need above 8 bits of energy above the state bits', () => {
    expect(Word.EnergyBits).toBe(0xff << Word.EnergyShift);
    expect(Word.NeedShift).toBe(Word.EnergyShift + 8);
    expect(Word.Low).toBe((1 << Word.NeedShift) - 1);
    expect(Word.Due).toBe(1 << Word.NeedShift);
    // energy_need −1 is a negative word, 0 one below Due, 1 one at Due with no low bits.
    expect((-1 << Word.NeedShift) | Word.Low).toBeLessThan(Word.Due);
    expect((0 << Word.NeedShift) | Word.Low).toBeLessThan(Word.Due);
    expect(1 << Word.NeedShift).toBe(Word.Due);
  });

  it("ENERGY_NEED()'s nominal cost is NOMINAL_COST", () => {
    expect(Cost.Nominal).toBe(NOMINAL_COST);
  });
});
