/**
 * A min-queue of slots by `(due, seq)` for event-driven schedulers: a binary heap whose entries
 * carry their key inline (key and slot in parallel typed arrays indexed by heap position), so a
 * sift compares neighbouring memory instead of reading keys through an index.
 *
 * **One number per entry.** While it is exact, an entry's key is the single number
 * `(due − base)·2^26 + rank`: `base` is a due no later than any queued one, and `rank` numbers the
 * slots' seqs in order (ranks, unlike seqs, stay small: they are renumbered 0, 1, 2… in seq order
 * when they run out). So a sift compares one number per level, as a hand-written queue under a
 * composite key does, and ties still go to the lowest seq. When a due would fall outside
 * `[base, base + 2^27)`, or the ranks run out, the queue is rebuilt once (O(n), plus a sort by seq
 * when renumbering) with a new base; when the dues queued at once spread over more than 2^27 ticks,
 * it keeps the exact two-number comparison `(due, seq)` instead, until the next rebuild finds the
 * spread small again. Both forms order entries identically.
 *
 * Removal and rescheduling are **lazy**: a slot's current key is kept per slot, and a heap entry
 * whose key is no longer its slot's is stale and skipped when it reaches the top. So the common
 * step — the top slot acts and goes later — is one sift-down with no position bookkeeping, removal
 * is O(1), and a reschedule is one push. Stale entries are dropped by a rebuild when they outnumber
 * the live ones. Dues and seqs are exact integers (safe up to 2^53).
 *
 * @internal
 */
export class DueQueue {
  /**
   * How many ranks the combined key leaves room for (2^rankBits), and the largest due spread (in
   * ticks above the base) it can then carry exactly: (2^(53−rankBits) − 1)·2^rankBits + 2^rankBits − 1 < 2^53.
   */
  readonly #scale: number;
  readonly #span: number;
  /** Per slot: the due it is queued under (NaN when not queued), its seq (NaN before it has one), its rank, and its entry's key. */
  #slotDue = new Float64Array(16).fill(NaN);
  #slotSeq = new Float64Array(16).fill(NaN);
  #slotRank = new Float64Array(16);
  #slotKey = new Float64Array(16).fill(NaN);
  /**
   * Per heap position: the entry's key (combined, or its due in the two-number form), its seq (two-number form
   * only) and slot. The entry just past the end is always +Infinity, so a sift need not check for a missing
   * right child.
   */
  #hKey = new Float64Array(16).fill(Infinity);
  #hSeq = new Float64Array(16);
  #hSlot = new Int32Array(16);
  #length = 0;
  /** How many slots are queued (live entries). */
  #live = 0;
  /** Whether keys are combined `(due − base)·2^26 + rank` (else the two-number form). */
  #combined = true;
  #base = 0;
  #nextRank = 0;
  /** The largest seq ranked so far: a larger one takes the next rank; any other needs a renumbering. */
  #maxSeq = -Infinity;
  /** How many slots had a seq at the last rebuild. */
  #ranked = 0;
  /** The heap's keys are no longer exact (rebuild before the next `peek`). */
  #dirty = false;
  /** The ranks no longer follow the seqs (renumber at the next rebuild). */
  #renumber = false;

