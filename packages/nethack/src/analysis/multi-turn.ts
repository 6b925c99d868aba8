import { Distribution, Fraction, InvalidArgumentError } from '@turnkeeper/core';
import { WorkMeter } from '@turnkeeper/core/analysis';
import { gcd } from '@turnkeeper/core/cint';
import { heroAllocationLaw, ridingAllocationLaw } from '../rules/allocation-laws.js';
import type { HeroMoveInput } from '../rules/hero-allocation.js';
import { NORMAL_SPEED } from '../rules/speed.js';
import type { NethackVersion } from '../versions.js';
import { reachableLeftovers } from './actions-per-turn.js';
import type { FreeMovesHero } from './free-moves.js';

/**
 * The longest command (in actions) or helplessness (in turns) that {@link occupationTurns} and
 * {@link helplessSlots} follow turn by turn: a limit of the analysis, not of the game.
 *
 * @example
 * ```ts
 * import { MULTI_TURN_LIMIT } from '@turnkeeper/nethack/analysis';
 * MULTI_TURN_LIMIT; // 1000
 * ```
 */
export const MULTI_TURN_LIMIT = 1000;

/** Past this many helpless turns, the long-run rate of an always-helpless hero is computed in floating point. */
const EXACT_HELPLESS_TURNS = 1024;

const mod12 = (x: number): number => ((x % NORMAL_SPEED) + NORMAL_SPEED) % NORMAL_SPEED;

/** A law with integer weights over one common denominator, for exact turn-by-turn sums. */
interface Weighted {
  readonly entries: readonly (readonly [number, bigint])[];
  readonly den: bigint;
}

function weighted(d: Distribution): Weighted {
  const entries = d.entries();
  let den = 1n;
  for (const [, p] of entries) den = (den * p.den) / gcd(den, p.den);
  return { entries: entries.map(([v, p]) => [v, (p.num * den) / p.den] as const), den };
}

/** The hero's per-turn gain: the steed's mcalcmove() for a rider whose every action moves, else its own. */
function gainOf(version: NethackVersion, hero: FreeMovesHero): Distribution {
  return hero.steed ? ridingAllocationLaw(version, hero.steed, hero.encumbrance).distribution : heroAllocationLaw(version, hero).distribution;
}

/**
 * The pool at the hero's first action of a turn, in the long run: the carry is uniform on the
 * leftovers reachable from 0 (the leftover walk is doubly stochastic), plus one turn's gain,
 * given that the sum reaches 12.
 */
function firstActionPools(gain: Weighted): { pools: Map<number, bigint>; den: bigint } {
  const support = reachableLeftovers(gain.entries.map(([g]) => g));
  const pools = new Map<number, bigint>();
  let total = 0n;
  for (const r of support) {
    for (const [g, w] of gain.entries) {
      if (r + g < NORMAL_SPEED) continue;
      pools.set(r + g, (pools.get(r + g) ?? 0n) + w);
      total += w;
    }
  }
  if (total === 0n)
    throw new InvalidArgumentError(
      'hero gain',
      gain.entries.map(([g]) => g),
      'a hero who reaches 12 points in some turn',
    );
  return { pools, den: total };
}

function checkLimit(what: string, n: number): void {
  if (!Number.isSafeInteger(n) || n < 1 || n > MULTI_TURN_LIMIT) {
    throw new InvalidArgumentError(what, n, `an integer from 1 to ${MULTI_TURN_LIMIT} (the analysis follows it turn by turn)`);
  }
}

function lawOf(counts: Map<number, bigint>, den: bigint): Distribution {
  return Distribution.from([...counts].filter(([, w]) => w !== 0n).map(([k, w]) => [k, Fraction.of(w, den)] as const));
}

/**
 * The exact law of how many turns a command of `actions` actions takes — an occupation (eating,
 * digging…) or a counted command (`multi`): each of its actions is an ordinary 12-point action,
 * so a faster hero finishes it in fewer turns. It starts at the hero's first action of a turn
 * (turn 1 is that turn), in the long run (the carry uniform on its reachable leftovers). A hero
 * with `steed` moves with every action, so each allocation is the steed's mcalcmove().
 *
 * @example
 * ```ts
 * import { occupationTurns } from '@turnkeeper/nethack/analysis';
 * occupationTurns('3.6.7', { base: 12, speed: 'normal', encumbrance: 0 }, 5).toRecord(); // { '5': '1/1' }
 * occupationTurns('3.6.7', { base: 12, speed: 'Very_fast', encumbrance: 0 }, 2).toRecord(); // { '1': '2/3', '2': '1/3' }
 * ```
 */
