import { MAX_M_IDX } from '../rules/speed.js';

// What every visit of a monster reads and writes, kept in typed arrays indexed by the monster's
// slot (`m_idx`) so that the monster pass reads one word per monster and writes one back, in
// arrays that stay in the cache, instead of walking an object per monster.

/**
 * The layout of a {@link MonsterTable.hot} word (internal), as a const enum so that its numbers
 * are written where they are used: esbuild inlines a const enum's members, while a module
 * constant (even a local copy of one) stays a tagged variable in V8's optimized code, untagged
 * and shifted by register at every use. `s16b energy_need` sits in bits 16..31 (storing
 * `need << NeedShift` wraps it as the game's `s16b` does), the energy per game turn its speed
 * gives in bits 8..15, and the state bits ({@link Bit}) in 0..7.
 *
 * @example
 * ```ts
 * const energyNeed = word >> Word.NeedShift; // written as `word >> 16`
 * ```
 */
export const enum Word {
  /** Where `energy_need` starts. */
  NeedShift = 16,
  /** Where the energy per game turn starts (8 bits). */
  EnergyShift = 8,
  /** The energy bits (0xff << 8). */
  EnergyBits = 0xff00,
  /** The state bits and the energy: everything but `energy_need`. */
  Low = 0xffff,
  /** What a visit that does not act keeps of {@link Word.Low}: all of it but {@link Bit.Acted}. */
  Kept = 0xfffe,
  /** A word below this (1 << 16) has `energy_need` at 0 or below. */
  Due = 0x10000,
}

/**
 * The state bits of a {@link MonsterTable.hot} word (internal), and the sets of them the
 * monster pass tests: a const enum, written as numbers where they are used (see {@link Word}).
 *
 * @example
 * ```ts
 * const plain = (word & Bit.FullVisit) === (Bit.Plain as number); // written as `(word & 90) === 66`
 * ```
 */
export const enum Bit {
  /** With {@link Bit.Derived}: that visit acted, and {@link MonsterTable.acted} holds what it drew (every visit sets or clears it). */
  Acted = 1,
  /** Aware of the player (it gains energy). */
  Aware = 2,
  /** MFLAG2_HURT: hurt since it last acted (it gains energy even unaware); every action clears it. */
  Hurt = 4,
  /** MFLAG_BORN: placed below the monster acting, it waits one visit. */
  Born = 8,
  /** Ridden by the player: it gains at the rider's speed. */
  Mount = 16,
  /** Some timer runs (FAST, SLOW or mini-slowness): a tick turn has work to do for it. */
  Timers = 32,
  /** Its record of the last visit is derived from the {@link PassClock} (see {@link MonsterTable}). */
  Derived = 64,
  /** With {@link Bit.Derived}: that visit gained nothing (unaware and not hurt), so it drew nothing either. */
  Idle = 128,
  /** The bits of a plain visit: Aware | Derived (2 | 64). An empty slot's word is 0. */
  Plain = 66,
  /** The bits that send a visit down the full path off tick turns when they differ from {@link Bit.Plain}'s: Aware | Born | Mount | Derived (2 | 8 | 16 | 64). */
  FullVisit = 90,
}

/**
 * The layout of a {@link MonsterTable.acted} word (internal): what a monster's last action drew,
 * written as numbers where they are used (see {@link Word}).
 *
 * @example
 * ```ts
 * const clip = (acted >> Act.ClipShift) & Act.Byte; // written as `(acted >> 8) & 255`
 * ```
 */
export const enum Act {
  /** Where `energy_need` after the gain starts (16 bits). */
  NeedShift = 16,
  /** Where the `ENERGY_NEED()` draw starts (8 bits: a draw is 0..200). */
  ClipShift = 8,
  /** The draw's 8 bits once shifted down, and the low 8 bits: how many terrain extras followed. */
  Byte = 0xff,
}

/**
 * Where the monster pass stands: the game turn of the latest pass begun, the turn of the one
 * before, and the lowest slot whose visit in the latest pass is done (0 once the
 * pass is over; `max_m_idx` before its first visit). The engine keeps `from` exact wherever user
 * code can run (a hook handler, a caller's random source, between calls), not at every visit.
 */
class PassClock {
  turn = 0;
  prevTurn = 0;
  from = 0;

  /** A pass begins at game turn `turn`. */
  begin(turn: number): void {
    this.prevTurn = this.turn;
    this.turn = turn;
    this.from = MAX_M_IDX;
  }

  /** Whether the monster in `slot` has been visited in the latest pass (else its last visit was in the pass before). */
  visited(slot: number): boolean {
    return slot >= this.from;
  }
}

/**
 * The monsters' hot fields, one cell per slot.
 *
 * A monster whose visits are all plain (aware, not born, not ridden, no timer work) keeps no
 * record of its last visit at all: it is derived. With {@link Bit.Derived} set, its last visit was in
 * the latest pass if the {@link PassClock} says it was visited there, else in the pass before (it
 * is visited in every pass: any other kind of visit keeps its record in the object and clears the
 * bit); its speed and gain are the speed cache's (rewritten only after the record is moved into
 * the object); it acted in that visit exactly when {@link Bit.Acted} is set (every visit sets or
 * clears it), and then `energy_need` after the gain, the draw and the count of extras are in
 * {@link MonsterTable.acted}, written when it acted; else `energy_need` after the gain is `energy_need` now (every
 * other change of it moves the record into the object first), with no draw and no extras. A
 * visit that gained nothing ({@link Bit.Idle}: unaware, not hurt) records speed and gain 0 and no
 * draw; the mount's visit ({@link Bit.Mount}) records the rider's speed and gain, kept in
 * {@link MonsterTable.mountRaw} and {@link MonsterTable.mountEnergy} (one mount at a time: the
 * record is moved into the object before the bit changes).
 */
export class MonsterTable {
  /**
   * One word per slot: `s16b energy_need` in the high 16 bits (so storing `need << 16` wraps it
   * as the game's `s16b` does), the energy per game turn its speed gives in bits 8..15 (kept up
   * to date whenever the speed's inputs change), and the state bits in 0..7.
   */
  readonly hot = new Int32Array(MAX_M_IDX);
  /** The raw speed that energy comes from. */
  readonly raw = new Int16Array(MAX_M_IDX);
  /**
   * When it last acted, read by a derived record ({@link Bit.Acted}): `energy_need` after the
   * gain, the draw, and how many terrain extras followed, in one word ({@link Act}), written with
   * one store when it acts.
   */
  readonly acted = new Int32Array(MAX_M_IDX);
  /** The raw speed and the energy the mount gained at in its last visit (`p_ptr->pspeed` then). */
  mountRaw = 0;
  mountEnergy = 0;
  readonly clock = new PassClock();
}
