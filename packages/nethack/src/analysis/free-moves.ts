import { Distribution, Fraction, InvalidArgumentError } from '@turnkeeper/core';
import { gcd } from '@turnkeeper/core/cint';
import { heroAllocationLaw, monsterAllocationLaw, ridingAllocationLaw } from '../rules/allocation-laws.js';
import type { HeroMoveInput } from '../rules/hero-allocation.js';
import type { MonsterMoveInput } from '../rules/monster-allocation.js';
import { NORMAL_SPEED } from '../rules/speed.js';
import { simulateTurn } from '../rules/turn-order.js';
import type { NethackVersion } from '../versions.js';

/**
 * How often a monster acts between two consecutive hero actions, in the long run, with the
 * per-turn rates of both. `nethackAnalysis.between({ a: hero, b: monster })` answers
 * `gapDistribution` as a law; this also gives the joint state count, and takes a riding hero's
 * steed.
 *
 * @example
 * ```ts
 * import { freeMoves } from '@turnkeeper/nethack/analysis';
 * const f = freeMoves('3.4.3', { base: 12, speed: 'Very_fast', encumbrance: 0 }, { base: 24, mspeed: 'normal' });
 * f.gapDistribution.toRecord(); // { '0': '3/10', '1': '1/5', '2': '1/2' } (bug H2588)
 * ```
 */
export interface FreeMoves {
  /** k → the long-run fraction of hero actions followed by exactly k monster actions before the next. */
  readonly gapDistribution: Distribution;
  readonly pGapAtLeast2: Fraction;
  readonly pGap0: Fraction;
  /** = monster actions per turn / hero actions per turn. */
  readonly meanGap: Fraction;
  readonly heroActionsPerTurn: Fraction;
  readonly monsterActionsPerTurn: Fraction;
  /** Reachable (hero leftover, monster leftover) pairs; the long-run law is uniform on them. */
  readonly jointStates: number;
}

/**
 * The hero for {@link freeMoves}: speed, base and encumbrance, and optionally the steed it rides
 * (then every hero action is taken to move, so each allocation comes from the steed's
 * mcalcmove(), as moveloop() does for a rider who moved).
 *
 * @example
 * ```ts
 * const rider: FreeMovesHero = { base: 12, speed: 'normal', encumbrance: 0, steed: { base: 24, mspeed: 'normal' } };
 * ```
 */
export interface FreeMovesHero extends HeroMoveInput {
  readonly steed?: MonsterMoveInput;
}

interface IntLaw {
  readonly values: number[];
  readonly weights: number[];
  readonly den: number;
}

function toIntLaw(d: Distribution): IntLaw {
  const entries = d.entries();
  let den = 1n;
  for (const [, p] of entries) den = (den * p.den) / gcd(den, p.den);
  return {
    values: entries.map(([v]) => v),
    weights: entries.map(([, p]) => Number((p.num * den) / p.den)),
    den: Number(den),
  };
}

const mod12 = (x: number): number => ((x % NORMAL_SPEED) + NORMAL_SPEED) % NORMAL_SPEED;

/** A tail recursion met a state it was already following: the gap law has infinite support. */
class EndlessGap extends Error {}

/**
 * The long-run joint leftovers and the turns that start from them. The leftover walk (hero,
 * monster) mod 12 is a random walk on Z₁₂² with independent steps, so it is uniform on the set
 * reachable from (0, 0) in the long run; each turn starts from a reachable pair plus one pair of
 * gains. `starts` weighs each turn start by integers over the denominator |R|·Dh·Dm.
 */
function jointTurns(h: IntLaw, m: IntLaw): { states: number; starts: { hs: number; ms: number; w: number }[] } {
  const seen = new Set<number>([0]);
  const queue = [0];
  while (queue.length) {
    const s = queue.pop() as number;
    const rh = Math.floor(s / NORMAL_SPEED);
    const rm = s % NORMAL_SPEED;
    for (const gh of h.values) {
      for (const gm of m.values) {
        const t = mod12(rh + gh) * NORMAL_SPEED + mod12(rm + gm);
        if (!seen.has(t)) {
          seen.add(t);
          queue.push(t);
        }
      }
    }
  }
  const starts = new Map<string, { hs: number; ms: number; w: number }>();
  for (const s of seen) {
    const rh = Math.floor(s / NORMAL_SPEED);
    const rm = s % NORMAL_SPEED;
    h.values.forEach((gh, i) => {
      m.values.forEach((gm, j) => {
        const hs = Math.max(0, rh + gh);
        const ms = rm + gm;
        const key = `${hs},${ms}`;
        const w = (h.weights[i] as number) * (m.weights[j] as number);
        const e = starts.get(key);
        if (e) e.w += w;
        else starts.set(key, { hs, ms, w });
      });
    });
  }
  return { states: seen.size, starts: [...starts.values()] };
}

