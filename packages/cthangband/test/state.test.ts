import { InvalidActionError, InvalidPatchError, InvalidSpecError, LoopFailedError, SnapshotError, TurnkeeperError, scripted, restore } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { TURN_MAX, cthangband } from '../src/index.js';

type Loop = ReturnType<typeof cthangband.create>;

const player = (loop: Loop) => {
  const v = loop.inspect('player');
  if (v.kind !== 'player') throw new Error('not the player');
  return v;
};
const monster = (loop: Loop, id: string) => {
  const v = loop.inspect(id);
  if (v.kind !== 'monster') throw new Error(`${id} is not a monster`);
  return v;
};

/** Records the hooks a loop emits, as "name tick/turn". */
function hookLog(loop: Loop): string[] {
  const log: string[] = [];
  loop.on('afterPlayer', ({ tick, turn }) => log.push(`afterPlayer ${tick}/${turn}`));
  loop.on('processWorld', ({ tick, turn }) => log.push(`processWorld ${tick}/${turn}`));
  loop.on('leaveLevel', ({ tick, turn }) => log.push(`leaveLevel ${tick}/${turn}`));
  loop.on('newLevel', ({ tick, turn }) => log.push(`newLevel ${tick}/${turn}`));
  loop.on('turnEnd', ({ tick, turn }) => log.push(`turnEnd ${tick}/${turn}`));
  return log;
}

describe('energy is an s16b: gains and costs wrap (dungeon.c process_player(), melee2.c process_monsters())', () => {
  it("wraps the player's +10 past 32767 to -32766, so the player does not act", () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 32760 });
    loop.add('orc', { kind: 'monster', speed: 0, energy: 995 });
    expect(loop.next()).toEqual({ actor: 'orc', kind: 'monster', time: 1 });
    expect(player(loop)).toMatchObject({ energy: -32766, ledger: { tick: 1, e0: 32760, gain: 10, e1: -32766 } });
  });
  it('wraps a monster whose attacks cost nothing (attack speed over 100), and it stops acting for 3377 ticks', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('swarm', { kind: 'monster', speed: 0, numBlows: 200, energy: 32750 });
    expect(loop.next().time).toBe(1);
    loop.act('swarm', { kind: 'melee_player' }); // 32760 − 100 + 100 − 100/200 (= 0)
    expect(monster(loop, 'swarm').energy).toBe(32760);
    // Tick 2: 32770 wraps to −32766; −32766 + 10k reaches 1000 at k = 3377, tick 3379.
    expect(loop.next().time).toBe(3379);
    expect(monster(loop, 'swarm').ledger).toEqual({ tick: 3379, e0: 994, gain: 10, e1: 1004, bornSkip: false });
  });
});

