import { Distribution, frac } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { actionsPerTurnOfGain, reachableLeftovers } from '../src/analysis/actions-per-turn.js';
import { mcalcmove, nethack, simulateTurn, type MonsterMoveInput, type NethackVersion } from '../src/index.js';
import { freeMoves, type FreeMovesHero, nethackAnalysis } from '../src/analysis/index.js';
import { enumerateDraws } from '../src/rules/enumerate-draws.js';

/**
 * How many times `b` acts between consecutive actions of `a` ('you' the hero, 'm' the monster),
 * seen in a long seeded run of the engine.
 */
function observedGaps(
  version: NethackVersion,
  hero: FreeMovesHero,
  monster: MonsterMoveInput,
  turns: number,
  { a = 'you', b = 'm', seed = 2024 }: { a?: string; b?: string; seed?: number } = {},
): Map<number, number> {
  const loop = nethack.create({ version, seed });
  if (hero.steed) loop.add('steed', { kind: 'monster', base: hero.steed.base, mspeed: hero.steed.mspeed });
  loop.add('m', { kind: 'monster', base: monster.base, mspeed: monster.mspeed });
  loop.add('you', {
    kind: 'player',
    base: hero.base,
    speed: hero.speed,
    encumbrance: hero.encumbrance,
    riding: hero.steed ? 'steed' : null,
    // u.ugallop outlasts the run; context.mv is set by every running command.
    gallop: hero.steed?.galloping === true ? 1_000_000 : 0,
  });
  const run = hero.steed?.galloping === true;
  const gaps = new Map<number, number>();
  let gap = -1;
  for (;;) {
    const t = loop.next();
    if (t.time > turns) break;
    if (t.actor === a) {
      if (gap >= 0) gaps.set(gap, (gaps.get(gap) ?? 0) + 1);
      gap = 0;
    } else if (t.actor === b && gap >= 0) gap++;
    loop.act(t.actor, t.actor === 'you' ? { kind: 'move', run } : { kind: 'move' });
  }
  return gaps;
}

describe('free moves for any hero state, against a long run of the engine', () => {
  // The golden file covers unencumbered base-12 heroes only; these heroes sometimes skip whole
  // turns, so gaps run across turns. The observed frequencies must sit within 4.5 standard errors.
  const cases: [NethackVersion, FreeMovesHero, MonsterMoveInput][] = [
    ['3.6.7', { base: 12, speed: 'Fast', encumbrance: 1 }, { base: 15, mspeed: 'normal' }],
    ['3.4.3', { base: 12, speed: 'Very_fast', encumbrance: 2 }, { base: 24, mspeed: 'normal' }],
    ['3.6.0', { base: 5, speed: 'normal', encumbrance: 0 }, { base: 12, mspeed: 'fast' }],
    ['3.6.7', { base: 12, speed: 'normal', encumbrance: 3, steed: { base: 24, mspeed: 'normal', galloping: true } }, { base: 18, mspeed: 'slow' }],
  ];
  it.each(cases)('%s %j vs %j', (version, hero, monster) => {
    const exact = freeMoves(version, hero, monster).gapDistribution;
    const seen = observedGaps(version, hero, monster, 40_000);
    const n = [...seen.values()].reduce((a, b) => a + b, 0);
    expect(n).toBeGreaterThan(5000);
    for (const k of new Set([...exact.support(), ...seen.keys()])) {
      const p = exact.p(k).toNumber();
      const observed = (seen.get(k) ?? 0) / n;
      const se = Math.sqrt(Math.max(p * (1 - p), 1e-6) / n);
      expect(Math.abs(observed - p), `gap ${k}: exact ${p}, observed ${observed}`).toBeLessThan(4.5 * se);
    }
  });
});

