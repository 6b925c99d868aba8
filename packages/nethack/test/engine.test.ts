import { recording, scripted, TurnOrderError, type ActorId, type RandomCall, type SpecInput } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { nethack, type NethackMonsterAction, type NethackPlayerAction, type NethackTypes, type NethackVersion } from '../src/index.js';
import { nethackAnalysis } from '../src/analysis/index.js';

type Loop = ReturnType<typeof nethack.create>;

/** Runs `n` turns of the loop (hero always moves), returning who acted, as "actor@turn". */
function run(loop: Loop, steps: number, action: (actor: ActorId) => NethackPlayerAction | NethackMonsterAction = () => ({ kind: 'move' })): string[] {
  const out: string[] = [];
  for (let i = 0; i < steps; i++) {
    const t = loop.next();
    out.push(`${String(t.actor)}@${t.time}`);
    loop.act(t.actor, action(t.actor));
  }
  return out;
}

const zeros = (n: number): number[] => Array.from({ length: n }, () => 0);

describe('turn structure (src/allmain.c moveloop(), src/mon.c movemon())', () => {
  it('starts with the hero acting on its 12 points, before any allocation', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('m', { kind: 'monster', base: 12 });
    loop.add('you', { kind: 'player' });
    expect(loop.next()).toEqual({ actor: 'you', kind: 'player', time: 1 });
  });

  it('orders the boundary as moveloop() does', () => {
    const loop = nethack.create({ version: '3.6.7', random: scripted(zeros(100)) });
    loop.add('old', { kind: 'monster', base: 12 });
    loop.add('new', { kind: 'monster', base: 12 });
    loop.add('you', { kind: 'player', speed: 'Fast' });
    const log: string[] = [];
    loop.on('distress', (p) => log.push(`distress ${p.turn}`));
    loop.on('monsterAllocation', (p) => log.push(`alloc ${String(p.actor)}`));
    loop.on('spawnRoll', (p) => log.push(`spawn rn2(${p.n})`));
    loop.on('heroAllocation', (p) => log.push(`hero ${String(p.actor)}`));
    loop.on('housekeeping', (p) => log.push(`housekeeping ${p.turn}`));
    loop.on('passEnd', (p) => log.push(`pass [${p.acted.join(',')}]`));
    run(loop, 1); // the hero's first action, then the monsters (0 points) pass, then the boundary
    expect(loop.next().time).toBe(2);
    expect(log).toEqual(['pass []', 'distress 2', 'alloc new', 'alloc old', 'spawn rn2(70)', 'hero you', 'housekeeping 2']);
  });

  it('lists and moves the newest monster first', () => {
    const loop = nethack.create({ version: '3.4.3' });
    for (const id of ['a', 'b', 'c']) loop.add(id, { kind: 'monster', base: 12, movement: 12 });
    expect(loop.ids()).toEqual(['c', 'b', 'a']);
    expect(run(loop, 3)).toEqual(['c@1', 'b@1', 'a@1']);
  });

  it('the spawn roll argument is 70, 50 below the castle, 25 once the Wizard is dead', () => {
    const ns: number[] = [];
    for (const extra of [{}, { belowCastle: true }, { demigod: true, belowCastle: true }]) {
      const loop = nethack.create({ version: '3.6.0' });
      loop.add('you', { kind: 'player', ...extra });
      loop.on('spawnRoll', (p) => ns.push(p.n));
      run(loop, 2);
    }
    expect(ns).toEqual([70, 50, 25]);
  });

  it('a monster made at the spawn roll starts at 0 and misses that turn', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('you', { kind: 'player' });
    let made = false;
    loop.on('spawnRoll', (p, ctx) => {
      if (!made && ctx.random.below(p.n) >= 0) {
        made = true;
        loop.add('spawned', { kind: 'monster', base: 24 });
      }
    });
    expect(run(loop, 2)).toEqual(['you@1', 'you@2']); // no action for it in turn 2
    expect(loop.inspect('spawned')).toMatchObject({ movement: 0 });
    expect(run(loop, 3)).toEqual(['you@3', 'spawned@3', 'spawned@3']);
  });

  it("the makemon hook fires after the spawnRoll hook exactly when the engine's own roll is 0, with the turn that drew it", () => {
    // Boundary of turn t draws one rn2(70) (the hero is normal-speed: no other draw). The script
    // gives 0 at turns 3 and 5, and 70 (≡ 0 mod 70) at turn 7; the others (turns 2 to 10) are not 0.
    const script = [1, 0, 69, 0, 1, 70, 2, 3, 4];
    const loop = nethack.create({ version: '3.4.3', random: scripted(script, { then: 'zeros' }), options: { spawnRoll: true }, trace: true });
    loop.add('you', { kind: 'player' });
    const log: string[] = [];
    loop.on('spawnRoll', (p) => log.push(`roll ${p.turn}:${String(p.roll)}`));
    loop.on('makemon', (p) => log.push(`makemon ${p.turn}`));
    loop.on('heroAllocation', (p) => log.push(`hero ${p.turn}`));
    while (loop.next().time < 10) loop.act('you', { kind: 'move' });
    expect(log.filter((l) => l.startsWith('makemon'))).toEqual(['makemon 3', 'makemon 5', 'makemon 7']);
    expect(log.slice(log.indexOf('roll 3:0'), log.indexOf('roll 3:0') + 3)).toEqual(['roll 3:0', 'makemon 3', 'hero 3']);
    // A recorded trace carries it as a hook event, right after the roll's.
    const hooks = (loop.trace?.events ?? []).flatMap((e) =>
      e.type === 'hook' && (e.hook === 'spawnRoll' || e.hook === 'makemon') ? [`${e.hook} ${JSON.stringify(e.payload)}`] : [],
    );
    expect(hooks.slice(1, 3)).toEqual(['spawnRoll {"turn":3,"n":70,"site":"moveloop:rn2(70)","roll":0}', 'makemon {"turn":3}']);
  });

  it('no makemon without the spawnRoll option, even when a handler draws a 0', () => {
    const loop = nethack.create({ version: '3.6.7', random: scripted([], { then: 'zeros' }) });
    loop.add('you', { kind: 'player' });
    const drawn: number[] = [];
    const made: number[] = [];
    loop.on('spawnRoll', (p, ctx) => drawn.push(ctx.random.below(p.n, p.site)));
    loop.on('makemon', (p) => made.push(p.turn));
    run(loop, 5);
    expect(drawn).toEqual([0, 0, 0, 0]);
    expect(made).toEqual([]);
  });

  it('a monster a makemon handler adds starts at 0 and misses that turn', () => {
    const loop = nethack.create({ version: '3.6.7', random: scripted([5, 0], { then: 'zeros' }), options: { spawnRoll: true } });
    loop.add('you', { kind: 'player' });
    loop.on('makemon', (p) => loop.add(`spawned-${p.turn}`, { kind: 'monster', base: 12 }));
    expect(run(loop, 3)).toEqual(['you@1', 'you@2', 'you@3']); // the 0 comes at turn 3's boundary
    expect(loop.ids()).toEqual(['you', 'spawned-3']);
    expect(loop.inspect('spawned-3')).toMatchObject({ movement: 0 });
  });

  it('throws NO_ACTORS when nobody can ever act', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('mold', { kind: 'monster', base: 0 });
    expect(() => loop.next()).toThrow(TurnOrderError);
  });
});

