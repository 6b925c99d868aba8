import {
  ActorLimitError,
  InvalidArgumentError,
  InvalidPatchError,
  InvalidSpecError,
  LoopFailedError,
  TurnkeeperError,
  scripted,
  type ActionInputOf,
  type ActorId,
  restore,
} from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import {
  INT_MAX,
  NORMAL_PLAYER,
  dcss,
  effectiveMovementSpeed,
  meleeTime,
  meleeTimeDistribution,
  moveTimeDistribution,
  playerSpeedDistribution,
  stunDelay,
  weaponMinDelay,
  type dcssActors,
} from '../src/index.js';

type Loop = ReturnType<typeof dcss.create>;
type PlayerAction = ActionInputOf<typeof dcssActors, 'player'>;
type MonsterAction = ActionInputOf<typeof dcssActors, 'monster'>;
const mods = { shieldPenalty20: 0, finesse: false };

/** One player action and every monster reaction; the player's next turn is left pending. */
function worldTurn(loop: Loop, action: PlayerAction, monsterAction: MonsterAction = { kind: 'move' }): ActorId[] {
  if (loop.pending !== 'you') expect(loop.next().actor).toBe('you');
  loop.act('you', action);
  const order: ActorId[] = [];
  for (let t = loop.next(); t.actor !== 'you'; t = loop.next()) {
    order.push(t.actor);
    loop.act(t.actor, monsterAction);
  }
  return order;
}

function monster(loop: Loop, id: ActorId) {
  const view = loop.inspect(id);
  if (view.kind !== 'monster') throw new Error(`${String(id)} is not a monster`);
  return view;
}

function player(loop: Loop) {
  const view = loop.inspect('you');
  if (view.kind !== 'player') throw new Error('you is not the player');
  return view;
}

function overflow(f: () => unknown): TurnkeeperError {
  try {
    f();
  } catch (e) {
    if (e instanceof TurnkeeperError && e.code === 'TIME_OVERFLOW') return e;
    throw e;
  }
  throw new Error('no TIME_OVERFLOW');
}

/**
 * The game is over once a counter overflows (the engine threw TIME_OVERFLOW): the loop is failed,
 * and every later call (`f`) throws LoopFailedError naming that first error, its cause.
 */
function stopped(f: () => unknown): TurnkeeperError {
  try {
    f();
  } catch (e) {
    if (e instanceof LoopFailedError && e.cause instanceof TurnkeeperError && e.cause.code === 'TIME_OVERFLOW') return e.cause;
    throw e;
  }
  throw new Error('the loop is not stopped');
}