/**
 * A memoised tail: the law of what one actor does from the start of a turn with leftovers
 * (rh, rm) until the other's next action, turn by turn. `turn` plays one turn from its starting
 * points and says how many counted actions came before the other actor's first action, and
 * whether the other actor acted at all (else the count continues into the next turn).
 */
function tailOf(
  version: NethackVersion,
  h: IntLaw,
  m: IntLaw,
  turn: (steps: readonly (string | readonly number[])[]) => { count: number; ended: boolean },
): (rh: number, rm: number) => Distribution {
  const tails = new Map<number, Distribution>();
  const visiting = new Set<number>();
  const tail = (rh: number, rm: number): Distribution => {
    const key = rh * NORMAL_SPEED + rm;
    const known = tails.get(key);
    if (known) return known;
    if (visiting.has(key)) throw new EndlessGap();
    visiting.add(key);
    const parts: (readonly [Fraction, Distribution])[] = [];
    h.values.forEach((gh, i) => {
      m.values.forEach((gm, j) => {
        const p = Fraction.of((h.weights[i] as number) * (m.weights[j] as number), h.den * m.den);
        const { steps, heroEnd, monsterEnds } = simulateTurn(version, Math.max(0, rh + gh), [rm + gm]);
        const { count, ended } = turn(steps);
        parts.push([p, ended ? Distribution.point(count) : tail(heroEnd, monsterEnds[0] as number).map((x) => x + count)]);
      });
    });
    visiting.delete(key);
    const d = Distribution.mix(parts);
    tails.set(key, d);
    return d;
  };
  return tail;
}

const actedIn = (step: string | readonly number[]): boolean => typeof step !== 'string' && step.length > 0;

/**
 * {@link freeMoves} for given per-turn gain laws of the hero and of the monster (independent).
 *
 * From each long-run turn start (uniform over the reachable joint leftovers, see above) the turn
 * is played with {@link simulateTurn}. A hero with 12 or more points at the start of a turn acts
 * first in it (moveloop()), so a gap that runs past the end of a turn only collects the monster's
 * actions of the following turns in which the hero does not act at all; those are followed
 * exactly, turn by turn. Throws when the hero can go a turn without gaining anything in a way
 * that repeats (the gap law would have infinite support) or never acts.
 *
 * @example
 * ```ts
 * import { Distribution } from '@turnkeeper/core';
 * freeMovesOfGains('3.6.7', Distribution.point(12), Distribution.point(24)).gapDistribution.toRecord(); // { '2': '1/1' }
 * ```
 */
export function freeMovesOfGains(version: NethackVersion, heroGain: Distribution, monsterGain: Distribution): FreeMoves {
  const h = toIntLaw(heroGain);
  const m = toIntLaw(monsterGain);
  const minHeroGain = Math.min(...h.values);
  const endless = (): InvalidArgumentError =>
    new InvalidArgumentError(
      'freeMoves hero gain',
      heroGain.toRecord(),
      'a hero who gains at least 1 point every turn (else the gap law has infinite support)',
    );
  if (minHeroGain <= 0) throw endless();
  const { states, starts } = jointTurns(h, m);

  // The monster's actions from the start of a turn until the hero's next action: the first action
  // of the first turn in which the hero has 12 points.
  const follow = tailOf(version, h, m, (steps) => {
    let count = 0;
    for (const step of steps) {
      if (step === 'H') return { count, ended: true };
      if (actedIn(step)) count++;
    }
    return { count, ended: false };
  });
  const tail = (rh: number, rm: number): Distribution => {
    if (rh + minHeroGain >= NORMAL_SPEED) return Distribution.point(0);
    try {
      return follow(rh, rm);
    } catch (e) {
      if (e instanceof EndlessGap) throw endless();
      throw e;
    }
  };

  const exact = new Map<number, number>(); // gap → integer weight
  const spread: [number, Fraction][] = []; // gaps that continue into hero-less turns
  let heroActions = 0;
  let monsterActions = 0;
  for (const { hs, ms, w } of starts) {
    const { steps, heroEnd, monsterEnds } = simulateTurn(version, hs, [ms]);
    let gap = -1; // monster actions since the last hero action of this turn (-1: none yet)
    for (const step of steps) {
      if (step === 'H') {
        heroActions += w;
        if (gap >= 0) exact.set(gap, (exact.get(gap) ?? 0) + w);
        gap = 0;
      } else if (actedIn(step)) {
        monsterActions += w;
        if (gap >= 0) gap++;
      }
    }
    if (gap < 0) continue;
    const rest = tail(heroEnd, monsterEnds[0] as number);
    if (rest.support().length === 1 && rest.support()[0] === 0) exact.set(gap, (exact.get(gap) ?? 0) + w);
    else for (const [x, p] of rest.entries()) spread.push([gap + x, p.mul(Fraction.of(w))]);
  }
  if (heroActions === 0) {
    throw new InvalidArgumentError('freeMoves hero gain', heroGain.toRecord(), 'a hero who acts at all');
  }
  const gapDistribution = lawOfWeights([...[...exact].map(([k, w]) => [k, Fraction.of(w)] as const), ...spread], Fraction.of(heroActions));
  const total = states * h.den * m.den;
  return {
    gapDistribution,
    pGapAtLeast2: gapDistribution.atLeast(2),
    pGap0: gapDistribution.p(0),
    meanGap: gapDistribution.mean(),
    heroActionsPerTurn: Fraction.of(heroActions, total),
    monsterActionsPerTurn: Fraction.of(monsterActions, total),
    jointStates: states,
  };
}