describe("the player's timed effects (xtra2.c set_*(), dungeon.c process_world() and process_player())", () => {
  it('forces a pass costing 100 while paralysed, whatever the action and without its draws, until the countdown ends', () => {
    // A rolled natural-attack melee would draw; scripted([]) would throw on a draw.
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 990, paralyzed: 2, numBlow: 3, naturalAttacks: 2 });
    expect(loop.next()).toEqual({ actor: 'player', kind: 'player', time: 1, forced: true }); // no command is read
    loop.act('player', { kind: 'melee' });
    expect(player(loop).last).toEqual({
      kind: 'paralyzed',
      forced: true,
      energyBefore: 1000,
      energyUse: 100,
      directDebit: 0,
      naturalAttacks: null,
      energyAfter: 900,
    });
    // Turn 10: paralysis 2 → 1, still paralysed when 1000 comes back on tick 11.
    expect(loop.next().time).toBe(11);
    expect(player(loop).paralyzed).toBe(1);
    loop.act('player', { kind: 'walk' });
    expect(player(loop).last?.kind).toBe('paralyzed');
    // Turn 20: 1 → 0. Tick 21 is a free pass: a walk costs 100 and is a walk.
    expect(loop.next()).toEqual({ actor: 'player', kind: 'player', time: 21 });
    expect(player(loop)).toMatchObject({ paralyzed: 0, forcedPass: false });
    loop.act('player', { kind: 'walk' });
    expect(player(loop).last).toMatchObject({ kind: 'walk', forced: false, energyUse: 100 });
  });
  it('knocks the player out at stun >= 100 (100 itself included) and lowers the stun by adj_con_fix + 1 a round', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 990, stun: 100, stunRecovery: 5 });
    expect(player(loop).forcedPass).toBe(true);
    loop.next();
    loop.act('player', { kind: 'drop' });
    expect(player(loop).last).toMatchObject({ kind: 'paralyzed', forced: true, energyUse: 100 });
    loop.update('player', { stun: 104 }); // set_stun(104)
    expect(loop.next().time).toBe(11); // turn 10: 104 − 5 = 99, no longer knocked out
    expect(player(loop)).toMatchObject({ stun: 99, forcedPass: false });
    loop.act('player', { kind: 'drop' });
    expect(player(loop).last).toMatchObject({ kind: 'drop', energyUse: 50 });
  });
  it('adds 10 to the speed while fast and takes it away when the haste runs out on a round', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 1040, fast: 1 });
    expect(player(loop)).toMatchObject({ speed: 0, currentSpeed: 10, moveCost: 50 });
    loop.next();
    loop.act('player', { kind: 'walk' });
    expect(player(loop).last?.energyUse).toBe(50);
    // 1000 again on tick 6, still hasted (the countdown comes at turn 10), then on tick 11 at 100 a step.
    expect(loop.next().time).toBe(1);
    loop.act('player', { kind: 'walk' }); // 1000 − 50 = 950
    expect(loop.next().time).toBe(6);
    loop.act('player', { kind: 'walk' }); // 1000 − 50 = 950
    expect(loop.next().time).toBe(11);
    expect(player(loop)).toMatchObject({ fast: 0, currentSpeed: 0, moveCost: 100 });
    loop.act('player', { kind: 'walk' });
    expect(player(loop).last?.energyUse).toBe(100);
  });
  it('cancels haste with slow, and forces every timed value into 0..10000 as set_*() does', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', speed: 5, fast: 20000, slow: 3 });
    expect(player(loop)).toMatchObject({ fast: 10000, slow: 3, currentSpeed: 5 });
    loop.update('player', { fast: -7, paralyzed: 32767, stun: -1 });
    expect(player(loop)).toMatchObject({ fast: 0, currentSpeed: -5, paralyzed: 10000, stun: 0 });
  });
});

