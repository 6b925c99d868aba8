type Grown = Float64Array<ArrayBuffer> | Int32Array<ArrayBuffer> | Uint8Array<ArrayBuffer>;

/**
 * A copy of a typed array grown to `length` entries, the new ones set to `fill`: how the due queue
 * and the generic engine grow their per-slot and per-entry arrays.
 *
 * @internal
 */
export function grown<A extends Grown>(a: A, length: number, fill = 0): A {
  const b = new (a.constructor as new (length: number) => A)(length).fill(fill) as A;
  b.set(a);
  return b;
}

/**
 * A min-queue of slots by `(due, seq)` over integer ticks, for event-driven schedulers: a calendar
 * queue. A ring of buckets, one per tick of the window `[base, end)`, each a list of slots in seq
 * order (first scheduled, first served), and a bitmap of the buckets that hold any, so the next due
 * tick is a bit scan. Queueing a slot for a tick in the window appends it to its bucket, and handing
 * out the top takes the first of the lowest bucket: O(1) whatever the number of slots, where a heap
 * takes a sift of log n levels.
 *
 * A slot due at or past `end` is far: it is only marked so (its due is at least `end`). When the
 * window runs out of slots, it is filed again from the least far due, and the far slots it then
 * reaches move into the ring; the ring grows (up to 2^`maxBits` ticks) to span four times the
 * spread of the dues queued, so a game whose actions take long keeps its slots in the ring and
 * each slot goes far about once per window. Removal unlinks a slot from its bucket (O(1)). A slot
 * queued with an older seq than those already in its bucket (a speed change keeps an actor's
 * place among ties; a restore queues in any order) is inserted in seq order.
 *
 * @internal
 */
export class DueQueue {
  /** Per slot: the due it is queued under (NaN when not queued), its seq, and its neighbours in its bucket (-1: none). */
  #slotDue = new Float64Array(16).fill(NaN);
  #slotSeq = new Float64Array(16);
  #next = new Int32Array(16).fill(-1);
  #prev = new Int32Array(16).fill(-1);
  /** The ring: `size` buckets (a power of two), the first and last slot of each (-1: empty), a bit per bucket that holds any. */
  #size: number;
  readonly #maxSize: number;
  #head: Int32Array<ArrayBuffer>;
  #tail: Int32Array<ArrayBuffer>;
  #bits: Int32Array<ArrayBuffer>;
  /** The window: no queued slot is due before `base`; the ring holds every queued slot due before `end` (at most `base + size`), and no other. */
  #base = 0;
  #end: number;
  /** No far slot is due before it (Infinity: none is far). */
  #farMin = Infinity;

  /** A ring of 2^`ringBits` ticks to start with, growing to at most 2^`maxBits` (tests use few, to go far often). */
  constructor(ringBits = 8, maxBits = 16) {
    this.#end = this.#size = 2 ** Math.max(5, ringBits);
    this.#maxSize = 2 ** Math.max(5, ringBits, maxBits);
    this.#head = new Int32Array(this.#size).fill(-1);
    this.#tail = new Int32Array(this.#size).fill(-1);
    this.#bits = new Int32Array(this.#size >> 5);
  }

  /** The due a slot given to `set` or `setSeq` is queued under (NaN when not queued). */
  dueOf(slot: number): number {
    return this.#slotDue[slot] ?? NaN;
  }

  /** The tie-break seq a slot was last queued with. */
  seqOf(slot: number): number {
    return this.#slotSeq[slot] as number;
  }

  /** The slot with the least `(due, seq)`, or -1 when none is queued. */
  peek(): number {
    // The common case, small enough for V8 to inline where it is called: the window's first bucket holds the top.
    const top = this.#head[this.#base & (this.#size - 1)] as number;
    return top >= 0 ? top : this.#seek();
  }

