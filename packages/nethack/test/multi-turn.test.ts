// The analysis of riders, helplessness and multi-turn commands. Expected values are derived by
// hand from the rules (the derivation is in each comment), not from the code under test.
import { NoAnswerError } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { helplessSlots, occupationTurns, nethackAnalysis } from '../src/analysis/index.js';

const rate = (q: Parameters<typeof nethackAnalysis.rate>[0]): string | undefined => nethackAnalysis.rate(q).perTurn.fraction?.toString();

describe('a rider in rate(), actionsPerTurn() and between() (moveloop(): a second mcalcmove(steed))', () => {
  const rider = { kind: 'player', intrinsicFast: true, riding: 'horse', steed: { base: 24 }, gallop: 40 } as const;

  it('moving, it gains what the steed gains (its own Fast ignored); galloping only while running', () => {
    // 3.4.3: galloping 24 → ⌊4·24/3⌋ = 32 or ⌊5·24/3⌋ = 40, mean 36: 3 actions a turn.
    expect(rate({ actor: { spec: rider, action: { kind: 'move', run: true } }, version: '3.4.3' })).toBe('3/1');
    // Not running: context.mv is clear, no gallop: 24, 2 actions a turn.
    expect(rate({ actor: { spec: rider, action: { kind: 'move' } }, version: '3.4.3' })).toBe('2/1');
    // Burdened: 32 − 8 = 24 and 40 − 10 = 30, mean 27: 9/4.
    expect(rate({ actor: { spec: { ...rider, encumbrance: 1 }, action: { kind: 'move', run: true } }, version: '3.4.3' })).toBe('9/4');
    // Not moving: the hero's own speed (3.4.3 Fast: 12 or 18, mean 16).
    expect(rate({ actor: { spec: rider, action: { kind: 'act' } }, version: '3.4.3' })).toBe('4/3');
    // The law of actions a turn of a galloping rider in 3.6.7: 24:1/6, 36:2/3, 48:1/6 (carry 0 always).
    const law = nethackAnalysis.actionsPerTurn({ actor: { spec: rider, action: { kind: 'move', run: true } }, version: '3.6.7' });
    expect(law.outcomes().map((o) => [o.k, o.p.fraction?.toString()])).toEqual([
      [2, '1/6'],
      [3, '2/3'],
      [4, '1/6'],
    ]);
  });

  it('between: a speed-12 monster against a non-galloping speed-24 rider in 3.4.3 acts once every two rider actions', () => {
    // The rider gains 24 a turn and acts first, twice; the monster acts once, after the first.
    const law = nethackAnalysis.between({ a: { spec: rider, action: { kind: 'move' } }, b: { spec: { kind: 'monster', base: 12 } }, version: '3.4.3' });
    expect(law.outcomes().map((o) => [o.k, o.p.fraction?.toString()])).toEqual([
      [0, '1/2'],
      [1, '1/2'],
    ]);
  });

  it('without the steed’s speed, a moving rider has no answer', () => {
    expect(() => nethackAnalysis.rate({ actor: { spec: { kind: 'player', riding: 'horse' } } })).toThrow(NoAnswerError);
  });
});

