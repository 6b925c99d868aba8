import { ActorLimitError, InvalidActionError, InvalidPatchError, SnapshotError, TurnOrderError, UnknownActionError, scripted, restore } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { cthangband } from '../src/index.js';

const view = (loop: ReturnType<typeof cthangband.create>, id: string | number) => loop.inspect(id);
const monster = (loop: ReturnType<typeof cthangband.create>, id: string | number) => {
  const v = loop.inspect(id);
  if (v.kind !== 'monster') throw new Error(`${String(id)} is not a monster`);
  return v;
};

/** The actors that get turns over the next `n` turns, with their times. */
function turns(loop: ReturnType<typeof cthangband.create>, n: number, act: (id: string | number) => Parameters<typeof loop.act>[1]) {
  const out: [string | number, number][] = [];
  for (let i = 0; i < n; i++) {
    const t = loop.next();
    out.push([t.actor, t.time]);
    loop.act(t.actor, act(t.actor));
  }
  return out;
}

describe('player energy (dungeon.c process_player())', () => {
  it('starts at 1050, so a new character acts twice on tick 1 with cheap actions', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', speed: 10 });
    // 1060 -> 1010 -> 960 on tick 1; +10 a tick reaches 1000 again on tick 5
    expect(turns(loop, 3, () => ({ kind: 'walk' }))).toEqual([
      ['player', 1],
      ['player', 1],
      ['player', 5],
    ]);
    expect(view(loop, 'player').energy).toBe(950);
  });
  it('does not charge stairs: the player still holds >= 1000 and acts again at once', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 990 });
    const first = loop.next();
    loop.act('player', { kind: 'stairs' });
    expect(view(loop, 'player').energy).toBe(1000);
    expect(loop.next()).toEqual({ actor: 'player', kind: 'player', time: first.time });
  });
  it('takes Dimension Door energy directly, plus 100 more when the landing fails', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 1190 });
    loop.next();
    loop.act('player', { kind: 'dimension_door', skill: 25, min: 20, landed: false });
    // spell_energy(25, 20) = 60; direct debit 60 - 25 = 35, +100 for the failed landing
    expect(view(loop, 'player').energy).toBe(1200 - 60 - 35 - 100);
  });
  it('rolls randint(num_blow) for natural attacks, +10 each on a 1', () => {
    const loop = cthangband.create({ random: scripted([0, 1]) });
    loop.add('player', { kind: 'player', numBlow: 3, naturalAttacks: 2, energy: 2000 });
    loop.next();
    loop.act('player', { kind: 'melee' }); // rand_int(3) = 0: both natural attacks fire
    expect(view(loop, 'player').energy).toBe(2010 - 33 - 20);
    loop.next();
    loop.act('player', { kind: 'melee' }); // rand_int(3) = 1: none
    expect(view(loop, 'player').energy).toBe(2010 - 53 - 33);
  });
  it('charges 10 for a pouch potion, 100 from the pack, 5 for a cast blocked by anti-magic', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 2000 });
    const before = () => view(loop, 'player').energy;
    const costs = (['pouch', 'pack'] as const).map((from) => {
      loop.next();
      const e = before();
      loop.act('player', { kind: 'quaff', from });
      return e - before();
    });
    loop.next();
    const e = before();
    loop.act('player', { kind: 'antimagic_blocked' });
    expect([...costs, e - before()]).toEqual([10, 100, 5]);
  });
});

