import { NoAnswerError, type ActorId } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { dcssAnalysis } from '../src/analysis/index.js';
import { DCSS_VERSIONS, dcss, dcssVersionRules } from '../src/index.js';

type Loop = ReturnType<typeof dcss.create>;

/** Counts, on the real loop, how many times `counted` acts between two consecutive actions of `anchor`. */
function simulateBetween(loop: Loop, anchor: ActorId, counted: ActorId, gaps: number): Map<number, number> {
  const counts = new Map<number, number>();
  let between = -1;
  let seen = 0;
  while (seen < gaps + 100) {
    const turn = loop.next();
    if (turn.actor === anchor) {
      if (between >= 0 && seen++ >= 100) counts.set(between, (counts.get(between) ?? 0) + 1);
      between = 0;
    } else if (turn.actor === counted && between >= 0) between++;
    loop.act(turn.actor, turn.kind === 'player' ? { kind: 'wait' } : { kind: 'move' });
  }
  return counts;
}

/** Within five standard errors of the exact probability. */
function close(counts: Map<number, number>, total: number, k: number, exact: number): void {
  const p = (counts.get(k) ?? 0) / total;
  expect(Math.abs(p - exact), `P(${k}) simulated ${p}, exact ${exact}`).toBeLessThanOrEqual(5 * Math.sqrt((exact * (1 - exact)) / total) + 1e-9);
}

describe('dcssAnalysis.between', () => {
  it('player then monster: the monster’s actions per player action, exact (P(2) = (s − 10)/10 against 10-aut actions)', () => {
    const law = dcssAnalysis.between({ a: { spec: { kind: 'player' } }, b: { spec: { kind: 'monster', speed: 13 } } });
    expect(law.exact).toBe(true);
    expect(law.outcomes().map((o) => [o.k, o.p.fraction?.toString()])).toEqual([
      [1, '7/10'],
      [2, '3/10'],
    ]);
  });

  it('monster then player: the player’s actions between two of the monster’s, exact', () => {
    const law = dcssAnalysis.between({ a: { spec: { kind: 'monster', speed: 15 } }, b: { spec: { kind: 'player' } } });
    // 1, 2, 1, 2 actions per player action: gaps 1 (after a single action) and 0, 1 (around a double).
    expect(law.outcomes().map((o) => [o.k, o.p.fraction?.toString()])).toEqual([
      [0, '1/3'],
      [1, '2/3'],
    ]);
    expect(law.mean.fraction?.toString()).toBe('2/3');
  });

  it('matches the real loop: a hasted player against a speed-7 monster, both ways', () => {
    const loop = dcss.create({ seed: 11 });
    loop.add('you', { kind: 'player', hasted: true }).add('m', { kind: 'monster', speed: 7, justSummoned: false });
    const samples = 20_000;
    const monsterFirst = dcssAnalysis.between({
      a: { spec: { kind: 'monster', speed: 7 } },
      b: { spec: { kind: 'player', hasted: true }, action: { kind: 'wait' } },
    });
    const counts = simulateBetween(loop, 'm', 'you', samples);
    for (const o of monsterFirst.outcomes()) close(counts, samples, o.k, o.p.value);
    const playerFirst = dcssAnalysis.between({
      a: { spec: { kind: 'player', hasted: true }, action: { kind: 'wait' } },
      b: { spec: { kind: 'monster', speed: 7 } },
    });
    const back = simulateBetween(loop, 'you', 'm', samples);
    for (const o of playerFirst.outcomes()) close(back, samples, o.k, o.p.value);
  });

  it('a slow monster that may gain nothing in a turn: exact up to a cap, the rest as a tail, the mean exact', () => {
    const law = dcssAnalysis.between({ a: { spec: { kind: 'monster', speed: 1 } }, b: { spec: { kind: 'player', hasted: true }, action: { kind: 'wait' } } });
    expect(law.exact).toBe(true);
    expect(law.mean.value).toBeCloseTo(1 / ((1 * (20 / 3)) / 100), 9);
    const total = law.outcomes().reduce((s, o) => s + o.p.value, 0);
    expect(total).toBeCloseTo(1, 12);
  });

  it('leaves two monsters to a Monte Carlo with a waiting normal-speed player for time to pass', () => {
    const law = dcssAnalysis.between({
      a: { spec: { kind: 'monster', speed: 10, justSummoned: false } },
      b: { spec: { kind: 'monster', speed: 15, justSummoned: false } },
      samples: 4000,
    });
    expect(law.exact).toBe(false);
    expect(law.method).toMatch(/Monte Carlo/);
    // Speed 15 against 10 with every action costing 10: the faster one gets 1 or 2 actions between the other's, half the time each.
    expect(law.atLeast(2).low).toBeLessThan(0.5);
    expect(law.atLeast(2).high).toBeGreaterThan(0.5);
  });

  it('a monster that never acts has no gaps to count', () => {
    expect(() => dcssAnalysis.between({ a: { spec: { kind: 'monster', speed: 0 } }, b: { spec: { kind: 'player' } } })).toThrow(NoAnswerError);
  });
});

