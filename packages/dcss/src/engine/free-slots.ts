/**
 * The free `env.mons` indices below the highest one in use, so that a new monster takes the lowest
 * free index (mon-place.cc `get_free_monster` scans from 0) in O(log n) rather than by a scan. A
 * binary min-heap with lazy deletion: the engine frees an index by pushing it, and trims its slot
 * list when the highest monsters go, which leaves entries at or past the list's end; `take` drops
 * such entries (and any index taken since) when they come to the top. Every free index below the
 * list's end is always in the heap, so the lowest valid entry is the lowest free index.
 *
 * @example
 * ```ts
 * import { FreeSlots } from './free-slots.js';
 * const free = new FreeSlots();
 * free.push(4); free.push(1);
 * free.take([0, undefined, 2, 3, undefined, 5]); // 1
 * ```
 */
export class FreeSlots {
  private heap = new Int32Array(16);
  private size = 0;

  /** Forgets every entry. */
  clear(): void {
    this.size = 0;
  }

  /** Marks `slot` free. */
  push(slot: number): void {
    if (this.size === this.heap.length) {
      const grown = new Int32Array(this.size * 2);
      grown.set(this.heap);
      this.heap = grown;
    }
    const heap = this.heap;
    let hole = this.size++;
    while (hole > 0) {
      const parent = (hole - 1) >> 1;
      const p = heap[parent] as number;
      if (p <= slot) break;
      heap[hole] = p;
      hole = parent;
    }
    heap[hole] = slot;
  }

  /**
   * The lowest free index of `slots` (an empty entry: removed from the heap), or `slots.length`
   * when there is none. Entries at or past the end, or taken since they were freed, are dropped.
   */
  take(slots: ArrayLike<unknown>): number {
    const end = slots.length;
    while (this.size > 0) {
      const top = this.heap[0] as number;
      this.popTop();
      if (top < end && slots[top] === undefined) return top;
    }
    return end;
  }

  private popTop(): void {
    const heap = this.heap;
    const n = --this.size;
    if (n === 0) return;
    const last = heap[n] as number;
    let hole = 0;
    for (;;) {
      let child = 2 * hole + 1;
      if (child >= n) break;
      if (child + 1 < n && (heap[child + 1] as number) < (heap[child] as number)) child++;
      const c = heap[child] as number;
      if (c >= last) break;
      heap[hole] = c;
      hole = child;
    }
    heap[hole] = last;
  }
}
