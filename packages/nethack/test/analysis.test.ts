import { Distribution, frac } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import {
  actionsPerTurnOfGain,
  enumerateDraws,
  freeMoves,
  mcalcmove,
  nethack,
  reachableLeftovers,
  simulateTurn,
  type FreeMovesHero,
  type MonsterMoveInput,
} from '../src/index.js';

/** Gaps (monster actions between consecutive hero actions) seen in a long seeded run of the engine. */
function observedGaps(version: string, hero: FreeMovesHero, monster: MonsterMoveInput, turns: number): Map<number, number> {
  const loop = nethack.create({ version, seed: 2024 });
  if (hero.steed) loop.add('steed', { kind: 'monster', base: hero.steed.base, mspeed: hero.steed.mspeed });
  loop.add('m', { kind: 'monster', base: monster.base, mspeed: monster.mspeed });
  loop.add('you', {
    kind: 'hero',
    base: hero.base,
    speed: hero.speed,
    encumbrance: hero.encumbrance,
    riding: hero.steed ? 'steed' : null,
    galloping: hero.steed?.galloping ?? false,
  });
  const gaps = new Map<number, number>();
  let gap = -1;
  for (;;) {
    const t = loop.next();
    if (t.time > turns) break;
    if (t.actor === 'you') {
      if (gap >= 0) gaps.set(gap, (gaps.get(gap) ?? 0) + 1);
      gap = 0;
    } else if (t.actor === 'm' && gap >= 0) gap++;
    loop.act(t.actor, { kind: 'move' });
  }
  return gaps;
}

describe('free moves for any hero state, against a long run of the engine', () => {
  // The golden file covers unencumbered base-12 heroes only; these heroes sometimes skip whole
  // turns, so gaps run across turns. The observed frequencies must sit within 4.5 standard errors.
  const cases: [string, FreeMovesHero, MonsterMoveInput][] = [
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
    // spec §1 item 4: "hero 24, fast monster → H M M H instead of H M H M"
    expect(simulateTurn('3.4.3', 24, [24]).steps).toEqual(['H', [0], [0], 'H', []]);
    expect(simulateTurn('3.6.0', 24, [24]).steps).toEqual(['H', [0], 'H', [0]]);
    // A hero with less than 12 at the start of a turn lets the monsters go first (spec §1 item 5).
    expect(simulateTurn('3.6.7', 9, [24, 12])).toEqual({ steps: [[0, 1], [0]], heroEnd: 9, monsterEnds: [0, 0] });
  });

  it('reachable leftovers form the subgroup the gains generate (spec §9)', () => {
    expect(reachableLeftovers([15])).toEqual([0, 3, 6, 9]);
    expect(reachableLeftovers([12, 24])).toEqual([0]);
    expect(reachableLeftovers([18, 24])).toEqual([0, 6]);
  });

  it('actions per turn of a gain law: Fast 3.6.1+ is {1: 2/3, 2: 1/3} (spec §9)', () => {
    const a = actionsPerTurnOfGain(Distribution.from([[12, frac(2, 3)], [24, frac(1, 3)]]));
    expect(a.longRun.toRecord()).toEqual({ '1': '2/3', '2': '1/3' });
    expect(a.mean.toString()).toBe('4/3');
  });
});