describe('monster energy (melee2.c process_monsters())', () => {
  it('acts at most once per tick however much energy it holds', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('m', { kind: 'monster', speed: 30, energy: 5000 });
    expect(turns(loop, 3, () => ({ kind: 'move' })).map(([, t]) => t)).toEqual([1, 2, 3]);
  });
  it('processes monsters after the player, by descending index', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('old', { kind: 'monster', speed: 0, energy: 995 });
    loop.add('player', { kind: 'player', energy: 995 });
    loop.add('young', { kind: 'monster', speed: 0, energy: 995 });
    expect(turns(loop, 3, (id) => (id === 'player' ? { kind: 'hold' } : { kind: 'move' }))).toEqual([
      ['player', 1],
      ['young', 1],
      ['old', 1],
    ]);
  });
  it('charges the move cost up front and refunds it for melee: a 10-blow monster at 999 attacks every tick', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('hydra', { kind: 'monster', speed: 20, numBlows: 10, energy: 999 });
    const t = loop.next();
    expect(view(loop, 'hydra').energy).toBe(1009 - 33);
    loop.act(t.actor, { kind: 'melee_player' });
    expect(view(loop, 'hydra').energy).toBe(999);
    expect(turns(loop, 2, () => ({ kind: 'melee_player' })).map(([, time]) => time)).toEqual([2, 3]);
  });
  it('refunds the new, smaller move cost after a haste-self spell', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('shaman', { kind: 'monster', speed: 0, numBlows: 2, energy: 995 });
    loop.next();
    loop.act('shaman', { kind: 'spell_at_player', speedAfter: 10 });
    // charged 100, refunded extract_energy[+10] = 50, charged 100/2 = 50
    expect(view(loop, 'shaman')).toMatchObject({ energy: 1005 - 100 + 50 - 50, speed: 10 });
  });
  it('keeps the move cost for a late spell, an attack on a monster, and a NEVER_BLOW melee', () => {
    for (const action of [{ kind: 'late_spell' }, { kind: 'attack_monster' }, { kind: 'melee_player', noRefund: true }] as const) {
      const loop = cthangband.create({ random: scripted([]) });
      loop.add('m', { kind: 'monster', speed: -10, numBlows: 2, energy: 990 });
      loop.next();
      loop.act('m', action);
      expect(view(loop, 'm').energy, action.kind).toBe(1000 - 200);
    }
  });
  it('places a monster as place_monster_one does: sleep, hit points, speed spread, then energy', () => {
    // sleep 10: csleep = 20 + randint(100); hdice 2 of 4; spread ±10 at normal speed; energy 900 + rand_int(100)
    const loop = cthangband.create({ random: scripted([7, 1, 2, 15, 42]) });
    loop.add('jackal', { kind: 'monster', speed: 0, sleep: 10, hitDice: [2, 4], asleep: true });
    expect(loop.inspect('jackal')).toMatchObject({ csleep: 20 + 7 + 1, maxhp: 2 + 3, speed: 15 - 10, energy: 942 });
  });
  it('lets a monster summoned by the player act in the same tick, but not kin bred during process_monsters', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 1000 });
    loop.add('breeder', { kind: 'monster', speed: 0, energy: 995 });
    expect(loop.next().actor).toBe('player');
    loop.act('player', { kind: 'hold' });
    loop.add('summoned', { kind: 'monster', speed: 0, energy: 995 }); // during the player's turn
    expect(loop.next().actor).toBe('summoned');
    loop.act('summoned', { kind: 'move' });
    expect(loop.next().actor).toBe('breeder');
    loop.act('breeder', { kind: 'move' });
    loop.add('kin', { kind: 'monster', speed: 0, energy: 999 }); // above the loop's bound
    const t = loop.next();
    expect(t.actor).toBe('kin');
    expect(t.time).toBe(2);
  });
  it('skips a BORN monster once, without energy, when m_pop reuses a slot below the one being processed', () => {
    const loop = cthangband.create({ random: scripted([]) });
    for (let i = 1; i <= 511; i++) loop.add(`m${i}`, { kind: 'monster', speed: 0, energy: i === 511 ? 995 : 900 });
    // 31 holes (3..33): m_cnt 480, so neither compact_monsters(64) (m_cnt + 32 > 512) nor the
    // compression (m_cnt + 32 < m_max) runs, and m_max stays at MAX_M_IDX.
    for (let i = 3; i <= 33; i++) loop.remove(`m${i}`);
    expect(loop.next().actor).toBe('m511'); // m_max is MAX_M_IDX: the list is full, with holes from 3
    loop.act('m511', { kind: 'move' });
    loop.add('born', { kind: 'monster', speed: 0, energy: 950 });
    expect(view(loop, 'born')).toMatchObject({ index: 3, born: true });
    let atEndOfTick1: ReturnType<typeof view> | undefined;
    loop.on('turnEnd', ({ tick }) => {
      if (tick === 1) atEndOfTick1 = view(loop, 'born');
    });
    // Later in tick 1 slot 3 is reached: the flag is cleared and the monster gains nothing.
    const t = loop.next();
    expect(atEndOfTick1).toMatchObject({ energy: 950, born: false, ledger: { tick: 1, gain: 0 } });
    // 950 + 10 on ticks 2..6 reaches 1000 on tick 6 (tick 5 without the skip); the 900s need tick 10
    expect(t).toEqual({ actor: 'born', kind: 'monster', time: 6 });
  });
  it('compacts a list with many holes, moving the last monster into each hole (which can swap the order)', () => {
    const loop = cthangband.create({ random: scripted([]) });
    for (let i = 1; i <= 34; i++) loop.add(`m${i}`, { kind: 'monster', speed: 0, energy: 995 });
    for (let i = 1; i <= 34; i++) if (i !== 2 && i !== 34) loop.remove(`m${i}`);
    // m_cnt + 32 < m_max: compact_monsters(0) moves m34 down into hole after hole, ending at index 1.
    expect(turns(loop, 2, () => ({ kind: 'move' })).map(([id]) => id)).toEqual(['m2', 'm34']);
    expect([monster(loop, 'm34').index, monster(loop, 'm2').index]).toEqual([1, 2]);
  });
});

