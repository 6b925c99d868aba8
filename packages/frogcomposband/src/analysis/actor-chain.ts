import type { Distribution } from '@turnkeeper/core';
import { stationaryFloat } from './dense-solve.js';

/** The law of one action's charge as parallel arrays (values ascending), in double precision. */
export interface CostLaw {
  readonly values: Int32Array;
  readonly probs: Float64Array;
}

/** A cost law from an exact distribution (every probability a multiple of 1/65536 is exact in a double). */
export function costLawOf(dist: Distribution): CostLaw {
  const entries = dist.entries();
  return {
    values: Int32Array.from(entries.map(([v]) => v)),
    probs: Float64Array.from(entries.map(([, p]) => p.toNumber())),
  };
}

/**
 * How many states {@link ActorChain} keeps for an actor gaining `energy` a game turn whose
 * cheapest charge is `cheapest`: `energy_need` from its lowest kept value up to 0.
 */
export function chainStates(energy: number, cheapest: number, multi: boolean): number {
  return energy + 12 * (multi ? 0 : Math.max(0, energy - cheapest));
}

/**
 * An actor's energy process in the double-move model: it gains `energy` each game turn
 * (`src/dungeon.c` `process_player()`, `src/melee2.c` `process_monsters()`) and pays an
 * independent draw of `law` per action. The player (`multi: true`) acts again
 * within the turn while `energy_need <= 0`; a monster acts at most once per game turn.
 *
 * Built once, it gives the actor's embedded chain at its actions (the state `s`, `energy_need`
 * just before an action, with the gap in game turns to its next action) and its stationary
 * per-turn law of `energy_need` before the gain. States below `low` (reachable only when costs
 * under the energy per turn are possible, in the unclamped era) are merged into `low`; their
 * mass is below 1e-20. The player's chain needs every cost ≥ 1 (a cost of 0 would repeat within
 * the turn forever).
 */
export class ActorChain {
  readonly energy: number;
  readonly law: CostLaw;
  readonly multi: boolean;
  /** Lowest `energy_need` before an action that the model keeps. */
  readonly low: number;
  /** `energy_need` values before an action, `low..0`. */
  readonly actionStates: Int32Array;
  /** Stationary law of {@link actionStates} over actions (the Palm law). */
  readonly atAction: Float64Array;
  /** Lowest and highest `energy_need` before the gain at the start of a game turn. */
  readonly turnLow: number;
  readonly turnHigh: number;
  /** Stationary law of `energy_need` at the start of a game turn, indexed from `turnLow`. */
  readonly atTurnStart: Float64Array;

  constructor(energy: number, law: CostLaw, multi: boolean) {
    this.energy = energy;
    this.law = law;
    this.multi = multi;
    const cmin = law.values[0] as number;
    const cmax = law.values[law.values.length - 1] as number;
    this.low = 1 - chainStates(energy, cmin, multi);
    const n = -this.low + 1;
    this.actionStates = Int32Array.from({ length: n }, (_, i) => this.low + i);
    const p = new Float64Array(n * n);
    for (let i = 0; i < n; i++) {
      const s = this.low + i;
      this.forEachCost((c, q) => {
        const { next } = this.afterAction(s, c);
        p[i * n + (next - this.low)] = (p[i * n + (next - this.low)] as number) + q;
      });
    }
    this.atAction = stationaryFloat(p, n);
    this.turnLow = Math.min(1, this.low + cmin);
    this.turnHigh = cmax;
    const w = new Float64Array(this.turnHigh - this.turnLow + 1);
    let total = 0;
    for (let i = 0; i < n; i++) {
      const ps = this.atAction[i] as number;
      if (ps === 0) continue;
      const s = this.low + i;
      this.forEachCost((c, q) => {
        const after = s + c;
        const { gap } = this.afterAction(s, c);
        // The game turns after this action start with after, after − E, … (gap turns).
        for (let j = 0; j < gap; j++) {
          const m = Math.max(this.turnLow, after - j * energy);
          w[m - this.turnLow] = (w[m - this.turnLow] as number) + ps * q;
          total += ps * q;
        }
      });
    }
    for (let i = 0; i < w.length; i++) w[i] = (w[i] as number) / total;
    this.atTurnStart = w;
  }

