import { Fraction } from '@turnkeeper/core';
import { WorkMeter } from '@turnkeeper/core/analysis';
import { gcd } from '@turnkeeper/core/cint';
import { ActorChain, chainStates, costLawOf } from './actor-chain.js';
import { processRate, type EnergyProcess } from './rates.js';

/** Counts reported per law: P(K = 0..5) and P(K ≥ 6), as in `double_move.json`. */
export const BETWEEN_CAP = 6;

/** The most work (window turns × states × counts × costs) an exact law may take before Monte Carlo answers instead. */
const MAX_WORK = 40_000_000;

/**
 * The Markov chain of one actor's energy process, or `undefined` when its long-run law is not a
 * single one and depends on where it starts: a cost of 0 (the player would act again for ever), or
 * costs that all share a factor with the energy per turn (the chain on `energy_need` mod E is then
 * reducible); or when solving it would pass the question's work limit (n states: n² to build the
 * matrix, n³ multiply-adds to solve it, 16 to a step).
 */
export function chainOf(p: EnergyProcess, multi: boolean, work: WorkMeter = new WorkMeter()): ActorChain | undefined {
  const costs = p.cost.support();
  if ((costs[0] ?? 0) < 1) return undefined;
  if (costs.reduce(gcd, p.energy) !== 1) return undefined;
  const n = chainStates(p.energy, costs[0] as number, multi);
  if (!work.spend(Math.ceil((n * n * costs.length + n * n * n) / 16))) return undefined;
  return new ActorChain(p.energy, costLawOf(p.cost), multi);
}

/**
 * The law of how many times `second` acts between two consecutive actions of `first` (both
 * independent energy processes, in the long run): P(K = 0..5), then P(K ≥ 6). `firstIsPlayer`:
 * the windows start with `first`'s action turn, `second` moving after it in that turn (the player
 * goes first in every game turn, `src/dungeon.c` `dungeon()`); otherwise the window starts the
 * turn after. `undefined` when the computation would be too long.
 *
 * How: each actor's energy process is a Markov chain of its own; the two are independent. The
 * first actor's chain at its actions gives the law of its gap to its next action (0 when it acts
 * again in the same turn); the second's stationary per-game-turn law, pushed forward turn by turn,
 * gives the law of its actions in a window of g turns (independence makes that its law at any
 * chosen turn). Mixing gives K. `undefined` too when that would pass the question's work limit.
 */
function betweenNumbers(first: ActorChain, second: ActorChain, meter: WorkMeter = new WorkMeter()): number[] | undefined {
  let maxGap = 0;
  first.actionStates.forEach((s) => {
    first.forEachCost((c) => {
      maxGap = Math.max(maxGap, first.afterAction(s, c).gap);
    });
  });
  const work = maxGap * (second.turnHigh - second.turnLow + 1) * (BETWEEN_CAP + 1) * second.law.values.length;
  if (work > MAX_WORK || !meter.spend(work)) return undefined;
  const windows = second.actionsInWindow(maxGap, BETWEEN_CAP);
  const out = new Array<number>(BETWEEN_CAP + 1).fill(0);
  first.actionStates.forEach((s, i) => {
    const ps = first.atAction[i] as number;
    if (ps === 0) return;
    first.forEachCost((c, q) => {
      const h = windows[first.afterAction(s, c).gap] as Float64Array;
      for (let k = 0; k <= BETWEEN_CAP; k++) out[k] = (out[k] as number) + ps * q * (h[k] as number);
    });
  });
  return out;
}

/**
 * The exact law (in floating point) of B's actions between two of A's, for the player and one
 * monster in either role, mixed over the monster's possible individual speeds: the numbers
 * P(K = 0..5), P(K ≥ 6) and the mean (the long-run ratio of B's rate to A's). `undefined` when
 * a chain is not tractable, or would pass the question's work limit.
 */
export function playerMonsterBetween(
  player: EnergyProcess,
  monster: readonly (readonly [Fraction, EnergyProcess])[],
  playerFirst: boolean,
  work: WorkMeter = new WorkMeter(),
): { p: number[]; mean: number } | undefined {
  const playerChain = chainOf(player, true, work);
  if (!playerChain) return undefined;
  const playerRate = processRate(player) as Fraction;
  const p = new Array<number>(BETWEEN_CAP + 1).fill(0);
  let mean = Fraction.ZERO;
  for (const [w, m] of monster) {
    const monsterChain = chainOf(m, false, work);
    if (!monsterChain) return undefined;
    const law = playerFirst ? betweenNumbers(playerChain, monsterChain, work) : betweenNumbers(monsterChain, playerChain, work);
    if (!law) return undefined;
    const weight = w.toNumber();
    law.forEach((x, k) => {
      p[k] = (p[k] as number) + weight * x;
    });
    // E[K] is the long-run ratio of B's rate to A's (renewal-reward), exactly.
    const monsterRate = processRate(m) as Fraction;
    mean = mean.add(w.mul(playerFirst ? monsterRate.div(playerRate) : playerRate.div(monsterRate)));
  }
  return { p, mean: mean.toNumber() };
}
