import {
  ActorLimitError,
  InvalidActionError,
  InvalidPatchError,
  LoopFailedError,
  SnapshotError,
  TurnOrderError,
  UnknownActionError,
  recording,
  scripted,
  seeded,
  type ActionInputOf,
  type EngineContext,
  type ActorId,
  type RandomCall,
  restore,
} from '@turnkeeper/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DcssEngine } from '../src/engine/engine.js';
import { dcssState } from '../src/engine/state.js';
import { DCSS_DRAW_SITES, Pcg32, dcss, type dcssActors, type DcssPlayerSpec, type DcssTypes, type DcssVersion } from '../src/index.js';

type Loop = ReturnType<typeof dcss.create>;
type PlayerAction = ActionInputOf<typeof dcssActors, 'player'>;
type MonsterAction = ActionInputOf<typeof dcssActors, 'monster'>;

/** Runs one player action and the monsters' reactions; returns who acted, in order. Ends with the player's next turn pending. */
function worldTurn(loop: Loop, action: PlayerAction, monsterAction: (id: ActorId) => MonsterAction = () => ({ kind: 'move' })): ActorId[] {
  if (loop.pending !== 'you') expect(loop.next().actor).toBe('you');
  loop.act('you', action);
  const order: ActorId[] = [];
  for (let t = loop.next(); t.actor !== 'you'; t = loop.next()) {
    order.push(t.actor);
    loop.act(t.actor, monsterAction(t.actor));
  }
  return order;
}

function monsterView(loop: Loop, id: ActorId): { index: number; energy: number; speed: number } {
  const view = loop.inspect(id);
  if (view.kind !== 'monster') throw new Error(`${String(id)} is not a monster`);
  return view;
}
const energy = (loop: Loop, id: ActorId): number => monsterView(loop, id).energy;

