// The player's class actions, the timers counted per acting game turn and resting at the inn, in
// the engine. Every expected value was worked out by hand from FrogComposband's source (80805f26
// unless a version says otherwise): src/cmd5.c do_cmd_cast(), src/yellow_mage.c, src/yeqrezh.c
// _on_cast(), src/cmd6.c do_cmd_device_aux(), src/r_hound.c hound_stalk_spell(), src/effects.c
// set_action() and reset_tim_flags(), src/dungeon.c process_player() and process_command(),
// src/bldg.c do_cmd_bldg() and inn_comm(); it is not computed by the package. The random source
// returns 0 throughout: randnor's table entry 0 has offset 0, so every ENERGY_NEED() is exactly 100.
import { InvalidActionError, InvalidPatchError, InvalidSpecError, scripted } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { frogcomposband, type FrogcomposbandVersion } from '../src/index.js';

const zeros = () => scripted([], { then: 'zeros' });

function player(loop: ReturnType<typeof frogcomposband.create>, id = 'p') {
  const v = loop.inspect(id);
  if (v.kind !== 'player') throw new Error('not the player');
  return v;
}

describe('timers counted per acting game turn (process_player())', () => {
  it('No Spells and No Devices lose 1 once per acting game turn; not in the first after arriving (7.1), which clears the flag', () => {
    const loop = frogcomposband.create({ random: zeros() });
    // energy_need −150 at +0 (10 a game turn): −160 after turn 1's gain, −60 after a 100, then 40.
    loop.add('p', { kind: 'player', energyNeed: -150, noSpells: 3, noDevice: 1, arrived: true });
    expect(loop.next().time).toBe(1);
    expect(player(loop)).toMatchObject({ noSpells: 3, noDevice: 1, arrived: false });
    loop.act('p', { kind: 'act' });
    expect(loop.next().time).toBe(1); // a second command in the same game turn: nothing more counted
    loop.act('p', { kind: 'act' });
    expect(player(loop)).toMatchObject({ noSpells: 3, noDevice: 1 });
    // 40 → 0 at game turn 5: the next acting game turn counts once.
    expect(loop.next().time).toBe(5);
    expect(player(loop)).toMatchObject({ noSpells: 2, noDevice: 0 });
  });

  it('before v7.1.chocolate (no p_ptr->nice) arriving changes nothing: the 7.0 versions count at once', () => {
    for (const version of ['7.0.cloudberry', '7.0.nougat'] as const) {
      const loop = frogcomposband.create({ version, random: zeros() });
      loop.add('p', { kind: 'player', noSpells: 3, lightspeed: 2, arrived: true });
      loop.next();
      expect(player(loop), version).toMatchObject({ noSpells: 2, lightspeed: 1, arrived: false });
    }
  });
});