  /** `peek` when the window's first bucket is empty: the window moves on to the next due tick. */
  #seek(): number {
    for (;;) {
      const mask = this.#size - 1;
      const words = this.#size >> 5;
      const b = this.#base & mask;
      const w0 = b >> 5;
      // The buckets from b on in its word, then the next words around the ring, then b's word again
      // (its buckets below b are the window's last ticks).
      let w = w0;
      let word = (this.#bits[w0] as number) & (-1 << (b & 31));
      for (let k = 1; word === 0 && k <= words; k++) {
        w = (w0 + k) & (words - 1);
        word = this.#bits[w] as number;
      }
      if (word !== 0) {
        this.#base += (((w << 5) | (31 - Math.clz32(word & -word))) - b) & mask;
        return this.#head[this.#base & mask] as number;
      }
      if (this.#farMin === Infinity) return -1;
      // The ring is empty: the window starts again at the least far due.
      this.#refile(this.#farMin);
    }
  }

  /** The due of the slot `peek()` returned. */
  topDue(): number {
    return this.#base;
  }

  /**
   * Requeues the slot `peek()` just returned (it acted and goes later, with a newer seq than any):
   * taken off the front of its bucket and, due within the window, put at the back of its new one.
   * The step of every turn, written out here and the rest apart, small enough for V8 to inline.
   */
  replaceTop(slot: number, due: number, seq: number): void {
    const mask = this.#size - 1;
    const next = this.#next;
    let b = this.#base & mask;
    const after = next[slot] as number;
    this.#head[b] = after;
    if (after < 0) {
      this.#tail[b] = -1;
      this.#bits[b >> 5] = (this.#bits[b >> 5] as number) & ~(1 << (b & 31));
    } else this.#prev[after] = -1;
    this.#slotDue[slot] = due;
    this.#slotSeq[slot] = seq;
    const last = this.#tail[(b = due & mask)] as number;
    if (due < this.#end && (last < 0 || (this.#slotSeq[last] as number) < seq)) {
      next[slot] = -1;
      this.#prev[slot] = last;
      if (last < 0) {
        this.#head[b] = slot;
        this.#bits[b >> 5] = (this.#bits[b >> 5] as number) | (1 << (b & 31));
      } else next[last] = slot;
      this.#tail[b] = slot;
    } else this.#place(slot);
  }

  /** Queues a slot under `(due, seq)`, or moves it there if it is queued. */
  set(slot: number, due: number, seq: number): void {
    this.#ensureSlots(slot + 1);
    this.#unlink(slot);
    this.#slotDue[slot] = due;
    this.#slotSeq[slot] = seq;
    if (due < this.#base) this.#refile(due);
    else this.#place(slot);
  }

  /** Takes a slot out of the queue. */
  delete(slot: number): void {
    if (slot < this.#slotDue.length) {
      this.#unlink(slot);
      this.#slotDue[slot] = NaN;
    }
  }

  /** Records a slot's seq without queueing it (a paused actor keeps its place among ties). */
  setSeq(slot: number, seq: number): void {
    this.#ensureSlots(slot + 1);
    const due = this.#slotDue[slot] as number;
    if (Number.isNaN(due)) this.#slotSeq[slot] = seq;
    else this.set(slot, due, seq);
  }

  /** Files a slot whose due and seq are set: into its bucket in seq order, or far. */
  #place(slot: number): void {
    const due = this.#slotDue[slot] as number;
    if (due >= this.#end) {
      this.#farMin = Math.min(this.#farMin, due);
      return;
    }
    const b = due & (this.#size - 1);
    const seq = this.#slotSeq[slot] as number;
    // After the last slot of the bucket with a smaller seq: the last one, but for an older seq.
    let after = this.#tail[b] as number;
    while (after >= 0 && (this.#slotSeq[after] as number) > seq) after = this.#prev[after] as number;
    const before = after >= 0 ? (this.#next[after] as number) : (this.#head[b] as number);
    this.#prev[slot] = after;
    this.#next[slot] = before;
    if (after >= 0) this.#next[after] = slot;
    else this.#head[b] = slot;
    if (before >= 0) this.#prev[before] = slot;
    else this.#tail[b] = slot;
    this.#bits[b >> 5] = (this.#bits[b >> 5] as number) | (1 << (b & 31));
  }

  /** Takes a slot out of its bucket, if it is in the ring (a far slot needs nothing: the least far due may only be early). */
  #unlink(slot: number): void {
    const due = this.#slotDue[slot] as number;
    // False for NaN (not queued) too.
    if (!(due < this.#end)) return;
    const b = due & (this.#size - 1);
    const p = this.#prev[slot] as number;
    const n = this.#next[slot] as number;
    if (p >= 0) this.#next[p] = n;
    else this.#head[b] = n;
    if (n >= 0) this.#prev[n] = p;
    else this.#tail[b] = p;
    if (n < 0 && p < 0) this.#bits[b >> 5] = (this.#bits[b >> 5] as number) & ~(1 << (b & 31));
  }

  /**
   * A window starting at `base` (the least far due, when the ring ran out; an earlier due than the
   * window's): the ring grown to span the dues queued, then every queued slot filed again, in seq
   * order, into its bucket or far.
   */
  #refile(base: number): void {
    const dues = this.#slotDue;
    let last = base;
    for (const due of dues) if (due > last) last = due;
    let size = this.#size;
    while (size < this.#maxSize && size < 4 * (last - base + 1)) size *= 2;
    if (size === this.#size) {
      this.#head.fill(-1);
      this.#tail.fill(-1);
      this.#bits.fill(0);
    } else {
      this.#size = size;
      this.#head = new Int32Array(size).fill(-1);
      this.#tail = new Int32Array(size).fill(-1);
      this.#bits = new Int32Array(size >> 5);
    }
    this.#base = base;
    const end = (this.#end = base + size);
    this.#farMin = Infinity;
    // The slots the window takes, filed in seq order (each then goes to the back of its bucket); the rest stay far.
    const near: number[] = [];
    for (let s = 0; s < dues.length; s++) {
      const due = dues[s] as number;
      if (due < end) near.push(s);
      else if (due >= end) this.#farMin = Math.min(this.#farMin, due);
    }
    near.sort((a, b) => (this.#slotSeq[a] as number) - (this.#slotSeq[b] as number));
    for (const s of near) this.#place(s);
  }

  #ensureSlots(n: number): void {
    if (n <= this.#slotDue.length) return;
    const c = Math.max(n, Math.ceil(this.#slotDue.length * 1.5));
    this.#slotDue = grown(this.#slotDue, c, NaN);
    this.#slotSeq = grown(this.#slotSeq, c);
    this.#next = grown(this.#next, c, -1);
    this.#prev = grown(this.#prev, c, -1);
  }
}