describe('analysis building blocks', () => {
  it('enumerates every draw sequence with its probability (3.6.0: rn2(5) then rn2(3), 15 ways)', () => {
    const outcomes = enumerateDraws((r) => mcalcmove('3.6.0', { base: 12, mspeed: 'normal' }, r));
    expect(outcomes).toHaveLength(15);
    expect(outcomes.every((o) => o.draws.join() === '5,3' && o.probability.toString() === '1/15')).toBe(true);
  });

  it('plays one turn as a pure function (bug H2588 in 3.4.3)', () => {
    // moveloop() in 3.4.3: "hero 24, fast monster → H M M H instead of H M H M"
    expect(simulateTurn('3.4.3', 24, [24]).steps).toEqual(['H', [0], [0], 'H', []]);
    expect(simulateTurn('3.6.0', 24, [24]).steps).toEqual(['H', [0], 'H', [0]]);
    // A hero with less than 12 at the start of a turn lets the monsters go first.
    expect(simulateTurn('3.6.7', 9, [24, 12])).toEqual({ steps: [[0, 1], [0]], heroEnd: 9, monsterEnds: [0, 0] });
  });

  it('reachable leftovers form the subgroup the gains generate', () => {
    expect(reachableLeftovers([15])).toEqual([0, 3, 6, 9]);
    expect(reachableLeftovers([12, 24])).toEqual([0]);
    expect(reachableLeftovers([18, 24])).toEqual([0, 6]);
  });

  it('actions per turn of a gain law: Fast 3.6.1+ is {1: 2/3, 2: 1/3}', () => {
    const a = actionsPerTurnOfGain(
      Distribution.from([
        [12, frac(2, 3)],
        [24, frac(1, 3)],
      ]),
    );
    expect(a.longRun.toRecord()).toEqual({ '1': '2/3', '2': '1/3' });
    expect(a.longRun.mean().toString()).toBe('4/3');
  });
});

