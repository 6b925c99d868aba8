import { Fraction, solve, stationary } from '@turnkeeper/core';
import type { WorkMeter } from '@turnkeeper/core/analysis';

/**
 * A finite Markov chain given by its moves: `step(state)` lists `[next, probability]` pairs.
 *
 * @example
 * ```ts
 * import type { MarkovStep } from '@turnkeeper/dcss';
 * const flip: MarkovStep = (s) => [[1 - s, Fraction.of(1, 2)], [s, Fraction.of(1, 2)]];
 * ```
 */
export type MarkovStep = (state: number) => readonly (readonly [number, Fraction])[];

/**
 * The long-run (Cesàro) distribution of a finite chain started at `start`: the fraction of steps
 * spent in each state, lim (1/N) Σ_{n<N} P^n(start, ·). Exact, for any chain: the states reachable
 * from `start` are split into closed classes (strongly connected, no way out), each class's
 * stationary law is solved exactly with core's `stationary`, and the classes are weighted by the
 * probability of ending in them (an exact linear solve, skipped when only one class is reachable).
 * Periodic classes are fine: a Cesàro average does not need aperiodicity.
 *
 * With `work`, each state explored costs a step per move, and the exact solves take their steps
 * as they eliminate (core's `solve`): `undefined` as soon as the meter refuses.
 *
 * @example
 * ```ts
 * import { Fraction } from '@turnkeeper/core';
 * import { cesaroLimit } from '@turnkeeper/dcss';
 * // 0 → 1 → 2 → 1 …: a period-2 cycle after one transient step
 * cesaroLimit(0, (s) => [[s === 0 ? 1 : 3 - s, Fraction.ONE]]); // Map { 1 => 1/2, 2 => 1/2 }
 * ```
 */
export function cesaroLimit(start: number, step: MarkovStep): Map<number, Fraction>;
export function cesaroLimit(start: number, step: MarkovStep, work: WorkMeter): Map<number, Fraction> | undefined;
export function cesaroLimit(start: number, step: MarkovStep, work?: WorkMeter): Map<number, Fraction> | undefined {
  const spend = (steps: number): boolean => work === undefined || work.spend(steps);
  // Reachable states and their moves, indexed in discovery order.
  const index = new Map<number, number>([[start, 0]]);
  const states = [start];
  const moves: [number, Fraction][][] = [];
  // Breadth-first: the list grows while it is walked, so the index loop is the clear form here.
  // eslint-disable-next-line @typescript-eslint/prefer-for-of
  for (let i = 0; i < states.length; i++) {
    const row: [number, Fraction][] = [];
    const out = step(states[i] as number);
    if (!spend(1 + out.length)) return undefined;
    for (const [next, p] of out) {
      if (p.isZero()) continue;
      let j = index.get(next);
      if (j === undefined) {
        j = states.length;
        index.set(next, j);
        states.push(next);
      }
      row.push([j, p]);
    }
    moves.push(row);
  }
  const n = states.length;
  const classes = closedClasses(moves);
  const out = new Map<number, Fraction>();
  const classOf = new Int32Array(n).fill(-1);
  classes.forEach((c, k) => {
    for (const s of c) classOf[s] = k;
  });
  const absorption = absorptionProbabilities(moves, classes, classOf, work);
  if (!absorption) return undefined;
  for (const [k, members] of classes.entries()) {
    const weight = absorption[k] as Fraction;
    if (weight.isZero()) continue;
    const local = new Map(members.map((s, i) => [s, i]));
    const rows = members.map((s) => (moves[s] as [number, Fraction][]).map(([j, p]) => [local.get(j) as number, p] as const));
    const pi = work === undefined ? stationary(rows) : stationary(rows, work);
    if (!pi) return undefined;
    members.forEach((s, i) => out.set(states[s] as number, (pi[i] as Fraction).mul(weight)));
  }
  return out;
}

/** Strongly connected components with no edge leaving them (Tarjan's algorithm, iterative). */
function closedClasses(moves: readonly (readonly [number, Fraction])[][]): number[][] {
  const n = moves.length;
  const order = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const comps: number[][] = [];
  let counter = 0;
  for (let root = 0; root < n; root++) {
    if (order[root] !== -1) continue;
    const work: [number, number][] = [[root, 0]];
    order[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (work.length > 0) {
      const top = work[work.length - 1] as [number, number];
      const [v, edge] = top;
      const row = moves[v] as readonly (readonly [number, Fraction])[];
      if (edge < row.length) {
        top[1]++;
        const w = (row[edge] as readonly [number, Fraction])[0];
        if (order[w] === -1) {
          order[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          work.push([w, 0]);
        } else if (onStack[w]) low[v] = Math.min(low[v] as number, order[w] as number);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low[parent[0]] = Math.min(low[parent[0]] as number, low[v] as number);
      if (low[v] === order[v]) {
        const comp: number[] = [];
        let w: number;
        do {
          w = stack.pop() as number;
          onStack[w] = 0;
          comp.push(w);
        } while (w !== v);
        comps.push(comp.sort((a, b) => a - b));
      }
    }
  }
  const compOf = new Int32Array(n);
  comps.forEach((c, k) => {
    for (const s of c) compOf[s] = k;
  });
  return comps.filter((c, k) => c.every((s) => (moves[s] as readonly (readonly [number, Fraction])[]).every(([j]) => compOf[j] === k)));
}

/** P(the chain started at state 0 ends in each closed class); `undefined` when `work` refuses the solves. */
function absorptionProbabilities(
  moves: readonly (readonly [number, Fraction])[][],
  classes: readonly number[][],
  classOf: Int32Array,
  work: WorkMeter | undefined,
): Fraction[] | undefined {
  const startClass = classOf[0] as number;
  if (startClass >= 0) return classes.map((_, k) => (k === startClass ? Fraction.ONE : Fraction.ZERO));
  if (classes.length === 1) return [Fraction.ONE];
  const transient: number[] = [];
  const tIndex = new Map<number, number>();
  moves.forEach((_, s) => {
    if (classOf[s] === -1) {
      tIndex.set(s, transient.length);
      transient.push(s);
    }
  });
  const m = transient.length;
  const out: Fraction[] = [];
  for (let k = 0; k < classes.length; k++) {
    // (I − Q) a = r, with r_i = P(i → class k in one step).
    const a: Fraction[][] = transient.map((s, row) => {
      const line = Array.from({ length: m + 1 }, (_, col) => (col === row ? Fraction.ONE : Fraction.ZERO));
      for (const [j, p] of moves[s] as readonly (readonly [number, Fraction])[]) {
        const tj = tIndex.get(j);
        if (tj !== undefined) line[tj] = (line[tj] as Fraction).sub(p);
        else if (classOf[j] === k) line[m] = (line[m] as Fraction).add(p);
      }
      return line;
    });
    const x = work === undefined ? solve(a, m) : solve(a, m, work);
    if (!x) return undefined;
    out.push(x[tIndex.get(0) as number] as Fraction);
  }
  return out;
}