  /** Calls `f(cost, probability)` for every cost. */
  forEachCost(f: (cost: number, q: number) => void): void {
    const { values, probs } = this.law;
    for (let k = 0; k < values.length; k++) f(values[k] as number, probs[k] as number);
  }

  /**
   * After an action from `energy_need` `s` costing `c`: the game turns until the next action
   * (0: again in this turn, the player only) and `energy_need` just before it.
   */
  afterAction(s: number, c: number): { gap: number; next: number } {
    const after = s + c;
    if (this.multi && after <= 0) return { gap: 0, next: after };
    const gap = Math.max(1, Math.ceil(after / this.energy));
    return { gap, next: Math.max(this.low, after - gap * this.energy) };
  }

  /**
   * `counts[g][k]`: the probability that the actor acts exactly k times (k = `cap` meaning ≥ cap)
   * in g consecutive game turns, starting from its stationary per-turn state, for g = 0..maxTurns.
   */
  actionsInWindow(maxTurns: number, cap: number): Float64Array[] {
    const size = this.turnHigh - this.turnLow + 1;
    const k1 = cap + 1;
    let mu = new Float64Array(size * k1);
    for (let i = 0; i < size; i++) mu[i * k1] = this.atTurnStart[i] as number;
    const out: Float64Array[] = [marginal(mu, size, k1)];
    for (let g = 1; g <= maxTurns; g++) {
      const next = new Float64Array(size * k1);
      for (let i = 0; i < size; i++) {
        for (let k = 0; k < k1; k++) {
          const m = mu[i * k1 + k] as number;
          if (m === 0) continue;
          this.turn(this.turnLow + i, k, m, cap, (need, kk, mass) => {
            const at = Math.max(this.turnLow, need) - this.turnLow;
            next[at * k1 + kk] = (next[at * k1 + kk] as number) + mass;
          });
        }
      }
      mu = next;
      out.push(marginal(mu, size, k1));
    }
    return out;
  }

  /** One game turn from `need` with `k` actions so far: gain, then act (once, or while ≤ 0). */
  private turn(need: number, k: number, mass: number, cap: number, emit: (need: number, k: number, mass: number) => void): void {
    const n = need - this.energy;
    if (n > 0) {
      emit(n, k, mass);
      return;
    }
    // The player's action loop continuing within the same game turn: mass still at energy_need ≤ 0,
    // by need (from `n` up to 0) and count. Every cost is ≥ 1, so each action moves mass upward
    // and one sweep from `n` to 0 settles it.
    let again: Float64Array[] | undefined;
    const stay = (after: number, kk: number, m: number): void => {
      again ??= Array.from({ length: -n + 1 }, () => new Float64Array(cap + 1));
      const row = again[after - n] as Float64Array;
      row[kk] = (row[kk] as number) + m;
    };
    this.forEachCost((c, q) => {
      const after = n + c;
      const kk = Math.min(cap, k + 1);
      if (this.multi && after <= 0) stay(after, kk, mass * q);
      else emit(after, kk, mass * q);
    });
    if (!again) return;
    for (let s = n; s <= 0; s++) {
      const row = again[s - n] as Float64Array;
      for (let j = 0; j <= cap; j++) {
        const m = row[j] as number;
        if (m === 0) continue;
        this.forEachCost((c, q) => {
          const after = s + c;
          const kk = Math.min(cap, j + 1);
          if (after <= 0) stay(after, kk, m * q);
          else emit(after, kk, m * q);
        });
      }
    }
  }
}

function marginal(mu: Float64Array, size: number, k1: number): Float64Array {
  const out = new Float64Array(k1);
  for (let i = 0; i < size; i++) for (let k = 0; k < k1; k++) out[k] = (out[k] as number) + (mu[i * k1 + k] as number);
  return out;
}