describe('inputs the game holds are accepted and clamped where the game clamps them', () => {
  it("movement speed below 6 is raised to 6 (player.cc player_movement_speed's FASTEST_PLAYER_MOVE_SPEED), in every version", () => {
    expect(effectiveMovementSpeed(4)).toBe(6);
    expect(effectiveMovementSpeed(-5)).toBe(6);
    for (const rounding of ['single', 'two-stage', 'prep-roll'] as const) {
      expect(moveTimeDistribution(NORMAL_PLAYER, 3, rounding).toRecord()).toEqual({ '6': '1/1' });
    }
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player', movementSpeed: 2 });
    worldTurn(loop, { kind: 'move' });
    expect(player(loop).timeTaken).toBe(6);
  });

  it("trunk's scale-60 movement speed: a swift 7.5-aut step rounds once, 450 × 600 / 36000; below 360 it is raised to 360", () => {
    for (const [draw, aut] of [
      [17_999, 8],
      [18_000, 7],
    ] as const) {
      const loop = dcss.create({ random: scripted([draw]) });
      loop.add('you', { kind: 'player', movementSpeed60: 450 });
      worldTurn(loop, { kind: 'move' });
      expect(player(loop).timeTaken).toBe(aut);
    }
    expect(moveTimeDistribution(NORMAL_PLAYER, 10, 'single', 450).toRecord()).toEqual({ '7': '1/2', '8': '1/2' });
    expect(moveTimeDistribution(NORMAL_PLAYER, 10, 'single', 300).toRecord()).toEqual({ '6': '1/1' });
  });

  it('a scale-60 movement speed is refused before trunk, which computes movement in whole aut', () => {
    const loop = dcss.create({ version: '0.34' });
    expect(() => loop.add('you', { kind: 'player', movementSpeed60: 450 })).toThrow(InvalidSpecError);
    expect(() => loop.add('you', { kind: 'player', movementSpeed60: 450 })).toThrow(/movementSpeed60/);
    loop.add('you', { kind: 'player' });
    expect(() => loop.update('you', { movementSpeed60: 450 })).toThrow(InvalidPatchError);
    expect(() => moveTimeDistribution(NORMAL_PLAYER, 10, 'two-stage', 450)).toThrow(InvalidArgumentError);
  });

  it('skill counts up to 27 (player.cc player::skill): skill10 400 attacks like 270', () => {
    const at = (skill10: number) => meleeTimeDistribution({ type: 'unarmed', skill10 }, mods, NORMAL_PLAYER).toRecord();
    expect(at(400)).toEqual(at(270));
    expect(at(400)).toEqual({ '5': '1/1' });
    const sword = (skill10: number) => meleeTimeDistribution({ type: 'weapon', baseDelay: 14, brand: 'none', skill10 }, mods, NORMAL_PLAYER).toRecord();
    expect(sword(2_000_000_000)).toEqual(sword(270));
  });

  it("a weapon's min delay is never below 3 (fight.cc weapon_min_delay), given or computed", () => {
    expect(weaponMinDelay(5)).toBe(3);
    expect(weaponMinDelay(4, true)).toBe(3);
    // Base 5 at full skill: skill counts to (5 − 3) × 2 = 4, so 5 − 40 / 20 = 3.
    expect(meleeTimeDistribution({ type: 'weapon', baseDelay: 5, brand: 'none', skill10: 270 }, mods, NORMAL_PLAYER).toRecord()).toEqual({ '3': '1/1' });
    // A given min delay of 1 is raised to 3 the same way.
    expect(meleeTimeDistribution({ type: 'weapon', baseDelay: 5, minDelay: 1, brand: 'none', skill10: 270 }, mods, NORMAL_PLAYER).toRecord()).toEqual({
      '3': '1/1',
    });
  });

  it("the Woodcutter's Axe takes its base delay, hasted or not, and draws nothing (player-act.cc attack_delay_with)", () => {
    const axe = { type: 'weapon', baseDelay: 17, brand: 'none', skill10: 270, woodcuttersAxe: true } as const;
    expect(meleeTime(scripted([]), axe, { shieldPenalty20: 40, finesse: true }, { ...NORMAL_PLAYER, hasted: true })).toBe(17);
    expect(weaponMinDelay(17, false, false, true)).toBe(17);
  });

  it('energy costs are uint8_t: 0 is held; a free attack repeats until handle_monsters gives up, a 0 move still costs 1', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('m', { kind: 'monster', speed: 10, justSummoned: false, energy: 80, energyUsage: { move: 0, attack: 0 } });
    worldTurn(loop, { kind: 'wait' }); // 90: one move of cost max(0, 1) = 1, then 89 … down to 79
    expect(monster(loop, 'm').energy).toBe(79);
    loop.act('you', { kind: 'wait' });
    const e = overflow(() => {
      for (let t = loop.next(); t.actor !== 'you'; t = loop.next()) loop.act(t.actor, { kind: 'melee' });
    });
    expect(e.details.counter).toBe('handle_monsters tries');
  });

  it('speed_increment is an int: any int start energy is held; a gain past INT_MAX is undefined behaviour (TIME_OVERFLOW)', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('m', { kind: 'monster', speed: 10, justSummoned: false, energy: INT_MAX - 5 });
    loop.next();
    const e = overflow(() => loop.act('you', { kind: 'wait' })); // the gains come in world_reacts
    expect(e.details.counter).toBe('speed_increment');
    // The loop stays stopped: every later call, a snapshot included, names the overflow.
    expect(stopped(() => loop.next())).toBe(e);
    expect(stopped(() => loop.snapshot())).toBe(e);
  });

  it('speed × time_taken and calc_speed overflow the int as crawl would (TIME_OVERFLOW naming the product)', () => {
    expect(overflow(() => dcss.create({ random: scripted([]) }).add('fast', { kind: 'monster', speed: INT_MAX, hasted: true })).message).toMatch(/haste_mul/);
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('m', { kind: 'monster', speed: 300_000_000, justSummoned: false });
    loop.next();
    expect(overflow(() => loop.act('you', { kind: 'wait' })).message).toMatch(/speed × time_taken/);
  });
});

