import { TurnkeeperError, recording, scripted, type RandomCall, restore } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { frogcomposband, gameTurnLimit, meleeEnergy, playerSpeed, riderSpeed, rollMonsterSpeed, walkBaseEnergy, walkEnergy } from '../src/index.js';

/** Scripted values that make every ENERGY_NEED() exactly 100: tmp 0 → offset 0 (randnor(), src/z-rand.c). */
const hundreds = (n: number): number[] => new Array<number>(n).fill(0);

type Loop = ReturnType<typeof frogcomposband.create>;

function player(loop: Loop, id: string | number = 'P'): Extract<ReturnType<Loop['inspect']>, { kind: 'player' }> {
  const v = loop.inspect(id);
  if (v.kind !== 'player') throw new Error(`${String(id)} is not the player`);
  return v;
}

function monster(loop: Loop, id: string | number): Extract<ReturnType<Loop['inspect']>, { kind: 'monster' }> {
  const v = loop.inspect(id);
  if (v.kind !== 'monster') throw new Error(`${String(id)} is not a monster`);
  return v;
}

function codeOf(f: () => unknown): { code: string; message: string; details: Readonly<Record<string, unknown>> } {
  try {
    f();
  } catch (e) {
    if (e instanceof TurnkeeperError) return { code: e.code, message: e.message, details: e.details };
    throw e;
  }
  throw new Error('expected a TurnkeeperError');
}

describe('inputs over the game variables whole range, clamped where the game clamps', () => {
  it('accepts a player base speed below −99 and clamps only after the timed effects (xtra1.c calc_bonuses())', () => {
    expect(playerSpeed({ base: -110 })).toEqual({ raw: -99, internal: 11, energy: 1 });
    // −105 + 10 = −95: the clamp to 11..209 comes after haste, so the haste is not lost.
    expect(playerSpeed({ base: -105, hasted: true }).raw).toBe(-95);
    expect(playerSpeed({ base: 120, binarySlow: true }).raw).toBe(99);
    // The s16b pspeed: 32767 + 10 stored in 16 bits is −32759, then clamped to internal 11 (gcc keeps the low bits).
    expect(playerSpeed({ base: 32657, hasted: true }).raw).toBe(-99);
    const loop = frogcomposband.create({ random: scripted(hundreds(10)) });
    loop.add('P', { kind: 'player', speed: -32878 });
    expect(player(loop)).toMatchObject({ speed: -99, energy: 1 });
  });

  it("accepts a monster's byte speed from internal 0 to 255 (types.h monster_type, defines.h SPEED_TO_ENERGY())", () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(10)) });
    loop.add('slug', { kind: 'monster', speed: -110, energyNeed: 0 });
    loop.add('blur', { kind: 'monster', speed: 145, energyNeed: 0 });
    expect(monster(loop, 'slug')).toMatchObject({ speed: -110, energy: 1 });
    expect(monster(loop, 'blur')).toMatchObject({ speed: 145, energy: 49 });
    // Slowed and filibustered below internal 0 the game reads outside extract_energy[]; the floor, 1, is kept.
    loop.update('slug', { slow: 5, minislow: 10 });
    expect(monster(loop, 'slug')).toMatchObject({ speed: -122, energy: 1 });
  });

  it('rolls any race speed, capping the individual speed at internal 199 (monster2.c get_mspeed())', () => {
    const calls: RandomCall[] = [];
    // Race internal 0: E = 1, so i = 0 either way: only one_in_(4) is drawn.
    expect(rollMonsterSpeed(recording(scripted([0]), calls), -110)).toBe(-110);
    expect(calls.map((c) => c.n)).toEqual([4]);
    // Race +145 (E 49): i = 16 on a hit; 145 + 16 is capped at +89.
    expect(rollMonsterSpeed(scripted([0, 32]), 145)).toBe(89);
  });

  it('counts timers above what their setters store down through the setter: 10000 for the player, 200 for a monster', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(20)), options: { startTurn: 10 } });
    loop.add('P', { kind: 'player', energyNeed: 500, haste: 20000, spurt: 12000 });
    loop.add('m', { kind: 'monster', speed: 0, energyNeed: 1000, fast: 500, slow: 300 });
    const at10: number[] = [];
    loop.on('gameTurnEnd', ({ gameTurn }) => {
      if (gameTurn === 10) at10.push(player(loop).haste, player(loop).spurt, monster(loop, 'm').fast, monster(loop, 'm').slow);
    });
    loop.next();
    expect(at10).toEqual([10000, 10000, 200, 200]);
  });

  it('charges a negative energy_use as the game does: randomized, truncated toward zero, in 16 bits', () => {
    const calls: RandomCall[] = [];
    const loop = frogcomposband.create({ random: recording(scripted([32767, 99]), calls) });
    loop.add('P', { kind: 'player', energyNeed: 0 });
    loop.next();
    // 130 at +0: trunc(−101 × 130 / 100) = −131.
    loop.act('P', { kind: 'act', energyUse: -101 });
    expect(player(loop).last?.actions).toEqual([{ energyUse: -101, clip: 130, cost: -131, needAfter: -141 }]);
    expect(player(loop).playerTurns).toBe(1);
    expect(calls).toHaveLength(2);
  });

  it('wraps a walking cost that overflows the s16b energy_use (cmd2.c do_cmd_walk_aux(), cmd1.c move_player())', () => {
    expect(walkEnergy({ terrain: 'tree', base: 20000 })).toBe(-25536);
    const loop = frogcomposband.create({ random: scripted(hundreds(4)) });
    loop.add('P', { kind: 'player', energyNeed: 0 });
    loop.next();
    loop.act('P', { kind: 'move', terrain: 'tree', base: 20000 });
    expect(player(loop).last?.actions[0]).toEqual({ energyUse: -25536, clip: 100, cost: -25536, needAfter: -25546 });
  });
});