describe('the hero', () => {
  it('3.4.3 bug H2588: a 24-point hero against a fast monster goes H M M H, later versions H M H M', () => {
    const order = (version: NethackVersion): string[] => {
      const loop = nethack.create({ version });
      loop.add('m', { kind: 'monster', base: 24, movement: 24 });
      loop.add('you', { kind: 'player', movement: 24 });
      return run(loop, 4).map((s) => s.split('@')[0] as string);
    };
    expect(order('3.4.3')).toEqual(['you', 'm', 'm', 'you']);
    for (const v of ['3.6.0', '3.6.7', '3.7'] as const) expect(order(v)).toEqual(['you', 'm', 'you', 'm']);
  });

  it('a free action takes no time: the hero acts again at once, with no monster pass', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('m', { kind: 'monster', base: 12, movement: 12 });
    loop.add('you', { kind: 'player' });
    const passes: number[] = [];
    loop.on('passEnd', (p) => passes.push(p.acted.length));
    let free = 1;
    expect(run(loop, 3, (a) => (a === 'you' && free-- > 0 ? { kind: 'free' } : { kind: 'move' }))).toEqual(['you@1', 'you@1', 'm@1']);
    expect(passes).toEqual([]); // the monster's action is in the pass after the hero's second action
  });

  it('helplessness is counted in turns (nomul(-3) in turn T: the hero acts again in turn T+3), whatever the speed', () => {
    for (const speed of ['normal', 'Fast', 'Very_fast'] as const) {
      const loop = nethack.create({ version: '3.6.7', seed: 5 });
      loop.add('you', { kind: 'player', speed });
      const turns: number[] = [];
      let slots = 0;
      for (let i = 0; i < 200 && turns.length < 2; i++) {
        const t = loop.next();
        const helpless = (loop.inspect('you') as { helpless: boolean }).helpless;
        expect(t.forced === true).toBe(helpless); // a burned slot is a forced turn
        if (helpless) slots++;
        else turns.push(t.time);
        // Whatever is reported for a burned slot is ignored (no command runs): helpless: 3 there too.
        loop.act('you', turns.length === 1 ? { kind: 'act', helpless: 3 } : { kind: 'act' });
      }
      expect(turns).toEqual([1, 4]);
      expect(slots).toBeGreaterThanOrEqual(2); // turns 2 and 3 were burned, slot by slot
    }
  });

  it('nomul() is ignored while a longer helplessness runs, and unmul fires when it ends', () => {
    const loop = nethack.create({ version: '3.4.3' });
    loop.add('you', { kind: 'player', helpless: 3 });
    loop.update('you', { helpless: 1 });
    expect(loop.inspect('you')).toMatchObject({ multi: -3, helpless: true });
    const ends: number[] = [];
    loop.on('unmul', (p) => ends.push(p.turn));
    run(loop, 4);
    expect(ends).toEqual([4]);
  });

  it('occupations are counted in actions: a Very_fast hero finishes 30 actions in fewer turns', () => {
    const turnsFor = (speed: 'normal' | 'Very_fast'): number => {
      const loop = nethack.create({ version: '3.6.7', seed: 3 });
      loop.add('you', { kind: 'player', speed });
      return Number(run(loop, 30).at(-1)?.split('@')[1]);
    };
    expect(turnsFor('normal')).toBe(30);
    expect(turnsFor('Very_fast')).toBeLessThan(30);
  });

  it('an Overloaded hero still gets full points (the encumbrance switch has no case for it)', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('you', { kind: 'player', encumbrance: 'Overloaded' });
    expect(run(loop, 3)).toEqual(['you@1', 'you@2', 'you@3']);
  });

  it('prorates unused points on polymorphing into a slower form: never before 3.6.1, twice in 3.6.1, once after', () => {
    // src/mondata.c set_mon_data(): ⌊pool·new/old⌋; a newt has speed 6 in every version.
    const after = (version: NethackVersion): unknown => {
      const loop = nethack.create({ version });
      loop.add('you', { kind: 'player', movement: 20 });
      loop.update('you', { base: 6 }); // a newt
      return loop.inspect('you');
    };
    expect(after('3.4.3')).toMatchObject({ movement: 20, base: 6 });
    expect(after('3.6.0')).toMatchObject({ movement: 20 });
    expect(after('3.6.1')).toMatchObject({ movement: 5 });
    expect(after('3.6.2')).toMatchObject({ movement: 10 });
    expect(after('3.7')).toMatchObject({ movement: 10 });
    // A faster form keeps the pool.
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('you', { kind: 'player', movement: 20 });
    loop.update('you', { base: 24 });
    expect(loop.inspect('you')).toMatchObject({ movement: 20 });
  });

  it('prorates a monster changing into a slower form from 3.6.1 (not grow_up() in 3.6.1)', () => {
    const after = (version: NethackVersion, growUp: boolean): unknown => {
      const loop = nethack.create({ version });
      loop.add('m', { kind: 'monster', base: 24, movement: 18 });
      loop.update('m', { base: 12, growUp });
      return loop.inspect('m');
    };
    expect(after('3.6.0', false)).toMatchObject({ movement: 18 });
    expect(after('3.6.1', false)).toMatchObject({ movement: 9 });
    expect(after('3.6.1', true)).toMatchObject({ movement: 18 });
    expect(after('3.6.2', true)).toMatchObject({ movement: 9 });
  });
});