/**
 * The reverse of {@link freeMovesOfGains}, by the same method: the long-run law of the number of
 * hero actions between two consecutive actions of the monster. A gap that runs past the end of a
 * turn collects the hero's actions of the following turns up to the monster's first action in
 * the first turn in which it acts (the hero goes before it there when it has 12 points).
 * `undefined` when that can take a repeating run of turns in which the monster does not act (a
 * 3.6.1+ monster whose rounded gain can be 0, for instance): the law then has infinite support.
 *
 * @example
 * ```ts
 * import { Distribution } from '@turnkeeper/core';
 * heroMovesOfGains('3.6.7', Distribution.point(24), Distribution.point(12))?.toRecord(); // { '2': '1/1' }
 * ```
 */
export function heroMovesOfGains(version: NethackVersion, heroGain: Distribution, monsterGain: Distribution): Distribution | undefined {
  const h = toIntLaw(heroGain);
  const m = toIntLaw(monsterGain);
  const { starts } = jointTurns(h, m);
  const tail = tailOf(version, h, m, (steps) => {
    let count = 0;
    for (const step of steps) {
      if (step === 'H') count++;
      else if (actedIn(step)) return { count, ended: true };
    }
    return { count, ended: false };
  });
  const parts: [number, Fraction][] = [];
  let monsterActions = 0;
  try {
    for (const { hs, ms, w } of starts) {
      const { steps, heroEnd, monsterEnds } = simulateTurn(version, hs, [ms]);
      let gap = -1; // hero actions since the monster's last action of this turn (-1: none yet)
      for (const step of steps) {
        if (step === 'H') {
          if (gap >= 0) gap++;
        } else if (actedIn(step)) {
          monsterActions += w;
          if (gap >= 0) parts.push([gap, Fraction.of(w)]);
          gap = 0;
        }
      }
      if (gap < 0) continue;
      for (const [x, p] of tail(heroEnd, monsterEnds[0] as number).entries()) parts.push([gap + x, p.mul(Fraction.of(w))]);
    }
  } catch (e) {
    if (e instanceof EndlessGap) return undefined;
    throw e;
  }
  if (monsterActions === 0) return undefined;
  return lawOfWeights(parts, Fraction.of(monsterActions));
}

/** The law of weighted outcomes: each count's weights summed, then divided by `total` (their sum). */
function lawOfWeights(parts: Iterable<readonly [number, Fraction]>, total: Fraction): Distribution {
  const sums = new Map<number, Fraction>();
  for (const [k, w] of parts) sums.set(k, (sums.get(k) ?? Fraction.ZERO).add(w));
  return Distribution.from([...sums].map(([k, w]) => [k, w.div(total)] as const));
}

/**
 * The long-run law of the number of times a monster acts between two consecutive actions of the
 * hero, exact, for any hero state (speed, polymorph base, encumbrance, riding) and any monster.
 * `nethackAnalysis.between()` answers the same question for a player spec and a monster spec
 * (a hero that is not riding); this function also takes the steed a rider's allocation comes from.
 *
 * @example
 * ```ts
 * import { freeMoves } from '@turnkeeper/nethack/analysis';
 * const f = freeMoves('3.6.7', { base: 12, speed: 'Fast', encumbrance: 0 }, { base: 24, mspeed: 'normal' });
 * f.gapDistribution.toRecord(); // { '1': '1/2', '2': '1/2' }
 * ```
 */
export function freeMoves(version: NethackVersion, hero: FreeMovesHero, monster: MonsterMoveInput): FreeMoves {
  const heroGain = hero.steed ? ridingAllocationLaw(version, hero.steed, hero.encumbrance).distribution : heroAllocationLaw(version, hero).distribution;
  return freeMovesOfGains(version, heroGain, monsterAllocationLaw(version, monster).distribution);
}