describe('hooks and time (dungeon.c dungeon(), process_world())', () => {
  it('emits processWorld on turns divisible by 10, afterPlayer and turnEnd every tick', () => {
    const loop = cthangband.create({ random: scripted([]), options: { startTurn: 50001 } });
    loop.add('player', { kind: 'player', energy: 0 });
    const seen: string[] = [];
    loop.on('processWorld', ({ turn }) => seen.push(`world ${turn}`));
    loop.on('afterPlayer', ({ tick }) => {
      if (tick === 1) seen.push('afterPlayer 1');
    });
    loop.on('turnEnd', ({ tick }) => {
      if (tick <= 2) seen.push(`end ${tick}`);
    });
    const t = loop.next(); // energy 0: the first turn comes on tick 100
    expect(t.time).toBe(50100);
    expect(seen.slice(0, 4)).toEqual(['afterPlayer 1', 'end 1', 'end 2', 'world 50010']);
  });
});

describe('typed errors', () => {
  it('rejects a monster action reported for the player, and the reverse', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player' });
    loop.next();
    // The core checks the action against the due actor's kind: a monster's action is not the player's.
    expect(() => loop.act('player', { kind: 'melee_player' })).toThrow(UnknownActionError);
    loop.act('player', { kind: 'walk' });
    const m = cthangband.create({ random: scripted([]) });
    m.add('orc', { kind: 'monster', speed: 0, energy: 995 });
    m.next();
    expect(() => m.act('orc', { kind: 'walk' })).toThrow(/kind "monster"/);
  });
  it('names the bad field of an action', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player' });
    loop.next();
    expect(() => loop.act('player', { kind: 'spell', skill: -3, min: 1 })).toThrow(InvalidActionError);
    expect(() => loop.act('player', { kind: 'spell', skill: -3, min: 1 })).toThrow(/skill: got -3/);
  });
  it('allows one player only, and player fields only on the player', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player' });
    expect(() => loop.add('twin', { kind: 'player' })).toThrow(ActorLimitError);
    expect(() => loop.add('twin', { kind: 'player' })).toThrow(/player/);
    loop.add('orc', { kind: 'monster', speed: 0, energy: 900 });
    expect(() => loop.update('orc', { numFire: 2 })).toThrow(InvalidPatchError);
    expect(() => loop.update('orc', { numFire: 2 })).toThrow(/numFire/);
    expect(() => loop.update('player', { numBlows: 2 })).toThrow(/numBlows/);
  });
  it('holds at most 511 monsters, the slots of m_list (MAX_M_IDX 512, index 0 unused)', () => {
    const loop = cthangband.create({ random: scripted([]) });
    for (let i = 1; i <= 511; i++) loop.add(`m${i}`, { kind: 'monster', speed: 0, energy: 900 });
    expect(() => loop.add('m512', { kind: 'monster', speed: 0, energy: 900 })).toThrow(ActorLimitError);
  });
  it('still enforces the turn protocol', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player' });
    expect(() => loop.act('player', { kind: 'walk' })).toThrow(TurnOrderError);
  });
});

describe('snapshots (the saved state is validated before the engine sees it)', () => {
  const pending = () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 900 });
    loop.add('orc', { kind: 'monster', speed: 0, energy: 995 });
    loop.add('bat', { kind: 'monster', speed: 20, energy: 900 });
    const turn = loop.next(); // the orc, with its move cost charged
    expect(turn.actor).toBe('orc');
    return JSON.parse(JSON.stringify(loop.snapshot())) as { engine: Record<string, unknown> } & Record<string, unknown>;
  };
  it('restores a loop with a monster turn pending', () => {
    const snap = pending();
    const again = restore(cthangband, snap);
    expect(again.pending).toBe('orc');
    again.act('orc', { kind: 'melee_player' });
    expect(again.inspect('orc').energy).toBe(1005 - 100 + 100 - 100);
  });
  it('refuses tampered states with a SnapshotError naming the field', () => {
    const tamper = (change: (engine: Record<string, unknown>) => void, field: RegExp) => {
      const snap = pending();
      change(snap.engine);
      expect(() => restore(cthangband, snap)).toThrow(SnapshotError);
      expect(() => restore(cthangband, snap)).toThrow(field);
    };
    const monsters = (e: Record<string, unknown>) => e.monsters as ({ id: string; speed: number } | null)[];
    tamper((e) => ((monsters(e)[1] as { id: string }).id = 'orc'), /an id no other actor has/);
    tamper((e) => (e.mMax = 5), /engine\.mMax/);
    tamper((e) => ((monsters(e)[0] as { speed: number }).speed = 90), /engine\.monsters\.0\.speed/); // a turn reads extract_energy: +89 at most
    tamper((e) => (e.phase = 7), /engine\.phase/);
    tamper((e) => (e.current = 2), /engine\.current/);
    tamper((e) => (monsters(e)[0] = null), /engine\.current/);
    tamper((e) => (e.cursor = 2), /engine\.cursor/);
    tamper((e) => (e.format = 'cthangband-engine/1'), /engine\.format/);
  });
});