describe('32-bit counters (dungeon.c dungeon(), prevent_turn_overflow(), process_player())', () => {
  it('rolls game_turn back by whole days at game_turn_limit, as prevent_turn_overflow() does', () => {
    expect(gameTurnLimit()).toBe(1_999_975_000);
    expect(gameTurnLimit(true)).toBe(2_000_075_000);
    const seen: number[] = [];
    const loop = frogcomposband.create({ random: scripted(hundreds(20)), options: { startTurn: 1_999_974_999 } });
    loop.add('P', { kind: 'player', energyNeed: 15 });
    loop.on('gameTurnEnd', ({ gameTurn }) => seen.push(gameTurn));
    expect(loop.next().time).toBe(1_999_875_000);
    expect(seen).toEqual([1_999_974_999]);
    // A race that starts at night has a day more before the rollback.
    const night = frogcomposband.create({ random: scripted(hundreds(20)), options: { startTurn: 1_999_974_999, nightStart: true } });
    night.add('P', { kind: 'player', energyNeed: 15 });
    expect(night.next().time).toBe(1_999_975_000);
    // A game turn loaded past the limit is rolled back by as many days as it takes.
    const far = frogcomposband.create({ random: scripted(hundreds(20)), options: { startTurn: 2_100_000_000 } });
    far.add('P', { kind: 'player', energyNeed: 0 });
    far.next();
    far.act('P', { kind: 'act' });
    far.add('m', { kind: 'monster', speed: 0, energyNeed: 15 });
    expect(far.next().time).toBe(2_100_000_001 - 100_100_000);
  });

  it('fails with TIME_OVERFLOW naming game_turn where game_turn++ would overflow its s32b', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(20)), options: { startTurn: 2_147_483_647 } });
    loop.add('P', { kind: 'player', energyNeed: 15 });
    const e = codeOf(() => loop.next());
    expect(e.code).toBe('TIME_OVERFLOW');
    expect(e.message).toMatch(/game_turn/);
    expect(e.details).toMatchObject({ counter: 'game_turn', value: 2_147_483_647 });
  });

  it('fails with TIME_OVERFLOW naming player_turn where player_turn++ would overflow its s32b', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(20)) });
    loop.add('P', { kind: 'player', energyNeed: 0 });
    const snap = JSON.parse(JSON.stringify(loop.snapshot())) as { engine: { player: { playerTurns: number } } };
    snap.engine.player.playerTurns = 2_147_483_647;
    const restored = restore(frogcomposband, snap);
    restored.next();
    const e = codeOf(() => restored.act('P', { kind: 'act' }));
    expect(e.code).toBe('TIME_OVERFLOW');
    expect(e.details).toMatchObject({ counter: 'player_turn' });
    // The snapshot schema holds player_turn to its s32b range.
    snap.engine.player.playerTurns = 2_147_483_648;
    expect(() => restore(frogcomposband, snap)).toThrow(/playerTurns/);
  });

  it('wraps energy_need in its s16b when a gain passes −32768', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(20)) });
    loop.add('P', { kind: 'player', energyNeed: -32768 });
    loop.add('m', { kind: 'monster', speed: 0, energyNeed: 0 });
    expect(loop.next().actor).toBe('m');
    expect(player(loop).energyNeed).toBe(32758);
  });
});

