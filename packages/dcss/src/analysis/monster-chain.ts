import { Distribution, Fraction } from '@turnkeeper/core';
import { WorkMeter } from '@turnkeeper/core/analysis';
import { ENERGY_THRESHOLD } from '../tables/constants.js';
import { cesaroLimit } from './markov.js';

/**
 * The exact chains the analysis solves grow with the energies involved; past this many states
 * (a fixed action costing thousands of energy, say) the analysis leaves the question to the
 * core's Monte Carlo instead.
 */
const MAX_STATES = 2000;

/** One outcome of a monster's `handle_monsters` call: actions taken, energy left, probability. */
interface Outcome {
  readonly k: number;
  readonly end: number;
  readonly p: Fraction;
}

/** Thrown inside the chain when it has no exact finite answer here; turned into `undefined`. */
class Intractable extends Error {}

/**
 * The laws of one monster's turn, for a fixed effective speed: what happens in one player action
 * (`handle_monsters`: the gain, then actions while the energy is ≥ 80, each paying a cost drawn
 * from `cost(energy)`), as a Markov chain over the energy at the start of each player action.
 */
export class MonsterChain {
  private readonly gain: Distribution;
  private readonly cost: (energy: number) => Distribution;
  private readonly acting = new Map<number, Outcome[]>();
  private readonly turns = new Map<number, Outcome[]>();
  private limit: Map<number, Fraction> | undefined;
  private readonly work: WorkMeter;

  private constructor(gain: Distribution, cost: (energy: number) => Distribution, work: WorkMeter) {
    this.gain = gain;
    this.cost = cost;
    this.work = work;
  }

  /**
   * The chain of a monster gaining `gain` per player action and paying `cost(energy)` per action,
   * or `undefined` when it is too large to solve exactly or an action may cost nothing (an
   * action that costs 0 repeats until `handle_monsters` gives up), or when solving it would pass
   * the question's work limit (each outcome worked out and each fraction operation of the solve
   * is a step).
   */
  static of(gain: Distribution, cost: (energy: number) => Distribution, start: number, work: WorkMeter = new WorkMeter()): MonsterChain | undefined {
    const chain = new MonsterChain(gain, cost, work);
    try {
      chain.limit = cesaroLimit(start, (e) => chain.turn(e).map((o) => [o.end, o.p] as const), work);
    } catch (e) {
      if (e instanceof Intractable) return undefined;
      throw e;
    }
    return chain.limit && chain;
  }

  /** The long-run law of the number of actions per player action. */
  actions(): Distribution {
    const parts: [number, Fraction][] = [];
    for (const [e, w] of this.stationary()) for (const o of this.turn(e)) parts.push([o.k, w.mul(o.p)]);
    return Distribution.from(parts);
  }

  /**
   * The long-run law of how many player actions fall between two consecutive actions of the
   * monster: 0 between two actions of one `handle_monsters` call; after the last action of a
   * call, the number of player actions until the next call in which it acts. Exact fractions up
   * to `cap` player actions; `tail` is what is left beyond (0 when the law ends before). The
   * monster must act (`meanActions` > 0). `undefined` when that would pass the question's work
   * limit (each outcome followed at gap g costs g steps: the fractions grow with g).
   */
  gaps(cap: number): { readonly p: Fraction[]; readonly tail: Fraction; readonly meanActions: Fraction } | undefined {
    const pi = this.stationary();
    let meanActions = Fraction.ZERO;
    let zero = Fraction.ZERO;
    // Mass (per unit of time) at the energy left after a turn in which the monster acted.
    let wait = new Map<number, Fraction>();
    const add = (m: Map<number, Fraction>, e: number, p: Fraction): void => {
      m.set(e, (m.get(e) ?? Fraction.ZERO).add(p));
    };
    for (const [e, w] of pi) {
      for (const o of this.turn(e)) {
        const p = w.mul(o.p);
        meanActions = meanActions.add(p.mul(Fraction.of(o.k)));
        if (o.k >= 1) {
          zero = zero.add(p.mul(Fraction.of(o.k - 1)));
          add(wait, o.end, p);
        }
      }
    }
    const p: Fraction[] = [zero.div(meanActions)];
    for (let gap = 1; gap <= cap && wait.size > 0; gap++) {
      let acts = Fraction.ZERO;
      const next = new Map<number, Fraction>();
      for (const [e, w] of wait) {
        const outcomes = this.turn(e);
        // The fractions grow with every player action followed, and each operation with them.
        if (!this.work.spend(outcomes.length * gap)) return undefined;
        for (const o of outcomes) {
          if (o.k >= 1) acts = acts.add(w.mul(o.p));
          else add(next, o.end, w.mul(o.p));
        }
      }
      p.push(acts.div(meanActions));
      wait = next;
    }
    let tail = Fraction.ZERO;
    for (const w of wait.values()) tail = tail.add(w);
    return { p, tail: tail.div(meanActions), meanActions };
  }

  private stationary(): Map<number, Fraction> {
    return this.limit ?? new Map<number, Fraction>();
  }

  /** Every outcome of one player action from energy `e` (before the gain). */
  private turn(e: number): Outcome[] {
    const hit = this.turns.get(e);
    if (hit) return hit;
    const parts = new Map<string, Outcome>();
    for (const [g, pg] of this.gain.entries()) {
      for (const o of this.act(e + g)) {
        const key = `${o.k}|${o.end}`;
        const p = pg.mul(o.p);
        const old = parts.get(key);
        parts.set(key, { k: o.k, end: o.end, p: old ? old.p.add(p) : p });
      }
    }
    const out = [...parts.values()];
    if (this.turns.size >= MAX_STATES || !this.work.spend(parts.size)) throw new Intractable();
    this.turns.set(e, out);
    return out;
  }

  /** Outcomes of acting while the energy is ≥ 80, from energy `e` after the gain. */
  private act(e: number): Outcome[] {
    if (e < ENERGY_THRESHOLD) return [{ k: 0, end: e, p: Fraction.ONE }];
    if (e - ENERGY_THRESHOLD >= MAX_STATES * 4) throw new Intractable();
    // Bottom-up from the threshold, so that no energy recurses deeper than one cost.
    for (let x = ENERGY_THRESHOLD; x <= e; x++) if (!this.acting.has(x)) this.acting.set(x, this.actOnce(x));
    return this.acting.get(e) as Outcome[];
  }

  /** One action from energy `x` ≥ 80, then whatever follows from what is left (already known). */
  private actOnce(x: number): Outcome[] {
    const parts = new Map<string, Outcome>();
    for (const [c, pc] of this.cost(x).entries()) {
      if (c <= 0) throw new Intractable(); // a free action: handle_monsters loops until it gives up
      const rest = x - c < ENERGY_THRESHOLD ? [{ k: 0, end: x - c, p: Fraction.ONE }] : (this.acting.get(x - c) as Outcome[]);
      if (!this.work.spend(rest.length)) throw new Intractable();
      for (const o of rest) {
        const key = `${o.k + 1}|${o.end}`;
        const p = pc.mul(o.p);
        const old = parts.get(key);
        parts.set(key, { k: o.k + 1, end: o.end, p: old ? old.p.add(p) : p });
      }
    }
    return [...parts.values()];
  }
}