export function occupationTurns(version: NethackVersion, hero: FreeMovesHero, actions: number): Distribution {
  checkLimit('actions', actions);
  const gain = weighted(gainOf(version, hero));
  if (gain.entries.some(([g]) => g === 0)) {
    // A turn with no gain at all can repeat without end: the law would have infinite support.
    throw new InvalidArgumentError(
      'hero gain',
      gain.entries.map(([g]) => g),
      'a hero who gains points every turn',
    );
  }
  const start = firstActionPools(gain);
  // state: carry into the next turn × actions still to do → weight (over den).
  let states = new Map<string, bigint>();
  const done = new Map<number, bigint>();
  let den = start.den;
  const add = (map: Map<string, bigint>, key: string, w: bigint): void => {
    map.set(key, (map.get(key) ?? 0n) + w);
  };
  for (const [pool, w] of start.pools) {
    const left = actions - Math.floor(pool / NORMAL_SPEED);
    if (left <= 0) done.set(1, (done.get(1) ?? 0n) + w);
    else add(states, `${mod12(pool)},${left}`, w);
  }
  for (let turn = 2; states.size > 0; turn++) {
    // One more turn's gain: every weight so far comes to the new denominator.
    for (const [t, w] of done) done.set(t, w * gain.den);
    den *= gain.den;
    const next = new Map<string, bigint>();
    for (const [key, w] of states) {
      const [carry, left] = key.split(',').map(Number) as [number, number];
      for (const [g, gw] of gain.entries) {
        const pool = carry + g;
        const rest = left - Math.floor(pool / NORMAL_SPEED);
        if (rest <= 0) done.set(turn, (done.get(turn) ?? 0n) + w * gw);
        else add(next, `${mod12(pool)},${rest}`, w * gw);
      }
    }
    states = next;
  }
  return lawOf(done, den);
}

/**
 * The exact law of how many of the hero's slots nomul(−turns) burns (`src/hack.c`) when the
 * hero's first action of a turn calls it, in the long run: the rest of that turn's slots and
 * every slot of the next turns − 1 turns, each still costing 12 points (`src/allmain.c`
 * moveloop()). Helplessness is counted in turns, so a faster hero loses more actions to it. The
 * hero is on foot (a rider's allocation during helplessness depends on whether a burned slot
 * cleared `u.umoved`).
 *
 * @example
 * ```ts
 * import { helplessSlots } from '@turnkeeper/nethack/analysis';
 * helplessSlots('3.6.7', { base: 12, speed: 'normal', encumbrance: 0 }, 3).toRecord(); // { '2': '1/1' }
 * helplessSlots('3.6.7', { base: 12, speed: 'Fast', encumbrance: 0 }, 2).mean().toString(); // '5/3'
 * ```
 */
export function helplessSlots(version: NethackVersion, hero: HeroMoveInput, turns: number): Distribution {
  checkLimit('turns', turns);
  const gain = weighted(heroAllocationLaw(version, hero).distribution);
  const start = firstActionPools(gain);
  let states = new Map<string, bigint>();
  for (const [pool, w] of start.pools) {
    const key = `${mod12(pool)},${Math.floor(pool / NORMAL_SPEED) - 1}`;
    states.set(key, (states.get(key) ?? 0n) + w);
  }
  let den = start.den;
  for (let t = 1; t < turns; t++) {
    const next = new Map<string, bigint>();
    for (const [key, w] of states) {
      const [carry, burned] = key.split(',').map(Number) as [number, number];
      for (const [g, gw] of gain.entries) {
        const pool = carry + g;
        const k = `${mod12(pool)},${burned + Math.floor(pool / NORMAL_SPEED)}`;
        next.set(k, (next.get(k) ?? 0n) + w * gw);
      }
    }
    den *= gain.den;
    states = next;
  }
  const burned = new Map<number, bigint>();
  for (const [key, w] of states) {
    const b = Number(key.split(',')[1]);
    burned.set(b, (burned.get(b) ?? 0n) + w);
  }
  return lawOf(burned, den);
}

// ---- the long-run rate of a hero whose every action makes it helpless ----

/** The arithmetic the chain needs, exact (Fraction) or in floating point. */
interface Field<T> {
  /** Floating point: pick the largest pivot. */
  readonly float: boolean;
  readonly zero: T;
  readonly one: T;
  of(f: Fraction): T;
  add(a: T, b: T): T;
  sub(a: T, b: T): T;
  mul(a: T, b: T): T;
  div(a: T, b: T): T;
  isZero(a: T): boolean;
}

const EXACT: Field<Fraction> = {
  float: false,
  zero: Fraction.ZERO,
  one: Fraction.ONE,
  of: (f) => f,
  add: (a, b) => a.add(b),
  sub: (a, b) => a.sub(b),
  mul: (a, b) => a.mul(b),
  div: (a, b) => a.div(b),
  isZero: (a) => a.isZero(),
};