describe('state the game keeps apart, each with its own life cycle', () => {
  it('counts light speed down once per game turn in which the player acts (dungeon.c process_player())', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(40)) });
    loop.add('P', { kind: 'player', energyNeed: 0, lightspeed: 2 });
    const log: string[] = [];
    loop.on('gameTurnEnd', () => log.push(`${player(loop).last?.gain ?? 0}/${player(loop).lightspeed}`));
    for (let i = 0; i < 3; i++) loop.step(() => ({ kind: 'act' }));
    // Turn 1: gain 49, acts, 2 → 1. Turn 2: gain 49, does not act (51 − 49 = 2 > 0): still 1.
    // Turn 3: gain 49, acts: 1 → 0. Turn 4: +0 again, 10 a turn.
    expect(log.slice(0, 4)).toEqual(['49/1', '49/1', '49/0', '10/0']);
  });

  it('hastes without the timer (songs, the WILD_SPEED talent) and forces +99 without it (WILD_LIGHT_SPEED)', () => {
    const loop = frogcomposband.create();
    loop.add('P', { kind: 'player', sustainedHaste: true, spurt: 5 });
    expect(player(loop).speed).toBe(10);
    loop.update('P', { sustainedHaste: false, sustainedLightspeed: true });
    expect(player(loop).speed).toBe(99);
  });

  it('gives energy to a hurt monster that has not noticed the player, until it acts (MFLAG2_HURT)', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(20)) });
    loop.add('m', { kind: 'monster', speed: 0, energyNeed: 0, aware: false, hurt: true });
    loop.add('P', { kind: 'player', energyNeed: 250 });
    expect(loop.next()).toEqual({ actor: 'm', kind: 'monster', time: 1 });
    loop.act('m', { kind: 'act' });
    expect(monster(loop, 'm').hurt).toBe(false);
    loop.next();
    expect(monster(loop, 'm').last?.aware).toBe(false);
    expect(monster(loop, 'm').energyNeed).toBe(90);
  });

  it('marks a monster born only below hack_m_idx, the monster acting, and keeps the mark to its next visit (monster2.c place_monster_one())', () => {
    // Before any monster acted this pass, hack_m_idx is 0: a monster placed below is processed at once.
    const fresh = frogcomposband.create({ random: scripted(hundreds(20)), options: { startTurn: 10 } });
    fresh.add('top', { kind: 'monster', speed: 0, energyNeed: 1000, index: 9 });
    const off = fresh.on('monsterTimers', ({ actor }) => {
      if (actor === 'top') {
        off();
        fresh.add('new', { kind: 'monster', speed: 0, energyNeed: 0, index: 5 });
      }
    });
    expect(fresh.next()).toEqual({ actor: 'new', kind: 'monster', time: 10 });

    // Placed at 5 while monster 3 is visited after monster 9 acted: born (5 < 9), not visited this pass,
    // so it skips its visit in the next game turn and acts in the one after.
    const later = frogcomposband.create({ random: scripted(hundreds(40)), options: { startTurn: 10 } });
    later.add('a', { kind: 'monster', speed: 0, energyNeed: 0, index: 9 });
    later.add('b', { kind: 'monster', speed: 0, energyNeed: 1000, index: 3 });
    const born: boolean[] = [];
    const stop = later.on('monsterTimers', ({ actor }) => {
      if (actor === 'b') {
        stop();
        later.add('c', { kind: 'monster', speed: 0, energyNeed: -100, index: 5 });
        born.push(monster(later, 'c').born);
      }
    });
    expect(later.next().actor).toBe('a');
    later.act('a', { kind: 'act' });
    expect(later.next()).toEqual({ actor: 'c', kind: 'monster', time: 12 });
    expect(born).toEqual([true]);
  });

  it('keeps time stopped until a command leaves energy_need above −1000, which then becomes one ENERGY_NEED()', () => {
    const calls: RandomCall[] = [];
    const loop = frogcomposband.create({ random: recording(scripted([32767, 99]), calls) });
    loop.add('P', { kind: 'player', energyNeed: -1500, timeStopped: true });
    for (let i = 0; i < 5; i++) loop.step(() => ({ kind: 'act' }));
    expect(player(loop)).toMatchObject({ timeStopped: true, energyNeed: -1010 });
    expect(calls).toHaveLength(0);
    loop.step(() => ({ kind: 'act' }));
    // −1510 after the gain; six exact 100s reach −910, then energy_need = ENERGY_NEED() = 130 at +0.
    expect(calls).toHaveLength(2);
    expect(player(loop)).toMatchObject({ timeStopped: false, playerTurns: 6, energyNeed: 130 });
    expect(player(loop).last?.actions.map((a) => a.cost)).toEqual([100, 100, 100, 100, 100, 100]);
  });

  it("makes commands free while Double Move's free_turns stays above 0 after them, their draw still made (timelord.c, dungeon.c)", () => {
    const calls: RandomCall[] = [];
    const loop = frogcomposband.create({ random: recording(scripted([32767, 99, 32767, 99, 32767, 99]), calls) });
    loop.add('P', { kind: 'player', energyNeed: -200, freeTurns: 3 });
    for (let i = 0; i < 3; i++) loop.step(() => ({ kind: 'act' }));
    expect(player(loop).last?.actions.map((a) => [a.clip, a.cost])).toEqual([
      [130, 0],
      [130, 0],
      [130, 130],
    ]);
    expect(player(loop)).toMatchObject({ freeTurns: 0, playerTurns: 3 });
    expect(calls).toHaveLength(6);
  });

  it("fixes a blood-curse summon's start and makes every cost 100 until the player next acts (monster2.c, dungeon.c)", () => {
    const calls: RandomCall[] = [];
    const loop = frogcomposband.create({ random: recording(scripted([0, 1, 0, 0, 5, 32767, 99]), calls) });
    loop.add('P', { kind: 'player', energyNeed: 15 });
    // get_mspeed: one_in_(4) hit, but very_nice_summon_hack keeps i = E/10 = 1: randint0(3) = 1 → +0.
    // Then ENERGY_NEED() − randint0(100), overwritten: min(184, max(88, 15 + 110·8/7 + 123 − 110)) = 153.
    loop.add('s', { kind: 'monster', race: 0, bloodCurseSummon: true });
    expect(monster(loop, 's')).toMatchObject({ mspeed: 0, energyNeed: 153 });
    expect(calls.map((c) => c.n)).toEqual([4, 3, 32768, 100, 100]);
    loop.update('s', { energyNeed: 0 });
    expect(loop.next().actor).toBe('s');
    loop.act('s', { kind: 'move', terrain: 'tree' });
    expect(monster(loop, 's').last).toMatchObject({ clip: 100, extra: [{ terrain: 'tree', draw: 100, added: 100 }] });
    expect(calls).toHaveLength(5);
    expect(loop.next().actor).toBe('P');
    loop.act('P', { kind: 'act' });
    expect(player(loop).last?.actions[0]).toMatchObject({ clip: 100, cost: 100 });
    // The player's command cleared predictable_energy_hack: the next cost is drawn again.
    loop.update('P', { energyNeed: -500 });
    loop.next();
    loop.act('P', { kind: 'act' });
    expect(calls).toHaveLength(7);
  });

  it("recovers the player's mini-slowness through mini_energy, one tick in three when regen is below 100 (dungeon.c process_world_aux_timeout())", () => {
    const calls: RandomCall[] = [];
    const loop = frogcomposband.create({ random: recording(scripted([0], { then: 'zeros' }), calls), options: { startTurn: 10 } });
    loop.add('P', { kind: 'player', energyNeed: 500, minislow: 1, regen: 50 });
    loop.add('m', { kind: 'monster', speed: 0, energyNeed: 15 });
    loop.next();
    // regen 50 → 0, one_in_(3) hit → 1: mini_energy += 1 × 4 / 3 = 1.
    expect(player(loop)).toMatchObject({ miniEnergy: 1, minislow: 1 });
    expect(calls[0]?.site).toBe('process_world_aux_timeout:one_in_(3)');
    const fast = frogcomposband.create({ options: { startTurn: 10 } });
    fast.add('P', { kind: 'player', energyNeed: 500, minislow: 3, regen: 1250, miniEnergy: 90 });
    fast.add('m', { kind: 'monster', speed: 0, energyNeed: 15, aware: true });
    fast.next();
    // 12 × 8 / 3 = 32: 90 + 32 = 122 ≥ 100 → one level off, 22 kept.
    expect(player(fast)).toMatchObject({ miniEnergy: 22, minislow: 2 });
    const airless = frogcomposband.create({ options: { startTurn: 10 } });
    airless.add('P', { kind: 'player', energyNeed: 500, minislow: 3, regen: 1250, miniEnergy: 90, noAir: true });
    airless.add('m', { kind: 'monster', speed: 0, energyNeed: 15 });
    airless.next();
    expect(player(airless)).toMatchObject({ miniEnergy: 0, minislow: 3 });
  });

  it('saves against slow with free action, up to 5 off a tick (dungeon.c, effects.c free_act_save_p())', () => {
    const calls: RandomCall[] = [];
    const loop = frogcomposband.create({ random: recording(scripted([0, 0, 0, 0, 0], { then: 'zeros' }), calls), options: { startTurn: 10 } });
    loop.add('P', { kind: 'player', energyNeed: 500, slow: 10, freeAction: 1, savingThrow: 50, dungeonLevel: 10 });
    loop.add('m', { kind: 'monster', speed: 0, energyNeed: 15 });
    const at10: { slow: number; calls: string[] }[] = [];
    loop.on('gameTurnEnd', ({ gameTurn }) => {
      if (gameTurn === 10) at10.push({ slow: player(loop).slow, calls: calls.map((c) => `${c.n} ${c.site ?? ''}`) });
    });
    loop.next();
    // Each save is drawn before the `vah < 5` test: five draws, five ticks off.
    expect(at10).toEqual([{ slow: 5, calls: new Array<string>(5).fill('110 free_act_save_p:randint0(100+ml/2)<skill') }]);
    const berserker = frogcomposband.create({ options: { startTurn: 10 } });
    berserker.add('P', { kind: 'player', energyNeed: 500, slow: 10, berserker: true });
    berserker.add('m', { kind: 'monster', speed: 0, energyNeed: 15 });
    berserker.next();
    expect(player(berserker).slow).toBe(5);
  });

  it("rolls a monster's mini-slow recovery even without air, but only a nonliving one recovers (melee2.c process_mon_mtimed())", () => {
    const calls: RandomCall[] = [];
    const loop = frogcomposband.create({ random: recording(scripted([0, 0], { then: 'zeros' }), calls), options: { startTurn: 10 } });
    loop.add('P', { kind: 'player', energyNeed: 500, noAir: true });
    loop.add('orc', { kind: 'monster', speed: 0, energyNeed: 15, minislow: 5, index: 2 });
    loop.add('ghost', { kind: 'monster', speed: 0, energyNeed: 15, minislow: 5, nonliving: true, index: 1 });
    const at10: unknown[] = [];
    loop.on('gameTurnEnd', ({ gameTurn }) => {
      if (gameTurn === 10)
        at10.push(
          calls.map((c) => c.n),
          monster(loop, 'orc').minislow,
          monster(loop, 'ghost').minislow,
        );
    });
    loop.next();
    expect(at10).toEqual([[100, 100], 5, 4]);
  });
});

