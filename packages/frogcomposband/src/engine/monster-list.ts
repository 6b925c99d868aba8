import type { ActorId } from '@turnkeeper/core';
import { MAX_M_IDX } from '../rules/speed.js';
import { MonsterTable } from './monster-table.js';

/** Bits per word of the occupancy bitmap. */
const WORD = 32;

/**
 * The game's `m_list` (`src/monster2.c`): `max_m_idx` slots indexed by `m_idx`, slot 0 unused,
 * processed from the highest index down (`src/melee2.c` `process_monsters()`). Held as the slots
 * themselves, the hot fields in a {@link MonsterTable}, a bitmap of the occupied slots (so the
 * next monster below a slot is a word scan, not a search, whatever was added or removed
 * meanwhile), and an id → monster map. Every operation is O(1), or O(`max_m_idx` / 32) = 32 word
 * reads at worst.
 */
export class MonsterList<M extends { readonly id: ActorId; readonly index: number }> {
  readonly table = new MonsterTable();
  private readonly slots: (M | undefined)[] = new Array<M | undefined>(MAX_M_IDX).fill(undefined);
  /** Each slot's monster's id: a turn is handed out without reading the monster's object. */
  private readonly ids: (ActorId | undefined)[] = new Array<ActorId | undefined>(MAX_M_IDX).fill(undefined);
  private readonly occupied = new Int32Array(MAX_M_IDX / WORD);
  private readonly byId = new Map<ActorId, M>();
  /**
   * No slot above it is occupied (it is the highest occupied one until that one is deleted): a
   * pass starts there, not at the top of m_list.
   */
  top = 0;

  /** How many monsters the list holds. */
  get size(): number {
    return this.byId.size;
  }

  /** The monster with this id, if any. */
  get(id: ActorId): M | undefined {
    return this.byId.get(id);
  }

  /** The monster in slot `index`, if any. */
  at(index: number): M | undefined {
    return this.slots[index];
  }

  /** The id of the monster in slot `index` (which must hold one). */
  idAt(index: number): ActorId {
    return this.ids[index] as ActorId;
  }

  /** Places `m` in its slot, which must be free (its table cells already written). */
  add(m: M): void {
    const w = m.index >> 5;
    this.slots[m.index] = m;
    this.ids[m.index] = m.id;
    this.occupied[w] = (this.occupied[w] as number) | (1 << (m.index & 31));
    this.byId.set(m.id, m);
    if (m.index > this.top) this.top = m.index;
  }

  /** Frees `m`'s slot. */
  delete(m: M): void {
    const w = m.index >> 5;
    this.slots[m.index] = undefined;
    this.ids[m.index] = undefined;
    this.occupied[w] = (this.occupied[w] as number) & ~(1 << (m.index & 31));
    this.table.hot[m.index] = 0;
    this.byId.delete(m.id);
    if (m.index === this.top) this.top--;
  }

  /** The monster in the highest occupied slot below `index` (`max_m_idx` for the first), if any. */
  below(index: number): M | undefined {
    const i = index - 1;
    if (i <= 0) return undefined;
    // A full list (the common case) has its next monster in the very next slot down.
    const next = this.slots[i];
    if (next !== undefined) return next;
    let w = i >> 5;
    // Bits 0..(i & 31) of the word: `2 << 31` is 0 in 32 bits, so the top bit's mask is −1, all of them.
    let word = (this.occupied[w] as number) & ((2 << (i & 31)) - 1);
    while (word === 0) {
      if (--w < 0) return undefined;
      word = this.occupied[w] as number;
    }
    return this.slots[w * WORD + 31 - Math.clz32(word)];
  }

  /** The highest occupied slot, 0 when the list is empty. */
  highest(): number {
    return this.below(MAX_M_IDX)?.index ?? 0;
  }

  /** The highest free slot (1..`max_m_idx` − 1), 0 when every one is taken. */
  highestFree(): number {
    for (let w = this.occupied.length - 1; w >= 0; w--) {
      // Slot 0 is never used: count it as taken.
      const free = ~(this.occupied[w] as number) & (w === 0 ? ~1 : -1);
      if (free !== 0) return w * WORD + 31 - Math.clz32(free);
    }
    return 0;
  }
}