describe('new_level_flag: leaving the level ends the tick without process_world() or turn++ (dungeon.c dungeon(), play_game())', () => {
  it('takes the stairs for free: the tick ends, the monsters are not processed, and the next tick repeats the turn', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 990 });
    loop.add('orc', { kind: 'monster', speed: 0, energy: 995 });
    const log = hookLog(loop);
    expect(loop.next().time).toBe(1);
    loop.act('player', { kind: 'stairs' });
    expect(player(loop)).toMatchObject({ energy: 1000, newLevelFlag: true });
    // The player, who kept its energy, gains 10 again and acts first on the new level, at the same turn.
    expect(loop.next()).toEqual({ actor: 'player', kind: 'player', time: 1 });
    expect(log).toEqual(['afterPlayer 1/1', 'leaveLevel 1/1', 'newLevel 1/1']);
    expect(player(loop)).toMatchObject({ energy: 1010, newLevelFlag: false, ledger: { tick: 2, e0: 1000, gain: 10, e1: 1010 } });
    expect(monster(loop, 'orc')).toMatchObject({ energy: 995, ledger: null }); // never reached on the old level
  });
  it("lets the caller swap the level's monsters in the hooks; the newcomers are not BORN", () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 1000 });
    loop.add('orc', { kind: 'monster', speed: 0, energy: 995 });
    loop.add('pet', { kind: 'monster', speed: 0, energy: 990 });
    loop.on('leaveLevel', ({ monsters }) => {
      expect(monsters).toBe(2);
      loop.remove('orc'); // remove_non_pets(): the pet stays, and moves down into slot 1
    });
    loop.on('newLevel', () => {
      loop.add('newcomer', { kind: 'monster', speed: 0, energy: 995 });
    });
    loop.next();
    loop.act('player', { kind: 'stairs' });
    expect(loop.next()).toEqual({ actor: 'player', kind: 'player', time: 1 }); // the new level: tick 2, still turn 1
    expect(monster(loop, 'pet').index).toBe(1);
    expect(monster(loop, 'newcomer')).toMatchObject({ index: 2, born: false });
    loop.act('player', { kind: 'hold' });
    expect(loop.next()).toEqual({ actor: 'newcomer', kind: 'monster', time: 1 });
    loop.act('newcomer', { kind: 'move' });
    expect(loop.next()).toEqual({ actor: 'pet', kind: 'monster', time: 1 });
  });
  it('breaks process_monsters() after the monster whose turn set the flag (a teleport-level spell)', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 0 });
    loop.add('low', { kind: 'monster', speed: 0, energy: 995 });
    loop.add('caster', { kind: 'monster', speed: 0, energy: 995 });
    const log = hookLog(loop);
    expect(loop.next().actor).toBe('caster');
    loop.act('caster', { kind: 'spell_at_player' });
    loop.update('player', { newLevelFlag: true });
    // 'low' is not reached on tick 1; the new level's tick 2 is still turn 1.
    expect(loop.next()).toEqual({ actor: 'low', kind: 'monster', time: 1 });
    expect(log).toEqual(['afterPlayer 1/1', 'leaveLevel 1/1', 'newLevel 1/1', 'afterPlayer 2/1']);
    expect(monster(loop, 'low').ledger).toEqual({ tick: 2, e0: 995, gain: 10, e1: 1005, bornSkip: false });
  });
  it('ends the tick after process_world() when recall activates there: no turnEnd, and the turn repeats, process_world() too', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 900 });
    const log = hookLog(loop);
    let recalled = false;
    loop.on('processWorld', ({ turn }) => {
      if (turn === 10 && !recalled) {
        recalled = true;
        loop.update('player', { newLevelFlag: true }); // word of recall activates in process_world()
      }
    });
    expect(loop.next().time).toBe(10); // 900 + 10 × 10
    loop.act('player', { kind: 'hold' }); // 900
    // Tick 11 is turn 10 again, so process_world() runs for turn 10 a second time; 1000 comes back
    // on tick 20, which is turn 19.
    expect(loop.next().time).toBe(19);
    const at = log.indexOf('processWorld 10/10');
    expect(log.slice(at, at + 6)).toEqual([
      'processWorld 10/10',
      'leaveLevel 10/10',
      'newLevel 10/10',
      'afterPlayer 11/10',
      'processWorld 11/10',
      'turnEnd 11/10',
    ]);
    expect(log).not.toContain('turnEnd 10/10');
  });
});

describe('snapshots keep the state the timing reads', () => {
  it('restores a loop between the stairs and the new level, and one after it, and both continue identically', () => {
    const make = (): Loop => {
      const loop = cthangband.create({ random: scripted([]), trace: true });
      loop.add('player', { kind: 'player', energy: 990, fast: 3, stun: 120, stunRecovery: 4 });
      loop.add('orc', { kind: 'monster', speed: 0, energy: 995 });
      return loop;
    };
    const a = make();
    a.next();
    a.act('player', { kind: 'stairs' }); // knocked out: a forced pass, so the stairs are not taken
    expect(player(a)).toMatchObject({ newLevelFlag: false, last: { kind: 'paralyzed', forced: true } });
    a.update('player', { stun: 0, newLevelFlag: true }); // a monster's teleport-level, say
    const steps = (loop: Loop, n: number): void => {
      for (let i = 0; i < n; i++) loop.step((t) => (t.kind === 'player' ? { kind: 'hold' } : { kind: 'move' }));
    };
    const b = restore(cthangband, JSON.parse(JSON.stringify(a.snapshot())) as ReturnType<Loop['snapshot']>);
    steps(a, 30);
    steps(b, 30);
    expect(b.trace?.events.slice(-40)).toEqual(a.trace?.events.slice(-40));
    expect(b.time).toBe(a.time);
    const c = restore(cthangband, JSON.parse(JSON.stringify(a.snapshot())) as ReturnType<Loop['snapshot']>);
    steps(a, 30);
    steps(c, 30);
    expect(c.inspect('player')).toEqual(a.inspect('player'));
  });
});

