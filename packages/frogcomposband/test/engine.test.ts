import {
  ActorLimitError,
  InvalidActionError,
  InvalidPatchError,
  InvalidSpecError,
  SnapshotError,
  TurnOrderError,
  UnknownActorKindError,
  recording,
  scripted,
  type RandomCall,
  restore,
} from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { frogcomposband, type FrogcomposbandVersion } from '../src/index.js';

/** Scripted values that make every ENERGY_NEED() exactly 100: tmp 0 → offset 0 (randnor(), src/z-rand.c). */
const hundreds = (n: number): number[] => new Array<number>(n).fill(0);

type Loop = ReturnType<typeof frogcomposband.create>;
const view = (loop: Loop, id: string | number): ReturnType<Loop['inspect']> => loop.inspect(id);

function turns(loop: Loop, count: number, action: Parameters<Loop['act']>[1] = { kind: 'act' }): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = loop.next();
    out.push(`${String(t.actor)}@${t.time}`);
    loop.act(t.actor, action);
  }
  return out;
}

describe('game turns and the player action loop (dungeon.c dungeon(), process_player())', () => {
  it('lets the player act again within a game turn while energy_need <= 0', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(40)) });
    loop.add('P', { kind: 'player', speed: 3, energyNeed: -150 });
    // +3 gains 13: −163, then two 100-cost actions → −63 → 37; then 24, 11, −2 → acts at turn 4.
    expect(loop.next()).toEqual({ actor: 'P', kind: 'player', time: 1 });
    loop.act('P', { kind: 'act' });
    expect(view(loop, 'P').energyNeed).toBe(-63);
    expect(loop.next()).toEqual({ actor: 'P', kind: 'player', time: 1 });
    loop.act('P', { kind: 'act' });
    expect(view(loop, 'P').energyNeed).toBe(37);
    expect(loop.next()).toEqual({ actor: 'P', kind: 'player', time: 4 });
  });

  it('counts zero as due ("> 0 means wait")', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(4)) });
    loop.add('P', { kind: 'player', speed: 0, energyNeed: 10 });
    expect(loop.next()).toEqual({ actor: 'P', kind: 'player', time: 1 });
  });

  it('runs the player first, then monsters from the highest index down, each at most once per turn', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(60)) });
    loop.add('P', { kind: 'player', speed: 0, energyNeed: 0 });
    loop.add('low', { kind: 'monster', speed: 0, energyNeed: -500, index: 1 });
    loop.add('high', { kind: 'monster', speed: 0, energyNeed: 0, index: 7 });
    // low: −510 + 100 = −410 after turn 1, so it is due every turn but acts once per turn.
    expect(turns(loop, 6)).toEqual(['P@1', 'high@1', 'low@1', 'low@2', 'low@3', 'low@4']);
  });

  it('gives no energy to a monster that has not noticed the player', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(60)) });
    loop.add('P', { kind: 'player', speed: 0 });
    loop.add('far', { kind: 'monster', speed: 30, energyNeed: 40, aware: false });
    turns(loop, 10);
    expect(view(loop, 'far').energyNeed).toBe(40);
    loop.update('far', { aware: true });
    // +30 gains 38 per turn: 40 → 2 → −36: due in the second turn after noticing.
    const seen: string[] = [];
    while (seen.length < 1) {
      const t = loop.next();
      if (t.actor === 'far') seen.push(String(t.time));
      loop.act(t.actor, { kind: 'act' });
    }
    expect(view(loop, 'far').last?.needAfterGain).toBe(-36);
  });

  it('returns no turn when nobody can ever act', () => {
    const loop = frogcomposband.create();
    loop.add(1, { kind: 'monster', speed: 0, energyNeed: 0, aware: false });
    expect(() => loop.next()).toThrow(/no actor can act/);
  });
});