describe('dcssAnalysis.actionsPerTurn (a turn is 10 aut)', () => {
  it('the player: actions starting in each 10-aut window', () => {
    const slowed = dcssAnalysis.actionsPerTurn({ actor: { spec: { kind: 'player', slowed: true }, action: { kind: 'wait' } } });
    expect(slowed.outcomes().map((o) => [o.k, o.p.fraction?.toString()])).toEqual([
      [0, '1/3'],
      [1, '2/3'],
    ]);
    const hasted = dcssAnalysis.actionsPerTurn({ actor: { spec: { kind: 'player', hasted: true } } });
    expect(hasted.mean.fraction?.toString()).toBe('3/2');
  });

  it('a monster: its actions per 10-aut player action', () => {
    const law = dcssAnalysis.actionsPerTurn({ actor: { spec: { kind: 'monster', speed: 12 } } });
    expect(law.outcomes().map((o) => [o.k, o.p.fraction?.toString()])).toEqual([
      [1, '4/5'],
      [2, '1/5'],
    ]);
  });

  it('agrees with rate × 10', () => {
    for (const spec of [
      { kind: 'monster', speed: 17, weapon: 'speed' },
      { kind: 'player', berserk: true },
    ] as const) {
      const action = { kind: 'melee' } as const;
      const rate = dcssAnalysis.rate({ actor: { spec, action } }).perTurn.value;
      expect(dcssAnalysis.actionsPerTurn({ actor: { spec, action } }).mean.value).toBeCloseTo(rate, 12);
    }
  });

  it('a 0-aut action has no number per turn', () => {
    expect(() => dcssAnalysis.actionsPerTurn({ actor: { spec: { kind: 'player' }, action: { kind: 'fixed', aut: 0 } } })).toThrow(NoAnswerError);
  });
});

describe('dcssAnalysis.speedTable', () => {
  it('player: the action length with haste and slow, as the HUD shows it, after the status lights', () => {
    const table = dcssAnalysis.speedTable({ kind: 'player' });
    const row = (name: string) => table.rows.find((r) => r.speed === name);
    expect(row('hasted')?.display).toBe('Fast (0.6) or (0.7)');
    expect(row('normal')?.display).toBe('(1.0)');
    expect(row('hasted+slowed')?.display).toBe('Fast+Slow (1.0)');
    expect(row('stat zero')?.display).toBe('Slow (1.5)');
    expect(row('berserk under Cheibriados')?.display).toBe('Berserk (1.0)');
    expect(row('helpless')?.display).toBe('(1.0)');
    expect(row('slowed')?.gain.fraction?.toString()).toBe('15/1');
    expect(row('hasted')?.actionsPerTurn.fraction?.toString()).toBe('3/2');
    expect(dcssAnalysis.speedTable().kind).toBe('player');
  });

  it("monster: energy per 10 aut and the description's speed line, truncated as the game does", () => {
    const table = dcssAnalysis.speedTable({ kind: 'monster' });
    const row = (speed: number) => table.rows.find((r) => r.speed === speed);
    expect(row(12)?.display).toBe('Speed: 120% (normally travels faster than you)');
    expect(row(9)?.display).toBe('Speed: 90% (normally travels slower than you)');
    expect(row(15)?.gain.fraction?.toString()).toBe('15/1');
    expect(row(15)?.actionsPerTurn.fraction?.toString()).toBe('3/2');
    for (const r of table.rows) expect(() => dcss.parseSpec({ kind: 'monster', ...r.spec })).not.toThrow();
  });
});

describe('dcssAnalysis.versions', () => {
  it('lists every version with its rules and cited changes', () => {
    const versions = dcssAnalysis.versions();
    expect(versions.map((v) => v.id)).toEqual([...DCSS_VERSIONS]);
    for (const v of versions) {
      expect(v.rules).toEqual(dcssVersionRules(v.id));
      expect(v.changes.length).toBeGreaterThan(0);
    }
    expect(versions.find((v) => v.id === 'trunk')?.changes.join(' ')).toContain('6cb6efe6f4');
    expect(versions.find((v) => v.id === '0.29')?.changes.join(' ')).toContain('7d8c13d22b');
  });
});
