import { MAX_M_IDX } from '../rules/speed.js';

// What every visit of a monster reads and writes, kept in typed arrays indexed by the monster's
// slot (`m_idx`) so that the monster pass reads one word per monster and writes one back, in
// arrays that stay in the cache, instead of walking an object per monster.

/** {@link MonsterTable.hot} state bits: the slot holds a monster. */
export const PRESENT = 1;
/** Aware of the player (it gains energy). */
export const AWARE = 2;
/** MFLAG2_HURT: hurt since it last acted (it gains energy even unaware). */
export const HURT = 4;
/** MFLAG_BORN: placed below the monster acting, it waits one visit. */
export const BORN = 8;
/** Ridden by the player: it gains at the rider's speed. */
export const MOUNT = 16;
/** Some timer runs (FAST, SLOW or mini-slowness): a tick turn has work to do for it. */
export const TIMERS = 32;
/** Its record of the last visit is derived from the {@link PassClock} (see {@link MonsterTable}). */
export const DERIVED = 64;
/** With {@link DERIVED}: that visit gained nothing (unaware and not hurt), so it drew nothing either. */
export const IDLE = 128;
/** Where {@link MonsterTable.hot} keeps the cached energy per game turn (bits 8..15) and `energy_need` (16..31). */
export const ENERGY_SHIFT = 8;
export const NEED_SHIFT = 16;

/**
 * Where the monster pass stands: the game turn and serial number of the latest pass begun, the
 * turn of the one before, and the lowest slot whose visit in the latest pass is done (0 once the
 * pass is over; `max_m_idx` before its first visit). The engine keeps `from` exact wherever user
 * code can run (a hook handler, a caller's random source, between calls), not at every visit.
 */
class PassClock {
  turn = 0;
  prevTurn = 0;
  serial = 0;
  from = 0;

  /** A pass begins at game turn `turn`. */
  begin(turn: number): void {
    this.prevTurn = this.turn;
    this.turn = turn;
    this.serial++;
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
 * record of its last visit at all: it is derived. With {@link DERIVED} set, its last visit was in
 * the latest pass if the {@link PassClock} says it was visited there, else in the pass before (it
 * is visited in every pass: any other kind of visit keeps its record in the object and clears the
 * bit); its speed and gain are the speed cache's (rewritten only after the record is moved into
 * the object); it acted in that visit exactly when `actSerial` is that pass's serial, and then
 * `energy_need` after the gain, the draw and the extras are the `lastNeed`, `clip` and
 * `extraCount` written when it acted; else `energy_need` after the gain is `energy_need` now (every
 * other change of it moves the record into the object first), with no draw and no extras. A
 * visit that gained nothing ({@link IDLE}: unaware, not hurt) records speed and gain 0 and no
 * draw; the mount's visit ({@link MOUNT}) records the rider's speed and gain, kept in
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
  /** The serial of the pass in which it last acted (−1: none yet); a float: serials outgrow 32 bits. */
  readonly actSerial = new Float64Array(MAX_M_IDX);
  /** When it last acted: `energy_need` after the gain, the draw, and how many terrain extras followed. */
  readonly lastNeed = new Int16Array(MAX_M_IDX);
  readonly clip = new Int16Array(MAX_M_IDX);
  readonly extraCount = new Int32Array(MAX_M_IDX);
  /** The raw speed and the energy the mount gained at in its last visit (`p_ptr->pspeed` then). */
  mountRaw = 0;
  mountEnergy = 0;
  readonly clock = new PassClock();
}