describe('charging the player (dungeon.c process_player())', () => {
  function charged(energyUse: number, values: number[], timeStop = false): { cost: number; calls: RandomCall[] } {
    const calls: RandomCall[] = [];
    const loop = frogcomposband.create({ random: recording(scripted(values), calls) });
    loop.add('P', { kind: 'player', speed: 0, energyNeed: 0 });
    loop.next();
    const before = view(loop, 'P').energyNeed;
    loop.act('P', { kind: 'act', energyUse, timeStop });
    return { cost: view(loop, 'P').energyNeed - before, calls };
  }

  it('charges nothing and draws nothing for a free action, and the player acts again', () => {
    const calls: RandomCall[] = [];
    const loop = frogcomposband.create({ random: recording(scripted([]), calls) });
    loop.add('P', { kind: 'player', speed: 0, energyNeed: 0 });
    loop.next();
    loop.act('P', { kind: 'act', energyUse: 0 });
    expect(loop.next()).toEqual({ actor: 'P', kind: 'player', time: 1 });
    expect(calls).toEqual([]);
    loop.act('P', { kind: 'act', energyUse: 500 });
    // player_turn counts only the actions that cost energy (dungeon.c process_player()).
    expect(loop.inspect('P')).toMatchObject({ playerTurns: 1, energyNeed: 490 });
  });

  it('charges more than 400 exactly, with no draw; 400 itself is randomized', () => {
    expect(charged(401, [])).toEqual({ cost: 401, calls: [] });
    expect(charged(1000, [])).toEqual({ cost: 1000, calls: [] });
    // tmp 32767 → offset 71, coin 99 → +: 171 clamped to 130 at +0; 400 × 130 / 100 = 520.
    expect(charged(400, [32767, 99])).toEqual({
      cost: 520,
      calls: [
        { n: 32768, result: 32767, site: 'randnor:tmp=randint0(32768)' },
        { n: 100, result: 99, site: 'randnor:randint0(100)<50' },
      ],
    });
  });

  it('charges exactly during time-stop', () => {
    expect(charged(100, [], true)).toEqual({ cost: 100, calls: [] });
  });

  it('truncates non-100 costs: 62 × 70 / 100 = 43 and 200 × 130 / 100 = 260 at +0', () => {
    expect(charged(62, [32767, 0]).cost).toBe(43);
    expect(charged(200, [32767, 99]).cost).toBe(260);
  });

  it('prices moves and archery as nominal costs (cmd1.c move_player(), cmd2.c do_cmd_fire_aux2())', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(20)) });
    loop.add('P', { kind: 'player', speed: 0, energyNeed: -1000 });
    const costs: number[] = [];
    const act = (a: Parameters<Loop['act']>[1]): void => {
      loop.next();
      const before = view(loop, 'P').energyNeed;
      loop.act('P', a);
      costs.push(view(loop, 'P').energyNeed - before);
    };
    act({ kind: 'move', terrain: 'tree' });
    act({ kind: 'move', terrain: 'snow' });
    act({ kind: 'move', terrain: 'slush' });
    act({ kind: 'move', terrain: 'web' });
    act({ kind: 'shoot', bow: 'longBow', shots: 160 });
    expect(costs).toEqual([200, 133, 111, 200, 62]);
  });
});

describe('the cost randomizer by version (dungeon.c energy_need_clipper_aux() and its history)', () => {
  const lowest = (version: FrogcomposbandVersion): number => {
    const loop = frogcomposband.create({ version, random: scripted([32767, 0]) });
    loop.add('P', { kind: 'player', speed: 0, energyNeed: 0 });
    loop.next();
    loop.act('P', { kind: 'act' });
    return view(loop, 'P').energyNeed + 10;
  };
  it('clamps by energy per turn now, to 67..133 from 2018 to 2020, and not before', () => {
    expect(lowest('7.1.salmiak')).toBe(70);
    expect(lowest('7.0.cloudberry')).toBe(67);
    expect(lowest('7.0.nougat')).toBe(29);
  });
});