describe('the world loop (main.cc world_reacts, mon-act.cc handle_monsters)', () => {
  it("the player acts first; monsters then react to the whole action at the action's start time", () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('orc', { kind: 'monster', speed: 10, justSummoned: false });
    expect(loop.next()).toEqual({ actor: 'you', kind: 'player', time: 0 });
    loop.act('you', { kind: 'wait' });
    expect(loop.next()).toEqual({ actor: 'orc', kind: 'monster', time: 0 });
    loop.act('orc', { kind: 'move' });
    expect(loop.next()).toEqual({ actor: 'you', kind: 'player', time: 10 });
  });

  it('a new monster has 70 and skips the turn it was placed: a speed-10 monster acts on the second 10-aut action', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('orc', { kind: 'monster', speed: 10 });
    expect(energy(loop, 'orc')).toBe(70);
    expect(worldTurn(loop, { kind: 'wait' })).toEqual([]);
    expect(worldTurn(loop, { kind: 'wait' })).toEqual(['orc']);
  });

  it('against a 7-aut player a speed-10 monster needs two actions (7 + 7)', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('orc', { kind: 'monster', speed: 10, justSummoned: false });
    expect(worldTurn(loop, { kind: 'fixed', aut: 7 })).toEqual([]);
    expect(worldTurn(loop, { kind: 'fixed', aut: 7 })).toEqual(['orc']);
  });

  it('speed 15 against 10-aut actions goes 1, 2, 1, 2', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('fast', { kind: 'monster', speed: 15, justSummoned: false });
    const counts = Array.from({ length: 6 }, () => worldTurn(loop, { kind: 'wait' }).length);
    expect(counts).toEqual([1, 2, 1, 2, 1, 2]);
  });

  it('an ogre that keeps attacking (cost 15) attacks twice per three turns', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('ogre', { kind: 'monster', speed: 10, energyUsage: { attack: 15 }, justSummoned: false });
    const attacks = Array.from({ length: 30 }, () => worldTurn(loop, { kind: 'wait' }, () => ({ kind: 'melee' })).length);
    expect(attacks.reduce((a, b) => a + b, 0)).toBe(20);
  });

  it('one random2(10) per monster gain only when speed × time is not a multiple of 10', () => {
    const calls: RandomCall[] = [];
    const loop = dcss.create({ random: recording(scripted([0, 0]), calls) });
    loop
      .add('you', { kind: 'player' })
      .add('a', { kind: 'monster', speed: 10, justSummoned: false })
      .add('b', { kind: 'monster', speed: 13, justSummoned: false });
    worldTurn(loop, { kind: 'fixed', aut: 7 }, () => ({ kind: 'wait' }));
    expect(calls).toEqual([{ n: 10, result: 0, site: DCSS_DRAW_SITES.monsterGain }]); // b: 91/10; a: 70/10 exact
    expect(energy(loop, 'b')).toBe(80 - 10); // gain 10 (draw 0 < 1), acted once
  });

  it('a speed-0 monster never gains energy', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('plant', { kind: 'monster', speed: 0, justSummoned: false });
    worldTurn(loop, { kind: 'wait' });
    expect(energy(loop, 'plant')).toBe(70);
  });

  it('effective speeds of 100+ burn non-move energy and never act (mon-act.cc handle_monster_move)', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('x', { kind: 'monster', speed: 120, justSummoned: false });
    expect(worldTurn(loop, { kind: 'wait' })).toEqual([]);
    expect(energy(loop, 'x')).toBe(70 + 120 - 12 * 10);
  });

  it('a change of speed or haste re-rolls calc_speed at once (monster.cc calc_speed)', () => {
    const calls: RandomCall[] = [];
    const loop = dcss.create({ random: recording(scripted([1]), calls) });
    loop.add('you', { kind: 'player' }).add('orc', { kind: 'monster', speed: 11, justSummoned: false });
    loop.update('orc', { hasted: true });
    expect(calls).toEqual([{ n: 2, result: 1, site: DCSS_DRAW_SITES.calcSpeedHaste }]);
    expect(monsterView(loop, 'orc').speed).toBe(16);
  });

  it('a new monster takes the lowest free index, which decides the gain order', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('a', { kind: 'monster', speed: 10 }).add('b', { kind: 'monster', speed: 10 });
    loop.remove('a').add('c', { kind: 'monster', speed: 10 });
    expect(monsterView(loop, 'c').index).toBe(0);
    expect(loop.ids()).toEqual(['you', 'c', 'b']);
  });
});

describe('pursuit (mon-act.cc _maybe_launch_opportunity_attack, _maybe_randomize_energy)', () => {
  function pursuitLoop(values: number[], version: DcssVersion = 'trunk'): { loop: Loop; calls: RandomCall[] } {
    const calls: RandomCall[] = [];
    const loop = dcss.create({ random: recording(scripted(values), calls), version });
    loop.add('you', { kind: 'player' }).add('orc', { kind: 'monster', speed: 10, justSummoned: false });
    return { loop, calls };
  }

  it('a pursuer that reaches gets an opportunity attack at one in three, costing 0 or 1 energy', () => {
    const { loop, calls } = pursuitLoop([0, 1]);
    worldTurn(loop, { kind: 'move', pursuers: ['orc'] }, () => ({ kind: 'move', reach: true }));
    expect(calls).toEqual([
      { n: 3, result: 0, site: DCSS_DRAW_SITES.opportunityChance },
      { n: 2, result: 1, site: DCSS_DRAW_SITES.opportunityRefund },
    ]);
    expect(energy(loop, 'orc')).toBe(80 - 10 - 1);
  });

  it('otherwise its energy moves by random2(3) − 1', () => {
    const { loop, calls } = pursuitLoop([1, 2]);
    worldTurn(loop, { kind: 'move', pursuers: ['orc'] }, () => ({ kind: 'move', reach: true }));
    expect(calls).toEqual([
      { n: 3, result: 1, site: DCSS_DRAW_SITES.opportunityChance },
      { n: 3, result: 2, site: DCSS_DRAW_SITES.pursuitEnergy },
    ]);
    expect(energy(loop, 'orc')).toBe(71);
  });

  it('only on the first action, only if it is a step, and not before 0.31', () => {
    const attackFirst = pursuitLoop([]);
    worldTurn(attackFirst.loop, { kind: 'move', pursuers: ['orc'] }, () => ({ kind: 'melee' }));
    expect(attackFirst.calls).toEqual([]);
    const old = pursuitLoop([], '0.30');
    worldTurn(old.loop, { kind: 'move', pursuers: ['orc'] }, () => ({ kind: 'move', reach: true }));
    expect(old.calls).toEqual([]);
  });
});

