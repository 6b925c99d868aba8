// The pass hands a monster its turn with the energy after its due tick's gain computed from the
// stored energy alone (energyOnDue), not from the ticks: this checks it against the lazy energy
// (MonsterList.energyAt) at the tick dueTick gives, over every s16b energy, and against the game's
// tick-by-tick gain (melee2.c process_monsters(): +10 a tick, stored in the s16b, until 1000).
import { describe, expect, it } from 'vitest';
import { toS16 } from '@turnkeeper/core/cint';
import { MonsterList, dueTick, energyOnDue } from '../src/engine/monster-list.js';

describe('energyOnDue', () => {
  it('is the lazy energy at the due tick, for every s16b energy and several base ticks', () => {
    const list = new MonsterList();
    let checked = 0;
    for (const base of [0, 1, 7, 1_000_003]) {
      for (let energy = -32_768; energy <= 32_767; energy++) {
        list.put(
          1,
          { id: 'm', raceSpeed: 0, speed: 0, numBlows: 1, unique: false, csleep: 0, maxhp: 0, energy, born: false, ledger: null, last: null },
          base,
          base,
        );
        const due = dueTick(energy, base);
        const lazy = list.energyAt(1, due);
        if (energyOnDue(energy) !== lazy) expect({ energy, base, got: energyOnDue(energy) }).toEqual({ energy, base, got: lazy });
        checked++;
      }
    }
    expect(checked).toBe(4 * 65_536);
  });

  it('is where the gains of 10 a tick, each stored in the s16b, first reach 1000', () => {
    for (const energy of [-32_768, -5, 0, 985, 989, 990, 999, 1000, 32_757, 32_758, 32_767]) {
      let e = energy;
      do e = toS16(e + 10);
      while (e < 1000);
      expect(energyOnDue(energy)).toBe(e);
    }
  });
});