const FLOAT: Field<number> = {
  float: true,
  zero: 0,
  one: 1,
  of: (f) => f.toNumber(),
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  div: (a, b) => a / b,
  isZero: (a) => a === 0,
};

type Matrix<T> = T[][];

function matMul<T>(F: Field<T>, a: Matrix<T>, b: Matrix<T>): Matrix<T> {
  const n = a.length;
  return a.map((row) =>
    Array.from({ length: n }, (_, j) => {
      let s = F.zero;
      for (let k = 0; k < n; k++) {
        const x = row[k] as T;
        if (!F.isZero(x)) s = F.add(s, F.mul(x, (b[k] as T[])[j] as T));
      }
      return s;
    }),
  );
}

function identity<T>(F: Field<T>, n: number): Matrix<T> {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? F.one : F.zero)));
}

/**
 * What an exact fraction operation in a product of matrix powers p and q costs in work-meter
 * steps, per unit of p + q: the entries of m^p have about p times the digits of m's, and the
 * solve and sums after the power work on numbers that size too.
 */
const EXACT_POWER_STEP = 32;

/**
 * m^e by squaring; `undefined` when `work` refuses a product: n³·(p + q)·{@link EXACT_POWER_STEP}
 * steps for exact powers p and q whose entries `grow` (a random gain), n³ otherwise (floating
 * point, or a matrix of 0s and 1s).
 */
function matPow<T>(F: Field<T>, m: Matrix<T>, e: number, grow: boolean, work: WorkMeter): Matrix<T> | undefined {
  const n = m.length;
  const cost = (p: number, q: number): number => n ** 3 * (grow && !F.float ? (p + q) * EXACT_POWER_STEP : 1);
  let result = identity(F, n);
  let power = 0;
  let base = m;
  let basePower = 1;
  for (let k = e; k > 0; k = Math.floor(k / 2)) {
    if (k % 2 === 1) {
      if (!work.spend(cost(power, basePower))) return undefined;
      result = matMul(F, result, base);
      power += basePower;
    }
    if (k > 1) {
      if (!work.spend(cost(basePower, basePower))) return undefined;
      base = matMul(F, base, base);
      basePower *= 2;
    }
  }
  return result;
}

/** Solves a·x = b by Gauss–Jordan elimination (a is square and regular). */
function solve<T>(F: Field<T>, a: Matrix<T>, b: T[]): T[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as T]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    if (F.float) {
      const size = (r: number): number => Math.abs(Number((m[r] as T[])[col]));
      for (let r = col + 1; r < n; r++) if (size(r) > size(pivot)) pivot = r;
    } else {
      while (pivot < n && F.isZero((m[pivot] as T[])[col] as T)) pivot++;
    }
    [m[col], m[pivot]] = [m[pivot] as T[], m[col] as T[]];
    const p = (m[col] as T[])[col] as T;
    m[col] = (m[col] as T[]).map((x) => F.div(x, p));
    for (let r = 0; r < n; r++) {
      const f = (m[r] as T[])[col] as T;
      if (r === col || F.isZero(f)) continue;
      m[r] = (m[r] as T[]).map((x, j) => F.sub(x, F.mul(f, (m[col] as T[])[j] as T)));
    }
  }
  return m.map((row) => row[n] as T);
}

/**
 * Actions per turn in the long run of a hero whose every action calls nomul(−turns), given its
 * per-turn gain: after an action in turn T the hero acts again at its first slot from turn
 * T + turns on. The carries (pool mod 12) walk as they always do (a burned slot costs 12 like an
 * action), so the cycles between actions form a renewal process over the carry left by each
 * action's turn; the rate is 1 / the mean cycle, from the game's start (carry 0). `undefined`
 * when the matrix power would pass what `work` allows.
 */
