// The engine keeps the monster list in typed arrays and writes a monster's tick ledger with one
// store when it only gains (the rest follows from its energy): these pin the records inspect()
// and snapshots show in the cases where that shortcut must step aside.
import { SnapshotError, scripted, restore } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { cthangband } from '../src/index.js';

type Loop = ReturnType<typeof cthangband.create>;

const monster = (loop: Loop, id: string) => {
  const v = loop.inspect(id);
  if (v.kind !== 'monster') throw new Error(`${id} is not a monster`);
  return v;
};

/** The player acts on ticks 1 and 6; the bat (slot 2) on tick 1; the orc (slot 1) on tick 5. */
function threeActors(): Loop {
  const loop = cthangband.create({ random: scripted([]) });
  loop.add('player', { kind: 'player', energy: 1040 });
  loop.add('orc', { kind: 'monster', speed: 0, energy: 950 });
  loop.add('bat', { kind: 'monster', speed: 0, energy: 995 });
  return loop;
}

describe("a monster's ledger and last turn (melee2.c process_monsters())", () => {
  it('keeps the ledger of the tick it was last reached in through an energy edit', () => {
    const loop = threeActors();
    const turns = [loop.step((t) => (t.kind === 'player' ? { kind: 'walk' } : { kind: 'move' }))];
    while (turns.length < 3) turns.push(loop.step((t) => (t.kind === 'player' ? { kind: 'walk' } : { kind: 'move' })));
    expect(turns.map((t) => [t.actor, t.time])).toEqual([
      ['player', 1],
      ['bat', 1],
      ['orc', 5],
    ]);
    // The bat was reached on tick 5 before the orc: 935 + 10 = 945, no turn.
    expect(monster(loop, 'bat')).toMatchObject({ energy: 945, ledger: { tick: 5, e0: 935, gain: 10, e1: 945, bornSkip: false } });
    loop.update('bat', { energy: 500 });
    expect(monster(loop, 'bat')).toMatchObject({ energy: 500, ledger: { tick: 5, e0: 935, gain: 10, e1: 945, bornSkip: false } });
    // The orc's turn: 990 + 10 = 1000, charged 100 up front.
    expect(monster(loop, 'orc')).toMatchObject({ energy: 900, ledger: { tick: 5, e0: 990, gain: 10, e1: 1000, bornSkip: false } });
    loop.update('orc', { energy: 123 });
    expect(monster(loop, 'orc').ledger).toEqual({ tick: 5, e0: 990, gain: 10, e1: 1000, bornSkip: false });
    // The player's turn of tick 6 comes before the monsters': their ledgers are still tick 5's.
    const choose = (t: { readonly kind: string }) => (t.kind === 'player' ? ({ kind: 'walk' } as const) : ({ kind: 'move' } as const));
    expect(loop.step(choose)).toMatchObject({ actor: 'player', time: 6 });
    expect(monster(loop, 'bat').ledger).toEqual({ tick: 5, e0: 935, gain: 10, e1: 945, bornSkip: false });
    // Then both go on from their new energies, 10 a tick, to the player's next turn on tick 16.
    expect(loop.step(choose)).toMatchObject({ actor: 'player', time: 16 });
    expect(monster(loop, 'bat')).toMatchObject({ energy: 600, ledger: { tick: 15, e0: 590, gain: 10, e1: 600, bornSkip: false } });
    expect(monster(loop, 'orc')).toMatchObject({ energy: 223, ledger: { tick: 15, e0: 213, gain: 10, e1: 223, bornSkip: false } });
  });

  it("keeps a last turn's numbers through a speed or energy edit made before anything read them", () => {
    const choose = (t: { readonly kind: string }) => (t.kind === 'player' ? ({ kind: 'walk' } as const) : ({ kind: 'move' } as const));
    const orcMoved = { tick: 5, chargedMove: 100, afterCharge: 900, kind: 'move', refund: null, attackCost: null, energyAfter: 900 };
    // The orc's turn of tick 5 (990 + 10, charged 100 up front), then an edit, then the first read.
    for (const edit of [{ speed: 10 }, { speed: -20 }, { energy: 123 }, { speed: 20, energy: 5 }]) {
      const loop = threeActors();
      for (let k = 0; k < 3; k++) loop.step(choose);
      loop.update('orc', edit);
      expect(monster(loop, 'orc').last).toEqual(orcMoved);
    }
    // The same edits while the turn is open: the move is charged at the old cost, and the energy
    // after it is the energy once edited.
    for (const [edit, after] of [
      [{ speed: 10 }, 900],
      [{ energy: 500 }, 500],
    ] as const) {
      const loop = threeActors();
      for (let k = 0; k < 2; k++) loop.step(choose);
      expect(loop.next()).toMatchObject({ actor: 'orc', time: 5 });
      loop.update('orc', edit);
      loop.act('orc', { kind: 'move' });
      expect(monster(loop, 'orc').last).toEqual({ ...orcMoved, energyAfter: after });
    }
    // A refund after an edit of the open turn: melee1.c make_attack_normal() refunds extract_energy[mspeed] − 100 / num_blows.
    const loop = threeActors();
    for (let k = 0; k < 2; k++) loop.step(choose);
    loop.next();
    loop.update('orc', { speed: 10 });
    loop.act('orc', { kind: 'melee_player' });
    expect(monster(loop, 'orc').last).toMatchObject({ tick: 5, chargedMove: 100, afterCharge: 900, kind: 'melee_player', refund: 50, attackCost: 100 });
  });

  it('records a BORN skip without energy, and keeps it through a snapshot', () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('spawn', { kind: 'monster', speed: 0, energy: 995, born: true });
    loop.add('other', { kind: 'monster', speed: 0, energy: 985 });
    // Tick 1: the spawn is skipped; tick 2: the other monster (slot 2) acts before the spawn is reached.
    expect(loop.next()).toEqual({ actor: 'other', kind: 'monster', time: 2 });
    const again = restore(cthangband, JSON.parse(JSON.stringify(loop.snapshot())));
    for (const l of [loop, again])
      expect(monster(l, 'spawn')).toMatchObject({ born: false, energy: 995, ledger: { tick: 1, e0: 995, gain: 0, e1: 995, bornSkip: true } });
    for (const l of [loop, again]) {
      l.act('other', { kind: 'move' });
      expect(l.next()).toEqual({ actor: 'spawn', kind: 'monster', time: 2 });
      expect(monster(l, 'spawn')).toMatchObject({ energy: 905, ledger: { tick: 2, e0: 995, gain: 10, e1: 1005, bornSkip: false } });
    }
  });

  it('reads a restored last turn of the current tick as the saved record, not as a turn of this run', () => {
    const loop = threeActors();
    for (let i = 0; i < 3; i++) loop.step((t) => (t.kind === 'player' ? { kind: 'walk' } : { kind: 'move' }));
    const snap = JSON.parse(JSON.stringify(loop.snapshot())) as { engine: { cursor: number; tick: number } };
    expect([snap.engine.tick, snap.engine.cursor]).toEqual([5, 0]);
    // A state the game never reaches, but one the saved-state checks accept: the pass resumes above the orc.
    snap.engine.cursor = 1;
    const again = restore(cthangband, snap);
    expect(again.next()).toEqual({ actor: 'player', kind: 'player', time: 6 });
    // The orc was reached again on tick 5 (900 + 10), after its turn of tick 5.
    expect(monster(again, 'orc')).toMatchObject({
      energy: 910,
      ledger: { tick: 5, e0: 900, gain: 10, e1: 910, bornSkip: false },
      last: { tick: 5, chargedMove: 100, afterCharge: 900, kind: 'move', refund: null, attackCost: null, energyAfter: 900 },
    });
  });
});