describe('versions (dcssVersionRules)', () => {
  it('≤ 0.32 a 0-aut action still gives 1 energy, so a monster at 79 acts; 0.33+ it gives 0', () => {
    for (const [version, acts] of [
      ['0.32', 1],
      ['0.33', 0],
      ['trunk', 0],
    ] as const) {
      const loop = dcss.create({ random: scripted([]), version });
      loop.add('you', { kind: 'player' }).add('orc', { kind: 'monster', speed: 10, energy: 79, justSummoned: false });
      expect(worldTurn(loop, { kind: 'fixed', aut: 0 }).length, version).toBe(acts);
    }
  });

  it('≤ 0.27 every step costs random2(3) − 1 more, except for allies following the player', () => {
    const calls: RandomCall[] = [];
    const loop = dcss.create({ random: recording(scripted([0]), calls), version: '0.27' });
    loop
      .add('you', { kind: 'player' })
      .add('orc', { kind: 'monster', speed: 10, justSummoned: false })
      .add('pal', { kind: 'monster', speed: 10, justSummoned: false, followsPlayer: true });
    worldTurn(loop, { kind: 'wait' });
    expect(calls).toEqual([{ n: 3, result: 0, site: DCSS_DRAW_SITES.randomStepEnergy }]);
    expect(energy(loop, 'orc')).toBe(71); // 80 − (10 + 0 − 1)
    expect(energy(loop, 'pal')).toBe(70);
  });

  it('0.28.0 still has the random step cost (333b8329f1 put it back); 0.29 has none (7d8c13d22b)', () => {
    for (const [version, draws] of [
      ['0.28', 1],
      ['0.29', 0],
    ] as const) {
      const calls: RandomCall[] = [];
      const loop = dcss.create({ random: recording(scripted([2]), calls), version });
      loop.add('you', { kind: 'player' }).add('orc', { kind: 'monster', speed: 10, justSummoned: false });
      worldTurn(loop, { kind: 'wait' });
      expect(calls.length, version).toBe(draws);
      expect(energy(loop, 'orc'), version).toBe(draws === 1 ? 69 : 70); // 80 − (10 + 2 − 1)
    }
  });

  it('trunk rounds a hasted step once; 0.34 rolls player_speed again; 0.33 uses the _prep_input roll (movement.cc)', () => {
    for (const [version, values, expected] of [
      [
        'trunk',
        [0, 5],
        [
          { n: 3, result: 0, site: DCSS_DRAW_SITES.playerSpeedHaste },
          { n: 36000, result: 5, site: DCSS_DRAW_SITES.moveTime },
        ],
      ],
      [
        '0.34',
        [0, 0, 5],
        [
          { n: 3, result: 0, site: DCSS_DRAW_SITES.playerSpeedHaste },
          { n: 3, result: 0, site: DCSS_DRAW_SITES.playerSpeedHaste },
          { n: 10, result: 5, site: DCSS_DRAW_SITES.moveTimeTwoStage },
        ],
      ],
      [
        '0.33',
        [0, 5],
        [
          { n: 3, result: 0, site: DCSS_DRAW_SITES.playerSpeedHaste },
          { n: 10, result: 5, site: DCSS_DRAW_SITES.moveTimePrepRoll },
        ],
      ],
    ] as const) {
      const calls: RandomCall[] = [];
      const loop = dcss.create({ random: recording(scripted(values), calls), version });
      loop.add('you', { kind: 'player', hasted: true, movementSpeed: 8 });
      loop.next();
      loop.act('you', { kind: 'move' });
      expect(calls, version).toEqual(expected);
    }
  });
});