describe('riding (moveloop() / u_calc_moveamt(): a second mcalcmove(steed))', () => {
  function boundaryDraws(version: NethackVersion, lastAction: 'move' | 'act'): number[] {
    const calls: RandomCall[] = [];
    const loop = nethack.create({ version, random: recording(scripted(zeros(50)), calls) });
    loop.add('horse', { kind: 'monster', base: 24 });
    loop.add('you', { kind: 'player', speed: 'Fast', riding: 'horse' });
    const t = loop.next();
    loop.act(t.actor, lastAction === 'move' ? { kind: 'move' } : { kind: 'act' });
    loop.next();
    return calls.map((c) => c.n);
  }

  it('after a move, the hero gains a second mcalcmove(steed) and its own Fast is ignored', () => {
    expect(boundaryDraws('3.6.7', 'move')).toEqual([12, 12]);
    expect(boundaryDraws('3.4.3', 'move')).toEqual([]);
  });

  it('after an action that did not move, the hero uses its own speed', () => {
    expect(boundaryDraws('3.6.7', 'act')).toEqual([12, 3]);
    expect(boundaryDraws('3.4.3', 'act')).toEqual([3]);
  });

  it('a galloping steed draws rn2(2) first in both of its calls; 3.6.0 gives the steed no offset', () => {
    const calls: RandomCall[] = [];
    const loop = nethack.create({ version: '3.6.0', random: recording(scripted(zeros(50)), calls) });
    loop.add('horse', { kind: 'monster', base: 24 });
    loop.add('you', { kind: 'player', riding: 'horse', gallop: 40, running: true });
    run(loop, 2, () => ({ kind: 'move', run: true }));
    expect(calls.map((c) => c.n)).toEqual([2, 2]);
  });

  it('becoming helpless stops running, and with it the gallop (u.ugallop itself stays)', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('horse', { kind: 'monster', base: 24 });
    loop.add('you', { kind: 'player', riding: 'horse', gallop: 40, running: true });
    expect(loop.inspect('you')).toMatchObject({ galloping: true });
    loop.update('you', { helpless: 2 });
    expect(loop.inspect('you')).toMatchObject({ galloping: false, riding: 'horse', gallop: 40, running: false });
  });

  it('removing the steed dismounts the hero', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('horse', { kind: 'monster', base: 24 });
    loop.add('you', { kind: 'player', riding: 'horse' });
    expect(loop.inspect('horse')).toMatchObject({ steed: true });
    loop.remove('horse');
    expect(loop.inspect('you')).toMatchObject({ riding: null });
  });
});

