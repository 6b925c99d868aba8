import { Fraction, NoAnswerError, type Law } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { actionsPerRound, cthangbandAnalysis, helpActionTable, meanStepsPerRound, monsterSpeedDistribution, waitSequence } from '../src/analysis/index.js';
import { helpMoveCheck, spellCostTable } from '../src/index.js';

/** A law's exact probabilities as a record, k → fraction. */
const record = (law: Law): Record<string, string | undefined> => Object.fromEntries(law.outcomes().map((o) => [String(o.k), o.p.fraction?.toString()]));

describe("the help text's tables regenerated from the code (lib/help/speed.txt)", () => {
  it('reproduces the 25 % example: waits 25, 15, 5, 20, 10 … and actions on turns 1, 4, 6, 9', () => {
    const rows = waitSequence({ cost: 25, startEnergy: 990, ticks: 10 });
    expect(rows.map((r) => r.wait)).toEqual([25, 15, 5, 20, 10, 25, 15, 5, 20, 10]);
    expect(rows.filter((r) => r.acts > 0).map((r) => r.tick)).toEqual([1, 4, 6, 9]);
  });
  it('matches all 13 movement rows', () => {
    expect(helpMoveCheck()).toHaveLength(13);
    expect(helpMoveCheck().every((r) => r.match)).toBe(true);
  });
  it('matches every fixed action cost, with 10 from a belt pouch', () => {
    const rows = helpActionTable();
    expect(rows.every((r) => r.match)).toBe(true);
    expect(rows.find((r) => r.label === 'drop')).toMatchObject({ help: 50, code: 50 });
    expect(rows.find((r) => r.label === 'activate')).toMatchObject({ help: 10, code: 10 });
    expect(rows.filter((r) => r.pouch === 10).map((r) => r.label)).toEqual(['quaff', 'read', 'aim wand', 'cantrip']);
  });
  it('differs on the spell table only where the code caps at 300', () => {
    const mismatches = spellCostTable(-40, 60)
      .filter((r) => !r.match)
      .map((r) => r.diff);
    expect(Math.max(...mismatches)).toBe(-15);
    expect(mismatches).toHaveLength(26);
  });
});

describe('long-run rates (cthangbandAnalysis.rate; cmd1.c py_attack(), xtra1.c spell_energy())', () => {
  it('gives 100/33 blows a round with 3 blows, 6.25 with 6 and 9.09 with 9', () => {
    const perRound = (numBlow: number) => actionsPerRound({ kind: 'player', numBlow }, { kind: 'melee', naturalAttacks: 0 });
    expect(perRound(3).toString()).toBe('100/33');
    expect(perRound(6).toNumber()).toBe(6.25);
    expect(perRound(9).toNumber().toFixed(2)).toBe('9.09');
  });
  it('casts 10 times a round 28 or more above the minimum, once at 1..3 above', () => {
    expect(actionsPerRound({ kind: 'player' }, { kind: 'spell', skill: 38, min: 10 }).toString()).toBe('10/1');
    expect(actionsPerRound({ kind: 'player' }, { kind: 'spell', skill: 13, min: 10 }).toString()).toBe('1/1');
  });
  it('makes speed change steps only: +10 halves a step but not a blow', () => {
    const fast = { kind: 'player' as const, speed: 10 };
    expect(actionsPerRound(fast, { kind: 'walk' }).toString()).toBe('2/1');
    expect(actionsPerRound(fast, { kind: 'melee', naturalAttacks: 0 }).toString()).toBe('1/1');
  });
  it('has monsters attack at 100 / attack speed whatever their speed', () => {
    const hydra = { kind: 'monster' as const, speed: 30, numBlows: 10, energy: 900 };
    expect(actionsPerRound(hydra, { kind: 'melee_player' }).toString()).toBe('10/1');
    expect(actionsPerRound(hydra, { kind: 'move' }).toString()).toBe('50/13'); // 100/26
    const rate = (spec: Parameters<typeof actionsPerRound>[0], action: Parameters<typeof actionsPerRound>[1]) =>
      cthangbandAnalysis.rate({ actor: { spec, action } }).perTime.fraction ?? Fraction.ZERO;
    expect(rate({ kind: 'monster', speed: 10, energy: 900 }, { kind: 'move' }).div(rate({ kind: 'player' }, { kind: 'walk' }))).toEqual(Fraction.of(2));
  });
  it('answers rate per tick, exactly, with Infinity for a free action', () => {
    const r = cthangbandAnalysis.rate({ actor: { spec: { kind: 'player', speed: 10 } } });
    expect([r.perTime.fraction?.toString(), r.timeUnit, r.perTurn.fraction?.toString()]).toEqual(['1/5', 'tick', '1/5']);
    expect(cthangbandAnalysis.rate({ actor: { spec: { kind: 'player' }, action: { kind: 'stairs' } } }).perTime.value).toBe(Infinity);
    // A melee blow whose natural attacks are rolled: 10 / (33 + 20/3) per tick.
    const melee = cthangbandAnalysis.rate({ actor: { spec: { kind: 'player', numBlow: 3, naturalAttacks: 2 }, action: { kind: 'melee' } } });
    expect(melee.perTime.fraction?.toString()).toBe('30/119');
  });
});