describe('snapshots', () => {
  it("a loop on DCSS's own PCG32 restores without help and continues identically", () => {
    const build = (): Loop => {
      const loop = dcss.create({ random: new Pcg32(12345n, 678n) });
      loop.add('you', { kind: 'player', hasted: true }).add('orc', { kind: 'monster', speed: 13, weapon: 'speed' });
      return loop;
    };
    const a = build();
    for (let i = 0; i < 40; i++) a.step((t) => (t.actor === 'you' ? { kind: 'move' } : { kind: 'melee' }));
    const b = restore(dcss, JSON.parse(JSON.stringify(a.snapshot())));
    const run = (l: Loop): number[] => Array.from({ length: 60 }, () => l.step((t) => (t.actor === 'you' ? { kind: 'wait' } : { kind: 'melee' })).time);
    expect(run(b)).toEqual(run(a));
    expect(b.snapshot()).toEqual(a.snapshot());
  });
});

describe('updates', () => {
  it('change only the fields given, and a snapshot after them restores to the same JSON', () => {
    const loop = dcss.create({ seed: 5 });
    loop.add('you', { kind: 'player' }).add('orc', { kind: 'monster', speed: 10, weapon: 'speed' });
    loop.update('you', { hasted: true, attack: { type: 'unarmed', skill10: 50 } });
    loop.update('orc', { weapon: null, energy: 95, energyUsage: { move: 8 } });
    const spec = (loop.snapshot().engine as { monsters: { spec: Record<string, unknown> }[] }).monsters[0]?.spec;
    expect(spec).toMatchObject({ weapon: null, energy: 70, energyUsage: { move: 8, swim: 8, attack: 10 } }); // energy is state, not spec
    expect(energy(loop, 'orc')).toBe(95);
    const json = JSON.stringify(loop.snapshot());
    expect(JSON.stringify(restore(dcss, JSON.parse(json)).snapshot())).toBe(json);
  });
});

