/**
 * A binary min-heap of slot numbers ordered by `(key, seq)`, over typed arrays, with each slot's
 * position tracked so that `update` and `delete` of any slot are O(log n). `seq` breaks ties in
 * FIFO order: whoever was (re)scheduled first goes first, with no dependence on float rounding.
 *
 * Slots are small integers handed out by the owner (e.g. an actor table); keys are exact integers
 * in a Float64Array (safe up to 2^53), seqs 32-bit unsigned integers (the owner renumbers them,
 * keeping their order, before they run out).
 *
 * @example
 * ```ts
 * import { IndexedHeap } from '@turnkeeper/core';
 * const heap = new IndexedHeap();
 * heap.set(0, 10, 1); heap.set(1, 5, 2);
 * heap.peek(); // 1
 * ```
 */
export class IndexedHeap {
  private heap: Int32Array;
  private pos: Int32Array;
  private key: Float64Array;
  private seq: Uint32Array;
  private length = 0;

  constructor(capacity = 16) {
    const c = Math.max(1, capacity);
    this.heap = new Int32Array(c);
    this.pos = new Int32Array(c).fill(-1);
    this.key = new Float64Array(c);
    this.seq = new Uint32Array(c);
  }

  /** How many slots are in the heap. */
  get size(): number {
    return this.length;
  }

  /** The slot with the least `(key, seq)`, or -1 when empty. O(1). */
  peek(): number {
    return this.length > 0 ? (this.heap[0] as number) : -1;
  }

  /** True when the slot is in the heap. */
  contains(slot: number): boolean {
    return slot < this.pos.length && (this.pos[slot] as number) >= 0;
  }

  /** The key of a slot in the heap. */
  keyOf(slot: number): number {
    return this.key[slot] as number;
  }

  /** The tie-break sequence number of a slot in the heap. */
  seqOf(slot: number): number {
    return this.seq[slot] as number;
  }

  /** Inserts the slot, or moves it if present, with a new key and seq. O(log n). */
  set(slot: number, key: number, seq: number): void {
    this.ensure(slot + 1);
    this.key[slot] = key;
    this.seq[slot] = seq;
    let i = this.pos[slot] as number;
    if (i < 0) {
      i = this.length++;
      this.heap[i] = slot;
      this.pos[slot] = i;
    }
    i = this.up(i);
    this.down(i);
  }

  /**
   * Moves a slot already in the heap to a key/seq that is not smaller than its current one (the
   * common case after an actor acts: it goes later). Only sifts down, so it skips `set`'s checks.
   */
  /**
   * Records a slot's sequence number without queueing it (a paused actor keeps its place among
   * ties for when it is queued again).
   */
  setSeq(slot: number, seq: number): void {
    this.ensure(slot + 1);
    this.seq[slot] = seq;
  }

  increase(slot: number, key: number, seq: number): void {
    this.key[slot] = key;
    this.seq[slot] = seq;
    this.down(this.pos[slot] as number);
  }

  /** Removes the slot if present. O(log n). */
  delete(slot: number): void {
    if (!this.contains(slot)) return;
    const i = this.pos[slot] as number;
    const last = --this.length;
    this.pos[slot] = -1;
    if (i === last) return;
    const moved = this.heap[last] as number;
    this.heap[i] = moved;
    this.pos[moved] = i;
    this.down(this.up(i));
  }

  /** Empties the heap. */
  clear(): void {
    for (let i = 0; i < this.length; i++) this.pos[this.heap[i] as number] = -1;
    this.length = 0;
  }

  // Sifting keeps the moving slot's key and sequence in locals and compares children against
  // them directly: the hot loop reads each typed array once per level and calls nothing.
  private up(i: number): number {
    const heap = this.heap;
    const pos = this.pos;
    const key = this.key;
    const seq = this.seq;
    const slot = heap[i] as number;
    const k = key[slot] as number;
    const q = seq[slot] as number;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent] as number;
      const kp = key[p] as number;
      if (kp < k || (kp === k && (seq[p] as number) <= q)) break;
      heap[i] = p;
      pos[p] = i;
      i = parent;
    }
    heap[i] = slot;
    pos[slot] = i;
    return i;
  }

  private down(i: number): void {
    const heap = this.heap;
    const pos = this.pos;
    const key = this.key;
    const seq = this.seq;
    const n = this.length;
    const slot = heap[i] as number;
    const k = key[slot] as number;
    const q = seq[slot] as number;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      let c = l;
      let child = heap[l] as number;
      let kc = key[child] as number;
      const r = l + 1;
      if (r < n) {
        const right = heap[r] as number;
        const kr = key[right] as number;
        if (kr < kc || (kr === kc && (seq[right] as number) < (seq[child] as number))) {
          c = r;
          child = right;
          kc = kr;
        }
      }
      if (kc > k || (kc === k && (seq[child] as number) > q)) break;
      heap[i] = child;
      pos[child] = i;
      i = c;
    }
    heap[i] = slot;
    pos[slot] = i;
  }

  private ensure(slots: number): void {
    if (slots <= this.pos.length) return;
    let c = this.pos.length;
    // Grow by a quarter: memory per actor matters more here than the rare copy.
    while (c < slots) c = Math.ceil(c * 1.25);
    const grow = <T extends Int32Array | Float64Array | Uint32Array>(a: T, make: (n: number) => T, fill?: number): T => {
      const b = make(c);
      if (fill !== undefined) b.fill(fill);
      b.set(a);
      return b;
    };
    this.heap = grow(this.heap, (n) => new Int32Array(n));
    this.pos = grow(this.pos, (n) => new Int32Array(n), -1);
    this.key = grow(this.key, (n) => new Float64Array(n));
    this.seq = grow(this.seq, (n) => new Uint32Array(n));
  }
}