describe('actions per game turn (cthangbandAnalysis.actionsPerTurn)', () => {
  it('is at most one a tick for monsters and for player actions costing 10 or more', () => {
    const fast = cthangbandAnalysis.actionsPerTurn({ actor: { spec: { kind: 'player', speed: 10 } } });
    expect([fast.exact, record(fast)]).toEqual([true, { 0: '4/5', 1: '1/5' }]);
    const hydra = cthangbandAnalysis.actionsPerTurn({
      actor: { spec: { kind: 'monster', speed: 0, numBlows: 10, energy: 999 }, action: { kind: 'melee_player' } },
    });
    expect(record(hydra)).toEqual({ 1: '1/1' });
  });
  it('counts several actions a tick for a player action cheaper than 10', () => {
    const law = cthangbandAnalysis.actionsPerTurn({ actor: { spec: { kind: 'player' }, action: { kind: 'const_cost', cost: 4 } } });
    expect(record(law)).toEqual({ 2: '1/2', 3: '1/2' });
    expect(law.mean.fraction?.toString()).toBe('5/2');
  });
  it('has no answer for a free action', () => {
    expect(() => cthangbandAnalysis.actionsPerTurn({ actor: { spec: { kind: 'player' }, action: { kind: 'free_command' } } })).toThrow(NoAnswerError);
  });
});

describe('speed tables (cthangbandAnalysis.speedTable)', () => {
  it("lists the player's 200 speeds with the cost of a step and the status line's text", () => {
    const table = cthangbandAnalysis.speedTable();
    expect([table.kind, table.field, table.rows.length]).toEqual(['player', 'speed', 200]);
    const row = (speed: number) => table.rows.find((r) => r.speed === speed);
    expect([row(10)?.display, row(10)?.actionsPerTurn.fraction?.toString(), row(10)?.gain.value]).toEqual(['Fast (+10): 50% a step', '1/5', 10]);
    expect([row(0)?.display, row(-30)?.display, row(-110)?.display]).toEqual(['Normal: 100% a step', 'Slow (-30): 500% a step', 'Slow (-110): 1000% a step']);
  });
  it("lists the monsters' race speeds with the monster recall's phrase and the mean over the speed roll", () => {
    const table = cthangbandAnalysis.speedTable({ kind: 'monster' });
    const row = (speed: number) => table.rows.find((r) => r.speed === speed);
    expect([table.rows[0]?.speed, table.rows.at(-1)?.speed]).toEqual([-40, 87]);
    expect([row(0)?.display, row(15)?.display, row(-25)?.display]).toEqual(['moves at normal speed', 'moves very quickly', 'moves incredibly slowly']);
    // The spread bug: a -20 race averages 0.574 steps a round, 0.0574 a tick.
    expect(row(-20)?.actionsPerTurn.value.toFixed(4)).toBe('0.0574');
  });
});

