// The engine writes the game's numbers it reads on every tick as const enums (their values
// inlined where they are used); this checks each against the constant of tables/constants.ts that
// cites the game, so that the two cannot drift apart.
import { describe, expect, it } from 'vitest';
import { Ring } from '../src/engine/due-ring.js';
import { Slot } from '../src/engine/engine.js';
import { Timing } from '../src/engine/monster-list.js';
import { ACT_THRESHOLD, ENERGY_PER_TICK, MAX_M_IDX, TICKS_PER_ROUND, TURN_MAX } from '../src/tables/constants.js';

describe("the engine's inlined numbers are the game's", () => {
  it('Timing holds ENERGY_PER_TICK, ACT_THRESHOLD, TICKS_PER_ROUND, TURN_MAX and MAX_M_IDX', () => {
    expect([Timing.Gain, Timing.Act, Timing.Round, Timing.TurnMax, Timing.Slots]).toEqual([
      ENERGY_PER_TICK,
      ACT_THRESHOLD,
      TICKS_PER_ROUND,
      TURN_MAX,
      MAX_M_IDX,
    ]);
  });

  it('the due ring has one bit per slot of the list and a power-of-two size', () => {
    expect(Ring.Words * 32).toBe(MAX_M_IDX);
    expect(Ring.Mask).toBe(Ring.Ticks - 1);
    expect(Ring.Ticks & Ring.Mask).toBe(0);
  });

  it('a pass not started is past every slot of the list', () => {
    expect(Slot.Unreached).toBe(MAX_M_IDX);
  });
});
