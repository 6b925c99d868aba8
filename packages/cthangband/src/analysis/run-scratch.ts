import { courseOf, type Course } from './cycle-gaps.js';
import { StateTable } from './state-table.js';

/**
 * The tick each energy (an s16b) was first seen at in a course, by direct index: 65 536 entries,
 * emptied in O(1) between courses (a generation count marks the live ones).
 *
 * @example
 * ```ts
 * const seen = new EnergyStamps();
 * seen.set(950, 4);
 * seen.get(950); // 4
 * ```
 */
export class EnergyStamps {
  private readonly ticks = new Float64Array(65_536);
  private readonly stamps = new Int32Array(65_536);
  private generation = 1;
  /** Each course's acts per tick (index = tick), grown as needed. */
  log = new Int32Array(1024);
  /** Each course's energy at the end of each tick (index = tick), grown with `log`. */
  energies = new Int32Array(1024);

  /** The tick `energy` was first seen at in this course, or −1. */
  get(energy: number): number {
    const i = energy + 32_768;
    return this.stamps[i] === this.generation ? (this.ticks[i] as number) : -1;
  }

  set(energy: number, tick: number): void {
    const i = energy + 32_768;
    this.stamps[i] = this.generation;
    this.ticks[i] = tick;
  }

  /** Records `acts` turns in `tick`, and the energy at its end. */
  record(tick: number, acts: number, energy: number): void {
    if (tick >= this.log.length) {
      const grown = new Int32Array(this.log.length * 2);
      grown.set(this.log);
      this.log = grown;
      const energies = new Int32Array(this.log.length);
      energies.set(this.energies);
      this.energies = energies;
    }
    this.log[tick] = acts;
    this.energies[tick] = energy;
  }

  /** Starts a course. */
  clear(): void {
    this.generation++;
  }

  /** The course whose state at the end of tick `first` recurs at the end of `tick`. */
  course(first: number, tick: number): Course {
    return courseOf(first + 1, this.log.slice(first + 1, tick + 1));
  }
}

/**
 * What {@link PairRun.period} found: the cycle (its first tick `from` and its `period`; the
 * turns of the two periods after `from` and the tick-end states met before the repeat are in the
 * {@link RunScratch}), the value `known` holds for a state an earlier run's cycle went through, or
 * `undefined` when no repeat came within the bound.
 *
 * @example
 * ```ts
 * const p: PairPeriod = { from: 12, period: 10 };
 * ```
 */
export type PairPeriod = { readonly from: number; readonly period: number } | { readonly known: number };

/**
 * What {@link PairRun.period} works in, shared by every run of a question: the states seen so
 * far (state → first tick) and, in order, their keys; the turns of the two periods after the
 * repeat (`who[i]` at `tick[i]`, `count` of them). Each run's are read before the next run starts.
 *
 * @example
 * ```ts
 * import { WorkMeter } from '@turnkeeper/core/analysis';
 * import type { PairRun } from './pair-run.js';
 * import { StateTable } from './state-table.js';
 * declare const run: PairRun;
 * const known = new StateTable();
 * const scratch = new RunScratch();
 * run.period(0, 0, known, scratch, new WorkMeter());
 * ```
 */
export class RunScratch {
  readonly seen = new StateTable();
  keys = new Float64Array(1024);
  keyCount = 0;
  who = new Int8Array(1024);
  tick = new Float64Array(1024);
  count = 0;

  /** Starts a run. */
  reset(): void {
    this.seen.clear();
    this.keyCount = 0;
    this.count = 0;
  }

  /** Records a turn. */
  turn(who: number, tick: number): void {
    const n = this.count;
    if (n === this.who.length) {
      const w = new Int8Array(n * 2);
      w.set(this.who);
      this.who = w;
      const t = new Float64Array(n * 2);
      t.set(this.tick);
      this.tick = t;
    }
    this.who[n] = who;
    this.tick[n] = tick;
    this.count = n + 1;
  }

  /** Records a state first seen at `tick`. */
  state(key: number, tick: number): void {
    this.seen.set(key, tick);
    const n = this.keyCount;
    if (n === this.keys.length) {
      const k = new Float64Array(n * 2);
      k.set(this.keys);
      this.keys = k;
    }
    this.keys[n] = key;
    this.keyCount = n + 1;
  }
}