describe('monster speed after the 4.1.0 spread bug (monster2.c place_monster_one())', () => {
  it('spreads normal races over -10..+10', () => {
    expect(monsterSpeedDistribution(0).support()).toEqual(Array.from({ length: 21 }, (_, k) => k - 10));
    expect(monsterSpeedDistribution(0, true).support()).toEqual([0]);
  });
  it('gives the mean steps per round of each race speed', () => {
    const stated: [number, string][] = [
      [-20, '0.574'],
      [-10, '0.697'],
      [-1, '1.024'],
      [0, '1.084'],
      [10, '1.996'],
      [20, '3.019'],
      [30, '3.789'],
    ];
    for (const [speed, mean] of stated) expect(meanStepsPerRound(speed).toNumber().toFixed(3), `race speed ${speed}`).toBe(mean);
  });
  it('rejects race speeds whose roll would leave the table', () => {
    expect(() => monsterSpeedDistribution(-50)).toThrow(/raceSpeed/);
  });
});

describe('double-move odds (cthangbandAnalysis.between; dungeon.c dungeon(), melee2.c process_monsters())', () => {
  const walker = { spec: { kind: 'player' as const, speed: 0 }, action: { kind: 'walk' as const } };
  const between = (monster: Record<string, unknown>) =>
    cthangbandAnalysis.between({ a: walker, b: { spec: { kind: 'monster', speed: 0, ...monster }, action: { kind: 'move' } } });
  it('is certain for a monster exactly twice as fast, and impossible at equal speed', () => {
    const twice = between({ speed: 10, energy: 950 });
    expect(twice.exact).toBe(true);
    expect(twice.atLeast(2).fraction?.toString()).toBe('1/1');
    const equal = between({ speed: 0, energy: 950 });
    expect(equal.p(1).fraction?.toString()).toBe('1/1');
  });
  it('gives a half-speed monster one step every other player step', () => {
    const slow = between({ speed: -10, energy: 999 });
    expect(record(slow)).toEqual({ 0: '1/2', 1: '1/2' });
  });
  it('averages over the placement rolls when the monster is not yet placed', () => {
    const unique = between({ speed: 10, unique: true });
    expect(unique.method).toMatch(/averaged over 100 equally likely placements/); // start energy 900..999
    expect(unique.atLeast(2).fraction?.toString()).toBe('1/1');
  });
  it('answers the reverse question too: the player between two monster steps', () => {
    const law = cthangbandAnalysis.between({ a: { spec: { kind: 'monster', speed: 10, energy: 950 } }, b: walker });
    expect(law.exact).toBe(true);
    expect(record(law)).toEqual({ 0: '1/2', 1: '1/2' });
  });
  it('needs a deterministic player action for an exact answer, and estimates otherwise', () => {
    const law = cthangbandAnalysis.between({
      a: { spec: { kind: 'player', numBlow: 3, naturalAttacks: 2 }, action: { kind: 'melee' } },
      b: { spec: { kind: 'monster', speed: 0, energy: 900 } },
      samples: 2000,
    });
    expect(law.exact).toBe(false);
    expect(law.method).toMatch(/Monte Carlo/);
  });
  it('answers in the long run, after the timed effects have run out (dungeon.c process_world())', () => {
    const b = { spec: { kind: 'monster' as const, speed: 5, energy: 950 }, action: { kind: 'move' as const } };
    const plain = cthangbandAnalysis.between({ a: walker, b });
    const hasted = cthangbandAnalysis.between({ a: { spec: { kind: 'player', fast: 7, paralyzed: 2 }, action: { kind: 'walk' } }, b });
    expect(record(hasted)).toEqual(record(plain));
    expect(record(plain)).toEqual({ 1: '34/67', 2: '33/67' }); // +5 steps cost 67: 100/67 steps per player step
    const rate = cthangbandAnalysis.rate({ actor: { spec: { kind: 'player', fast: 7 }, action: { kind: 'walk' } } });
    expect(rate.perTime.fraction?.toString()).toBe('1/10');
  });
});
