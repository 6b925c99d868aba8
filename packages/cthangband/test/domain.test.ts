import { InvalidActionError, InvalidOptionsError, InvalidPatchError, InvalidSpecError, scripted } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { MAX_MONSTER_SPEED, MAX_PLAYER_SPEED, MIN_MONSTER_SPEED, MIN_PLAYER_SPEED, S16_MAX, TURN_MAX, cthangband } from '../src/index.js';

/*
 * Every input takes the whole range of the game variable it stands for (its C type in types.h /
 * variable.c), and is clamped where the game clamps it, except where every use of the value would
 * be undefined in 4.1.0 (a monster speed outside extract_energy, an attack speed of 0): those are
 * refused where they are given. The table in docs/domain.md.
 */

type Loop = ReturnType<typeof cthangband.create>;
const view = (loop: Loop, id: string) => loop.inspect(id);

describe('player inputs (p_ptr, xtra1.c calc_bonuses())', () => {
  it('accepts every pspeed an s16b holds: −32878..+32657 displayed', () => {
    expect([MIN_PLAYER_SPEED, MAX_PLAYER_SPEED]).toEqual([-32878, 32657]);
    for (const speed of [MIN_PLAYER_SPEED, -111, 90, MAX_PLAYER_SPEED]) {
      const loop = cthangband.create({ random: scripted([]) });
      loop.add('player', { kind: 'player', speed });
      expect(view(loop, 'player')).toMatchObject({ speed, moveCost: null });
    }
  });
  it('clamps blows and shots to 1..10 as calc_bonuses() does, from any s16b', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', numBlow: 14, numFire: -3, energy: 2000 });
    expect(view(loop, 'player')).toMatchObject({ numBlow: 10, numFire: 1 });
    loop.next();
    loop.act('player', { kind: 'melee', naturalAttacks: 0 });
    expect(view(loop, 'player').energy).toBe(2010 - 10);
    loop.next();
    loop.act('player', { kind: 'fire' });
    expect(view(loop, 'player').energy).toBe(2000 - 100);
    loop.update('player', { numBlow: 0 });
    expect(view(loop, 'player')).toMatchObject({ numBlow: 1 });
  });
  it('takes any s16b energy_use for const_cost, and wraps the energy it leaves', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 32000 });
    loop.next();
    loop.act('player', { kind: 'const_cost', cost: S16_MAX });
    expect(view(loop, 'player').energy).toBe(32010 - 32767);
  });
  it("wraps a Dimension Door's direct debit when the skill passed is past 60 (cmd5.c: energy -= 60 − plev)", () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 1000 });
    loop.next();
    loop.act('player', { kind: 'dimension_door', skill: 65535, min: 0 });
    // 1010 − (60 − 65535) = 66485, stored as 66485 − 65536 = 949; spell_energy(65535, 0) = 10
    expect(view(loop, 'player').energy).toBe(939);
  });
});

