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

/** The key of an entry due too far past the base to say exactly: it is rebuilt before it is handed out. */
const FAR = 2 ** 53;

/**
 * A min-queue of slots by `(due, seq)` for event-driven schedulers: a binary heap of one number
 * per entry, `(due − base)·2^26 + rank`, where a slot's rank follows its seq. A sift then compares
 * one number per child, as a hand-written heap on a composite key does, and an entry is 12 bytes.
 *
 * The key is exact for the whole domain (dues up to 2^53, any number of seqs): a due 2^27 or more
 * ticks past the base gets the key `FAR` (2^53), and when such an entry reaches the top — or a seq comes
 * out of order (a restore), or the ranks run out — the heap is **rebuilt** from the exact per-slot
 * dues and seqs: ranks renumbered by seq, the base moved to the least due, O(n log n). Each rebuild
 * follows at least 2^27 ticks or 2^26 seqs of ordinary steps, so its cost is amortised away.
 *
 * Removal and rescheduling are **lazy**: a heap entry whose key is no longer its slot's is stale
 * and skipped when it reaches the top, so the common step — the top slot acts and goes later — is
 * one sift-down, and removal is O(1). Stale entries are dropped by a rebuild when they outnumber
 * the live ones. Ties go to the lowest `seq` (first scheduled, first served).
 *
 * @internal
 */
export class DueQueue {
  /** Per slot: the due it is queued under (NaN when not queued), its seq, and that seq's rank (-1: none yet). */
  #slotDue = new Float64Array(16).fill(NaN);
  #slotSeq = new Float64Array(16);
  #slotRank = new Float64Array(16).fill(-1);
  /** Per heap position: the entry's key and slot; the key past the last entry is always Infinity. */
  #hKey = new Float64Array(16).fill(Infinity);
  #hSlot = new Int32Array(16);
  #length = 0;
  /** How many slots are queued (live entries). */
  #live = 0;
  #base = 0;
  #nextRank = 0;
  #maxSeq = -1;
  /** The heap no longer says the slots' keys (seq out of order, ranks used up, due before the base, too many stale entries): rebuild before the next peek. */
  #dirty = false;
  /** Ranks a key can hold (the tie order among slots due at one tick) before they are renumbered. */
  readonly #ranks: number;
  /** Ticks past the base a key says exactly: with the rank, a key stays below 2^53. */
  readonly #span: number;

  /** `rankBits` of each key for the rank, the rest for the due (tests use few, to rebuild often). */
  constructor(rankBits = 26) {
    this.#ranks = 2 ** rankBits;
    this.#span = FAR / this.#ranks;
  }

  /** The due a slot given to `set` or `setSeq` is queued under (NaN when not queued). */
  dueOf(slot: number): number {
    return this.#slotDue[slot] ?? NaN;
  }

  /** The tie-break seq a slot was last queued with. */
  seqOf(slot: number): number {
    return this.#slotSeq[slot] as number;
  }

  /** The slot with the least `(due, seq)`, or -1 when none is queued. Stale entries at the top are dropped on the way. */
  peek(): number {
    // No stale entry anywhere and nothing to rebuild (the steady state of act-and-requeue): the top
    // is live. (An empty heap's first key is the Infinity past its end.) The rest is apart, so that
    // what V8 inlines into a scheduler's loop stays small.
    return this.#length === this.#live && (this.#hKey[0] as number) < FAR ? (this.#hSlot[0] as number) : this.#settle();
  }