describe('timing rules: walking modes, Beorning, melee, riding', () => {
  it("prices Quick Walk, Stalk and Fleet of Foot in do_cmd_walk_aux()'s order, none of it when riding (cmd2.c)", () => {
    expect(walkBaseEnergy({ mode: 'quickWalk', level: 30 })).toBe(30);
    expect(walkBaseEnergy({ mode: 'quickWalk', level: 30, ninjaLawyer: true })).toBe(45);
    expect(walkBaseEnergy({ mode: 'stalk', level: 20 })).toBe(130);
    expect(walkBaseEnergy({ fleetOfFoot: true, limp: true })).toBe(66); // 100 + 11 = 111, × 60% = 66
    expect(walkBaseEnergy({ mode: 'stalk', level: 20, riding: true })).toBe(100);
    const loop = frogcomposband.create({ random: scripted(hundreds(20)) });
    loop.add('P', { kind: 'player', energyNeed: -1000, mode: 'stalk', level: 20, quickWalkTimer: 3 });
    loop.next();
    loop.act('P', { kind: 'move' });
    // Stalk 130, then tim_quick_walk's ×60% = 78.
    expect(player(loop).last?.actions[0]).toMatchObject({ energyUse: 78, cost: 78 });
    loop.update('P', { mode: 'quickWalk' });
    loop.next();
    loop.act('P', { kind: 'move', terrain: 'tree' });
    // (45 − 10)% = 35, ×60% = 21, tree ×2 = 42.
    expect(player(loop).last?.actions[1]).toMatchObject({ energyUse: 42 });
  });

  it('gives a Beorning in bear form level / 7 speed; Change Skin costs 200 and flips the form (beorning.c)', () => {
    expect(playerSpeed({ base: 0, bearForm: true, level: 35 }).raw).toBe(5);
    const loop = frogcomposband.create({ random: scripted(hundreds(20)) });
    loop.add('P', { kind: 'player', energyNeed: 0, level: 35 });
    loop.next();
    loop.act('P', { kind: 'shapechange' });
    expect(player(loop)).toMatchObject({ bearForm: true, speed: 5, energyNeed: 190 });
    expect(player(loop).last?.actions[0]).toMatchObject({ energyUse: 200, clip: 100, cost: 200 });
  });

  it("charges a frenzied kill only the share of the round spent, 120 a round once a Human Strength crit spent the turn's crits (cmd1.c py_attack())", () => {
    expect(meleeEnergy({})).toBe(100);
    expect(meleeEnergy({ frenzy: true, kill: { hand: 0, blow: 1, blows: 4 } })).toBe(25);
    expect(meleeEnergy({ frenzy: true, weapons: 2, kill: { hand: 1, blow: 2, blows: 3 } })).toBe(83);
    expect(meleeEnergy({ kill: { hand: 0, blow: 1, blows: 4 } })).toBe(100);
    expect(meleeEnergy({ heavyCrit: true })).toBe(120);
    const loop = frogcomposband.create({ random: scripted(hundreds(20)) });
    loop.add('P', { kind: 'player', energyNeed: -200, berserker: true });
    loop.next();
    loop.act('P', { kind: 'melee', heavyCrit: true, kill: { hand: 0, blow: 1, blows: 4 } });
    loop.next();
    loop.act('P', { kind: 'melee', kill: { hand: 0, blow: 2, blows: 4 } });
    expect(player(loop).last?.actions.map((a) => a.energyUse)).toEqual([30, 60]);
    // The next game turn allows crits again: 100 a round.
    loop.update('P', { energyNeed: 5 });
    loop.next();
    loop.act('P', { kind: 'melee', kill: { hand: 0, blow: 2, blows: 4 } });
    expect(player(loop).last?.actions.map((a) => a.energyUse)).toEqual([50]);
  });

  it("replaces the rider's speed by the mount's, scaled by skill and level (xtra1.c calc_bonuses()), and moves the mount at the rider's (melee2.c)", () => {
    const mount = { mspeed: 20, level: 10 };
    // 110 + 20 × (3·4000 + 160·30 − 10000) / 22000 = 116, + (4000 + 4800) / 3200 = 118: +8.
    expect(riderSpeed({ mount, skill: 4000, level: 30 })).toEqual({ raw: 8, internal: 118, energy: 18 });
    expect(riderSpeed({ mount: { ...mount, fast: true }, skill: 4000, level: 30 }).raw).toBe(18);
    // Unskilled: 20 × (0 + 4800 − 10000) / 22000 = −4, kept at +0; + 4800 / 3200 = +1. The lack of
    // skill weighs 450: with 1700 carried, 2150 against 1750 → −(400 / 350) = −1.
    expect(riderSpeed({ mount, skill: 0, level: 30, weight: 0 }).raw).toBe(1);
    expect(riderSpeed({ mount, skill: 0, level: 30, weight: 1700 }).raw).toBe(0);
    const loop = frogcomposband.create({ random: scripted(hundreds(40)) });
    loop.add('horse', { kind: 'monster', speed: 20, level: 10, energyNeed: 0, wildSnow: false });
    loop.add('P', { kind: 'player', energyNeed: 0, mount: 'horse', ridingSkill: 4000, level: 30, haste: 10, lightspeed: 5, mode: 'stalk' });
    // Haste and light speed are the rider's own, replaced while riding.
    expect(player(loop)).toMatchObject({ speed: 8, energy: 18, mount: 'horse' });
    expect(monster(loop, 'horse')).toMatchObject({ ridden: true, speed: 8 });
    expect(loop.next().actor).toBe('P');
    loop.act('P', { kind: 'move', terrain: 'snow' });
    // No Stalk while riding; snow at L = 40: 100 + 40 = 140.
    expect(player(loop).last?.actions[0]?.energyUse).toBe(140);
    expect(loop.next().actor).toBe('horse');
    expect(monster(loop, 'horse').last).toMatchObject({ speed: 8, gain: 18 });
    loop.act('horse', { kind: 'act' });
    loop.remove('horse');
    expect(player(loop).mount).toBe(null);
  });

  it("moves the mount at the rider's speed as calc_bonuses() last left it, before the mount's timers count down", () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(40)), options: { startTurn: 10 } });
    loop.add('horse', { kind: 'monster', speed: 20, level: 10, energyNeed: 1000, fast: 1, index: 5 });
    loop.add('P', { kind: 'player', energyNeed: 1000, mount: 'horse', ridingSkill: 4000, level: 30 });
    loop.add('m', { kind: 'monster', speed: 0, energyNeed: 5, index: 1 });
    loop.next();
    // FAST ran out in this pass, but the horse gained at the rider's speed with it: +18, 28 energy.
    expect(monster(loop, 'horse').last).toMatchObject({ speed: 18, gain: 28 });
    expect(monster(loop, 'horse')).toMatchObject({ fast: 0, speed: 8 });
  });

  it('rejects a mount that is not a monster of the loop, naming the field', () => {
    const loop = frogcomposband.create();
    expect(() => loop.add('P', { kind: 'player', mount: 'ghost' })).toThrow(/mount/);
    loop.add('P', { kind: 'player' });
    expect(() => loop.update('P', { mount: 'P' })).toThrow(/mount/);
  });
});