describe('hack_m_idx, MFLAG_BORN and the list (melee2.c process_monsters(), monster2.c m_pop(), compact_monsters())', () => {
  /** 480 monsters with holes at 3..33: m_max stays at MAX_M_IDX and no compaction runs. */
  function fullList(): Loop {
    const loop = cthangband.create({ random: scripted([]) });
    for (let i = 1; i <= 511; i++) loop.add(`m${i}`, { kind: 'monster', speed: 0, energy: i === 511 ? 995 : 900 });
    for (let i = 3; i <= 33; i++) loop.remove(`m${i}`);
    return loop;
  }
  it('flags BORN a monster placed during a monster turn, before its action is reported, in a hole below it', () => {
    const loop = fullList();
    expect(loop.next().actor).toBe('m511');
    loop.add('summoned', { kind: 'monster', speed: 0, energy: 950 }); // hack_m_idx is 511 inside process_monster()
    expect(monster(loop, 'summoned')).toMatchObject({ index: 3, born: true });
  });
  it('does not flag a monster the player summons (hack_m_idx is 0 outside process_monsters())', () => {
    const loop = fullList();
    loop.add('player', { kind: 'player', energy: 1000 });
    expect(loop.next().actor).toBe('player');
    loop.act('player', { kind: 'hold' });
    loop.add('summoned', { kind: 'monster', speed: 0, energy: 995 });
    expect(monster(loop, 'summoned')).toMatchObject({ index: 3, born: false });
  });
  it('runs compact_monsters(64) when m_cnt + 32 > MAX_M_IDX: the hook, then every hole excised even if none was deleted', () => {
    const loop = cthangband.create({ random: scripted([]) });
    for (let i = 1; i <= 511; i++) loop.add(`m${i}`, { kind: 'monster', speed: 0, energy: i === 511 ? 995 : 900 });
    loop.remove('m3');
    const seen: number[] = [];
    loop.on('compactMonsters', ({ count, needed }) => seen.push(count, needed));
    expect(loop.next().actor).toBe('m511');
    expect(seen).toEqual([510, 64]);
    expect(monster(loop, 'm511').index).toBe(3); // the last monster moved into the hole
  });
});

describe('turn is an s32b: its overflow is a TIME_OVERFLOW error (dungeon.c dungeon())', () => {
  it('plays the tick at turn 2147483647 and refuses the next, naming the counter; the loop is then failed', () => {
    const loop = cthangband.create({ random: scripted([]), options: { startTurn: TURN_MAX } });
    loop.add('player', { kind: 'player', energy: 1000 });
    expect(loop.next().time).toBe(TURN_MAX);
    loop.act('player', { kind: 'hold' });
    const saved = loop.snapshot();
    let error: unknown;
    try {
      loop.next();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TurnkeeperError);
    expect((error as TurnkeeperError).code).toBe('TIME_OVERFLOW');
    expect((error as TurnkeeperError).details).toMatchObject({ counter: 'turn', value: TURN_MAX });
    expect(loop.time).toBe(TURN_MAX);
    // An error inside the engine leaves the loop failed, naming it; the snapshot taken before refuses again.
    expect(() => loop.next()).toThrow(LoopFailedError);
    expect(() => restore(cthangband, saved).next()).toThrow(/TIME_OVERFLOW|turn\+\+ would overflow/);
  });
  it('refuses a saved state whose turn is outside the s32b or disagrees with the tick', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 1000 });
    loop.next();
    const snap = JSON.parse(JSON.stringify(loop.snapshot())) as { engine: Record<string, unknown> };
    for (const turn of [TURN_MAX + 1, 5, -1]) {
      const bad = structuredClone(snap);
      bad.engine.turn = turn;
      expect(() => restore(cthangband, bad)).toThrow(SnapshotError);
      expect(() => restore(cthangband, bad)).toThrow(/engine\.turn/);
    }
  });
});