describe('32-bit counters (main.cc world_reacts)', () => {
  it('you.elapsed_time: "the world ends" at 2,000,000,000 aut; past INT_MAX it would overflow', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' });
    loop.act(loop.next().actor, { kind: 'fixed', aut: 1_999_999_999 });
    expect(loop.next().time).toBe(1_999_999_999);
    loop.act('you', { kind: 'fixed', aut: 1 });
    const saved = JSON.parse(JSON.stringify(loop.snapshot())) as unknown;
    const e = overflow(() => loop.next());
    expect(e.details.counter).toBe('you.elapsed_time');
    expect(e.message).toMatch(/the world ends/);
    expect(stopped(() => loop.next())).toBe(e);
    // The snapshot taken just before ends the same way.
    expect(overflow(() => restore(dcss, saved).next()).details.counter).toBe('you.elapsed_time');

    const big = dcss.create({ random: scripted([]) });
    big.add('you', { kind: 'player' });
    big.act(big.next().actor, { kind: 'fixed', aut: 1_500_000_000 });
    big.act(big.next().actor, { kind: 'fixed', aut: 1_500_000_000 });
    expect(overflow(() => big.next()).message).toMatch(/overflows/);
  });

  it('you.num_turns stops at INT_MAX (`if (you.num_turns < INT_MAX) you.num_turns++`)', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' });
    const snap = JSON.parse(JSON.stringify(loop.snapshot())) as { engine: { turn: number } };
    snap.engine.turn = INT_MAX - 1;
    const late = restore(dcss, snap);
    const turns: number[] = [];
    late.on('turnEnd', ({ turn }) => turns.push(turn));
    for (let i = 0; i < 3; i++) late.act(late.next().actor, { kind: 'wait' });
    late.next();
    expect(turns).toEqual([INT_MAX, INT_MAX, INT_MAX]);
    expect(player(late).turn).toBe(INT_MAX);
  });

  it('ench_countdown is an int8_t: an action over 128 aut wraps it, and the enchantments may not tick at all', () => {
    const ticks = (aut: number): { ticks: number; countdown: number; haste: number | null | undefined } => {
      const loop = dcss.create({ random: scripted([]) });
      loop.add('you', { kind: 'player' }).add('m', { kind: 'monster', speed: 0, justSummoned: false, hasted: true, hasteDuration: 30 });
      let seen = -1;
      loop.on('monsterEnergy', ({ enchantmentTicks }) => {
        seen = enchantmentTicks;
      });
      worldTurn(loop, { kind: 'fixed', aut });
      const v = monster(loop, 'm');
      return { ticks: seen, countdown: v.enchCountdown, haste: v.enchantments.haste };
    };
    expect(ticks(7)).toEqual({ ticks: 1, countdown: 3, haste: 20 }); // 0 − 7 = −7 → +10
    expect(ticks(25)).toEqual({ ticks: 3, countdown: 5, haste: undefined }); // 30 → 20 → 10 → ends
    expect(ticks(200)).toEqual({ ticks: 0, countdown: 56, haste: 30 }); // −200 wraps to 56: no tick
    expect(ticks(300)).toEqual({ ticks: 5, countdown: 6, haste: undefined }); // −300 wraps to −44: 5 ticks
  });
});