describe('the saved state holds the new state, with its ranges and cross-references', () => {
  function pendingMonster(): { engine: Record<string, unknown> } {
    const loop = frogcomposband.create({ random: scripted(hundreds(20)) });
    loop.add('horse', { kind: 'monster', speed: 0, energyNeed: 0, index: 4 });
    loop.add('P', { kind: 'player', energyNeed: 15, mount: 'horse', timeStopped: true, freeTurns: 2, lightspeed: 3 });
    expect(loop.next().actor).toBe('horse');
    return JSON.parse(JSON.stringify(loop.snapshot())) as { engine: Record<string, unknown> };
  }

  it('restores riding, time stop, free turns and hack_m_idx, and continues', () => {
    const snap = pendingMonster();
    expect(snap.engine).toMatchObject({ phase: 'monsters', cursor: 4, hackMIdx: 4, current: 'horse', predictable: false });
    const loop = restore(frogcomposband, snap);
    loop.act('horse', { kind: 'act' });
    expect(player(loop)).toMatchObject({ mount: 'horse', timeStopped: true, freeTurns: 2, lightspeed: 3 });
  });

  it('refuses a pending monster away from the cursor, hack_m_idx outside the pass, or a mount that is not a monster', () => {
    const edits: [RegExp, (e: Record<string, unknown>) => void][] = [
      [/current/, (e) => (e.cursor = 3)],
      [/current/, (e) => (e.hackMIdx = 0)],
      [/hackMIdx/, (e) => ((e.phase = 'world'), (e.current = null))],
      [/mount/, (e) => ((e.player as Record<string, unknown>).mount = 'P')],
      [/lightspeed/, (e) => ((e.player as Record<string, unknown>).lightspeed = 40_000)],
      [/mspeed/, (e) => (((e.monsters as Record<string, unknown>[])[0] as Record<string, unknown>).mspeed = 146)],
      [/time/, (e) => (e.time = 2_147_483_648)],
    ];
    for (const [field, edit] of edits) {
      const snap = pendingMonster();
      edit(snap.engine);
      expect(() => restore(frogcomposband, snap), String(field)).toThrow(field);
    }
  });
});