  /** `peek` when the top may be stale or the heap must be rebuilt first. */
  #settle(): number {
    if (this.#dirty) this.#rebuild();
    while (this.#length > 0) {
      const slot = this.#hSlot[0] as number;
      const key = this.#hKey[0] as number;
      if (key >= FAR) this.#rebuild();
      else if (key === this.#keyOf(slot)) return slot;
      else this.#dropTop();
    }
    return -1;
  }

  /** The due of the slot `peek()` returned. */
  topDue(): number {
    return this.#slotDue[this.#hSlot[0] as number] as number;
  }

  /**
   * Requeues the slot `peek()` just returned under a key not smaller than its current one (it
   * acted and goes later, with a newer seq): one sift-down, no stale entry left behind.
   */
  replaceTop(slot: number, due: number, seq: number): void {
    // The step of every turn — a new largest seq, a rank to spare, a due the key can say, a clean
    // heap — written out here and the rest apart: small enough for V8 to inline where it is called.
    const rank = this.#nextRank;
    const off = due - this.#base;
    if (seq > this.#maxSeq && rank < this.#ranks && off < this.#span && !this.#dirty) {
      this.#slotDue[slot] = due;
      this.#slotSeq[slot] = seq;
      this.#slotRank[slot] = rank;
      this.#maxSeq = seq;
      this.#nextRank = rank + 1;
      this.#siftDown(0, off * this.#ranks + rank, slot);
    } else this.set(slot, due, seq); // its top entry goes stale, and the next peek drops it
  }

  /** Queues a slot under `(due, seq)`, or moves it there if it is queued (its old entry goes stale). */
  set(slot: number, due: number, seq: number): void {
    this.#ensureSlots(slot + 1);
    // Requeued under the key it has, it gets a second entry: both say the same, and the spare goes stale with the next change.
    if (Number.isNaN(this.#slotDue[slot])) this.#live++;
    this.#slotDue[slot] = due;
    this.#rank(slot, seq);
    if (due < this.#base || this.#length > 2 * this.#live + 32) this.#soil();
    if (!this.#dirty) this.#push(this.#keyOf(slot), slot);
  }

  /** Takes a slot out of the queue (its entry goes stale). O(1). */
  delete(slot: number): void {
    if (!Number.isNaN(this.dueOf(slot))) {
      this.#slotDue[slot] = NaN;
      this.#live--;
    }
  }

  /** Records a slot's seq without queueing it (a paused actor keeps its place among ties). */
  setSeq(slot: number, seq: number): void {
    this.#ensureSlots(slot + 1);
    this.#rank(slot, seq);
  }

  /** A queued slot's key; `FAR` when it is not queued (NaN fails the comparison) or due past the span. */
  #keyOf(slot: number): number {
    const off = (this.#slotDue[slot] as number) - this.#base;
    return off < this.#span ? off * this.#ranks + (this.#slotRank[slot] as number) : FAR;
  }

  /** Gives a slot its seq: a new largest seq takes the next rank; any other new seq calls for renumbering. */
  #rank(slot: number, seq: number): void {
    if (seq === this.#slotSeq[slot] && (this.#slotRank[slot] as number) >= 0) return;
    this.#slotSeq[slot] = seq;
    if (seq > this.#maxSeq && this.#nextRank < this.#ranks) {
      this.#maxSeq = seq;
      this.#slotRank[slot] = this.#nextRank++;
    } else {
      this.#slotRank[slot] = 0;
      this.#soil();
    }
  }

  /**
   * Marks the heap for a rebuild before the next peek, and makes its top key say so (`FAR`): the
   * heap is rebuilt from the per-slot state anyway, and `peek`'s common case then tests one key.
   */
  #soil(): void {
    this.#dirty = true;
    this.#hKey[0] = FAR;
  }

  /** Renumbers the ranks by seq, moves the base to the least due, and heapifies the live slots (Floyd's, O(n)). */
  #rebuild(): void {
    const ranked: number[] = [];
    for (let s = 0; s < this.#slotRank.length; s++) if ((this.#slotRank[s] as number) >= 0) ranked.push(s);
    ranked.sort((a, b) => (this.#slotSeq[a] as number) - (this.#slotSeq[b] as number));
    let base = Infinity;
    this.#maxSeq = -1;
    ranked.forEach((s, rank) => {
      this.#slotRank[s] = rank;
      this.#maxSeq = this.#slotSeq[s] as number;
      // A slot not queued has a NaN due, which never wins the comparison.
      if ((this.#slotDue[s] as number) < base) base = this.#slotDue[s] as number;
    });
    this.#nextRank = ranked.length;
    if (base < Infinity) this.#base = base;
    this.#dirty = false;
    this.#length = 0;
    while (this.#hKey.length < this.#live + 2) this.#growHeap();
    for (const s of ranked) {
      if (Number.isNaN(this.#slotDue[s])) continue;
      this.#hKey[this.#length] = this.#keyOf(s);
      this.#hSlot[this.#length++] = s;
    }
    this.#hKey[this.#length] = Infinity;
    for (let i = (this.#length >> 1) - 1; i >= 0; i--) this.#siftDown(i, this.#hKey[i] as number, this.#hSlot[i] as number);
  }

  #push(key: number, slot: number): void {
    // One entry past the end stays Infinity: the sift-down reads a missing right child unguarded.
    if (this.#length + 2 > this.#hKey.length) this.#growHeap();
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

  #siftDown(start: number, key: number, slot: number): void {
    const hk = this.#hKey;
    const hl = this.#hSlot;
    const half = this.#length >> 1;
    let i = start;
    while (i < half) {
      const l = 2 * i + 1;
      // The lesser child, chosen without a branch (a missing right child reads the Infinity past the end).
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

  #dropTop(): void {
    const last = --this.#length;
    const key = this.#hKey[last] as number;
    this.#hKey[last] = Infinity;
    if (last > 0) this.#siftDown(0, key, this.#hSlot[last] as number);
  }

  #growHeap(): void {
    this.#hKey = grown(this.#hKey, this.#hKey.length * 2, Infinity);
    this.#hSlot = grown(this.#hSlot, this.#hKey.length);
  }

  #ensureSlots(n: number): void {
    if (n <= this.#slotDue.length) return;
    const c = Math.max(n, Math.ceil(this.#slotDue.length * 1.5));
    this.#slotDue = grown(this.#slotDue, c, NaN);
    this.#slotSeq = grown(this.#slotSeq, c);
    this.#slotRank = grown(this.#slotRank, c, -1);
  }
}