describe('spells (do_cmd_cast(), do_cmd_spell())', () => {
  const castCost = (spec: object, spellLevel: number, version?: FrogcomposbandVersion): number => {
    const loop = frogcomposband.create({ random: zeros(), ...(version ? { version } : {}) });
    loop.add('p', { kind: 'player', ...spec });
    loop.next();
    loop.act('p', { kind: 'cast', spellLevel });
    return player(loop).last?.actions[0]?.energyUse ?? NaN;
  };

  it('a book spell costs 100 × 100 / spells_per_round; a Yellow-Mage takes off its levels above the spell', () => {
    expect(castCost({ level: 30 }, 5)).toBe(100);
    // Level 50: spells_per_round 100 + 150 = 250; (100 − 49) × 100 / 250 = 20.
    expect(castCost({ class: 'yellowMage', level: 50 }, 1)).toBe(20);
    expect(castCost({ class: 'yellowMage', level: 50 }, 50)).toBe(40);
    // Level 25: py_prorata_level(150) = 25 + 12 + 6 = 43 → 143; (100 − 15) × 100 / 143 = 59.
    expect(castCost({ class: 'yellowMage', level: 25 }, 10)).toBe(59);
  });

  it("a Yeqrezh Disciple's power costs 100 × (100 − 7n) / 100 with n Quick Spelling gifts", () => {
    expect(castCost({ class: 'yeqrezhDisciple', level: 30, quickSpelling: 3 }, 12)).toBe(79);
    expect(castCost({ class: 'yeqrezhDisciple', level: 50, quickSpelling: 5 }, 1)).toBe(65);
    expect(castCost({ class: 'yeqrezhDisciple', level: 9 }, 1)).toBe(100);
  });

  it('while No Spells runs a cast is refused before it takes energy: free, no player turn, the player acts again', () => {
    const loop = frogcomposband.create({ random: zeros() });
    loop.add('p', { kind: 'player', noSpells: 4 });
    const first = loop.next();
    loop.act('p', { kind: 'cast', spellLevel: 3 });
    expect(player(loop).last?.actions[0]).toEqual({ energyUse: 0, clip: null, cost: 0, needAfter: -10 });
    expect(player(loop).playerTurns).toBe(0);
    expect(loop.next()).toEqual(first);
  });

  it('a class or Quick Spelling the version or the level cannot have is refused by name, and changes nothing', () => {
    const old = frogcomposband.create({ version: '7.0.cloudberry', random: zeros() });
    expect(() => old.add('p', { kind: 'player', class: 'yeqrezhDisciple' })).toThrow(InvalidSpecError);
    expect(() => old.add('p', { kind: 'player', class: 'yeqrezhDisciple' })).toThrow(/class: got "yeqrezhDisciple"/);
    expect(old.count()).toBe(0);
    const loop = frogcomposband.create({ random: zeros() });
    expect(() => loop.add('p', { kind: 'player', quickSpelling: 1 })).toThrow(/quickSpelling: got 1; 0 unless the class is yeqrezhDisciple/);
    loop.add('p', { kind: 'player', class: 'yeqrezhDisciple', level: 30, quickSpelling: 3 });
    const before = JSON.stringify(loop.snapshot());
    expect(() => loop.update('p', { level: 29 })).toThrow(InvalidPatchError);
    expect(() => loop.update('p', { quickSpelling: 4 })).toThrow(/quickSpelling: got 4; at most 3 at level 30/);
    expect(JSON.stringify(loop.snapshot())).toBe(before);
    loop.update('p', { level: 40, quickSpelling: 4 });
    expect(loop.snapshot().engine).toMatchObject({ player: { level: 40, quickSpelling: 4 } });
  });
});

describe('devices (src/cmd6.c)', () => {
  const deviceCost = (action: object, level = 40): number => {
    const loop = frogcomposband.create({ random: zeros() });
    loop.add('p', { kind: 'player', level });
    loop.next();
    loop.act('p', { kind: 'device', ...action } as never);
    return player(loop).last?.actions[0]?.energyUse ?? NaN;
  };

  it("100; a Devicemaster's speciality less min(50, 2 × level − power); the speed flag's pval; the mutations for potions and scrolls", () => {
    expect(deviceCost({ device: 'wand', itemLevel: 20 })).toBe(100);
    expect(deviceCost({ device: 'wand', itemLevel: 20, speciality: true })).toBe(50); // min(50, 60)
    expect(deviceCost({ device: 'rod', itemLevel: 30, speciality: true }, 20)).toBe(90); // 40 − 30
    expect(deviceCost({ device: 'staff', itemLevel: 10, speedPval: 2 }, 10)).toBe(80); // 100 − 100 × 2 / 10
    expect(deviceCost({ device: 'potion', itemLevel: 5, speciality: true, mutation: true })).toBe(25); // 50 − 50, at least 25
    expect(deviceCost({ device: 'scroll', itemLevel: 5, mutation: true })).toBe(50);
  });

  it('a mutation on a rod or a speed pval on a potion is refused by name before anything is charged', () => {
    const loop = frogcomposband.create({ random: zeros() });
    loop.add('p', { kind: 'player' });
    loop.next();
    expect(() => loop.act('p', { kind: 'device', device: 'rod', itemLevel: 1, mutation: true })).toThrow(InvalidActionError);
    expect(() => loop.act('p', { kind: 'device', device: 'potion', itemLevel: 1, speedPval: 1 })).toThrow(/speedPval: got 1/);
    loop.act('p', { kind: 'device', device: 'rod', itemLevel: 1 });
    expect(player(loop).energyNeed).toBe(90);
  });
});