describe('monster passes', () => {
  it('spends 12 points per action, even for a monster that does nothing', () => {
    const loop = nethack.create({ version: '3.4.3' });
    loop.add('m', { kind: 'monster', base: 0, movement: 30 });
    expect(run(loop, 2)).toEqual(['m@1', 'm@1']);
    expect(loop.inspect('m')).toMatchObject({ movement: 6 });
  });

  it('a monster removed before its turn in a pass is skipped; one added during a pass waits for the next pass', () => {
    const loop = nethack.create({ version: '3.4.3' });
    for (const id of ['a', 'b', 'c']) loop.add(id, { kind: 'monster', base: 0, movement: 24 });
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      const t = loop.next();
      seen.push(String(t.actor));
      if (t.actor === 'c' && !loop.has('d')) {
        loop.remove('b');
        loop.add('d', { kind: 'monster', base: 0, movement: 12 });
      }
      loop.act(t.actor, { kind: 'move' });
    }
    expect(seen).toEqual(['c', 'a', 'd', 'c']);
  });
});

describe('a loop where nobody can ever act again', () => {
  it('ends with NO_ACTORS when the hero rides a sessile steed after moving and nothing else can act', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('rock', { kind: 'monster', base: 0 });
    loop.add('you', { kind: 'player', riding: 'rock' });
    loop.act(loop.next().actor, { kind: 'move' });
    expect(() => loop.next()).toThrow(/no actor can act/);
  });
});

describe('removing the hero', () => {
  it('during its own turn voids the slot: the monsters move next, and a new hero is not charged for it', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('m', { kind: 'monster', base: 12, movement: 12 });
    loop.add('you', { kind: 'player' });
    expect(loop.next().actor).toBe('you');
    loop.remove('you');
    loop.add('heir', { kind: 'player', movement: 12 });
    expect(loop.next().actor).toBe('m');
    loop.act('m', { kind: 'move' });
    expect(loop.next()).toEqual({ actor: 'heir', kind: 'player', time: 1 });
  });
});

describe('declared rates (the mean gain over 12 actions per turn)', () => {
  it('for monsters and heroes, by version', () => {
    const rate = (spec: SpecInput<NethackTypes['kinds']>, version: NethackVersion): number =>
      nethackAnalysis.rate({ actor: { spec, action: { kind: 'move' } }, version }).perTurn.value;
    expect(rate({ kind: 'monster', base: 12 }, '3.6.0')).toBeCloseTo(13 / 12, 12);
    expect(rate({ kind: 'monster', base: 18 }, '3.6.7')).toBeCloseTo(18 / 12, 12);
    expect(rate({ kind: 'player', speed: 'Fast' }, '3.4.3')).toBeCloseTo(16 / 12, 12);
    expect(rate({ kind: 'player', speed: 'Very_fast', encumbrance: 'Burdened' }, '3.6.7')).toBeCloseTo(15 / 12, 12);
    expect(nethackAnalysis.rate({ actor: { spec: { kind: 'player' }, action: { kind: 'free' } }, version: '3.6.7' }).perTurn.value).toBe(Infinity);
  });
});
