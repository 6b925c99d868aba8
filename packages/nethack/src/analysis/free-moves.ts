import { Distribution, Fraction, InvalidArgumentError } from '@turnkeeper/core';
import type { HeroMoveInput } from '../hero-allocation.js';
import type { MonsterMoveInput } from '../monster-allocation.js';
import { NORMAL_SPEED } from '../speed.js';
import { heroAllocationLaw, monsterAllocationLaw, ridingAllocationLaw } from './allocation-laws.js';
import { simulateTurn } from './turn-schedule.js';

/**
 * How often a monster acts between two consecutive hero actions, in the long run (spec §9 Table
 * P1; `free_moves.json`).
 *
 * @example
 * ```ts
 * import { freeMoves } from '@turnkeeper/nethack';
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
 * (then every hero action is taken to move, so each allocation comes from the steed, spec §3).
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

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

const mod12 = (x: number): number => ((x % NORMAL_SPEED) + NORMAL_SPEED) % NORMAL_SPEED;

/**
 * {@link freeMoves} for given per-turn gain laws of the hero and of the monster (independent).
 *
 * The joint leftover walk (hero, monster) mod 12 is uniform on its reachable set in the long run
 * (a random walk on Z₁₂², spec §9). From each reachable pair every pair of gains is played
 * through one turn with {@link simulateTurn}. A hero with 12 or more points at the start of a turn
 * acts first in it (spec §1 item 5), so a gap that runs past the end of a turn only collects the
 * monster's actions of the following turns in which the hero does not act at all; those are
 * followed exactly, turn by turn. Throws when the hero can go a turn without gaining anything (the
 * gap law would have infinite support) or never acts.
 *
 * @example
 * ```ts
 * import { Distribution } from '@turnkeeper/core';
 * import { freeMovesOfGains } from '@turnkeeper/nethack';
 * freeMovesOfGains('3.6.7', Distribution.point(12), Distribution.point(24)).gapDistribution.toRecord(); // { '2': '1/1' }
 * ```
 */
export function freeMovesOfGains(version: string, heroGain: Distribution, monsterGain: Distribution): FreeMoves {
  const h = toIntLaw(heroGain);
  const m = toIntLaw(monsterGain);
  const minHeroGain = Math.min(...h.values);

  // Reachable joint leftovers from (0, 0).
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

  // Integer weights of the turn's starting points, over the denominator |R|·Dh·Dm.
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

  // tail(rh, rm): the law of the monster's actions from the start of a turn until the hero's next
  // action, which is the first action of the first turn in which the hero has 12 points.
  const tails = new Map<number, Distribution>();
  const visiting = new Set<number>();
  const tail = (rh: number, rm: number): Distribution => {
    if (rh + minHeroGain >= NORMAL_SPEED) return Distribution.point(0);
    const key = rh * NORMAL_SPEED + rm;
    const known = tails.get(key);
    if (known) return known;
    if (visiting.has(key) || minHeroGain <= 0) {
      throw new InvalidArgumentError(
        'freeMoves hero gain',
        heroGain.toRecord(),
        'a hero who gains at least 1 point every turn (else the gap law has infinite support)',
      );
    }
    visiting.add(key);
    const parts: (readonly [Fraction, Distribution])[] = [];
    h.values.forEach((gh, i) => {
      m.values.forEach((gm, j) => {
        const p = Fraction.of((h.weights[i] as number) * (m.weights[j] as number), h.den * m.den);
        if (rh + gh >= NORMAL_SPEED) parts.push([p, Distribution.point(0)]);
        else {
          const acted = Math.floor((rm + gm) / NORMAL_SPEED);
          parts.push([p, tail(rh + gh, mod12(rm + gm)).map((x) => x + acted)]);
        }
      });
    });
    visiting.delete(key);
    const d = Distribution.mix(parts);
    tails.set(key, d);
    return d;
  };

  const exact = new Map<number, number>(); // gap → integer weight
  const spread: [number, Fraction][] = []; // gaps that continue into hero-less turns
  let heroActions = 0;
  let monsterActions = 0;
  for (const { hs, ms, w } of starts.values()) {
    const { steps, heroEnd, monsterEnds } = simulateTurn(version, hs, [ms]);
    let gap = -1; // monster actions since the last hero action of this turn (-1: none yet)
    for (const step of steps) {
      if (step === 'H') {
        heroActions += w;
        if (gap >= 0) exact.set(gap, (exact.get(gap) ?? 0) + w);
        gap = 0;
      } else if (step.length > 0) {
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
  const counts = Distribution.from([...[...exact].map(([k, w]) => [k, Fraction.of(w)] as const), ...spread]);
  const gapDistribution = Distribution.from(counts.entries().map(([k, c]) => [k, c.div(Fraction.of(heroActions))] as const));
  const total = seen.size * h.den * m.den;
  return {
    gapDistribution,
    pGapAtLeast2: gapDistribution.atLeast(2),
    pGap0: gapDistribution.p(0),
    meanGap: gapDistribution.mean(),
    heroActionsPerTurn: Fraction.of(heroActions, total),
    monsterActionsPerTurn: Fraction.of(monsterActions, total),
    jointStates: seen.size,
  };
}

/**
 * The long-run law of the number of times a monster acts between two consecutive actions of the
 * hero, exact, for any hero state (speed, polymorph base, encumbrance, riding) and any monster.
 *
 * @example
 * ```ts
 * import { freeMoves } from '@turnkeeper/nethack';
 * const f = freeMoves('3.6.7', { base: 12, speed: 'Fast', encumbrance: 0 }, { base: 24, mspeed: 'normal' });
 * f.gapDistribution.toRecord(); // { '1': '1/2', '2': '1/2' }
 * ```
 */
export function freeMoves(version: string, hero: FreeMovesHero, monster: MonsterMoveInput): FreeMoves {
  const heroGain = hero.steed
    ? ridingAllocationLaw(version, hero.steed, hero.encumbrance).distribution
    : heroAllocationLaw(version, hero).distribution;
  return freeMovesOfGains(version, heroGain, monsterAllocationLaw(version, monster).distribution);
}