describe('Stalk and Quick Walk (hound_stalk_spell(), quick_walk_spell(), set_action())', () => {
  it('toggle for free: no player turn, the mode switches, and leaving search mode gives its −10 back', () => {
    const loop = frogcomposband.create({ random: zeros() });
    loop.add('p', { kind: 'player', mode: 'search' });
    const turn = loop.next();
    expect(player(loop).speed).toBe(-10);
    loop.act('p', { kind: 'toggle', mode: 'stalk' });
    expect(player(loop)).toMatchObject({ mode: 'stalk', speed: 0, playerTurns: 0 });
    expect(loop.next()).toEqual(turn);
    loop.act('p', { kind: 'toggle', mode: 'stalk' });
    expect(player(loop).mode).toBe('none');
    loop.next();
    loop.act('p', { kind: 'toggle', mode: 'quickWalk' });
    expect(player(loop).mode).toBe('quickWalk');
  });
});

describe('resting at the inn (inn_comm() BACT_REST, inside do_cmd_bldg())', () => {
  it('moves the clock to the next 6:00 or 18:00 with no energy handed out, ends the timed effects, then charges the building’s 100', () => {
    const loop = frogcomposband.create({ random: zeros(), options: { startTurn: 130_000 } });
    loop.add('p', { kind: 'player', energyNeed: -150, haste: 20, mode: 'stalk', minislow: 2 });
    loop.add('m', { kind: 'monster', speed: 0, energyNeed: 5 });
    expect(loop.next()).toMatchObject({ actor: 'p', time: 130_000 });
    // Hasted (+10 → 20 energy, minislow −2 → +8 → 18): −150 − 18 = −168.
    expect(player(loop).energyNeed).toBe(-168);
    loop.act('p', { kind: 'innRest' });
    // 130,000 → 150,000 (18:00). The debt is paid 100 at a time (−168 → −68 → 32), then the building's 100.
    expect(player(loop)).toMatchObject({ energyNeed: 132, haste: 0, minislow: 0, mode: 'none', speed: 0 });
    expect(player(loop).last?.actions[0]).toEqual({ energyUse: 100, clip: 100, cost: 100, needAfter: 132 });
    // The monster pass of that same pass of dungeon() runs at the new game turn: one gain of 10, not 20,000.
    expect(loop.next()).toMatchObject({ actor: 'm', time: 150_000 });
    const m = loop.inspect('m');
    expect(m.kind === 'monster' && m.energyNeed).toBe(-5 + 100);
  });

  it('refused while poisoned or cut: no sleep, only the building command’s 100', () => {
    const loop = frogcomposband.create({ random: zeros(), options: { startTurn: 130_000 } });
    loop.add('p', { kind: 'player', haste: 20 });
    loop.next();
    loop.act('p', { kind: 'innRest', poisoned: true });
    expect(player(loop)).toMatchObject({ haste: 20, energyNeed: -20 + 100 });
    expect(loop.time).toBe(130_000);
  });

  it('stops the mount’s haste and slowness, and rolls the clock back past the game turn limit', () => {
    const loop = frogcomposband.create({ random: zeros(), options: { startTurn: 1_999_960_000 } });
    loop.add('horse', { kind: 'monster', speed: 10, energyNeed: 500, fast: 5, slow: 3 });
    loop.add('p', { kind: 'player', mount: 'horse' });
    loop.next();
    loop.act('p', { kind: 'innRest' });
    // 1,999,960,000 → 2,000,000,000 is past game_turn_limit (1,999,975,000): a day back.
    expect(loop.time).toBe(1_999_900_000);
    expect(loop.inspect('horse')).toMatchObject({ fast: 0, slow: 0 });
  });
});
