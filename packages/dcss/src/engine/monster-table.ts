import { ActorIndex, type ActorId } from '@turnkeeper/core';
import { FreeSlots } from './free-slots.js';
import type { Monster } from './monster-record.js';

/**
 * crawl's `env.mons` as the engine keeps it: the monsters by index, the lowest free index for a
 * new one (mon-place.cc `get_free_monster` scans from 0) and each id's index. The id → index
 * lookup is core's {@link ActorIndex} (a direct table for small integer ids, no hashing), told
 * which index each monster takes, since crawl's rule and not the index's own picks it. Internal to
 * the engine.
 *
 * @example
 * ```ts
 * import { MonsterTable } from './monster-table.js';
 * const table = new MonsterTable();
 * table.insert(orc); // 0: the lowest free index
 * table.slotOf(orc.id); // 0
 * table.remove(orc.id); // 0, free again
 * ```
 */
export class MonsterTable {
  /**
   * The monsters by `env.mons` index (undefined where free); its length is one past the highest
   * index in use, which bounds `monster_iterator`. The engine's per-step loops read it directly;
   * only this class changes it.
   */
  readonly slots: (Monster | undefined)[] = [];
  private readonly index = new ActorIndex();
  /** The free indices below the highest one in use. */
  private readonly free = new FreeSlots();

  /** The index of monster `id`, or −1 when it is not here. */
  slotOf(id: ActorId): number {
    return this.index.slotOf(id);
  }

  /** Whether monster `id` is here. */
  has(id: ActorId): boolean {
    return this.index.has(id);
  }

  /**
   * Puts a new monster (its id not yet here) at `slot`, by default the lowest free index, and
   * returns that index.
   */
  insert(m: Monster, slot: number = this.free.take(this.slots)): number {
    this.slots[slot] = m;
    this.index.place(m.id, slot);
    return slot;
  }

  /**
   * After monsters were inserted at given indices (a restored state): every index left free below
   * the highest in use becomes free for the next new monster.
   */
  freeGaps(): void {
    for (let slot = 0; slot < this.slots.length; slot++) if (this.slots[slot] === undefined) this.free.push(slot);
  }

  /** Removes monster `id` (present) and returns the index it frees. */
  remove(id: ActorId): number {
    const slot = this.index.remove(id);
    const slots = this.slots;
    slots[slot] = undefined;
    this.free.push(slot);
    // The highest monsters gone, the list ends at the highest one left.
    while (slots.length > 0 && slots[slots.length - 1] === undefined) slots.pop();
    return slot;
  }

  /** Every monster's id, in index order. */
  ids(): ActorId[] {
    return this.index.list();
  }
}