describe('state the game keeps apart', () => {
  it('monster haste counts down 10 aut per tick and, at its end, calc_speed rolls again inside _pre_monster_move', () => {
    // Speed 11 hasted: div_rand_round(33, 2) draw 1 → 16. After 20 aut of haste: speed 11, no draw.
    const loop = dcss.create({ random: scripted([1]) });
    loop.add('you', { kind: 'player' }).add('m', { kind: 'monster', speed: 11, hasted: true, hasteDuration: 20, justSummoned: false });
    const ends: unknown[] = [];
    loop.on('enchantmentEnds', (p) => ends.push(p));
    expect(monster(loop, 'm').speed).toBe(16);
    worldTurn(loop, { kind: 'fixed', aut: 10 }, { kind: 'wait' });
    expect(monster(loop, 'm').enchantments).toEqual({ haste: 10 });
    worldTurn(loop, { kind: 'fixed', aut: 10 }, { kind: 'wait' });
    expect(monster(loop, 'm').enchantments).toEqual({});
    expect(monster(loop, 'm').speed).toBe(11);
    expect(ends).toEqual([{ actor: 'm', enchantment: 'haste', speed: 11 }]);
  });

  it('a just-summoned monster neither gains nor ticks its enchantments (the flag returns before both)', () => {
    const loop = dcss.create({ random: scripted([0]) });
    loop.add('you', { kind: 'player' }).add('m', { kind: 'monster', speed: 10, slowed: true, slowDuration: 15, energy: 79 });
    expect(monster(loop, 'm').speed).toBe(7); // haste_div(10) = div_rand_round(20, 3), draw 0 < 2
    worldTurn(loop, { kind: 'fixed', aut: 10 });
    expect(monster(loop, 'm')).toMatchObject({ energy: 79, enchCountdown: 0, enchantments: { slow: 15 }, justSummoned: false });
  });

  it('berserk ends in fatigue: calc_speed, random_range(70, 130) of slow, and a second calc_speed for the new slow', () => {
    // Berserk 10: berserk_mul(10) = 15, exact. At its end: speed 10 (exact), fatigue 70 + 5, haste_div(10) draw 0 < 2 → 7.
    const loop = dcss.create({ random: scripted([5, 0]) });
    loop.add('you', { kind: 'player' }).add('m', { kind: 'monster', speed: 10, berserk: true, berserkDuration: 10, justSummoned: false, energy: 0 });
    const ends: unknown[] = [];
    loop.on('enchantmentEnds', (p) => ends.push(p));
    worldTurn(loop, { kind: 'fixed', aut: 10 });
    expect(monster(loop, 'm')).toMatchObject({ speed: 7, energy: 15, enchantments: { slow: 75 } });
    expect(ends).toEqual([{ actor: 'm', enchantment: 'berserk', speed: 7 }]);
  });

  it('a frenzy ends without calc_speed: an already slowed monster keeps its frenzied speed, its slow lasting longer', () => {
    // Frenzied + slowed 10: berserk_mul 15, haste_div 10, both exact. The slow ticks first (50 → 40), then the
    // frenzy ends: fatigue 70 + 5 = 75 stacks onto the slow (115), and the speed stays 10.
    const loop = dcss.create({ random: scripted([5]) });
    loop.add('you', { kind: 'player' });
    loop.add('m', { kind: 'monster', speed: 10, frenzied: true, frenziedDuration: 10, slowed: true, slowDuration: 50, justSummoned: false, energy: 0 });
    worldTurn(loop, { kind: 'fixed', aut: 10 });
    expect(monster(loop, 'm')).toMatchObject({ speed: 10, enchantments: { slow: 115 } });
  });

  it('calc_speed runs only when an enchantment is added or removed (not to re-state one), and not when a frenzy is removed', () => {
    const loop = dcss.create({ random: scripted([1]) });
    loop.add('you', { kind: 'player' }).add('m', { kind: 'monster', speed: 11, hasted: true }); // 16, one draw
    loop.update('m', { hasted: true, hasteDuration: 40 }); // no draw: the script would run out
    expect(monster(loop, 'm')).toMatchObject({ speed: 16, enchantments: { haste: 40 } });
    const frenzy = dcss.create({ random: scripted([]) });
    frenzy.add('m', { kind: 'monster', speed: 10, frenzied: true }); // 15, exact
    frenzy.update('m', { frenzied: false });
    expect(monster(frenzy, 'm').speed).toBe(15);
    frenzy.update('m', { hasted: false, speed: 12 }); // the base speed changed: calc_speed, exact
    expect(monster(frenzy, 'm').speed).toBe(12);
    // A freeze ending calls calc_speed (mon-ench.cc remove_enchantment_effect): slowed 13 rolls div_rand_round(26, 3).
    const frozen = dcss.create({ random: scripted([0]) });
    frozen.add('m', { kind: 'monster', speed: 13, slowed: true, frozen: true, frozenDuration: 30 }); // draw 0 < 2: 9
    frozen.update('m', { frozen: true, frozenDuration: 20 }); // re-stated: no draw
    expect(monster(frozen, 'm')).toMatchObject({ speed: 9, enchantments: { slow: null, frozen: 20 } });
    expect(() => frozen.update('m', { frozen: false })).toThrow(/exhausted/); // the new roll needs a draw
  });

  it('a duration needs its enchantment; removing an enchantment clears its duration', () => {
    const loop = dcss.create();
    expect(() => loop.add('m', { kind: 'monster', speed: 10, hasteDuration: 30 })).toThrow(InvalidSpecError);
    expect(() => loop.add('m', { kind: 'monster', speed: 10, hasteDuration: 30 })).toThrow(/hasteDuration/);
    loop.add('m', { kind: 'monster', speed: 10, slowed: true, slowDuration: 30 });
    expect(() => loop.update('m', { hasteDuration: 30 })).toThrow(InvalidPatchError);
    loop.update('m', { slowed: false });
    expect(monster(loop, 'm').enchantments).toEqual({});
  });

  it('helplessness, a stat at zero, statue form and Cheibriados are their own inputs of player_speed', () => {
    expect(playerSpeedDistribution({ ...NORMAL_PLAYER, hasted: true, helpless: true }).toRecord()).toEqual({ '10': '1/1' });
    expect(playerSpeedDistribution({ ...NORMAL_PLAYER, statZero: true }).toRecord()).toEqual({ '15': '1/1' });
    expect(playerSpeedDistribution({ ...NORMAL_PLAYER, statZero: true, slowed: true }).toRecord()).toEqual({ '15': '1/1' });
    expect(playerSpeedDistribution({ ...NORMAL_PLAYER, statue: true }).toRecord()).toEqual({ '15': '1/1' });
    expect(playerSpeedDistribution({ ...NORMAL_PLAYER, berserk: true, noHaste: true }).toRecord()).toEqual({ '10': '1/1' });
    expect(playerSpeedDistribution({ ...NORMAL_PLAYER, berserk: true, noHaste: true, hasted: true }).toRecord()).toEqual({ '6': '1/3', '7': '2/3' });
    // A helpless hasted player's _prep_input roll draws nothing.
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player', hasted: true, helpless: true });
    expect(player(loop).speed).toBeNull();
    loop.next();
    expect(player(loop).speed).toBe(10);
  });

  it('a turn the player cannot act: _stun_delay, or a vexed attack when vexation outlasts the attack delay', () => {
    expect(stunDelay({ stun: 43, vexed: 0 })).toBe(10);
    expect(stunDelay({ stun: 4, vexed: 0 })).toBe(4);
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player', helpless: true });
    const times: number[] = [];
    for (const action of [{ stun: 43 }, { stun: 4 }, { vexed: 30 }, { vexed: 5 }]) {
      worldTurn(loop, { kind: 'stunned', ...action });
      times.push(player(loop).timeTaken);
    }
    // Unarmed at skill 0: a 10-aut attack. Vexed 30 ≥ 10: the attack; vexed 5 < 10: min(5, 10).
    expect(times).toEqual([10, 4, 10, 5]);
  });

  it('up to 0.33 a turn the player cannot act is a whole player_speed() turn, and daze or vexation stops haste too (commit 1a06fe2552)', () => {
    const old = dcss.create({ version: '0.33', random: scripted([]) });
    old.add('you', { kind: 'player', hasted: true, dazedOrVexed: true });
    for (const action of [{ stun: 4 }, { vexed: 30 }]) {
      worldTurn(old, { kind: 'stunned', ...action });
      expect(player(old).timeTaken).toBe(10); // player_speed(): you.cannot_act() → 10, no draw
    }
    // From 0.34 a dazed, hasted player's _prep_input roll draws as usual: 6 or 7.
    const trunk = dcss.create({ random: scripted([2]) });
    trunk.add('you', { kind: 'player', hasted: true, dazedOrVexed: true });
    trunk.next();
    expect(player(trunk).speed).toBe(6);
  });

  it('Finesse while berserk is a state the game asserts against', () => {
    const loop = dcss.create();
    expect(() => loop.add('you', { kind: 'player', finesse: true, berserk: true })).toThrow(/finesse/);
    loop.add('you', { kind: 'player', finesse: true });
    expect(() => loop.update('you', { berserk: true })).toThrow(InvalidPatchError);
  });

  it('the potential pursuers last until the next player input, also for one that never acted', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('slow', { kind: 'monster', speed: 1, justSummoned: false });
    loop.next();
    loop.act('you', { kind: 'move', pursuers: ['slow'] });
    expect(monster(loop, 'slow').pursuer).toBe(true); // handle_monsters has not run it: it stays one
    expect(loop.next().actor).toBe('you'); // main.cc _input clears the set
    expect(monster(loop, 'slow').pursuer).toBe(false);
  });

  it('monster_iterator fixes its end when handle_monsters starts: a monster placed past it mid-phase gains nothing this turn', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('a', { kind: 'monster', speed: 10, justSummoned: false });
    loop.on('monsterEnergy', ({ actor }) => {
      if (actor === 'a' && !loop.has('b')) loop.add('b', { kind: 'monster', speed: 10, justSummoned: false, energy: 50 });
    });
    worldTurn(loop, { kind: 'wait' });
    expect(monster(loop, 'b').energy).toBe(50);
    worldTurn(loop, { kind: 'wait' });
    expect(monster(loop, 'b').energy).toBe(60);
  });

  it('a monster a hook removes before its action is not handed out', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('a', { kind: 'monster', speed: 10, justSummoned: false, energy: 75 });
    loop.add('b', { kind: 'monster', speed: 10, justSummoned: false, energy: 70 }); // 80 after its gain: it would act after a
    loop.on('monsterAction', ({ actor }) => {
      if (actor === 'a' && loop.has('b')) loop.remove('b');
    });
    expect(worldTurn(loop, { kind: 'wait' })).toEqual(['a']);
  });
});