describe('the analysis interface (nethackAnalysis)', () => {
  it('between(player, monster) is the exact free-moves law', () => {
    const law = nethackAnalysis.between({
      a: { spec: { kind: 'player', speed: 'Fast' } },
      b: { spec: { kind: 'monster', base: 18 } },
      version: '3.6.7',
    });
    expect(law.exact).toBe(true);
    expect(law.atLeast(2).fraction?.toString()).toBe('1/4');
    const f = freeMoves('3.4.3', { base: 12, speed: 'Very_fast', encumbrance: 0 }, { base: 24, mspeed: 'normal' });
    const h2588 = nethackAnalysis.between({
      a: { spec: { kind: 'player', speed: 'Very_fast' } },
      b: { spec: { kind: 'monster', base: 24 } },
      version: '3.4.3',
    });
    expect(h2588.outcomes().map((o) => [o.k, o.p.fraction?.toString()])).toEqual(f.gapDistribution.entries().map(([k, p]) => [k, p.toString()]));
    expect(nethackAnalysis.between({ a: { spec: { kind: 'player' }, action: { kind: 'free' } }, b: { spec: { kind: 'monster', base: 24 } } }).p(0).value).toBe(
      1,
    );
  });

  // The reverse question, by the same method where every gap ends within a bounded run of turns.
  const reverse: [NethackVersion, FreeMovesHero, MonsterMoveInput][] = [
    ['3.4.3', { base: 12, speed: 'normal', encumbrance: 0 }, { base: 9, mspeed: 'normal' }],
    ['3.6.0', { base: 12, speed: 'Fast', encumbrance: 0 }, { base: 7, mspeed: 'normal' }],
    ['3.6.7', { base: 12, speed: 'Very_fast', encumbrance: 1 }, { base: 15, mspeed: 'normal' }],
    ['3.4.3', { base: 12, speed: 'Very_fast', encumbrance: 0 }, { base: 24, mspeed: 'normal' }],
  ];
  it.each(reverse)('between(monster, player) %s %j vs %j is exact and matches a long run', (version, hero, monster) => {
    const law = nethackAnalysis.between({
      a: { spec: { kind: 'monster', base: monster.base, mspeed: monster.mspeed } },
      b: { spec: { kind: 'player', base: hero.base, speed: hero.speed, encumbrance: hero.encumbrance } },
      version,
    });
    expect(law.exact).toBe(true);
    const seen = observedGaps(version, hero, monster, 40_000, { a: 'm', b: 'you', seed: 99 });
    const n = [...seen.values()].reduce((a, b) => a + b, 0);
    expect(n).toBeGreaterThan(5000);
    for (const k of new Set([...law.outcomes().map((o) => o.k), ...seen.keys()])) {
      const p = law.p(k).value;
      const observed = (seen.get(k) ?? 0) / n;
      const se = Math.sqrt(Math.max(p * (1 - p), 1e-6) / n);
      expect(Math.abs(observed - p), `gap ${k}: exact ${p}, observed ${observed}`).toBeLessThan(4.5 * se);
    }
    // The mean gap is the hero's actions per turn over the monster's.
    const heroRate = nethackAnalysis.rate({ actor: { spec: { kind: 'player', base: hero.base, speed: hero.speed, encumbrance: hero.encumbrance } }, version });
    const monsterRate = nethackAnalysis.rate({ actor: { spec: { kind: 'monster', base: monster.base } }, version });
    expect(law.mean.fraction?.toString()).toBe(heroRate.perTurn.fraction?.div(monsterRate.perTurn.fraction ?? frac(1)).toString());
  });

  it('between(monster, player) falls back to an estimate where a 3.6.1+ monster can skip turns for ever', () => {
    const law = nethackAnalysis.between({
      a: { spec: { kind: 'monster', base: 9 } },
      b: { spec: { kind: 'player' } },
      version: '3.6.7',
      samples: 2000,
    });
    expect(law.exact).toBe(false);
    expect(law.mean.low).toBeLessThan(4 / 3);
    expect(law.mean.high).toBeGreaterThan(4 / 3);
  });

  it('actionsPerTurn is the long-run law of the leftover walk; no answer for free actions or a moving rider', () => {
    const ant = nethackAnalysis.actionsPerTurn({ actor: { spec: { kind: 'monster', base: 15 } }, version: '3.4.3' });
    expect(ant.exact).toBe(true);
    expect(ant.outcomes().map((o) => [o.k, o.p.fraction?.toString()])).toEqual([
      [1, '3/4'],
      [2, '1/4'],
    ]);
    expect(() => nethackAnalysis.actionsPerTurn({ actor: { spec: { kind: 'player' }, action: { kind: 'free' } } })).toThrow(/free action/);
    expect(() => nethackAnalysis.actionsPerTurn({ actor: { spec: { kind: 'player', riding: 'horse' } } })).toThrow(/steed/);
    const rider = nethackAnalysis.actionsPerTurn({ actor: { spec: { kind: 'player', speed: 'Fast', riding: 'horse' }, action: { kind: 'act' } } });
    expect(rider.p(2).fraction?.toString()).toBe('1/3');
  });

  it('speed tables in the game’s terms, whose rows are valid specs rated as they say', () => {
    for (const version of ['3.4.3', '3.6.0', '3.6.7'] as const) {
      const hero = nethackAnalysis.speedTable({ kind: 'player', version });
      expect(hero.rows.map((r) => r.speed)).toEqual(['normal', 'Fast', 'Very_fast']);
      expect(hero.normal).toBe('normal');
      const monsters = nethackAnalysis.speedTable({ kind: 'monster', version });
      expect(monsters.rows).toHaveLength(37);
      expect(monsters.rows.find((r) => r.speed === monsters.normal)?.actionsPerTurn.value).toBe(version === '3.6.0' ? 13 / 12 : 1);
      for (const table of [hero, monsters]) {
        for (const row of table.rows) {
          const rate = nethackAnalysis.rate({ actor: { spec: { kind: table.kind, ...row.spec } as never }, version });
          expect(row.actionsPerTurn.fraction?.toString()).toBe(rate.perTurn.fraction?.toString());
        }
      }
    }
    expect(nethackAnalysis.speedTable({ kind: 'monster', version: '3.4.3' }).rows[15]?.display).toBe(
      'speed 15: 5 actions every 4 turns, on a fixed 4-turn cycle (mean 5/4)',
    );
    expect(nethackAnalysis.speedTable({ kind: 'monster', version: '3.6.7' }).rows[15]?.display).toBe(
      'speed 15: 1 action a turn, 2 on 1 turn in 4 at random (rn2(12) < 3)',
    );
    expect(nethackAnalysis.speedTable({ version: '3.6.7' }).rows[1]?.display).toMatch(
      /^Fast: intrinsic speed .*"You are fast"\) — a free action on 1 turn in 3/,
    );
  });

  it('versions as data, with the same rule keys, and changes citing the original files', () => {
    const versions = nethackAnalysis.versions();
    expect(versions.map((v) => v.id)).toEqual([...nethack.meta.versions]);
    for (const v of versions) {
      expect(Object.keys(v.rules).sort()).toEqual(Object.keys(versions[0]?.rules ?? {}).sort());
      expect(v.changes.length).toBeGreaterThan(0);
      for (const c of v.changes) expect(c).toMatch(/\.(c|h)\b/);
    }
    expect(versions.find((v) => v.id === '3.4.3')?.rules).toMatchObject({ strictHeroTest: true, family: '3.4.3', generator: 'random()' });
    expect(versions.find((v) => v.id === '3.6.2')?.rules).toMatchObject({ heroProrations: 1, generator: 'ISAAC64' });
  });
});
