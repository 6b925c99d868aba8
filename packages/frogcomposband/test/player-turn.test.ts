// What counts per player turn, resting at the inn, and the character sheet's speed. Every expected
// value was worked out by hand from FrogComposband's source at 80805f26: src/dungeon.c
// process_player(), src/effects.c cut_info() and reset_tim_flags(), src/rect.c interpolate(),
// src/bldg.c inn_comm(), src/xtra1.c extract_day_hour_min_imp(), src/py_info.c
// _build_general2(); it is not computed by the package.
import { InvalidArgumentError, recording, scripted, type RandomCall } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { countDownPlayerTurn, cutDamage, frogcomposband, innRest, PER_PLAYER_TURN, poisonDamage, sheetSpeedText } from '../src/index.js';

describe('counted per player turn (src/dungeon.c process_player())', () => {
  it('light speed, No Spells and No Devices lose 1 per acting game turn, not on arrival or load', () => {
    expect(countDownPlayerTurn({ lightspeed: 3, noSpells: 1, noDevice: 0 })).toEqual({ lightspeed: 2, noSpells: 0, noDevice: 0 });
    expect(countDownPlayerTurn({ lightspeed: 3, noSpells: 1, noDevice: 2 }, { arrived: true })).toEqual({ lightspeed: 3, noSpells: 1, noDevice: 2 });
    expect(countDownPlayerTurn({ lightspeed: 3, noSpells: 1, noDevice: 2 }, { loaded: true })).toEqual({ lightspeed: 3, noSpells: 1, noDevice: 2 });
    expect(() => countDownPlayerTurn({ lightspeed: -1, noSpells: 0, noDevice: 0 })).toThrow(/countDownPlayerTurn lightspeed: got -1/);
    expect(PER_PLAYER_TURN.map((e) => `${e.what}: ${e.per}`)).toEqual([
      'light speed: acting game turn',
      'no spells: acting game turn',
      'no devices: acting game turn',
      'poison: charged action',
      'cuts: charged action',
      'no air: charged action',
    ]);
  });

  it('the engine counts light speed once in a game turn with two actions, and not in a game turn without one', () => {
    // energy_need −150 at +0: acts (at least) twice in game turn 1; light speed +99 gains 49 a turn.
    const loop = frogcomposband.create({ random: scripted([], { then: 'zeros' }) });
    loop.add('p', { kind: 'player', energyNeed: -150, lightspeed: 5 });
    loop.next();
    loop.act('p', { kind: 'act', energyUse: 100 });
    expect(loop.next().time).toBe(1);
    loop.act('p', { kind: 'act', energyUse: 100 });
    expect(loop.inspect('p')).toMatchObject({ lightspeed: 4 });
  });

  it('poison: max(max(1, mhp/60), poisoned/4) × energy_use / 100, a randint0(100) < energy_use when that is 0, never past the pool', () => {
    expect(poisonDamage({ poisoned: 40, maxHp: 300, energyUse: 100 }, scripted([]))).toEqual({ damage: 10, poisoned: 30 });
    expect(poisonDamage({ poisoned: 40, maxHp: 300, energyUse: 30 }, scripted([]))).toEqual({ damage: 3, poisoned: 37 });
    expect(poisonDamage({ poisoned: 40, maxHp: 1200, energyUse: 100 }, scripted([]))).toEqual({ damage: 20, poisoned: 20 }); // mhp/60 = 20
    expect(poisonDamage({ poisoned: 3, maxHp: 1200, energyUse: 100 }, scripted([]))).toEqual({ damage: 3, poisoned: 0 }); // capped
    const calls: RandomCall[] = [];
    const r = recording(scripted([49, 50]), calls);
    expect(poisonDamage({ poisoned: 2, maxHp: 30, energyUse: 50 }, r)).toEqual({ damage: 1, poisoned: 1 }); // 49 < 50
    expect(poisonDamage({ poisoned: 2, maxHp: 30, energyUse: 50 }, r)).toEqual({ damage: 0, poisoned: 2 }); // 50 ≥ 50
    expect(calls.map((c) => [c.n, c.site])).toEqual(Array.from({ length: 2 }, () => [100, 'process_player:randint0(100)<energy_use']));
    expect(() => poisonDamage({ poisoned: 2, maxHp: 30, energyUse: 0 }, r)).toThrow(InvalidArgumentError);
  });

  it('cuts: the table at the cut × energy_use / (100 × energy), rounded up — the same damage per game turn at any speed', () => {
    // interpolate(): 50 → 160; 75 → 160 + 25·160/50 = 240; 5 → 10 + 4·20/9 = 18; 2000 → 2000.
    expect(cutDamage({ cut: 50, energyUse: 100, speed: 0 })).toBe(16);
    expect(cutDamage({ cut: 50, energyUse: 100, speed: 10 })).toBe(8);
    expect(cutDamage({ cut: 75, energyUse: 100, speed: 0 })).toBe(24);
    expect(cutDamage({ cut: 5, energyUse: 100, speed: 0 })).toBe(2); // (1800 + 999) / 1000
    expect(cutDamage({ cut: 5, energyUse: 30, speed: 0 })).toBe(1); // (540 + 999) / 1000
    expect(cutDamage({ cut: 2000, energyUse: 100, speed: 0 })).toBe(200);
    expect(cutDamage({ cut: 75, energyUse: 100, speed: 0, wilderness: true })).toBe(24); // per tick there
    expect(cutDamage({ cut: 0, energyUse: 100, speed: 0 })).toBe(0);
  });
});

