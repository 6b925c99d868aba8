import { Fraction } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import {
  actionsPerRound,
  doubleMoveOdds,
  helpActionTable,
  helpMoveCheck,
  meanStepsPerRound,
  monsterSpeedDistribution,
  relativeSpeed,
  spellCostTable,
  waitSequence,
} from '../src/index.js';

describe("the help text's tables regenerated from the code (spec §8)", () => {
  it("reproduces the 25 % example: waits 25, 15, 5, 20, 10 … and actions on turns 1, 4, 6, 9", () => {
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
    const mismatches = spellCostTable(-40, 60).filter((r) => !r.match).map((r) => r.diff);
    expect(Math.max(...mismatches)).toBe(-15);
    expect(mismatches).toHaveLength(26);
  });
});

describe('long-run rates (spec §4, §9)', () => {
  it('gives 100/33 blows a round with 3 blows, 6.25 with 6 and 9.09 with 9', () => {
    const perRound = (numBlow: number) => actionsPerRound({ type: 'player', numBlow }, { kind: 'melee', naturalAttacks: 0 });
    expect(perRound(3).toString()).toBe('100/33');
    expect(perRound(6).toNumber()).toBe(6.25);
    expect(perRound(9).toNumber().toFixed(2)).toBe('9.09');
  });
  it('casts 10 times a round 28 or more above the minimum, once at 1..3 above', () => {
    expect(actionsPerRound({ type: 'player' }, { kind: 'spell', skill: 38, min: 10 }).toString()).toBe('10/1');
    expect(actionsPerRound({ type: 'player' }, { kind: 'spell', skill: 13, min: 10 }).toString()).toBe('1/1');
  });
  it('makes speed change steps only: +10 halves a step but not a blow', () => {
    const fast = { type: 'player' as const, speed: 10 };
    expect(actionsPerRound(fast, { kind: 'walk' }).toString()).toBe('2/1');
    expect(actionsPerRound(fast, { kind: 'melee', naturalAttacks: 0 }).toString()).toBe('1/1');
  });
  it('has monsters attack at 100 / attack speed whatever their speed', () => {
    const hydra = { type: 'monster' as const, speed: 30, numBlows: 10, energy: 900 };
    expect(actionsPerRound(hydra, { kind: 'melee_player' }).toString()).toBe('10/1');
    expect(actionsPerRound(hydra, { kind: 'move' }).toString()).toBe('50/13'); // 100/26
    expect(
      relativeSpeed({ spec: { type: 'monster', speed: 10, energy: 900 }, action: { kind: 'move' } }, { spec: { type: 'player' }, action: { kind: 'walk' } }),
    ).toEqual(Fraction.of(2));
  });
});

describe('monster speed after the 4.1.0 spread bug (spec §7.1)', () => {
  it('spreads normal races over -10..+10', () => {
    expect(monsterSpeedDistribution(0).support()).toEqual(Array.from({ length: 21 }, (_, k) => k - 10));
    expect(monsterSpeedDistribution(0, true).support()).toEqual([0]);
  });
  it('gives the fact sheet mean steps per round', () => {
    const stated: [number, string][] = [[-20, '0.574'], [-10, '0.697'], [-1, '1.024'], [0, '1.084'], [10, '1.996'], [20, '3.019'], [30, '3.789']];
    for (const [speed, mean] of stated) expect(meanStepsPerRound(speed).toNumber().toFixed(3), `race speed ${speed}`).toBe(mean);
  });
  it('rejects race speeds whose roll would leave the table', () => {
    expect(() => monsterSpeedDistribution(-50)).toThrow(/raceSpeed/);
  });
});

describe('double-move odds (spec §2, §6)', () => {
  const player = { player: { speed: 0 }, playerAction: { kind: 'walk' } } as const;
  it('is certain for a monster exactly twice as fast, and impossible at equal speed', () => {
    const twice = doubleMoveOdds({ ...player, monster: { speed: 10, energy: 950 }, monsterAction: { kind: 'move' } });
    expect(twice.atLeastTwo.toString()).toBe('1/1');
    const equal = doubleMoveOdds({ ...player, monster: { speed: 0, energy: 950 }, monsterAction: { kind: 'move' } });
    expect(equal.perPlayerAction.p(1).toString()).toBe('1/1');
  });
  it('gives a half-speed monster one step every other player step', () => {
    const slow = doubleMoveOdds({ ...player, monster: { speed: -10, energy: 999 }, monsterAction: { kind: 'move' } });
    expect(slow.perPlayerAction.toRecord()).toEqual({ 0: '1/2', 1: '1/2' });
  });
  it('averages over the placement rolls when the monster is not yet placed', () => {
    const unique = doubleMoveOdds({ ...player, monster: { speed: 10, unique: true }, monsterAction: { kind: 'move' } });
    expect(unique.cases).toBe(100); // start energy 900..999
    expect(unique.atLeastTwo.toString()).toBe('1/1');
  });
  it('needs a deterministic player action', () => {
    expect(() =>
      doubleMoveOdds({ player: {}, playerAction: { kind: 'melee' }, monster: { speed: 0, energy: 900 }, monsterAction: { kind: 'move' } }),
    ).toThrow(/naturalAttacks/);
  });
});