function helplessRateIn<T>(F: Field<T>, gain: Distribution, turns: number, work: WorkMeter): T | undefined {
  const entries = gain.entries().map(([g, p]) => [g, F.of(p)] as const);
  const states = reachableLeftovers(gain.support());
  const index = new Map(states.map((s, i) => [s, i]));
  const n = states.length;
  const at = (c: number): number => index.get(mod12(c)) as number;
  // M: one turn of the carry walk.
  const M: Matrix<T> = states.map(() => states.map(() => F.zero));
  for (const c of states) for (const [g, p] of entries) (M[at(c)] as T[])[at(c + g)] = F.add((M[at(c)] as T[])[at(c + g)] as T, p);
  // From carry s at the first turn the hero may act: where the acting turn leaves the carry (Q), and
  // how many turns without a slot come first (e). A gain of 0 loops on s.
  const p0 = entries.find(([g]) => g === 0)?.[1] ?? F.zero;
  const stay = F.sub(F.one, p0);
  if (F.isZero(stay)) return F.zero;
  const Q: Matrix<T> = states.map(() => states.map(() => F.zero));
  const e: T[] = states.map(() => F.zero);
  for (const s of [...states].sort((a, b) => b - a)) {
    const row = Q[at(s)] as T[];
    let wait = p0;
    for (const [g, p] of entries) {
      if (g === 0) continue;
      if (s + g >= NORMAL_SPEED) row[at(s + g)] = F.add(row[at(s + g)] as T, p);
      else {
        const later = Q[at(s + g)] as T[];
        for (let j = 0; j < n; j++) row[j] = F.add(row[j] as T, F.mul(p, later[j] as T));
        wait = F.add(wait, F.mul(p, F.add(F.one, e[at(s + g)] as T)));
      }
    }
    for (let j = 0; j < n; j++) row[j] = F.div(row[j] as T, stay);
    e[at(s)] = F.div(wait, stay);
  }
  const P = matPow(F, M, turns - 1, entries.length > 1, work);
  if (!P) return undefined;
  const K = matMul(F, P, Q);
  const cycle = states.map((_, c) => (P[c] as T[]).reduce((acc, x, s) => F.add(acc, F.mul(x, e[s] as T)), F.of(Fraction.of(turns))));
  // The long run from carry 0: the closed classes of K reachable from it, weighed by the chance of
  // ending in each, and in each the stationary law of the carries.
  const reach = states.map((_, i) => {
    const seen = new Set([i]);
    const queue = [i];
    while (queue.length) {
      const u = queue.pop() as number;
      (K[u] as T[]).forEach((x, v) => {
        if (!F.isZero(x) && !seen.has(v)) {
          seen.add(v);
          queue.push(v);
        }
      });
    }
    return seen;
  });
  const start = at(0);
  const closed: number[][] = [];
  const assigned = new Set<number>();
  for (const i of reach[start] as Set<number>) {
    if (assigned.has(i)) continue;
    const cls = [...(reach[i] as Set<number>)];
    if (cls.every((j) => (reach[j] as Set<number>).has(i))) {
      cls.forEach((j) => assigned.add(j));
      closed.push(cls.sort((a, b) => a - b));
    }
  }
  const inClosed = new Set(closed.flat());
  const transient = [...(reach[start] as Set<number>)].filter((i) => !inClosed.has(i)).sort((a, b) => a - b);
  let rate = F.zero;
  for (const cls of closed) {
    // Stationary law on the class: π (I − K) = 0, Σ π = 1.
    const size = cls.length;
    const a: Matrix<T> = Array.from({ length: size }, (_, r) =>
      cls.map((j, c) => (r === size - 1 ? F.one : F.sub(r === c ? F.one : F.zero, (K[j] as T[])[cls[r] as number] as T))),
    );
    const b = Array.from({ length: size }, (_, r) => (r === size - 1 ? F.one : F.zero));
    const pi = solve(F, a, b);
    const meanCycle = cls.reduce((acc, j, k) => F.add(acc, F.mul(pi[k] as T, cycle[j] as T)), F.zero);
    // The chance of ending in this class from carry 0: h = K h on the transient states.
    let weight: T;
    if (cls.includes(start)) weight = F.one;
    else if (inClosed.has(start)) weight = F.zero;
    else {
      const into = (i: number): T => cls.reduce((acc, j) => F.add(acc, (K[i] as T[])[j] as T), F.zero);
      const A: Matrix<T> = transient.map((i, r) => transient.map((j, c) => F.sub(r === c ? F.one : F.zero, (K[i] as T[])[j] as T)));
      weight = solve(F, A, transient.map(into))[transient.indexOf(start)] as T;
    }
    rate = F.add(rate, F.div(weight, meanCycle));
  }
  return rate;
}

/**
 * The long-run actions per turn of a hero whose every action calls nomul(−turns), with the
 * per-turn gain law `gain`: exact (a Fraction) up to 1024 helpless turns or for a gain without
 * randomness, else computed in floating point (a number). Also in floating point when the exact
 * fractions, whose digits grow with the turns (thousands of digits at 1024), would pass the
 * question's work limit: without it a Very_fast, Stressed 3.4.3 hero helpless for 1024 turns
 * took 15 seconds for a rate with 5800 digits.
 */
export function helplessRate(gain: Distribution, turns: number, work: WorkMeter = new WorkMeter()): Fraction | number {
  if (gain.support().every((g) => g >= NORMAL_SPEED)) return Fraction.of(1, turns); // a slot every turn
  if (turns <= EXACT_HELPLESS_TURNS || gain.support().length === 1) {
    const exact = helplessRateIn(EXACT, gain, turns, work);
    if (exact !== undefined) return exact;
  }
  // At most 12 states and 2·log2(turns) products: a few hundred thousand steps, taken unmetered.
  return helplessRateIn(FLOAT, gain, turns, new WorkMeter(Number.MAX_SAFE_INTEGER)) as number;
}
