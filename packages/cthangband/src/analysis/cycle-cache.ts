import type { Course } from './cycle-gaps.js';
import { StateTable } from './state-table.js';

/**
 * The cycles one analysed monster's placements have run into, by the states on them: a
 * non-unique still to be placed stands for 2100 placements (21 speeds × start energies 900..999),
 * and after its first turn each one is on one of a few cycles per speed (a monster's state is its
 * energy and speed; the energy after a turn is 1000..1009 less the cost, so at most 10 cycles per
 * speed), so each cycle is followed and counted once and the other placements only run until
 * they meet it. State (speed, energy) → the cycle and the state's position on it.
 *
 * @example
 * ```ts
 * import type { Course } from './cycle-gaps.js';
 * declare const course: Course, energies: Int32Array; // one placement's run at speed index 0
 * const cache = new CycleCache();
 * const id = cache.add(course, 0, energies, 12); // the course's states are energies[12 …]
 * cache.find(0, energies[13] ?? 0); // the index of position 1 on cycle `id` (cycleOf / positionOf read it)
 * ```
 */
export class CycleCache {
  private readonly states = new StateTable();
  private cycleOf = new Int32Array(256);
  private positionOf = new Int32Array(256);
  private count = 0;
  /** The cycles, by id. */
  readonly cycles: Course[] = [];

  /** The index of state (speed, energy) on a known cycle, or −1. */
  find(speed: number, energy: number): number {
    return this.states.get(key(speed, energy));
  }

  /** The id of the cycle that the state at `index` lies on. */
  cycle(index: number): number {
    return this.cycleOf[index] as number;
  }

  /** The state's position on its cycle: 0 for the state just before the cycle's `acts[0]`. */
  position(index: number): number {
    return this.positionOf[index] as number;
  }

  /**
   * Adds a cycle whose state before `acts[j]` is `(speed, energies[first + j])`; returns its id.
   */
  add(course: Course, speed: number, energies: Int32Array, first: number): number {
    const id = this.cycles.length;
    this.cycles.push(course);
    for (let j = 0; j < course.lambda; j++) {
      const n = this.count;
      if (n === this.cycleOf.length) {
        const c = new Int32Array(n * 2);
        c.set(this.cycleOf);
        this.cycleOf = c;
        const p = new Int32Array(n * 2);
        p.set(this.positionOf);
        this.positionOf = p;
      }
      this.cycleOf[n] = id;
      this.positionOf[n] = j;
      this.count = n + 1;
      this.states.set(key(speed, energies[first + j] as number), n);
    }
    return id;
  }
}

/** A monster state (a speed of extract_energy's table, an s16b energy) as one number. */
function key(speed: number, energy: number): number {
  return (speed + 1024) * 65_536 + energy + 32_768;
}
