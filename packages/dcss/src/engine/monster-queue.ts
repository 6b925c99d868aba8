/**
 * crawl's monster action queue (mon-act.cc `monster_queue`, used by `handle_monsters`): a
 * `std::priority_queue` of (monster, energy) pairs ordered by energy, highest first. Ties do
 * **not** fall first-in-first-out: they fall exactly as libstdc++'s binary heap (`push_heap` /
 * `pop_heap` / `__adjust_heap`) leaves them, which is what Linux builds of the game do (MSVC or
 * libc++ builds may order equal energies differently). This is a fresh implementation of those
 * standard algorithms over two parallel arrays. Internal to the engine.
 *
 * @example
 * ```ts
 * import { MonsterQueue } from './monster-queue.js';
 * const q = new MonsterQueue();
 * q.push(0, 80); q.push(1, 85); q.push(2, 80);
 * q.pop(); // { slot: 1, key: 85 }
 * ```
 */
export class MonsterQueue {
  private readonly slots: number[] = [];
  private readonly keys: number[] = [];

  /** Rebuilds a queue from its saved entries (heap order). */
  static from(entries: readonly (readonly [number, number])[]): MonsterQueue {
    const q = new MonsterQueue();
    for (const [slot, key] of entries) {
      q.slots.push(slot);
      q.keys.push(key);
    }
    return q;
  }

  /** Number of queued entries. */
  get size(): number {
    return this.slots.length;
  }

  /** The entries in heap order, `[slot, key]`: what a snapshot saves. */
  entries(): [number, number][] {
    return this.slots.map((s, i) => [s, this.keys[i] as number]);
  }

  /** `push`: append, then sift up while the parent's key is strictly smaller. */
  push(slot: number, key: number): void {
    this.slots.push(slot);
    this.keys.push(key);
    this.siftUp(this.slots.length - 1, 0, slot, key);
  }

  /** `top()` then `pop()`: removes and returns the root, or undefined when empty. */
  pop(): { slot: number; key: number } | undefined {
    const n = this.slots.length;
    if (n === 0) return undefined;
    const top = { slot: this.slots[0] as number, key: this.keys[0] as number };
    const lastSlot = this.slots[n - 1] as number;
    const lastKey = this.keys[n - 1] as number;
    if (n > 1) this.adjust(n - 1, lastSlot, lastKey);
    this.slots.pop();
    this.keys.pop();
    return top;
  }

  /** libstdc++ `__adjust_heap` from the root over the first `len` entries, then re-inserts the value. */
  private adjust(len: number, slot: number, key: number): void {
    let hole = 0;
    let child = 0;
    while (child < Math.trunc((len - 1) / 2)) {
      child = 2 * (child + 1);
      if ((this.keys[child] as number) < (this.keys[child - 1] as number)) child--;
      this.move(child, hole);
      hole = child;
    }
    if ((len & 1) === 0 && child === Math.trunc((len - 2) / 2)) {
      child = 2 * (child + 1);
      this.move(child - 1, hole);
      hole = child - 1;
    }
    this.siftUp(hole, 0, slot, key);
  }

  /** libstdc++ `__push_heap`: move parents down while they compare strictly less than the value. */
  private siftUp(start: number, top: number, slot: number, key: number): void {
    let hole = start;
    let parent = Math.trunc((hole - 1) / 2);
    while (hole > top && (this.keys[parent] as number) < key) {
      this.move(parent, hole);
      hole = parent;
      parent = Math.trunc((hole - 1) / 2);
    }
    this.slots[hole] = slot;
    this.keys[hole] = key;
  }

  private move(from: number, to: number): void {
    this.slots[to] = this.slots[from] as number;
    this.keys[to] = this.keys[from] as number;
  }
}
