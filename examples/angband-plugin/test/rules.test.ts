import { describe, expect, it } from 'vitest';
import {
  EXTRACT_ENERGY,
  MAX_SPEED,
  MIN_SPEED,
  Well1024a,
  attackEnergy,
  blowEnergy,
  energyPerMove,
  monsterSlowPenalty,
  monsterSpeedDisplay,
  playerSpeedDisplay,
  shotEnergy,
  speedMultiplier,
  speedSpread,
  turnEnergy,
  variationLaw,
} from 'turnkeeper-angband';

describe('the energy table (src/game-world.c extract_energy, turn_energy())', () => {
  it('has 200 entries, 10 at normal speed, rising by one per point from -0 to +20 and flattening to 49', () => {
    expect(EXTRACT_ENERGY).toHaveLength(200);
    expect([MIN_SPEED, MAX_SPEED]).toEqual([-110, 89]);
    expect(Array.from({ length: 21 }, (_, i) => turnEnergy(i))).toEqual(Array.from({ length: 21 }, (_, i) => 10 + i));
    expect([turnEnergy(-10), turnEnergy(-20), turnEnergy(30), turnEnergy(50), turnEnergy(70), turnEnergy(89)]).toEqual([5, 3, 38, 45, 49, 49]);
    for (let s = MIN_SPEED + 1; s <= MAX_SPEED; s++) expect(turnEnergy(s)).toBeGreaterThanOrEqual(turnEnergy(s - 1));
  });

  it('refuses a speed outside the table, as the game would read past it', () => {
    expect(() => turnEnergy(90)).toThrow(RangeError);
    expect(() => turnEnergy(-111)).toThrow(/outside extract_energy/);
  });

  it('prints the effective speed as the game does ("%d.%dx")', () => {
    expect([speedMultiplier(0), speedMultiplier(10), speedMultiplier(-10), speedMultiplier(35)]).toEqual(['1.0x', '2.0x', '0.5x', '4.0x']);
    expect(playerSpeedDisplay(-5)).toBe('Slow (-5), 0.6x');
    expect(monsterSpeedDisplay(30)).toBe('incredibly quickly (+30), 3.8x normal speed');
    expect(monsterSpeedDisplay(20)).toBe('very quickly (+20), 3.0x normal speed');
    expect(monsterSpeedDisplay(21)).toBe('incredibly quickly (+21), 3.1x normal speed');
  });
});

describe("the player's costs", () => {
  it('charges a step energy_per_move() in 4.2 (src/player-util.c), 100 before', () => {
    expect([-2, -1, 0, 1, 2, 3].map((m) => energyPerMove(m))).toEqual([166, 150, 100, 50, 33, 25]);
    expect(energyPerMove(3, '4.0')).toBe(100);
  });

  it('fits as many blows as one move_energy allows (src/player-attack.c py_attack())', () => {
    expect([100, 150, 200, 275, 350, 600].map((b) => blowEnergy(b))).toEqual([100, 66, 50, 36, 28, 16]);
    expect([100, 150, 200, 275, 350, 600].map((b) => attackEnergy(b))).toEqual([100, 66, 100, 72, 84, 96]);
    expect(attackEnergy(600, 2)).toBe(32);
    expect(attackEnergy(200, 9)).toBe(100);
  });

  it('charges a shot in tenths of shots in 4.2, whole shots before', () => {
    expect([10, 15, 20, 27].map((s) => shotEnergy(s))).toEqual([100, 66, 50, 37]);
    expect([10, 15, 20, 27].map((s) => shotEnergy(s, '4.1'))).toEqual([100, 100, 50, 50]);
  });
});

describe("a monster's speed", () => {
  it('loses the version’s slow penalty (src/mon-move.c process_monsters())', () => {
    expect([0, 1, 5].map((l) => monsterSlowPenalty(l, '4.2'))).toEqual([0, 2, 10]);
    expect([0, 1, 5].map((l) => monsterSlowPenalty(l, '4.1'))).toEqual([0, 2, 2]);
    expect([0, 1, 5].map((l) => monsterSlowPenalty(l, '4.0'))).toEqual([0, 10, 10]);
  });

  it('is spread at placement by turn_energy(race speed) / 10 (src/mon-make.c place_new_monster_one())', () => {
    expect([-20, -5, -4, 0, 10, 20, 30, 70].map(speedSpread)).toEqual([0, 0, 0, 1, 2, 3, 3, 4]);
    expect(variationLaw(0, false).toRecord()).toEqual({ '-1': '1/3', '0': '1/3', '1': '1/3' });
    expect(variationLaw(20, true).toRecord()).toEqual({ '0': '1/1' });
  });
});

describe("the game's generator (src/z-rand.c)", () => {
  it('saves and restores its whole state, and refuses a malformed one', () => {
    const a = Well1024a.seeded(99);
    a.below(1000);
    const b = Well1024a.restore(JSON.parse(JSON.stringify(a.save())) as ReturnType<Well1024a['save']>);
    expect(Array.from({ length: 20 }, () => b.below(1 << 20))).toEqual(Array.from({ length: 20 }, () => a.below(1 << 20)));
    expect(() => Well1024a.restore({ kind: 'angband-well1024a', index: 32, words: [] })).toThrow(/index/);
    expect(() => Well1024a.seeded(-1)).toThrow(/seed/);
    expect(() => a.below(0x10000001)).toThrow(/268435456/);
  });
});