describe('monster inputs (m_ptr, r_ptr: monster2.c place_monster_one())', () => {
  it('accepts the speeds extract_energy covers (−110..+89) and refuses the rest of the byte, where a turn would read past the table', () => {
    expect([MIN_MONSTER_SPEED, MAX_MONSTER_SPEED]).toEqual([-110, 145]); // the byte the game stores
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('fast', { kind: 'monster', speed: 89, unique: true, energy: 900 });
    loop.add('slow', { kind: 'monster', speed: -110, energy: 900 });
    expect(view(loop, 'fast')).toMatchObject({ speed: 89, moveCost: 20 });
    expect(view(loop, 'slow')).toMatchObject({ speed: -110, moveCost: 1000 });
    for (const spec of [
      { kind: 'monster', speed: 90, unique: true, energy: 900 },
      { kind: 'monster', speed: 0, mspeed: 141, energy: 900 },
    ] as const) {
      expect(() => loop.add('x', spec)).toThrow(InvalidSpecError);
    }
    // A slow that wraps the byte (monsterSpeedEffect() at index 5: 251, displayed +141) is refused where it is given.
    expect(() => loop.update('fast', { speed: 141 })).toThrow(InvalidPatchError);
    expect(() => loop.update('fast', { speed: 141 })).toThrow(/speed: got 141/);
    expect(view(loop, 'fast').speed).toBe(89);
  });
  it('refuses a non-unique race placed by the ruleset outside −40..+87, where its spread roll could leave the table', () => {
    const loop = cthangband.create({ random: scripted([3]) });
    // −60: index 50 ± 100 would wrap the byte below index 0; +88: index 198 ± 2 passes 199.
    expect(() => loop.add('x', { kind: 'monster', speed: -60 })).toThrow(/speed: got -60; from -40 to \+87 .* ± 100/);
    expect(() => loop.add('x', { kind: 'monster', speed: 88 })).toThrow(/speed: got 88; .* ± 2/);
    expect(() => loop.add('x', { kind: 'monster', speed: 95 })).toThrow(InvalidSpecError);
    expect(loop.count()).toBe(0);
    loop.add('unique', { kind: 'monster', speed: 88, unique: true }); // no spread: only the energy roll
    expect(view(loop, 'unique')).toMatchObject({ speed: 88, energy: 903 });
    loop.add('placed', { kind: 'monster', speed: -60, energy: 950 }); // placed by the caller: no roll
    expect(view(loop, 'placed')).toMatchObject({ speed: -60, moveCost: 1000 });
  });
  it('rolls csleep from any s16b sleep value and stores it, and the hit points, in an s16b', () => {
    const negative = cthangband.create({ random: scripted([5]) });
    // rand_int(10 × −3) draws nothing: csleep = 2 × −3 + 1
    negative.add('m', { kind: 'monster', speed: 0, unique: true, sleep: -3, asleep: true });
    expect(view(negative, 'm')).toMatchObject({ csleep: -5, energy: 905 });
    const huge = cthangband.create({ random: scripted([0, 2]) });
    huge.add('m', { kind: 'monster', speed: 0, unique: true, sleep: 32767, asleep: true, forceMaxhp: true, hitDice: [255, 255] });
    // 65534 + randint(327670) = 65535 → −1; 255 × 255 = 65025 → −511
    expect(view(huge, 'm')).toMatchObject({ csleep: -1, maxhp: -511, energy: 902 });
  });
  it('takes attack speeds 1..255 (0 would divide by zero in 100 / num_blows); over 100 an attack costs nothing', () => {
    const loop = cthangband.create({ random: scripted([]) });
    expect(() => loop.add('zero', { kind: 'monster', speed: 0, numBlows: 0, energy: 995 })).toThrow(/numBlows: got 0/);
    loop.add('many', { kind: 'monster', speed: 0, numBlows: 200, energy: 995 });
    expect(view(loop, 'many')).toMatchObject({ attackCost: 0 });
    loop.next();
    loop.act('many', { kind: 'melee_player' }); // 1005 − 100 + 100 − 0
    expect(view(loop, 'many').energy).toBe(1005);
    expect(() => loop.update('many', { numBlows: 0 })).toThrow(InvalidPatchError);
  });
  it('takes a speed after a spell inside extract_energy, which the refund reads', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('shaman', { kind: 'monster', speed: 0, numBlows: 2, energy: 995 });
    loop.next();
    expect(() => loop.act('shaman', { kind: 'spell_at_player', speedAfter: 100 })).toThrow(InvalidActionError);
    expect(() => loop.act('shaman', { kind: 'spell_at_player', speedAfter: 100 })).toThrow(/speedAfter: got 100/);
    expect(loop.pending).toBe('shaman'); // refused by the action schema: nothing changed
    loop.act('shaman', { kind: 'spell_at_player', speedAfter: 89 });
    expect(view(loop, 'shaman')).toMatchObject({ speed: 89, energy: 1005 - 100 + 20 - 50 });
  });
});

describe('options', () => {
  it('starts at any turn an s32b holds from 1 up', () => {
    expect(cthangband.create({ options: { startTurn: TURN_MAX } }).time).toBe(TURN_MAX - 1);
    expect(() => cthangband.create({ options: { startTurn: TURN_MAX + 1 } })).toThrow(InvalidOptionsError);
    expect(() => cthangband.create({ options: { startTurn: 0 } })).toThrow(/startTurn/);
  });
});
