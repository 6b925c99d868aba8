import { InvalidArgumentError } from '../errors.js';
import { Fraction } from './fraction.js';
import type { WorkMeter } from './work-meter.js';

/**
 * What one fraction operation of an elimination costs in {@link WorkMeter} steps, per square of
 * the size (in 64-bit words) of the row's factor: a multiply, a subtract and the reduction to
 * lowest terms of numbers that grow as the elimination goes, each costing about the square of
 * their size (measured: a 255-state chain whose factors reach 11 words took 16 seconds).
 */
const FRACTION_STEP = 64;

/** The steps of a row operation over `cells` cells whose factor is `f`. */
function rowSteps(cells: number, f: Fraction): number {
  const words = 1 + Math.ceil((f.num.toString(16).length + f.den.toString(16).length) / 16);
  return cells * FRACTION_STEP * words * words;
}

/**
 * The exact stationary distribution π of a finite Markov chain (π P = π, Σπ = 1), by Gaussian
 * elimination over exact fractions. `transitions[i]` lists `[j, p]` for the moves out of state i.
 * The chain must have a single recurrent class (transient states get probability 0).
 * With `work`, the elimination takes its steps as it goes and gives up (`undefined`) when the
 * meter refuses them.
 *
 * @example
 * ```ts
 * import { stationary, frac } from '@turnkeeper/core';
 * // a two-state chain that flips with probability 1/2 and 1/4
 * stationary([[[0, frac(1, 2)], [1, frac(1, 2)]], [[0, frac(1, 4)], [1, frac(3, 4)]]])
 *   .map(String); // ['1/3', '2/3']
 * ```
 */
export function stationary(transitions: readonly (readonly (readonly [number, Fraction])[])[]): Fraction[];
export function stationary(transitions: readonly (readonly (readonly [number, Fraction])[])[], work: WorkMeter): Fraction[] | undefined;
export function stationary(transitions: readonly (readonly (readonly [number, Fraction])[])[], work?: WorkMeter): Fraction[] | undefined {
  const n = transitions.length;
  if (n === 0) throw new InvalidArgumentError('stationary(transitions)', transitions, 'at least one state');
  // Unknowns π_0..π_{n-1}. Equations: for each j (but the last), Σ_i π_i P_ij − π_j = 0; then Σ π_i = 1.
  const a: Fraction[][] = Array.from({ length: n }, () => Array.from({ length: n + 1 }, () => Fraction.ZERO));
  transitions.forEach((row, i) => {
    for (const [j, p] of row) {
      if (j < 0 || j >= n) throw new InvalidArgumentError(`stationary: transitions[${i}] target`, j, `a state from 0 to ${n - 1}`);
      if (j < n - 1) setCell(a, j, i, cell(a, j, i).add(p));
    }
  });
  for (let j = 0; j < n - 1; j++) setCell(a, j, j, cell(a, j, j).sub(Fraction.ONE));
  const last = a[n - 1] as Fraction[];
  for (let i = 0; i <= n; i++) last[i] = Fraction.ONE;
  return work === undefined ? solve(a, n) : solve(a, n, work);
}

/**
 * Solves an augmented linear system `a` (n rows × (n+1) columns) exactly, in place, by
 * Gauss-Jordan elimination; throws when it is singular. With `work`, each row operation takes
 * its steps before it runs, and the solve gives up (`undefined`) when the meter refuses them.
 *
 * @example
 * ```ts
 * import { solve, frac } from '@turnkeeper/core';
 * // x + y = 3, x − y = 1
 * solve([[frac(1), frac(1), frac(3)], [frac(1), frac(-1), frac(1)]], 2).map(String); // ['2/1', '1/1']
 * ```
 */
export function solve(a: Fraction[][], n: number): Fraction[];
export function solve(a: Fraction[][], n: number, work: WorkMeter): Fraction[] | undefined;
export function solve(a: Fraction[][], n: number, work?: WorkMeter): Fraction[] | undefined {
  for (let col = 0; col < n; col++) {
    let pivot = -1;
    for (let r = col; r < n; r++) {
      if (!cell(a, r, col).isZero()) {
        pivot = r;
        break;
      }
    }
    if (pivot < 0) throw new InvalidArgumentError('linear system', `column ${col}`, 'a non-singular system (one recurrent class)');
    [a[col], a[pivot]] = [a[pivot] as Fraction[], a[col] as Fraction[]];
    const prow = a[col] as Fraction[];
    if (work !== undefined && !work.spend(rowSteps(n - col + 1, prow[col] as Fraction))) return undefined;
    const inv = Fraction.ONE.div(prow[col] as Fraction);
    for (let k = col; k <= n; k++) prow[k] = (prow[k] as Fraction).mul(inv);
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = a[r] as Fraction[];
      const f = row[col] as Fraction;
      if (f.isZero()) continue;
      if (work !== undefined && !work.spend(rowSteps(n - col + 1, f))) return undefined;
      for (let k = col; k <= n; k++) row[k] = (row[k] as Fraction).sub(f.mul(prow[k] as Fraction));
    }
  }
  return a.map((row) => row[n] as Fraction);
}

function cell(a: readonly (readonly Fraction[])[], r: number, c: number): Fraction {
  return a[r]?.[c] ?? Fraction.ZERO;
}

function setCell(a: Fraction[][], r: number, c: number, v: Fraction): void {
  const row = a[r];
  if (row) row[c] = v;
}
