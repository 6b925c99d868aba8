/** The bits of a packed entry that hold the slot: env.mons has MAX_MONSTERS = 700 slots. */
const SLOT_BITS = 10;
const SLOT_MASK = (1 << SLOT_BITS) - 1;
/** The keys a packed entry holds: what is left of an int32 above the slot. */
const KEY_MIN = -(2 ** (31 - SLOT_BITS));
const KEY_MAX = 2 ** (31 - SLOT_BITS) - 1;

/** Whether an entry packs into one int32 (an int32 key and slot, as the game's). */
function fits(slot: number, key: number): boolean {
  return key >= KEY_MIN && key <= KEY_MAX && slot >= 0 && slot <= SLOT_MASK;
}

/**
 * crawl's monster action queue (mon-act.cc `monster_queue`, used by `handle_monsters`): a
 * `std::priority_queue` of (monster, energy) pairs ordered by energy, highest first. Ties do
 * **not** fall first-in-first-out: they fall exactly as libstdc++'s binary heap (`push_heap` /
 * `pop_heap` / `__adjust_heap`) leaves them, which is what Linux builds of the game do (MSVC or
 * libc++ builds may order equal energies differently). This is a fresh implementation of those
 * standard algorithms over typed arrays, grown by doubling, so that pushes and pops allocate
 * nothing: one packed int32 per entry, `energy << 10 | slot`, compared on the energy alone, while
 * every energy fits in 22 bits (the game's slots are below MAX_MONSTERS = 700, 10 bits); two
 * parallel arrays (slots and energies are 32-bit ints in the game) from the first that does not.
 * Internal to the engine.
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
  /** The packed entries, `key << SLOT_BITS | slot`, until a key or slot does not fit (then `undefined`). */
  private packed: Int32Array | undefined = new Int32Array(16);
  /** The entries' slots and keys once they are no longer packed. */
  private slots = new Int32Array(0);
  private keys = new Int32Array(0);
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
    const packed = this.packed;
    for (let i = 0; i < this.length; i++) {
      if (packed !== undefined) out.push([(packed[i] as number) & SLOT_MASK, (packed[i] as number) >> SLOT_BITS]);
      else out.push([this.slots[i] as number, this.keys[i] as number]);
    }
    return out;
  }

  /** `push`: append, then sift up while the parent's key is strictly smaller. */
  push(slot: number, key: number): void {
    // The hole starts at the end; the sift writes the entry where it stops (no store there first).
    const packed = this.packed;
    if (packed !== undefined && fits(slot, key)) {
      if (this.length === packed.length) this.growPacked();
      this.risePacked(this.length++, (key << SLOT_BITS) | slot);
      return;
    }
    this.unpack();
    if (this.length === this.slots.length) this.grow();
    this.siftUp(this.length++, slot, key);
  }

  /** `pop`: the highest-keyed entry's slot (its key in {@link poppedKey}), or −1 when empty. */
  pop(): number {
    const n = this.length;
    if (n === 0) return -1;
    const last = n - 1;
    const packed = this.packed;
    if (packed !== undefined) {
      const top = packed[0] as number;
      this.poppedKey = top >> SLOT_BITS;
      if (last > 0) this.adjustPacked(last, packed[last] as number);
      this.length = last;
      return top & SLOT_MASK;
    }
    const slot = this.slots[0] as number;
    this.poppedKey = this.keys[0] as number;
    if (last > 0) this.adjust(last, this.slots[last] as number, this.keys[last] as number);
    this.length = last;
    return slot;
  }

  /** One entry at the end, as it was saved (no sift). */
  private append(slot: number, key: number): void {
    const packed = this.packed;
    if (packed !== undefined && fits(slot, key)) {
      if (this.length === packed.length) this.growPacked();
      (this.packed as Int32Array)[this.length++] = (key << SLOT_BITS) | slot;
      return;
    }
    this.unpack();
    if (this.length === this.slots.length) this.grow();
    this.slots[this.length] = slot;
    this.keys[this.length] = key;
    this.length++;
  }

  /** From packed entries to the two arrays, for good (the first key or slot that does not fit). */
  private unpack(): void {
    const packed = this.packed;
    if (packed === undefined) return;
    const room = Math.max(16, packed.length);
    this.slots = new Int32Array(room);
    this.keys = new Int32Array(room);
    for (let i = 0; i < this.length; i++) {
      this.slots[i] = (packed[i] as number) & SLOT_MASK;
      this.keys[i] = (packed[i] as number) >> SLOT_BITS;
    }
    this.packed = undefined;
  }

  /** Twice the room, the packed entries kept. */
  private growPacked(): void {
    const packed = new Int32Array(this.length * 2);
    packed.set(this.packed as Int32Array);
    this.packed = packed;
  }

  /** Twice the room, the entries kept. */
  private grow(): void {
    const slots = new Int32Array(this.length * 2);
    const keys = new Int32Array(this.length * 2);
    slots.set(this.slots);
    keys.set(this.keys);
    this.slots = slots;
    this.keys = keys;
  }

  /** {@link adjust} over packed entries. */
  private adjustPacked(len: number, entry: number): void {
    const heap = this.packed as Int32Array;
    let hole = 0;
    let child = 0;
    while (child < (len - 1) >> 1) {
      child = 2 * (child + 1);
      if ((heap[child] as number) >> SLOT_BITS < (heap[child - 1] as number) >> SLOT_BITS) child--;
      heap[hole] = heap[child] as number;
      hole = child;
    }
    if ((len & 1) === 0 && child === (len - 2) >> 1) {
      child = 2 * (child + 1);
      heap[hole] = heap[child - 1] as number;
      hole = child - 1;
    }
    this.risePacked(hole, entry);
  }

  /** {@link siftUp} over packed entries. */
  private risePacked(start: number, entry: number): void {
    const heap = this.packed as Int32Array;
    const key = entry >> SLOT_BITS;
    let hole = start;
    let parent = (hole - 1) >> 1;
    while (hole > 0 && (heap[parent] as number) >> SLOT_BITS < key) {
      heap[hole] = heap[parent] as number;
      hole = parent;
      parent = (hole - 1) >> 1;
    }
    heap[hole] = entry;
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