describe('energy_need_hack, the shared clamp index (variable.c, dungeon.c, monster2.c)', () => {
  it("clamps the player's cost with a monster's index when the command creates a monster", () => {
    const loop = frogcomposband.create({ random: scripted([0, 0, 0, 32767, 0]) });
    loop.add('P', { kind: 'player', speed: 0, energyNeed: 0 });
    loop.next();
    // A unique +40 (E = 42, clamp 80..120) placed during the command: its ENERGY_NEED() and randint0(100).
    loop.add('summoned', { kind: 'monster', race: 40, unique: true });
    loop.act('P', { kind: 'act' });
    // randnor gave 29; the player's own clamp would make it 70, the monster's makes it 80.
    expect(view(loop, 'P').energyNeed).toBe(-10 + 80);
  });

  it('keeps the clamp index of the start of the turn when the player speeds up mid-turn', () => {
    const loop = frogcomposband.create({ random: scripted([32767, 0, 32767, 0]) });
    loop.add('P', { kind: 'player', speed: 0, energyNeed: -200 });
    loop.next();
    loop.update('P', { speed: 40 }); // E 42: its own clamp would be 80
    loop.act('P', { kind: 'act' });
    expect(view(loop, 'P').energyNeed).toBe(-210 + 70);
  });
});

