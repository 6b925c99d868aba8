/**
 * crawl's monster action queue (mon-act.cc `monster_queue`, used by `handle_monsters`): a
 * `std::priority_queue` of (monster, energy) pairs ordered by energy, highest first. Ties do
 * **not** fall first-in-first-out: they fall exactly as libstdc++'s binary heap (`push_heap` /
 * `pop_heap` / `__adjust_heap`) leaves them, which is what Linux builds of the game do (MSVC or
 * libc++ builds may order equal energies differently). This is a fresh implementation of those
 * standard algorithms over two parallel typed arrays (slots and energies are 32-bit ints in the
 * game), grown by doubling, so that pushes and pops allocate nothing. Internal to the engine.
 *
 * @example
 * ```ts
 * import { MonsterQueue } from './monster-queue.js';
 * const q = new MonsterQueue();
 * q.push(0, 80); q.push(1, 85); q.push(2, 80);
 * q.pop(); // 1 (and q.poppedKey is 85)
 * ```
 */
export class MonsterQueue {
  private slots = new Int32Array(16);
  private keys = new Int32Array(16);
  private length = 0;
  /** The key of the entry the last {@link pop} removed. */
  poppedKey = 0;

  /** Rebuilds a queue from its saved entries (heap order). */
  static from(entries: readonly (readonly [number, number])[]): MonsterQueue {
    const q = new MonsterQueue();
    for (const [slot, key] of entries) q.append(slot, key);
    return q;
  }

  /** Number of queued entries. */
  get size(): number {
    return this.length;
  }

  /** The entries in heap order, `[slot, key]`: what a snapshot saves. */
  entries(): [number, number][] {
    const out: [number, number][] = [];
    for (let i = 0; i < this.length; i++) out.push([this.slots[i] as number, this.keys[i] as number]);
    return out;
  }

  /** `push`: append, then sift up while the parent's key is strictly smaller. */
  push(slot: number, key: number): void {
    this.append(slot, key);
    this.siftUp(this.length - 1, slot, key);
  }

  /**
   * `top()` then `pop()`: removes the root and returns its slot (its key goes to
   * {@link poppedKey}), or −1 when the queue is empty. No object per pop: the engine pops once
   * per monster action.
   */
  pop(): number {
    const n = this.length;
    if (n === 0) return -1;
    const slot = this.slots[0] as number;
    this.poppedKey = this.keys[0] as number;
    const last = n - 1;
    if (last > 0) this.adjust(last, this.slots[last] as number, this.keys[last] as number);
    this.length = last;
    return slot;
  }

  private append(slot: number, key: number): void {
    if (this.length === this.slots.length) {
      const slots = new Int32Array(this.length * 2);
      const keys = new Int32Array(this.length * 2);
      slots.set(this.slots);
      keys.set(this.keys);
      this.slots = slots;
      this.keys = keys;
    }
    this.slots[this.length] = slot;
    this.keys[this.length] = key;
    this.length++;
  }

  /** libstdc++ `__adjust_heap` from the root over the first `len` entries, then re-inserts the value. */
  private adjust(len: number, slot: number, key: number): void {
    const slots = this.slots;
    const keys = this.keys;
    let hole = 0;
    let child = 0;
    while (child < (len - 1) >> 1) {
      child = 2 * (child + 1);
      if ((keys[child] as number) < (keys[child - 1] as number)) child--;
      slots[hole] = slots[child] as number;
      keys[hole] = keys[child] as number;
      hole = child;
    }
    if ((len & 1) === 0 && child === (len - 2) >> 1) {
      child = 2 * (child + 1);
      slots[hole] = slots[child - 1] as number;
      keys[hole] = keys[child - 1] as number;
      hole = child - 1;
    }
    this.siftUp(hole, slot, key);
  }

  /** libstdc++ `__push_heap`: move parents down while they compare strictly less than the value. */
  private siftUp(start: number, slot: number, key: number): void {
    const slots = this.slots;
    const keys = this.keys;
    let hole = start;
    let parent = (hole - 1) >> 1;
    while (hole > 0 && (keys[parent] as number) < key) {
      slots[hole] = slots[parent] as number;
      keys[hole] = keys[parent] as number;
      hole = parent;
      parent = (hole - 1) >> 1;
    }
    slots[hole] = slot;
    keys[hole] = key;
  }
}
