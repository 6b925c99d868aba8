import { Distribution, Fraction } from '@turnkeeper/core';
import { WorkMeter } from '@turnkeeper/core/analysis';
import { gcd } from '@turnkeeper/core/cint';
import { CycleCache } from './cycle-cache.js';
import { pairGaps, type Placed } from './cycle-gaps.js';
import type { PairRun } from './pair-run.js';
import { MAX_TICKS } from './period.js';
import { EnergyStamps } from './run-scratch.js';

/**
 * The mixed law by each actor's own cycle ({@link PairRun.course}): the two actors' energies
 * move independently (each gains 10 a tick and pays its own costs; only the order within a tick
 * ties them), so the pair's state at a tick's end first recurs at max(μA, μB) + lcm(λA, λB) —
 * exactly where `periodOf()` finds the repeat — and the law of a placement is the law of the
 * gaps over one period of that cycle ({@link pairGaps}). The mixture is summed by the number of
 * A's turns per period, Σ n_k / (count · cases), the same fractions as mixing the laws. Undefined
 * (the caller then runs the engine's arithmetic as the engine runs) when some placement's run
 * would need more than the bound, where whether it gives up depends on the cycles met before.
 * (`periodOf()` is `src/analysis/period.ts`'s run of the engine.) Undefined also when `work`
 * refuses the steps: a course's ticks, or the gap counts (one step per phase a position meets).
 *
 * @example
 * ```ts
 * import type { PairRun } from './pair-run.js';
 * declare const run: PairRun; // a player and a non-unique monster still to be placed
 * byCycles(run, 2100); // the mixed law, or undefined near the bound
 * ```
 */
export function byCycles(run: PairRun, cases: number, work: WorkMeter = new WorkMeter()): Distribution | undefined {
  const [na, nb] = run.placements;
  const seen = new EnergyStamps();
  const cacheB = new CycleCache();
  const coursesB: Placed[] = [];
  let spanB = 1;
  for (let ib = 0; ib < nb; ib++) {
    const c = run.course(1, ib, seen, cacheB, work);
    if (!c) return undefined;
    coursesB.push(c);
    spanB = Math.max(spanB, c.course.lambda);
  }
  const cyclesB = Math.max(1, cacheB.cycles.length);
  const bFirst = run.bFirst;
  // A placement pair's gaps depend only on the two cycles and their phases modulo gcd(λA, λB):
  // pairs alike are counted together, each kind through pairGaps() once.
  const kinds = new Map<number, { a: Placed; b: Placed; count: number; n: number }>();
  const cacheA = new CycleCache();
  for (let ia = 0; ia < na; ia++) {
    const ca = run.course(0, ia, seen, cacheA, work);
    if (!ca) return undefined;
    const la = ca.course.lambda;
    for (const cb of coursesB) {
      const lb = cb.course.lambda;
      const g = gcd(la, lb);
      // periodOf() stops at from + 2 period, from = max(μA, μB) + period, with μ = start − 1.
      if (Math.max(ca.start, cb.start) - 1 + 3 * (la / g) * lb > MAX_TICKS) return undefined;
      const shift = (((ca.phase + (bFirst ? 1 : 0) - cb.phase) % g) + g) % g;
      const id = (ca.id * cyclesB + cb.id) * spanB + shift;
      const kind = kinds.get(id);
      if (kind) kind.n++;
      else kinds.set(id, { a: ca, b: cb, count: ca.course.turns * (lb / g), n: 1 });
    }
  }
  // count → k → Σ n_k over the placements with that many A turns per period.
  const sums = new Map<number, number[]>();
  for (const { a, b, count, n } of kinds.values()) {
    if (!work.spend(a.course.positions.length * (b.course.lambda / gcd(a.course.lambda, b.course.lambda)))) return undefined;
    let tally = sums.get(count);
    if (!tally) sums.set(count, (tally = []));
    pairGaps(a.course, a.phase, b.course, b.phase, bFirst, tally, n);
  }
  const entries: [number, Fraction][] = [];
  for (const [count, tally] of sums) tally.forEach((n, k) => entries.push([k, Fraction.of(n, count * cases)]));
  return Distribution.from(entries);
}