describe('monsters (melee2.c process_monsters(), monster2.c get_mspeed(), place_monster_one())', () => {
  it('draws the base cost before returning the monster, and terrain extras when it moves', () => {
    const calls: RandomCall[] = [];
    const loop = frogcomposband.create({ random: recording(scripted(hundreds(20)), calls) });
    loop.add('m', { kind: 'monster', speed: 0, energyNeed: 0 });
    loop.next();
    expect(calls.map((c) => c.n)).toEqual([32768, 100]);
    expect(view(loop, 'm').energyNeed).toBe(90);
    loop.act('m', { kind: 'move', terrain: 'snow' });
    expect(calls.map((c) => c.n)).toEqual([32768, 100, 32768, 100]);
    expect(view(loop, 'm').energyNeed).toBe(90 + 40); // trunc(100 × 2 / 5)
  });

  it('adds tree, snow, slush and web extras unless the monster is exempt, web on top', () => {
    const extra = (action: Parameters<Loop['act']>[1], spec: Record<string, unknown> = {}): number => {
      const loop = frogcomposband.create({ random: scripted(hundreds(20)) });
      loop.add('m', { kind: 'monster', speed: 0, energyNeed: 0, ...spec });
      loop.next();
      loop.act('m', action);
      return view(loop, 'm').energyNeed - 90;
    };
    expect(extra({ kind: 'move', terrain: 'tree' })).toBe(100);
    expect(extra({ kind: 'move', terrain: 'slush' })).toBe(11);
    expect(extra({ kind: 'move', terrain: 'web' })).toBe(100);
    expect(extra({ kind: 'move', terrain: 'snow', web: true })).toBe(140);
    expect(extra({ kind: 'move', terrain: 'tree' }, { canFly: true })).toBe(0);
    expect(extra({ kind: 'move', terrain: 'tree' }, { wildWood: true })).toBe(0);
    expect(extra({ kind: 'move', terrain: 'snow' }, { wildSnow: true })).toBe(0);
    expect(extra({ kind: 'move', terrain: 'web' }, { spider: true })).toBe(0);
    expect(extra({ kind: 'act' })).toBe(0);
  });

  it('keeps each race flag apart, whether given in the spec, patched or restored (they share one number)', () => {
    const flags = ['regenerate', 'nonliving', 'canFly', 'passWall', 'wildWood', 'wildSnow', 'spider'] as const;
    const loop = frogcomposband.create({ seed: 4 });
    loop.add('m', { kind: 'monster', speed: 0, energyNeed: 50, canFly: true, spider: true });
    const saved = (l: Loop): Record<string, unknown> => (l.snapshot().engine as { monsters: Record<string, unknown>[] }).monsters[0] ?? {};
    expect(flags.filter((f) => saved(loop)[f] === true)).toEqual(['canFly', 'spider']);
    loop.update('m', { canFly: false, wildSnow: true, regenerate: true });
    expect(flags.filter((f) => saved(loop)[f] === true)).toEqual(['regenerate', 'wildSnow', 'spider']);
    const back = restore(frogcomposband, loop.snapshot());
    expect(flags.filter((f) => saved(back)[f] === true)).toEqual(['regenerate', 'wildSnow', 'spider']);
    // Patched off: a tree now costs its draw again; the web still costs nothing.
    const tree = (patch: Record<string, boolean>): number => {
      const l = frogcomposband.create({ random: scripted(hundreds(20)) });
      l.add('m', { kind: 'monster', speed: 0, energyNeed: 0, canFly: true, spider: true });
      l.update('m', patch);
      l.next();
      l.act('m', { kind: 'move', terrain: 'tree', web: true });
      return view(l, 'm').energyNeed - 90;
    };
    expect(tree({})).toBe(0);
    expect(tree({ canFly: false })).toBe(100);
    expect(tree({ canFly: false, spider: false })).toBe(200);
  });

  it("rolls a new monster in the golden files' order: randint0(4), randint0(2i+1), ENERGY_NEED(), randint0(100)", () => {
    const calls: RandomCall[] = [];
    const loop = frogcomposband.create({ random: recording(scripted([0, 6, 0, 0, 30]), calls) });
    loop.add('m', { kind: 'monster', race: 0 });
    expect(calls.map((c) => c.n)).toEqual([4, 7, 32768, 100, 100]);
    // Every draw is labelled with the C function and expression that makes it.
    expect(calls.map((c) => c.site)).toEqual([
      'get_mspeed:one_in_(4)',
      'get_mspeed:rand_spread(0,i)',
      'randnor:tmp=randint0(32768)',
      'randnor:randint0(100)<50',
      'place_monster_one:energy_need=ENERGY_NEED()-randint0(100)',
    ]);
    // one_in_(4) hit: i = 10/3 = 3, so 6 − 3 = +3; energy 100 − 30.
    expect(view(loop, 'm')).toMatchObject({ speed: 3, energyNeed: 70 });
  });

  it('gives uniques the race speed with no draw, summons at least 25, nightmare twice the subtraction', () => {
    const unique = frogcomposband.create({ random: scripted([0, 0, 99]) });
    unique.add('u', { kind: 'monster', race: 20, unique: true, summoned: true });
    expect(view(unique, 'u')).toMatchObject({ speed: 20, energyNeed: 25 });
    const nightmare = frogcomposband.create({ random: scripted([0, 0, 30]), options: { nightmare: true } });
    nightmare.add('n', { kind: 'monster', race: 20, unique: true });
    expect(view(nightmare, 'n')).toMatchObject({ speed: 25, energyNeed: 40 });
  });

  it('skips a monster created below the one being processed for the rest of that pass (MFLAG_BORN)', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(60)) });
    loop.add('top', { kind: 'monster', speed: 0, energyNeed: 0, index: 5 });
    expect(loop.next()).toEqual({ actor: 'top', kind: 'monster', time: 1 });
    loop.add('child', { kind: 'monster', speed: 0, energyNeed: -100, index: 2 });
    loop.add('above', { kind: 'monster', speed: 0, energyNeed: -100, index: 9 });
    loop.act('top', { kind: 'act' });
    expect(turns(loop, 2)).toEqual(['above@2', 'child@2']);
  });

  it('processes a monster created during the player phase in the same game turn', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(60)) });
    loop.add('P', { kind: 'player', energyNeed: 0 });
    loop.next();
    loop.add('new', { kind: 'monster', speed: 0, energyNeed: 0 });
    loop.act('P', { kind: 'act' });
    expect(loop.next()).toEqual({ actor: 'new', kind: 'monster', time: 1 });
  });
});

