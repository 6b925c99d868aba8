import type { ActorId } from '../ruleset/actor-id.js';

/** Ids below this (non-negative integers) are found through a direct table rather than a Map. */
const DIRECT_LIMIT = 1 << 20;

/**
 * Stable actor ids → dense slots 0, 1, 2…, reused after removal, so that engines keep per-actor
 * state in typed arrays indexed by slot. Small non-negative integer ids (below 2^20, the common
 * case) are found through a direct `Int32Array` table — an index, no hashing, 4 bytes per id —
 * and every other id (strings, large numbers) through a `Map`.
 *
 * @example
 * ```ts
 * import { ActorIndex } from '@turnkeeper/core';
 * const index = new ActorIndex();
 * const slot = index.add('orc');  // 0
 * index.slotOf('orc');            // 0
 * index.idAt(slot);               // 'orc'
 * index.remove('orc');            // 0, free for the next add
 * ```
 */
export class ActorIndex {
  /** `direct[id] = slot + 1` for small integer ids (0: absent). */
  #direct = new Int32Array(0);
  readonly #others = new Map<ActorId, number>();
  /** Slot → its id when that is a small integer; FOREIGN when the id is in `foreign`; FREE when free (or never used). */
  #slotIds = new Int32Array(16).fill(FREE);
  /** Slot → id, for ids the direct table does not hold (strings, large numbers). */
  readonly #foreign = new Map<number, ActorId>();
  #slotCount = 0;
  readonly #free: number[] = [];
  #count = 0;

  /** How many ids are present. */
  get size(): number {
    return this.#count;
  }

  /** One past the highest slot ever handed out: typed arrays indexed by slot need this length. */
  get slots(): number {
    return this.#slotCount;
  }

  /** The slot of `id`, or -1 when absent. */
  slotOf(id: ActorId): number {
    if (typeof id === 'number' && id >= 0 && id < DIRECT_LIMIT && Number.isInteger(id)) {
      return id < this.#direct.length ? (this.#direct[id] as number) - 1 : -1;
    }
    return this.#others.get(id) ?? -1;
  }

  /** True when `id` is present. */
  has(id: ActorId): boolean {
    return this.slotOf(id) >= 0;
  }

  /** The id in `slot` (undefined for a free slot). */
  idAt(slot: number): ActorId | undefined {
    const v = this.#slotIds[slot] as number;
    // A small integer id is the common case (one read, one test; a slot past the array reads
    // undefined, which fails it too); a FREE slot has no foreign id either.
    return v >= 0 ? v : this.#foreign.get(slot);
  }

  /** Adds a new id (the caller checked it is absent) and returns its slot: the lowest freed one, or a new one. */
  add(id: ActorId): number {
    const slot = this.#free.pop() ?? this.#slotCount++;
    this.#link(id, slot);
    return slot;
  }

  /** Places `id` in a given slot (restoring a snapshot); the slot must be free or new. */
  place(id: ActorId, slot: number): void {
    while (this.#slotCount < slot) {
      this.#grow(this.#slotCount + 1);
      this.#slotIds[this.#slotCount] = FREE;
      this.#free.push(this.#slotCount++);
    }
    if (slot === this.#slotCount) this.#slotCount++;
    const f = this.#free.indexOf(slot);
    if (f >= 0) this.#free.splice(f, 1);
    this.#link(id, slot);
  }

  /** Removes `id` (the caller checked it is present) and returns the slot it freed. */
  remove(id: ActorId): number {
    const slot = this.slotOf(id);
    if (typeof id === 'number' && id >= 0 && id < DIRECT_LIMIT && Number.isInteger(id)) this.#direct[id] = 0;
    else {
      this.#others.delete(id);
      this.#foreign.delete(slot);
    }
    this.#slotIds[slot] = FREE;
    this.#free.push(slot);
    this.#count--;
    return slot;
  }

  /** Every id present, by slot. */
  list(): ActorId[] {
    const out: ActorId[] = [];
    for (let slot = 0; slot < this.#slotCount; slot++) {
      const id = this.idAt(slot);
      if (id !== undefined) out.push(id);
    }
    return out;
  }

  #link(id: ActorId, slot: number): void {
    this.#grow(slot + 1);
    if (typeof id === 'number' && id >= 0 && id < DIRECT_LIMIT && Number.isInteger(id)) {
      if (id >= this.#direct.length) {
        const grown = new Int32Array(Math.min(DIRECT_LIMIT, Math.max(64, id + 1, Math.ceil(this.#direct.length * 1.5))));
        grown.set(this.#direct);
        this.#direct = grown;
      }
      this.#direct[id] = slot + 1;
      this.#slotIds[slot] = id;
    } else {
      this.#others.set(id, slot);
      this.#foreign.set(slot, id);
      this.#slotIds[slot] = FOREIGN;
    }
    this.#count++;
  }

  #grow(slots: number): void {
    if (slots <= this.#slotIds.length) return;
    const grown = new Int32Array(Math.max(slots, Math.ceil(this.#slotIds.length * 1.25))).fill(FREE);
    grown.set(this.#slotIds);
    this.#slotIds = grown;
  }
}

/** Marks of `slotIds`: the id lives in `foreign`, or the slot is free. */
const FOREIGN = -1;
const FREE = -2;