describe('resting at the inn (src/bldg.c inn_comm())', () => {
  it('sleeps to the next 6:00 or 18:00, and is refused while poisoned or cut', () => {
    // Game turn 130,000: 24 × 55,000 / 100,000 = 13:12 → 150,000 = 18:00.
    expect(innRest({ gameTurn: 130_000, energyNeed: 5, energy: 10 }, scripted([]))).toEqual({
      rested: true,
      gameTurn: 150_000,
      slept: 20_000,
      wakes: 'dusk',
      energyNeed: 5,
    });
    // 150,000 exactly (18:00): the next one, 200,000 (6:00).
    expect(innRest({ gameTurn: 150_000, energyNeed: 0, energy: 10 }, scripted([]))).toMatchObject({ gameTurn: 200_000, slept: 50_000, wakes: 'dawn' });
    expect(innRest({ gameTurn: 1, energyNeed: 0, energy: 10 }, scripted([]))).toMatchObject({ gameTurn: 50_000, wakes: 'dusk' });
    expect(innRest({ gameTurn: 130_000, energyNeed: 5, energy: 10, cut: true }, scripted([]))).toEqual({ rested: false, reason: 'poisoned or cut' });
  });

  it('pays off an energy debt with one randomized cost at a time (PY_ENERGY_NEED, never the fixed 100 in 7.1)', () => {
    const calls: RandomCall[] = [];
    // −150: two draws of randint0(32768) = 0 (offset 0), each +100: −150 → −50 → 50.
    const rest = innRest({ gameTurn: 10, energyNeed: -150, energy: 10, predictable: true }, recording(scripted([0, 0, 0, 0]), calls));
    expect(rest).toMatchObject({ energyNeed: 50 });
    expect(calls).toHaveLength(4);
    // Before 7.1.salmiak the blood curse's hack makes it exactly 100, with no draw.
    const old: RandomCall[] = [];
    expect(innRest({ gameTurn: 10, energyNeed: -150, energy: 10, predictable: true }, recording(scripted([]), old), '7.0.cloudberry')).toMatchObject({
      energyNeed: 50,
    });
    expect(old).toEqual([]);
  });

  it('rolls the clock back past the game turn limit, and rejects bad input by name', () => {
    // 1,999,975,000 is the limit: resting from just below it lands on it and goes back a day.
    expect(innRest({ gameTurn: 1_999_960_000, energyNeed: 0, energy: 10 }, scripted([]))).toMatchObject({ gameTurn: 1_999_900_000 });
    expect(() => innRest({ gameTurn: -1, energyNeed: 0, energy: 10 }, scripted([]))).toThrow(/innRest gameTurn: got -1/);
    expect(innRest({ gameTurn: 0, energyNeed: 0, energy: 10 }, scripted([]))).toMatchObject({ gameTurn: 50_000 });
    expect(() => innRest({ gameTurn: 5, energyNeed: 0, energy: 50 }, scripted([]))).toThrow(/innRest energy/);
  });
});

describe("the character sheet's speed (src/py_info.c _build_general2())", () => {
  it('always raw, with the temporary part split off', () => {
    expect(sheetSpeedText({ speed: 26 })).toBe('+26');
    expect(sheetSpeedText({ speed: 15, hasted: true })).toBe('+5+10');
    expect(sheetSpeedText({ speed: -6, slowPenalty: 11 })).toBe('+5-11');
    expect(sheetSpeedText({ speed: 0, hasted: true, slowPenalty: 10 })).toBe('+0'); // haste and slow cancel: nothing split off
    expect(sheetSpeedText({ speed: 99, lightspeed: true, hasted: true })).toBe('+0+99');
    expect(sheetSpeedText({ speed: -10, searching: true })).toBe('+0');
    expect(sheetSpeedText({ speed: 20, hasted: true, mount: { hasted: false, slowPenalty: 2 } })).toBe('+22-2');
    expect(sheetSpeedText({ speed: -5 })).toBe('-5');
  });
});