describe('timed effects and hooks (dungeon.c process_world(), melee2.c process_mon_mtimed())', () => {
  it('counts the haste timer down on tick turns; the new speed applies from the next game turn', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(200)) });
    loop.add('P', { kind: 'player', speed: 0, haste: 1, energyNeed: 1000 });
    const gains: number[] = [];
    loop.on('gameTurnEnd', () => gains.push(view(loop, 'P').last?.gain ?? -1));
    loop.next();
    expect(gains.slice(0, 12)).toEqual([20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 10, 10]);
  });

  it('ticks a monster: FAST and SLOW down, the monsterTimers hook, then the mini-slow roll', () => {
    const calls: RandomCall[] = [];
    const loop = frogcomposband.create({ random: recording(scripted([5, 40]), calls), options: { startTurn: 10 } });
    loop.add('m', { kind: 'monster', speed: 0, energyNeed: 10_000, fast: 1, slow: 2, minislow: 6, regenerate: true });
    loop.add('P', { kind: 'player', energyNeed: 15 }); // due at turn 11, after turn 10 is processed
    const seen: string[] = [];
    loop.on('monsterTimers', (p, ctx) => {
      seen.push(`timers ${String(p.actor)} @${p.gameTurn}`);
      ctx.random.below(1024); // a sleeping monster's noise roll
    });
    loop.on('processWorld', (p) => seen.push(`world @${p.gameTurn}`));
    loop.next();
    expect(seen).toEqual(['timers m @10', 'world @10']);
    // randint0(50) because of REGENERATE; 40 ≥ 6, so no recovery.
    expect(calls.map((c) => c.n)).toEqual([1024, 50]);
    expect(calls[1]?.site).toBe('process_mon_mtimed:randint0(REGENERATE?50:100)<minislow');
    expect(loop.inspect('m')).toMatchObject({ fast: 0, slow: 1, minislow: 6, speed: -11 });
  });
});

describe('typed errors', () => {
  it('rejects a second player, a taken index, an unknown kind and fields of the other kind', () => {
    const loop = frogcomposband.create();
    loop.add('P', { kind: 'player' });
    loop.add('m', { kind: 'monster', speed: 0, index: 3 });
    // The player kind's limit (max: 1) is the core's: ActorLimitError, naming the kind.
    expect(() => loop.add('Q', { kind: 'player' })).toThrow(ActorLimitError);
    expect(() => loop.add('Q', { kind: 'player' })).toThrow(/kind/);
    expect(() => loop.add('n', { kind: 'monster', speed: 0, index: 3 })).toThrow(InvalidSpecError);
    expect(() => loop.add('n', { kind: 'monster', speed: 0, index: 3 })).toThrow(/index/);
    expect(() => loop.add('d', { kind: 'dragon', speed: 0 } as never)).toThrow(UnknownActorKindError);
    expect(() => loop.add('d', { kind: 'dragon', speed: 0 } as never)).toThrow(/kind/);
    expect(() => loop.add('n', { kind: 'monster', speed: 0, haste: 3 } as never)).toThrow(InvalidSpecError);
    expect(() => loop.update('m', { haste: 5 })).toThrow(InvalidPatchError);
    expect(() => loop.update('m', { haste: 5 })).toThrow(/haste/);
    expect(() => loop.update('P', { fast: 5 })).toThrow(/fast/);
    // A monster's byte mspeed holds raw −110..+145 (internal 0..255).
    expect(() => loop.update('m', { speed: 146 })).toThrow(/speed/);
    expect(loop.ids()).toEqual(['P', 'm']);
  });

  it('names the bad field of an action', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(10)) });
    loop.add('P', { kind: 'player' });
    loop.next();
    // energy_use is an s16b: −32768..32767 (negative only after a wrap, still charged as the game does).
    expect(() => loop.act('P', { kind: 'act', energyUse: -32769 })).toThrow(/energyUse/);
    expect(() => loop.act('P', { kind: 'act', energyUse: 32768 })).toThrow(/energyUse/);
    expect(() => loop.act('P', { kind: 'shoot', bow: 'longBow', shots: 0 })).toThrow(/shots/);
    expect(() => loop.act('P', { kind: 'move', terrain: 'lava' as 'tree' })).toThrow(InvalidActionError);
    expect(() => loop.act('P', { kind: 'move', terrain: 'lava' as 'tree' })).toThrow(/terrain/);
    expect(() => loop.act('P', { kind: 'move', terrain: 'tree', base: 32768 })).toThrow(InvalidActionError);
    expect(() => loop.act('P', { kind: 'move', terrain: 'tree', base: 32768 })).toThrow(/base/);
    expect(loop.pending).toBe('P');
  });

  it('names the version and options it rejects', () => {
    expect(() => frogcomposband.create({ version: '4.2' as FrogcomposbandVersion })).toThrow(/version/);
    expect(() => frogcomposband.create({ options: { startTurn: -1 } })).toThrow(/startTurn/);
  });
});

