/**
 * A min-queue of slots by `(due, seq)` for event-driven schedulers: a binary heap whose entries
 * carry their keys inline (due, seq and slot in parallel typed arrays indexed by heap position),
 * so that a sift compares neighbouring memory instead of reading keys through an index.
 *
 * Removal and rescheduling are **lazy**: a slot's current key is kept per slot, and a heap entry
 * whose key is no longer its slot's is stale and skipped when it reaches the top. So the common
 * step — the top slot acts and goes later — is one sift-down with no position bookkeeping, removal
 * is O(1), and a reschedule is one push. Stale entries are compacted away when they outnumber the
 * live ones. Ties go to the lowest `seq` (first scheduled, first served); keys are exact integers
 * in Float64Arrays (safe up to 2^53).
 *
 * @internal
 */
export class DueQueue {
  /** Per slot: the due key it is queued under (NaN when not queued) and its tie-break seq. */
  #slotDue = new Float64Array(16).fill(NaN);
  #slotSeq = new Float64Array(16);
  /** Per heap position: the entry's due, seq and slot. */
  #hDue = new Float64Array(16);
  #hSeq = new Float64Array(16);
  #hSlot = new Int32Array(16);
  #length = 0;
  /** How many slots are queued (live entries). */
  #live = 0;

  /** How many slots are queued. */
  get size(): number {
    return this.#live;
  }

  /** True when the slot is queued. */
  has(slot: number): boolean {
    return slot < this.#slotDue.length && !Number.isNaN(this.#slotDue[slot]);
  }

  /** The due key a queued slot is queued under (NaN when not queued). */
  dueOf(slot: number): number {
    return slot < this.#slotDue.length ? (this.#slotDue[slot] as number) : NaN;
  }

  /** The tie-break seq a slot was last queued with. */
  seqOf(slot: number): number {
    return this.#slotSeq[slot] as number;
  }