describe("restore: the structure is checked by the state schema, what relates the fields by the ruleset's state.check, each naming field, value and what is allowed", () => {
  const pending = () => {
    const loop = cthangband.create({ random: scripted([]) });
    loop.add('player', { kind: 'player', energy: 900 });
    loop.add('orc', { kind: 'monster', speed: 0, energy: 995 });
    loop.add('bat', { kind: 'monster', speed: 20, energy: 900 });
    loop.next();
    return JSON.parse(JSON.stringify(loop.snapshot())) as {
      engine: Record<string, unknown> & { monsters: ({ id: string; speed: number; energy: number } | null)[] };
    };
  };
  const refused = (change: (engine: ReturnType<typeof pending>['engine']) => void): [unknown, string] => {
    const snap = pending();
    change(snap.engine);
    try {
      restore(cthangband, snap);
    } catch (e) {
      expect(e).toBeInstanceOf(SnapshotError);
      return [(e as SnapshotError).details, (e as Error).message];
    }
    throw new Error('restored a tampered snapshot');
  };
  it('names what relates the fields (state.check)', () => {
    expect(refused((e) => ((e.monsters[1] as { id: string }).id = 'orc'))).toEqual([
      { field: 'engine.monsters.1.id' },
      'restore(): snapshot.engine.monsters.1.id: got "orc"; an id no other actor has',
    ]);
    expect(refused((e) => (e.mMax = 5))).toEqual([
      { field: 'engine.mMax' },
      'restore(): snapshot.engine.mMax: got 5; the number of monster slots + 1 (3): m_max − 1 slots are listed',
    ]);
    expect(refused((e) => (e.current = 2))).toEqual([
      { field: 'engine.current' },
      "restore(): snapshot.engine.current: got 2; a monster whose turn of this tick is open (slot 2's is not)",
    ]);
    expect(refused((e) => (e.turn = 5))).toEqual([
      { field: 'engine.turn' },
      'restore(): snapshot.engine.turn: got 5; from 1 to startTurn − 1 + tick (1): turn goes up at most once a tick',
    ]);
  });
  it('names a structural fault (the schema)', () => {
    expect(refused((e) => ((e.monsters[0] as { speed: number }).speed = 90))).toEqual([
      { field: 'engine.monsters.0.speed' },
      'restore(): snapshot.engine.monsters.0.speed: got 90; ≤ 89',
    ]);
    expect(refused((e) => ((e.monsters[1] as { energy: number }).energy = 0.5))).toEqual([
      { field: 'engine.monsters.1.energy' },
      'restore(): snapshot.engine.monsters.1.energy: got 0.5; an integer',
    ]);
    expect(refused((e) => (e.tick = 2 ** 53))).toEqual([{ field: 'engine.tick' }, 'restore(): snapshot.engine.tick: got 9007199254740992; a safe integer']);
  });
  it('refuses a snapshot whose envelope names another pending actor than the engine state waits on', () => {
    const snap = pending() as ReturnType<typeof pending> & { pending: unknown };
    expect(snap.pending).toBe('orc');
    expect(() => restore(cthangband, { ...snap, pending: null })).toThrow(/snapshot\.pending is null but the engine state is waiting on "orc"/);
  });
});