describe('saved states and hook handlers', () => {
  function snapshotWithMonsters(): Record<string, unknown> {
    const loop = frogcomposband.create({ seed: 5 });
    loop.add('P', { kind: 'player', speed: 3 });
    loop.add('a', { kind: 'monster', speed: 0, index: 2 });
    loop.add('b', { kind: 'monster', race: 10, index: 7 });
    for (let i = 0; i < 9; i++) loop.step(() => ({ kind: 'act' }));
    return JSON.parse(JSON.stringify(loop.snapshot())) as Record<string, unknown>;
  }
  type Engine = { hack: number; current: unknown; phase: string; monsters: Record<string, unknown>[] };
  const tampered = (edit: (engine: Engine) => void): Record<string, unknown> => {
    const snap = snapshotWithMonsters();
    const engine = structuredClone(snap.engine) as Engine;
    edit(engine);
    return { ...snap, engine };
  };

  it('restores a valid state and refuses a tampered one with a SnapshotError naming the field', () => {
    expect(restore(frogcomposband, snapshotWithMonsters()).ids()).toEqual(['P', 'b', 'a']);
    const cases: [string, (e: Engine) => void][] = [
      ['hack', (e) => (e.hack = 50)],
      ['current', (e) => (e.current = 'nobody')],
      ['monsters', (e) => e.monsters.reverse()],
      ['id', (e) => ((e.monsters[1] as Record<string, unknown>).id = 'b')],
      ['energyNeed', (e) => ((e.monsters[0] as Record<string, unknown>).energyNeed = 40_000)],
      [
        'hackMIdx',
        (e) => {
          e.phase = 'start';
          (e as unknown as Record<string, unknown>).hackMIdx = 2;
        },
      ],
      ['mspeed', (e) => ((e.monsters[0] as Record<string, unknown>).mspeed = 146)],
      [
        'mount',
        (e) => {
          (e as unknown as { player: Record<string, unknown> }).player.mount = 'nobody';
        },
      ],
    ];
    for (const [field, edit] of cases) {
      expect(() => restore(frogcomposband, tampered(edit)), field).toThrow(SnapshotError);
      expect(() => restore(frogcomposband, tampered(edit)), field).toThrow(new RegExp(field === 'monsters' ? 'index' : field));
    }
  });

  it('lets a monsterTimers handler remove the monster being processed: it does nothing more that turn', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(40)), options: { startTurn: 10 } });
    loop.add('doomed', { kind: 'monster', speed: 0, energyNeed: 0, index: 5 });
    loop.add('other', { kind: 'monster', speed: 0, energyNeed: 0, index: 1 });
    loop.on('monsterTimers', ({ actor }) => {
      if (actor === 'doomed') loop.remove('doomed');
    });
    expect(loop.next()).toEqual({ actor: 'other', kind: 'monster', time: 10 });
    expect(loop.ids()).toEqual(['other']);
  });

  it('stops, with no hang, when a handler removes every actor', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(40)) });
    loop.add('P', { kind: 'player', energyNeed: 500 });
    loop.on('gameTurnEnd', () => {
      if (loop.has('P')) loop.remove('P');
    });
    expect(() => loop.next()).toThrow(TurnOrderError);
    expect(() => loop.next()).toThrow(/no actor can act/);
  });

  it('checks a monster index again after a monsterPlaced handler placed another monster there', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(40)) });
    const off = loop.on('monsterPlaced', () => {
      off();
      loop.add('squatter', { kind: 'monster', speed: 0, energyNeed: 0, index: 4 });
    });
    expect(() => loop.add('m', { kind: 'monster', race: 0, index: 4 })).toThrow(InvalidSpecError);
    expect(loop.ids()).toEqual(['squatter']);
  });
});
