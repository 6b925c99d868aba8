import type { ActorId } from '@turnkeeper/core';

/** Headroom for small integer ids before any monster is added (a typed array of this many slots is 1 KiB). */
const MIN_DENSE = 256;

/**
 * Actor id → position in the monster list. Games number their monsters (`m_id`), so small
 * non-negative integer ids, the common case, go in a typed array indexed by the id (4 bytes an
 * id instead of a Map entry's ~30); any other id (a string, a negative or a large number) goes in
 * a Map. The array grows only up to a few times the number of ids held, so a few huge ids cannot
 * blow it up; an id it cannot hold goes to the Map, and lookups try both.
 */
export class IdIndex {
  /** `position + 1` by id (0: not here), for integer ids below its length. */
  private dense = new Int32Array(0);
  private readonly map = new Map<ActorId, number>();
  private size = 0;

  /** The position of `id`, or −1. */
  get(id: ActorId): number {
    if (typeof id === 'number' && id >= 0 && id < this.dense.length) {
      const v = this.dense[id] as number;
      if (v !== 0) return v - 1;
    }
    return this.map.size === 0 ? -1 : (this.map.get(id) ?? -1);
  }

  /** Records or moves `id` (already present, or new). */
  set(id: ActorId, position: number): void {
    if (typeof id === 'number' && id >= 0 && id < this.dense.length && (this.dense[id] !== 0 || !this.map.has(id))) {
      if (this.dense[id] === 0) this.size++;
      this.dense[id] = position + 1;
      return;
    }
    if (this.map.has(id)) {
      this.map.set(id, position);
      return;
    }
    this.size++;
    if (typeof id === 'number' && id >= 0 && id < 4 * (this.size + MIN_DENSE)) {
      this.growTo(id);
      this.dense[id] = position + 1;
      return;
    }
    this.map.set(id, position);
  }

  delete(id: ActorId): void {
    if (typeof id === 'number' && id >= 0 && id < this.dense.length && this.dense[id] !== 0) {
      this.dense[id] = 0;
      this.size--;
    } else if (this.map.delete(id)) {
      this.size--;
    }
  }

  private growTo(id: number): void {
    let length = Math.max(this.dense.length, MIN_DENSE);
    while (length <= id) length *= 2;
    if (length === this.dense.length) return;
    const dense = new Int32Array(length);
    dense.set(this.dense);
    this.dense = dense;
  }
}