  /** `rankBits` (default 26: 2^26 ranks, dues spread over up to 2^27 ticks) is smaller in tests, to renumber often. */
  constructor(rankBits = 26) {
    this.#scale = 2 ** rankBits;
    this.#span = 2 ** (53 - rankBits) - 1;
  }

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
    if (this.#dirty) this.#rebuild();
    // No stale entry anywhere (the steady state of act-and-requeue): the top is live.
    if (this.#length === this.#live) return this.#length > 0 ? (this.#hSlot[0] as number) : -1;
    while (this.#length > 0) {
      const slot = this.#hSlot[0] as number;
      if (this.#combined ? this.#hKey[0] === this.#slotKey[slot] : this.#hKey[0] === this.#slotDue[slot] && this.#hSeq[0] === this.#slotSeq[slot]) return slot;
      this.#dropTop();
    }
    return -1;
  }

  /** The due key of the top entry (after `peek()` returned a slot). */
  topDue(): number {
    return this.#slotDue[this.#hSlot[0] as number] as number;
  }

  /**
   * Requeues the slot `peek()` just returned under a key not smaller than its current one (it
   * acted and goes later): one sift-down, no stale entry left behind.
   */
  replaceTop(slot: number, due: number, seq: number): void {
    this.#slotDue[slot] = due;
    this.#rank(slot, seq);
    if (this.#combined) this.#siftDownC(0, this.#keyOf(slot, due), slot);
    else this.#siftDown2(0, due, seq, slot);
  }

  /** Queues a slot under `(due, seq)`, or moves it there if it is queued (its old entry goes stale). */
  set(slot: number, due: number, seq: number): void {
    this.#ensureSlots(slot + 1);
    const wasLive = !Number.isNaN(this.#slotDue[slot]);
    if (wasLive && this.#slotDue[slot] === due && this.#slotSeq[slot] === seq) return;
    this.#slotDue[slot] = due;
    this.#rank(slot, seq);
    if (!wasLive) this.#live++;
    if (this.#length + 1 >= this.#hKey.length) this.#growHeap();
    if (this.#combined) this.#pushC(this.#keyOf(slot, due), slot);
    else this.#push2(due, seq, slot);
    if (this.#length > 2 * this.#live + 32) this.#rebuild();
  }

  /** Takes a slot out of the queue (its entry goes stale). O(1). */
  delete(slot: number): void {
    if (slot < this.#slotDue.length && !Number.isNaN(this.#slotDue[slot])) {
      this.#slotDue[slot] = NaN;
      this.#slotKey[slot] = NaN;
      this.#live--;
      if (this.#length > 2 * this.#live + 32) this.#rebuild();
    }
  }

  /** Records a slot's seq without queueing it (a paused actor keeps its place among ties). */
  setSeq(slot: number, seq: number): void {
    this.#ensureSlots(slot + 1);
    if (Number.isNaN(this.#slotDue[slot])) this.#rank(slot, seq);
    else this.set(slot, this.#slotDue[slot] as number, seq);
  }

  /** Records a slot's seq and gives it a rank: the next one when its seq is the largest yet. */
  #rank(slot: number, seq: number): void {
    if (this.#slotSeq[slot] === seq) return; // the same seq keeps its rank (a reschedule keeps its place among ties)
    this.#slotSeq[slot] = seq;
    if (seq > this.#maxSeq && this.#nextRank < this.#scale) {
      this.#maxSeq = seq;
      this.#slotRank[slot] = this.#nextRank++;
    } else {
      // An older seq (a restore queues slots in any order) or no rank left: renumber them all, at
      // once unless too many slots have seqs for the combined key (then the ranks are not read).
      this.#renumber = true;
      if (this.#ranked <= this.#scale / 2) this.#dirty = true;
    }
  }

  /** The combined key of a slot due at `due`; marks the heap dirty when that key would not be exact. */
  #keyOf(slot: number, due: number): number {
    const d = due - this.#base;
    if (!(d >= 0 && d <= this.#span)) this.#dirty = true;
    const key = d * this.#scale + (this.#slotRank[slot] as number);
    this.#slotKey[slot] = key;
    return key;
  }

  #pushC(key: number, slot: number): void {
    const hk = this.#hKey;
    const hl = this.#hSlot;
    let i = this.#length++;
    hk[this.#length] = Infinity;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = hk[p] as number;
      if (key >= pk) break;
      hk[i] = pk;
      hl[i] = hl[p] as number;
      i = p;
    }
    hk[i] = key;
    hl[i] = slot;
  }

  #siftDownC(start: number, key: number, slot: number): void {
    const hk = this.#hKey;
    const hl = this.#hSlot;
    const half = this.#length >> 1;
    let i = start;
    while (i < half) {
      const l = 2 * i + 1;
      // The lesser child (a missing right child reads the +Infinity past the end).
      const c = l + +((hk[l + 1] as number) < (hk[l] as number));
      const ck = hk[c] as number;
      if (key <= ck) break;
      hk[i] = ck;
      hl[i] = hl[c] as number;
      i = c;
    }
    hk[i] = key;
    hl[i] = slot;
  }

  #push2(due: number, seq: number, slot: number): void {
    const hd = this.#hKey;
    const hs = this.#hSeq;
    const hl = this.#hSlot;
    let i = this.#length++;
    hd[this.#length] = Infinity;
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

  #siftDown2(start: number, due: number, seq: number, slot: number): void {
    const hd = this.#hKey;
    const hs = this.#hSeq;
    const hl = this.#hSlot;
    const half = this.#length >> 1;
    let i = start;
    while (i < half) {
      const l = 2 * i + 1;
      const r = l + 1;
      const ld = hd[l] as number;
      const rd = hd[r] as number;
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
    const hk = this.#hKey;
    const key = hk[last] as number;
    hk[last] = Infinity;
    if (last === 0) return;
    const slot = this.#hSlot[last] as number;
    if (this.#combined) this.#siftDownC(0, key, slot);
    else this.#siftDown2(0, key, this.#hSeq[last] as number, slot);
  }

  /**
   * Rebuilds the heap from the queued slots only (stale entries go): renumbers the ranks if they
   * no longer follow the seqs, takes the least queued due as the new base, chooses the combined
   * key when the dues' spread and the ranks fit it, and heapifies (Floyd's, O(n)).
   */
  #rebuild(): void {
    if (this.#renumber) this.#renumberRanks();
    const slotDue = this.#slotDue;
    let n = 0;
    let lo = Infinity;
    let hi = -Infinity;
    let ranked = 0;
    for (let slot = 0; slot < slotDue.length; slot++) {
      if (!Number.isNaN(this.#slotSeq[slot])) ranked++;
      const due = slotDue[slot] as number;
      if (Number.isNaN(due)) continue;
      this.#hSlot[n++] = slot;
      if (due < lo) lo = due;
      if (due > hi) hi = due;
    }
    this.#length = n;
    this.#ranked = ranked;
    this.#base = n > 0 ? lo : 0;
    // With more slots than half the ranks, renumbering would come too often: two numbers then.
    this.#combined = n === 0 || (hi - lo <= this.#span && ranked <= this.#scale / 2);
    const hk = this.#hKey;
    for (let i = 0; i < n; i++) {
      const slot = this.#hSlot[i] as number;
      const due = slotDue[slot] as number;
      if (this.#combined) hk[i] = this.#keyOf(slot, due);
      else {
        hk[i] = due;
        this.#hSeq[i] = this.#slotSeq[slot] as number;
        this.#slotKey[slot] = NaN;
      }
    }
    hk.fill(Infinity, n);
    this.#dirty = false;
    for (let i = (n >> 1) - 1; i >= 0; i--) {
      const slot = this.#hSlot[i] as number;
      if (this.#combined) this.#siftDownC(i, hk[i] as number, slot);
      else this.#siftDown2(i, hk[i] as number, this.#hSeq[i] as number, slot);
    }
  }

  /** Ranks every slot that has a seq 0, 1, 2… in seq order. */
  #renumberRanks(): void {
    const seqs = this.#slotSeq;
    const slots: number[] = [];
    for (let slot = 0; slot < seqs.length; slot++) if (!Number.isNaN(seqs[slot])) slots.push(slot);
    slots.sort((a, b) => (seqs[a] as number) - (seqs[b] as number));
    for (let r = 0; r < slots.length; r++) this.#slotRank[slots[r] as number] = r;
    this.#nextRank = slots.length;
    this.#maxSeq = slots.length > 0 ? (seqs[slots[slots.length - 1] as number] as number) : -Infinity;
    this.#renumber = false;
  }

  #growHeap(): void {
    const c = this.#hKey.length * 2;
    const k = new Float64Array(c).fill(Infinity);
    k.set(this.#hKey);
    this.#hKey = k;
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
    const grow = (a: Float64Array, fill: number): Float64Array<ArrayBuffer> => {
      const b = new Float64Array(c).fill(fill);
      b.set(a);
      return b;
    };
    this.#slotDue = grow(this.#slotDue, NaN);
    this.#slotSeq = grow(this.#slotSeq, NaN);
    this.#slotRank = grow(this.#slotRank, 0);
    this.#slotKey = grow(this.#slotKey, NaN);
  }
}
