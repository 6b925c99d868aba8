/* eslint-disable @typescript-eslint/no-unsafe-enum-comparison -- the const enums here are numbers written where they are used (a module-level constant costs a load and a check in optimized code): they are compared with plain numbers on purpose. */
import { MAX_M_IDX } from '../tables/constants.js';

/**
 * The ring's sizes, as a const enum so that its numbers are written where they are used (a
 * module-level constant costs a load and a check in optimized code, on every turn). Internal.
 *
 * @example
 * ```ts
 * const bucket = (tick: number): number => (tick & Ring.Mask) * Ring.Words; // the first word of tick's bitset
 * ```
 */
export const enum Ring {
  /** Ticks the ring looks ahead: every monster a plain turn leaves is due within 101 ticks (a cost of at most 1000, 10 a tick). */
  Ticks = 128,
  Mask = 127,
  /** 32-bit words per tick: one bit per slot of the monster list (MAX_M_IDX / 32). */
  Words = 16,
}

/**
 * Which monsters are due in which tick (internal): one bitset over the list's slots per tick, for
 * the next 128 ticks, so that `process_monsters()`'s pass finds the monsters that act in
 * a tick, in descending slot order, without visiting the others. A monster due further ahead (an
 * energy patched far below 0) is filed under the last tick the ring holds and filed again when
 * the pass meets it there, so it costs one look every 127 ticks. Each slot is in at most one
 * bucket (`at`), so that a patch, a removal or a move finds its bit.
 *
 * @example
 * ```ts
 * const ring = new DueRing();
 * ring.put(7, 12, 10); // slot 7 acts in tick 12, seen from tick 10
 * ring.bits[(12 & Ring.Mask) * Ring.Words] === 1 << 7; // true
 * ```
 */
export class DueRing {
  /** The bitsets, `Ring.Words` words a tick from `(tick & Ring.Mask) * Ring.Words` (the engine's monster pass reads and refiles them in place). */
  readonly bits = new Int32Array(Ring.Ticks * Ring.Words);
  /** The bucket (tick mod Ring.Ticks) each slot's bit is in; −1: none. */
  readonly at = new Int16Array(MAX_M_IDX).fill(-1);

  /** Files `slot` under tick `due`, seen from tick `now` (`due` ≥ `now`). */
  put(slot: number, due: number, now: number): void {
    this.drop(slot);
    const b = (due - now < Ring.Ticks ? due : now + Ring.Mask) & Ring.Mask;
    const w = b * Ring.Words + (slot >> 5);
    this.bits[w] = (this.bits[w] as number) | (1 << (slot & 31));
    this.at[slot] = b;
  }

  /** Takes `slot` out of its bucket, if it is in one. */
  drop(slot: number): void {
    const b = this.at[slot] as number;
    if (b < 0) return;
    const w = b * Ring.Words + (slot >> 5);
    this.bits[w] = (this.bits[w] as number) & ~(1 << (slot & 31));
    this.at[slot] = -1;
  }

  /** Moves the bit of slot `from` to slot `to` (`compact_monsters()` moves a monster down the list). */
  move(from: number, to: number): void {
    const b = this.at[from] as number;
    this.drop(from);
    this.drop(to);
    if (b < 0) return;
    const w = b * Ring.Words + (to >> 5);
    this.bits[w] = (this.bits[w] as number) | (1 << (to & 31));
    this.at[to] = b;
  }
}