describe('speeds outside extract_energy (undefined in 4.1.0): refused where the game would read the table', () => {
  it('lets an overloaded player at -200 do anything but walk or run, which is refused before anything changes', () => {
    const make = (): Loop => {
      const loop = cthangband.create({ random: scripted([]) });
      loop.add('player', { kind: 'player', speed: -200, energy: 2000 });
      return loop;
    };
    const loop = make();
    expect(player(loop).moveCost).toBeNull();
    loop.next();
    let error: unknown;
    try {
      loop.act('player', { kind: 'run' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidActionError);
    expect((error as Error).message).toMatch(/speed: got -200/);
    expect(player(loop)).toMatchObject({ energy: 2010, last: null }); // the refused run changed nothing
    const other = make();
    other.next();
    other.act('player', { kind: 'walk', knownObstacle: true }); // a free bump reads no table
    expect(other.next().time).toBe(1); // energy_use 0: the player is asked again in the same tick
    other.act('player', { kind: 'melee' });
    expect(player(other).energy).toBe(2010 - 0 - 100);
  });
  it('refuses a monster speed a slow would wrap out of the table, where it is given, and the loop goes on', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('victim', { kind: 'monster', speed: 5, energy: 995 });
    // monsterSpeedEffect('slow') at index 115 − 10 … a byte wrapped below 0 would be +141 (index 251).
    expect(() => loop.update('victim', { speed: 141 })).toThrow(InvalidPatchError);
    expect(() => loop.add('other', { kind: 'monster', speed: 141, unique: true, energy: 995 })).toThrow(InvalidSpecError);
    expect(loop.next().actor).toBe('victim');
    expect(monster(loop, 'victim')).toMatchObject({ speed: 5, energy: 1005 - 67, moveCost: 67 });
  });
});

describe('snapshots written with a turn pending restore, whatever was changed during the turn', () => {
  it("restores a snapshot taken after the due player's energy was set to 0 during its own turn", () => {
    const loop = cthangband.create({ seed: 3, trace: true });
    loop.add('player', { kind: 'player' });
    loop.add('orc', { kind: 'monster', speed: 0, energy: 990 });
    expect(loop.next().actor).toBe('player');
    loop.update('player', { energy: 0 });
    const restored = restore(cthangband, JSON.parse(JSON.stringify(loop.snapshot())));
    expect(restored.pending).toBe('player');
    for (const l of [loop, restored]) l.act('player', { kind: 'walk' });
    expect(player(restored)).toMatchObject({ energy: -100, last: { energyBefore: 0, energyUse: 100 } });
    for (let i = 0; i < 20; i++) for (const l of [loop, restored]) l.step((t) => (t.kind === 'player' ? { kind: 'walk' } : { kind: 'move' }));
    expect(restored.trace?.events).toEqual(loop.trace?.events);
  });
  it('forces the pending pass of a player paralysed during it, also after a restore', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 990 });
    expect(loop.next()).toEqual({ actor: 'player', kind: 'player', time: 1 });
    loop.update('player', { paralyzed: 3 });
    const restored = restore(cthangband, JSON.parse(JSON.stringify(loop.snapshot())));
    for (const l of [loop, restored]) {
      l.act('player', { kind: 'walk' });
      expect(player(l).last).toMatchObject({ kind: 'paralyzed', forced: true, energyUse: 100 });
      // The next pass is forced too, and the loop says so.
      expect(l.next()).toMatchObject({ actor: 'player', forced: true });
    }
  });
});