describe('the monster array', () => {
  it('holds MAX_MONSTERS (700) monsters: a 701st has no free env.mons slot (ActorLimitError)', () => {
    const loop = dcss.create();
    for (let i = 0; i < 700; i++) loop.add(`m${i}`, { kind: 'monster', speed: 10 });
    expect(monster(loop, 'm699').index).toBe(699);
    expect(() => loop.add('m700', { kind: 'monster', speed: 10 })).toThrow(ActorLimitError);
  });
});

describe('move costs (monster.cc action_energy)', () => {
  it('ENCH_ROLLING takes 5 off a move, never below 1', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('beetle', { kind: 'monster', speed: 10, rolling: true, justSummoned: false, energy: 80 });
    loop.add('pebble', { kind: 'monster', speed: 10, rolling: true, justSummoned: false, energy: 75, energyUsage: { move: 3 } });
    worldTurn(loop, { kind: 'wait' }); // beetle 90: moves of 5 → 75; pebble 85: moves of max(3 − 5, 1) = 1 → 79
    expect([monster(loop, 'beetle').energy, monster(loop, 'pebble').energy]).toEqual([75, 79]);
  });
});

describe('snapshots', () => {
  it('a snapshot saved before ench_countdown and the end state were kept still restores (as a new monster, not ended)', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('m', { kind: 'monster', speed: 10 });
    const snap = JSON.parse(JSON.stringify(loop.snapshot())) as { engine: { ended?: unknown; monsters: { enchCountdown?: number }[] } };
    delete snap.engine.ended;
    for (const m of snap.engine.monsters) delete m.enchCountdown;
    const again = restore(dcss, snap);
    expect(monster(again, 'm').enchCountdown).toBe(0);
    expect(again.next().actor).toBe('you');
  });

  it('a snapshot saved by an engine that kept a game over (`ended`) restores to a loop that stops the same way', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' });
    const snap = JSON.parse(JSON.stringify(loop.snapshot())) as { engine: { ended: unknown } };
    snap.engine.ended = { counter: 'you.elapsed_time', message: 'world_reacts: you.elapsed_time reached 2000000000 aut' };
    const e = overflow(() => restore(dcss, snap).next());
    expect(e.details.counter).toBe('you.elapsed_time');
    expect(e.message).toMatch(/2000000000 aut/);
  });
});