  /**
   * The slot with the least `(due, seq)`, or -1 when none is queued. Stale entries at the top
   * are dropped on the way.
   */
  peek(): number {
    // No stale entry anywhere (the steady state of act-and-requeue): the top is live.
    if (this.#length === this.#live) return this.#length > 0 ? (this.#hSlot[0] as number) : -1;
    while (this.#length > 0) {
      const slot = this.#hSlot[0] as number;
      if (this.#hDue[0] === this.#slotDue[slot] && this.#hSeq[0] === this.#slotSeq[slot]) return slot;
      this.#dropTop();
    }
    return -1;
  }

  /** The due key of the top entry (after `peek()` returned a slot). */
  topDue(): number {
    return this.#hDue[0] as number;
  }

  /**
   * Requeues the slot `peek()` just returned under a key not smaller than its current one (it
   * acted and goes later): one sift-down, no stale entry left behind.
   */
  replaceTop(slot: number, due: number, seq: number): void {
    this.#slotDue[slot] = due;
    this.#slotSeq[slot] = seq;
    this.#siftDown(0, due, seq, slot);
  }

  /** Queues a slot under `(due, seq)`, or moves it there if it is queued (its old entry goes stale). */
  set(slot: number, due: number, seq: number): void {
    this.#ensureSlots(slot + 1);
    const wasLive = !Number.isNaN(this.#slotDue[slot]);
    if (wasLive && this.#slotDue[slot] === due && this.#slotSeq[slot] === seq) return;
    this.#slotDue[slot] = due;
    this.#slotSeq[slot] = seq;
    if (!wasLive) this.#live++;
    this.#push(due, seq, slot);
    if (this.#length > 2 * this.#live + 32) this.#compact();
  }

  /** Takes a slot out of the queue (its entry goes stale). O(1). */
  delete(slot: number): void {
    if (slot < this.#slotDue.length && !Number.isNaN(this.#slotDue[slot])) {
      this.#slotDue[slot] = NaN;
      this.#live--;
      if (this.#length > 2 * this.#live + 32) this.#compact();
    }
  }

  /** Records a slot's seq without queueing it (a paused actor keeps its place among ties). */
  setSeq(slot: number, seq: number): void {
    this.#ensureSlots(slot + 1);
    this.#slotSeq[slot] = seq;
  }

  #push(due: number, seq: number, slot: number): void {
    // One spare entry past the end: the sift-down reads a missing right child's seq unguarded.
    if (this.#length + 1 >= this.#hDue.length) this.#growHeap();
    const hd = this.#hDue;
    const hs = this.#hSeq;
    const hl = this.#hSlot;
    let i = this.#length++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pd = hd[p] as number;
      if (due > pd || (due === pd && seq > (hs[p] as number))) break;
      hd[i] = pd;
      hs[i] = hs[p] as number;
      hl[i] = hl[p] as number;
      i = p;
    }
    hd[i] = due;
    hs[i] = seq;
    hl[i] = slot;
  }

  #siftDown(start: number, due: number, seq: number, slot: number): void {
    const hd = this.#hDue;
    const hs = this.#hSeq;
    const hl = this.#hSlot;
    const n = this.#length;
    const half = n >> 1;
    let i = start;
    while (i < half) {
      const l = 2 * i + 1;
      const r = l + 1;
      const ld = hd[l] as number;
      const rd = r < n ? (hd[r] as number) : Infinity;
      // The lesser child by (due, seq), chosen without a branch: ties are common (many actors due
      // at one tick), and a mispredicted branch per level costs more than the arithmetic.
      const c = l + (+(rd < ld) | (+(rd === ld) & +((hs[r] as number) < (hs[l] as number))));
      const cd = hd[c] as number;
      const cs = hs[c] as number;
      if (due < cd || (due === cd && seq < cs)) break;
      hd[i] = cd;
      hs[i] = cs;
      hl[i] = hl[c] as number;
      i = c;
    }
    hd[i] = due;
    hs[i] = seq;
    hl[i] = slot;
  }

  #dropTop(): void {
    const last = --this.#length;
    if (last > 0) this.#siftDown(0, this.#hDue[last] as number, this.#hSeq[last] as number, this.#hSlot[last] as number);
  }

  /** Rebuilds the heap from the live keys only (Floyd's heapify, O(n)). */
  #compact(): void {
    let n = 0;
    const seen = new Uint8Array(this.#slotDue.length);
    for (let i = 0; i < this.#length; i++) {
      const slot = this.#hSlot[i] as number;
      // Keep one entry per live slot: the one carrying its current key.
      if (seen[slot] === 0 && this.#hDue[i] === this.#slotDue[slot] && this.#hSeq[i] === this.#slotSeq[slot]) {
        seen[slot] = 1;
        this.#hDue[n] = this.#hDue[i] as number;
        this.#hSeq[n] = this.#hSeq[i] as number;
        this.#hSlot[n] = slot;
        n++;
      }
    }
    this.#length = n;
    for (let i = (n >> 1) - 1; i >= 0; i--) this.#siftDown(i, this.#hDue[i] as number, this.#hSeq[i] as number, this.#hSlot[i] as number);
  }

  #growHeap(): void {
    const c = this.#hDue.length * 2;
    const d = new Float64Array(c);
    d.set(this.#hDue);
    this.#hDue = d;
    const s = new Float64Array(c);
    s.set(this.#hSeq);
    this.#hSeq = s;
    const l = new Int32Array(c);
    l.set(this.#hSlot);
    this.#hSlot = l;
  }

  #ensureSlots(n: number): void {
    if (n <= this.#slotDue.length) return;
    const c = Math.max(n, Math.ceil(this.#slotDue.length * 1.5));
    const d = new Float64Array(c).fill(NaN);
    d.set(this.#slotDue);
    this.#slotDue = d;
    const s = new Float64Array(c);
    s.set(this.#slotSeq);
    this.#slotSeq = s;
  }
}