describe('a hero made helpless by each action', () => {
  it('acts once every n turns when it gains 12 or more every turn', () => {
    expect(rate({ actor: { spec: { kind: 'player', speed: 'Fast' }, action: { kind: 'act', helpless: 3 } }, version: '3.6.7' })).toBe('1/3');
    expect(rate({ actor: { spec: { kind: 'player' }, action: { kind: 'free', helpless: 5 } }, version: '3.4.3' })).toBe('1/5');
  });

  it('waits for a turn with a slot when encumbered', () => {
    // Burdened, 9 a turn; carries 0 → 9 → 6 → 3 → 0. nomul(-1): at most one action a turn, in the
    // turns that reach 12: 3 of every 4. nomul(-2): from carry 0 the next turn has 9 (no slot),
    // the one after 18 (acts, carry 6); then 15 (burned, carry 3) and 12 (acts, carry 0): one
    // action every 2 turns.
    const burdened = { kind: 'player', encumbrance: 'Burdened' } as const;
    expect(rate({ actor: { spec: burdened, action: { kind: 'act', helpless: 1 } }, version: '3.6.7' })).toBe('3/4');
    expect(rate({ actor: { spec: burdened, action: { kind: 'act', helpless: 2 } }, version: '3.6.7' })).toBe('1/2');
    // 3.6.7 Fast and Burdened gains 9 (2/3) or 18 (1/3); carries uniform on {0, 3, 6, 9}. With
    // nomul(-1), a turn has a slot unless it gains 9 on carry 0: 1 − 2/3 · 1/4 = 5/6.
    const fast = { kind: 'player', speed: 'Fast', encumbrance: 'Burdened' } as const;
    expect(rate({ actor: { spec: fast, action: { kind: 'act', helpless: 1 } }, version: '3.6.7' })).toBe('5/6');
    const law = nethackAnalysis.actionsPerTurn({ actor: { spec: fast, action: { kind: 'act', helpless: 1 } }, version: '3.6.7' });
    expect(law.outcomes().map((o) => [o.k, o.p.fraction?.toString()])).toEqual([
      [0, '1/6'],
      [1, '5/6'],
    ]);
  });

  it('stays exact for long helplessness without randomness, and falls back to floating point with it', () => {
    // Burdened, 9 a turn: N − 1 helpless turns take the carry c to c − 3(N − 1) mod 12. N = 10⁶:
    // c + 3, so from carry 0 it acts on time every cycle. N = 999,999: c + 6, and from carry 6 it
    // meets carry 0 (9 points: no slot) and waits one turn every cycle.
    const burdened = { kind: 'player', encumbrance: 'Burdened' } as const;
    expect(rate({ actor: { spec: burdened, action: { kind: 'act', helpless: 1_000_000 } }, version: '3.6.7' })).toBe('1/1000000');
    expect(rate({ actor: { spec: burdened, action: { kind: 'act', helpless: 999_999 } }, version: '3.6.7' })).toBe('1/1000000');
    // Fast and Burdened (9 or 18) after 2000 helpless turns: the carry is as good as uniform on
    // {0, 3, 6, 9}, and only carry 0 with a gain of 9 (2/3) waits a turn: 1 / (2000 + 1/6).
    const r = nethackAnalysis.rate({ actor: { spec: { ...burdened, speed: 'Fast' as const }, action: { kind: 'act', helpless: 2000 } }, version: '3.6.7' });
    expect(r.perTurn.value).toBeCloseTo(6 / 12001, 12);
  });

  it('has no exact gap law: the Monte Carlo answers, its burned slots (forced turns) not counted as actions', () => {
    // Speed 12, nomul(−2) with every action: the hero acts every other turn, so a speed-12
    // monster moves twice between two of its actions, and the hero once or never between two of
    // the monster's (each half the time). Were the burned slots counted, the gaps would be 0 and 1.
    const hero = { spec: { kind: 'player' }, action: { kind: 'act', helpless: 2 } } as const;
    const monster = { spec: { kind: 'monster', base: 12 } } as const;
    const gaps = nethackAnalysis.between({ a: hero, b: monster });
    expect(gaps.method).toMatch(/^Monte Carlo/);
    expect(gaps.outcomes().map((o) => [o.k, o.p.value])).toEqual([[2, 1]]);
    const heroMoves = nethackAnalysis.between({ a: monster, b: hero });
    expect(heroMoves.outcomes().map((o) => o.k)).toEqual([0, 1]);
    expect(heroMoves.atLeast(1).value).toBeCloseTo(0.5, 1);
  });
});

describe('occupationTurns() and helplessSlots()', () => {
  it('a faster hero finishes an occupation in fewer turns', () => {
    const hero = { base: 12, encumbrance: 0 } as const;
    expect(occupationTurns('3.6.7', { ...hero, speed: 'normal' }, 5).toRecord()).toEqual({ '5': '1/1' });
    // 3.6.7 Very_fast: 12 (1/3) or 24 (2/3) a turn, carry always 0. Two actions: one turn on 24.
    expect(occupationTurns('3.6.7', { ...hero, speed: 'Very_fast' }, 2).toRecord()).toEqual({ '1': '2/3', '2': '1/3' });
    // 3.4.3 Fast: 12 (1/3) or 18 (2/3): carries 0 and 6, uniform. First-action pools 12 (1/6),
    // 18 (1/2), 24 (1/3). Three actions: from 12, one a turn until a carry of 6 meets an 18:
    // always 3 turns; from 18 (carry 6), 2 turns if the next gain is 18 (2/3), else 3; from 24
    // (two actions), 2 turns. So 2 turns: 1/2 · 2/3 + 1/3 = 2/3; 3 turns: 1/3.
    expect(occupationTurns('3.4.3', { ...hero, speed: 'Fast' }, 3).toRecord()).toEqual({ '2': '2/3', '3': '1/3' });
    // A rider on a 24-speed steed that does not gallop: 2 actions a turn.
    expect(occupationTurns('3.4.3', { ...hero, speed: 'normal', steed: { base: 24, mspeed: 'normal' } }, 6).toRecord()).toEqual({ '3': '1/1' });
  });

  it('helplessness burns the slots of its turns, more for a faster hero', () => {
    expect(helplessSlots('3.6.7', { base: 12, speed: 'normal', encumbrance: 0 }, 3).toRecord()).toEqual({ '2': '1/1' });
    // 3.6.7 Fast: the first turn's pool is 12 (2/3) or 24 (1/3): 0 or 1 slot after the action;
    // the next turn 1 or 2. Sum: 1 (4/9), 2 (2/9 + 2/9), 3 (1/9).
    expect(helplessSlots('3.6.7', { base: 12, speed: 'Fast', encumbrance: 0 }, 2).toRecord()).toEqual({ '1': '4/9', '2': '4/9', '3': '1/9' });
  });

  it('follow at most 1000 actions or turns', () => {
    expect(() => occupationTurns('3.6.7', { base: 12, speed: 'normal', encumbrance: 0 }, 1001)).toThrow(/1 to 1000/);
    expect(() => helplessSlots('3.6.7', { base: 12, speed: 'normal', encumbrance: 0 }, 0)).toThrow(/1 to 1000/);
  });
});