describe('typed errors', () => {
  it('no player: time cannot pass', () => {
    const loop = dcss.create();
    loop.add('orc', { kind: 'monster', speed: 10 });
    expect(() => loop.next()).toThrow(TurnOrderError);
    expect(() => loop.next()).toThrow(/kind "player"/);
  });

  it('one player per loop', () => {
    const loop = dcss.create();
    loop.add('you', { kind: 'player' });
    expect(() => loop.add('twin', { kind: 'player' })).toThrow(ActorLimitError);
    expect(() => loop.add('twin', { kind: 'player' })).toThrow(/at most 1 actor of kind "player"/);
  });

  it('actions that do not fit the actor name the field and what is allowed', () => {
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('orc', { kind: 'monster', speed: 10, justSummoned: false });
    loop.next();
    expect(() => loop.act('you', { kind: 'missile' } as never)).toThrow(UnknownActionError);
    expect(() => loop.act('you', { kind: 'missile' } as never)).toThrow(/"missile".*"player".*allowed: "wait"/);
    expect(() => loop.act('you', { kind: 'fixed' } as never)).toThrow(InvalidActionError);
    expect(() => loop.act('you', { kind: 'fixed' } as never)).toThrow(/aut/);
    expect(() => loop.act('you', { kind: 'move', steps: 0 })).toThrow(/steps/);
    expect(() => loop.act('you', { kind: 'wait', aut: 5 } as never)).toThrow(InvalidActionError);
    loop.act('you', { kind: 'wait' });
    loop.next();
    expect(() => loop.act('orc', { kind: 'stairs' } as never)).toThrow(UnknownActionError);
    expect(() => loop.act('orc', { kind: 'stairs' } as never)).toThrow(/"stairs".*"monster"/);
    expect(() => loop.act('orc', { kind: 'fixed' } as never)).toThrow(/energy/);
    expect(() => loop.act('orc', { kind: 'fixed', aut: 10 } as never)).toThrow(InvalidActionError);
  });

  it('a pursuer that is not a monster present is refused before anything is drawn', () => {
    // A cross-reference only the engine can check: the pursuers must be monsters present.
    const loop = dcss.create({ random: scripted([]) });
    loop.add('you', { kind: 'player' }).add('orc', { kind: 'monster', speed: 10, justSummoned: false });
    loop.next();
    let error: unknown;
    try {
      loop.act('you', { kind: 'move', pursuers: ['orc', 'ghost'] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidActionError);
    expect((error as Error).message).toMatch(/pursuers\.1: got "ghost"; the id of a monster present/);
  });

  it('patches name fields that do not apply to the actor', () => {
    const loop = dcss.create();
    loop.add('you', { kind: 'player' }).add('orc', { kind: 'monster', speed: 10 });
    expect(() => loop.update('you', { energy: 90 })).toThrow(InvalidPatchError);
    expect(() => loop.update('you', { energy: 90 })).toThrow(/player patch: energy: got 90; not a field here/);
    expect(() => loop.update('orc', { movementSpeed: 8 })).toThrow(InvalidPatchError);
    expect(() => loop.update('orc', { movementSpeed: 8 })).toThrow(/monster patch: movementSpeed: got 8; not a field here/);
    expect(() => loop.update('orc', { speed: -3 })).toThrow(/speed: got -3/);
  });
});

describe('snapshots share nothing', () => {
  const weapon = { type: 'weapon', baseDelay: 14, skill10: 75 } as const;
  const setup = () => {
    const loop = dcss.create({ seed: 4 });
    loop.add('you', { kind: 'player', attack: weapon }).add('orc', { kind: 'monster', speed: 12, energyUsage: { attack: 15 } });
    loop.act(loop.next().actor, { kind: 'wait' });
    return loop;
  };
  type Saved = {
    engine: { player: { spec: { attack: { skill10: number }; hasted: boolean } }; monsters: { spec: { speed: number; energyUsage: { attack: number } } }[] };
  };

  it('two loops restored from one in-memory snapshot: changing one changes neither the other nor the snapshot', () => {
    const snap = setup().snapshot();
    const before = JSON.stringify(snap);
    const a = restore(dcss, snap);
    const b = restore(dcss, snap);
    a.update('you', { hasted: true, attack: { type: 'weapon', baseDelay: 20, skill10: 10 } });
    a.update('orc', { speed: 3, energyUsage: { attack: 30 } });
    for (let i = 0; i < 30; i++) a.step((t) => ({ kind: t.kind === 'player' ? 'melee' : 'melee' }));
    expect(JSON.stringify(snap)).toBe(before);
    expect(JSON.stringify(b.snapshot())).toBe(before);
  });

  it("changing a snapshot's specs changes neither the loop it came from nor one restored from it before", () => {
    const loop = setup();
    const snap = loop.snapshot() as unknown as Saved;
    const restored = restore(dcss, snap);
    const live = JSON.stringify(loop.snapshot());
    snap.engine.player.spec.attack.skill10 = 0;
    snap.engine.player.spec.hasted = true;
    (snap.engine.monsters[0] as Saved['engine']['monsters'][number]).spec.energyUsage.attack = 99;
    (snap.engine.monsters[0] as Saved['engine']['monsters'][number]).spec.speed = 1;
    expect(JSON.stringify(loop.snapshot())).toBe(live);
    expect(JSON.stringify(restored.snapshot())).toBe(live);
  });

  it('the engine itself keeps copies: of the saved state it is built from, of the specs it is given, in what it saves', () => {
    const ctx: EngineContext<DcssTypes> = { version: 'trunk', options: {}, random: seeded(1), emit: () => undefined, heard: {} };
    const saved = v.parse(dcssState, setup().snapshot().engine);
    const engine = new DcssEngine(ctx, saved);
    const before = JSON.stringify(engine.save());
    const player = saved.player as NonNullable<typeof saved.player>;
    (player.spec.attack as { skill10: number }).skill10 = 0;
    (saved.monsters[0] as (typeof saved.monsters)[number]).spec.energyUsage.attack = 99;
    expect(JSON.stringify(engine.save())).toBe(before);
    const out = engine.save();
    (out.player?.spec.attack as { skill10: number }).skill10 = 1;
    (out.monsters[0] as (typeof out.monsters)[number]).spec.energyUsage.attack = 1;
    expect(JSON.stringify(engine.save())).toBe(before);
    const spec = dcss.parseSpec({ kind: 'player', attack: weapon }) as DcssPlayerSpec;
    const fresh = new DcssEngine(ctx);
    fresh.add('you', spec);
    (spec.attack as { skill10: number }).skill10 = 0;
    expect(fresh.save().player?.spec.attack).toMatchObject({ skill10: 75 });
  });

  it('a spec given to add() and changed afterwards changes nothing in the loop', () => {
    const spec = { kind: 'player', attack: { type: 'weapon', baseDelay: 14, skill10: 75 } } as {
      kind: 'player';
      attack: { type: 'weapon'; baseDelay: number; skill10: number };
    };
    const loop = dcss.create({ seed: 4 });
    loop.add('you', spec);
    const before = JSON.stringify(loop.snapshot());
    spec.attack.skill10 = 0;
    expect(JSON.stringify(loop.snapshot())).toBe(before);
  });
});

describe('snapshots refused', () => {
  function snapshot(): Record<string, unknown> {
    const loop = dcss.create({ seed: 3 });
    loop.add('you', { kind: 'player', hasted: true }).add('orc', { kind: 'monster', speed: 12 }).add('rat', { kind: 'monster', speed: 15 });
    for (let i = 0; i < 7; i++) loop.step((t) => (t.kind === 'player' ? { kind: 'move', pursuers: ['orc'] } : { kind: 'move' }));
    return JSON.parse(JSON.stringify(loop.snapshot())) as Record<string, unknown>;
  }
  const tamper = (edit: (engine: Record<string, unknown>) => void): Record<string, unknown> => {
    const snap = snapshot();
    edit(snap.engine as Record<string, unknown>);
    return snap;
  };
  const monsters = (e: Record<string, unknown>): Record<string, unknown>[] => e.monsters as Record<string, unknown>[];

  it('restores an untouched snapshot', () => {
    expect(() => restore(dcss, snapshot())).not.toThrow();
  });

  it("refuses duplicate ids and slots, pursuers not present, bad heaps, a queue on the player's turn and out-of-range values", () => {
    const cases: [string, (e: Record<string, unknown>) => void][] = [
      ['duplicate id', (e) => void ((monsters(e)[1] as Record<string, unknown>).id = 'orc')],
      ['player id reused', (e) => void ((monsters(e)[0] as Record<string, unknown>).id = 'you')],
      ['duplicate slot', (e) => void ((monsters(e)[1] as Record<string, unknown>).slot = 0)],
      ['pursuer not present', (e) => void (e.pursuers = [7])],
      ["queue on the player's turn", (e) => void ((e.phase = 'player'), (e.queue = [[0, 90]]))],
      [
        'not a heap',
        (e) =>
          void ((e.phase = 'monsters'),
          (e.prepared = null),
          (e.queue = [
            [0, 80],
            [1, 95],
          ])),
      ],
      ['roll while monsters act', (e) => void ((e.phase = 'monsters'), (e.prepared = 7), (e.queue = []))],
      ['negative time', (e) => void (e.time = -10)],
      ['fractional energy', (e) => void ((monsters(e)[0] as Record<string, unknown>).energy = 80.5)],
      ['huge slot', (e) => void ((monsters(e)[0] as Record<string, unknown>).slot = 1e12)],
      ['a monster spec with a player field', (e) => void (((monsters(e)[0] as Record<string, unknown>).spec as Record<string, unknown>).movementSpeed = 8)],
      ['pops past the limit', (e) => void (e.pops = 40000)],
    ];
    for (const [what, edit] of cases) expect(() => restore(dcss, tamper(edit)), what).toThrow(SnapshotError);
  });
});

describe('other player time rules (files.cc load_level, item-use.cc, spl-cast.cc)', () => {
  it('stairs ×3/2 of the wait, a quick equip half of it, Sandblast ×3/2 truncated', () => {
    const times: number[] = [];
    const loop = dcss.create({ random: scripted([0]) });
    loop.add('you', { kind: 'player', slowed: true });
    for (const action of [{ kind: 'stairs' }, { kind: 'equip' }, { kind: 'spell', sandblast: true }] as const) {
      const before = loop.next().time;
      loop.act('you', action);
      times.push(loop.next().time - before);
      loop.act('you', { kind: 'fixed', aut: 0 });
    }
    // slowed wait 15: stairs div_rand_round(45, 2) draws random2(2); equip ⌊15/2⌋ = 7; Sandblast ⌊45/2⌋ = 22
    expect(times).toEqual([23, 7, 22]);
  });
});

describe("crawl's limit on monster turns in one world turn", () => {
  it('stops as crawl does, leaving the loop failed; the snapshot taken before the last pop fails the same way after a restore', () => {
    const loop = dcss.create({ seed: 1 });
    loop.add('you', { kind: 'player' }).add('swarm', { kind: 'monster', speed: 10, justSummoned: false, energy: 1_000_000, energyUsage: { move: 1 } });
    loop.act(loop.next().actor, { kind: 'wait' });
    let error: unknown;
    let actions = 0;
    let saved: unknown;
    const move = Object.freeze({ kind: 'move' } as const);
    try {
      for (let i = 0; i < 40_000; i++) {
        loop.act(loop.next().actor, move);
        actions++;
        if (actions === 32_768) saved = JSON.parse(JSON.stringify(loop.snapshot()));
      }
    } catch (e) {
      error = e;
    }
    expect((error as { code?: string }).code).toBe('TIME_OVERFLOW');
    // mon-act.cc `if (tries++ > 32767) die(…)`: pops 1 … 32768 act, the 32769th dies.
    expect(actions).toBe(32_768);
    expect(() => loop.next()).toThrow(LoopFailedError);
    const again = restore(dcss, saved);
    expect(() => again.next()).toThrow(/more than 32768 queue pops in one world turn/);
  });
});

describe('patches of nested fields', () => {
  it('merge: an energyUsage patch changes the entries it names and keeps the others', () => {
    const loop = dcss.create({ seed: 1 });
    loop.add('you', { kind: 'player' }).add('orc', { kind: 'monster', speed: 10, energyUsage: { attack: 15, move: 12 } });
    loop.update('orc', { energyUsage: { attack: 20 } });
    const saved = loop.snapshot().engine as { monsters: { spec: { energyUsage: Record<string, number> } }[] };
    expect(saved.monsters[0]?.spec.energyUsage).toEqual({ move: 12, swim: 12, attack: 20, missile: 10, spell: 10 });
  });

  it('ignore fields given as undefined rather than breaking the next action', () => {
    const loop = dcss.create({ seed: 1 });
    loop.add('you', { kind: 'player' }).add('orc', { kind: 'monster', speed: 10, justSummoned: false });
    loop.update('orc', { speed: undefined, weapon: undefined });
    for (let i = 0; i < 10; i++) {
      const t = loop.next();
      loop.act(t.actor, { kind: t.kind === 'player' ? 'wait' : 'melee' });
    }
    expect(loop.inspect('orc')).toMatchObject({ speed: 10 });
  });
});
