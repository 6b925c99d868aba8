// The tick-by-tick engine the ruleset had before its pass visited only the monsters due in a tick
// (kept unchanged as the oracle of test/lazy-pass.test.ts: every monster reached every tick).
import type { ActorId } from '@turnkeeper/core';
import { toS16 } from '@turnkeeper/core/cint';
import { MAX_M_IDX, NORMAL_SPEED_INDEX } from '../../src/tables/constants.js';
import { EXTRACT_ENERGY } from '../../src/tables/energy-table.js';
import type { MonsterState } from '../../src/engine/state.js';

/**
 * What a slot of the monster list holds (internal): a hole, a monster, or a monster flagged
 * MFLAG_BORN (skipped, without energy, the next time `process_monsters()` reaches it). One byte,
 * so that the pass over the list reads one entry to know what to do.
 *
 * @example
 * ```ts
 * list.state[slot] === SLOT.born; // placed below the monster being processed
 * ```
 */
export const SLOT = /* @__PURE__ */ Object.freeze({ hole: 0, live: 1, born: 2 } as const);

/**
 * `extract_energy[speed + 110]` for a displayed monster speed (−110..+145), or 0 outside the
 * table (every entry is at least 20, so 0 can mean "undefined": an out-of-bounds read in 4.1.0).
 * Kept per slot so that a monster's turn reads one typed-array entry.
 */
function tableCost(speed: number): number {
  return EXTRACT_ENERGY[speed + NORMAL_SPEED_INDEX] ?? 0;
}

/**
 * The monster list, `m_list[1..m_max − 1]` (`monster2.c`), as one typed array per field indexed
 * by slot: what `process_monsters()` reads and writes each tick (energy, speed, the BORN flag)
 * and what the engine records for `inspect()` and snapshots (the last tick's ledger and the last
 * turn), with no object per monster, so that a pass over the list allocates nothing. Slot 0 is
 * unused, as in the game. A last turn whose tick is 0 is absent (saved ticks start at 1), and its
 * nullable numbers are NaN for `null`.
 *
 * The ledger of the tick a monster was last reached in costs the pass one store, `ledgerTick`:
 * a positive tick means the monster gained 10 then. If it also took its turn in that tick
 * (`lastTick` is that tick), e1 is the energy before the turn's up-front charge,
 * `lastAfterCharge + lastCharged`; if not, nothing has touched its energy since, so e1 is its
 * energy; e0 = e1 − 10 (all wrapped as an s16b). A negative tick means the ledger is written out
 * in `ledgerE0`, `ledgerGain`, `ledgerE1` and `ledgerBornSkip`: a BORN skip, a restored ledger,
 * or one fixed before an energy edit. 0: none yet. A restored last turn whose tick is not before
 * the restored tick is held negated in `lastTick`, so that it never passes for a turn this
 * engine charged (a tampered state could have the pass reach that monster again in the tick).
 * Internal to the engine.
 *
 * @example
 * ```ts
 * const list = new MonsterList();
 * list.put(1, { id: 'orc', raceSpeed: 0, speed: 3, numBlows: 2, unique: false, csleep: 0, maxhp: 0, energy: 950, born: false, ledger: null, last: null });
 * list.energy[1]; // 950
 * ```
 */
export class MonsterList {
  /** The actor id in each slot (undefined: a hole, or beyond m_max). */
  readonly id: (ActorId | undefined)[] = new Array<ActorId | undefined>(MAX_M_IDX).fill(undefined);
  /** {@link SLOT}: what the hot loop tests. */
  readonly state = new Uint8Array(MAX_M_IDX);
  readonly raceSpeed = new Int16Array(MAX_M_IDX);
  /** The monster's own speed, mspeed − 110. */
  readonly speed = new Int16Array(MAX_M_IDX);
  /** `extract_energy[mspeed]`, 0 when mspeed is outside the table; follows `speed`. */
  readonly moveCost = new Int16Array(MAX_M_IDX);
  readonly numBlows = new Uint8Array(MAX_M_IDX);
  readonly unique = new Uint8Array(MAX_M_IDX);
  readonly csleep = new Int16Array(MAX_M_IDX);
  readonly maxhp = new Int16Array(MAX_M_IDX);
  /** `m_ptr->energy`, an s16b: a store wraps as the game's does. */
  readonly energy = new Int16Array(MAX_M_IDX);
  /** The tick of the ledger: > 0 derived, < 0 written out, 0 none (see the class notes). */
  readonly ledgerTick = new Float64Array(MAX_M_IDX);
  readonly ledgerE0 = new Int16Array(MAX_M_IDX);
  readonly ledgerGain = new Uint8Array(MAX_M_IDX);
  readonly ledgerE1 = new Int16Array(MAX_M_IDX);
  readonly ledgerBornSkip = new Uint8Array(MAX_M_IDX);
  // The last turn (tick 0: none yet); `kind` null while the turn is open.
  readonly lastTick = new Float64Array(MAX_M_IDX);
  readonly lastCharged = new Float64Array(MAX_M_IDX);
  readonly lastAfterCharge = new Int16Array(MAX_M_IDX);
  readonly lastKind: (string | null)[] = new Array<string | null>(MAX_M_IDX).fill(null);
  readonly lastRefund = new Float64Array(MAX_M_IDX);
  readonly lastAttackCost = new Float64Array(MAX_M_IDX);
  readonly lastEnergyAfter = new Float64Array(MAX_M_IDX);

  /** Sets the monster's own speed and the move cost that goes with it. */
  setSpeed(slot: number, speed: number): void {
    this.speed[slot] = speed;
    this.moveCost[slot] = tableCost(speed);
  }

  /** Sets the energy (a patch): the ledger is written out first, since it can no longer follow from the energy. */
  setEnergy(slot: number, energy: number): void {
    const l = this.ledger(slot);
    if (l) this.writeLedger(slot, l.tick, l.e0, l.gain, l.e1, l.bornSkip);
    this.energy[slot] = energy;
  }

  /** Writes a ledger out in full (a BORN skip, a restored one, one fixed before an energy edit). */
  writeLedger(slot: number, tick: number, e0: number, gain: number, e1: number, bornSkip: boolean): void {
    this.ledgerTick[slot] = -tick;
    this.ledgerE0[slot] = e0;
    this.ledgerGain[slot] = gain;
    this.ledgerE1[slot] = e1;
    this.ledgerBornSkip[slot] = bornSkip ? 1 : 0;
  }

  /** Fills `slot` from a saved (or newly placed) monster; `tick` is the engine's (see the class notes). */
  put(slot: number, m: MonsterState, tick: number): void {
    this.id[slot] = m.id;
    this.state[slot] = m.born ? SLOT.born : SLOT.live;
    this.raceSpeed[slot] = m.raceSpeed;
    this.setSpeed(slot, m.speed);
    this.numBlows[slot] = m.numBlows;
    this.unique[slot] = m.unique ? 1 : 0;
    this.csleep[slot] = m.csleep;
    this.maxhp[slot] = m.maxhp;
    this.energy[slot] = m.energy;
    const l = m.ledger;
    if (l) this.writeLedger(slot, l.tick, l.e0, l.gain, l.e1, l.bornSkip);
    else this.ledgerTick[slot] = 0;
    const t = m.last;
    this.lastTick[slot] = t ? (t.tick >= tick ? -t.tick : t.tick) : 0;
    this.lastCharged[slot] = t ? t.chargedMove : 0;
    this.lastAfterCharge[slot] = t ? t.afterCharge : 0;
    this.lastKind[slot] = t ? t.kind : null;
    this.lastRefund[slot] = t?.refund ?? NaN;
    this.lastAttackCost[slot] = t?.attackCost ?? NaN;
    this.lastEnergyAfter[slot] = t?.energyAfter ?? NaN;
  }

  /** Makes `slot` a hole (`delete_monster_idx()`); its other fields are rewritten when it is reused. */
  clear(slot: number): void {
    this.id[slot] = undefined;
    this.state[slot] = SLOT.hole;
    this.lastKind[slot] = null;
  }

  /** Moves the monster in slot `from` into slot `to` (`compact_monsters()`), leaving a hole behind. */
  move(from: number, to: number): void {
    this.id[to] = this.id[from];
    this.state[to] = this.state[from] as number;
    this.raceSpeed[to] = this.raceSpeed[from] as number;
    this.speed[to] = this.speed[from] as number;
    this.moveCost[to] = this.moveCost[from] as number;
    this.numBlows[to] = this.numBlows[from] as number;
    this.unique[to] = this.unique[from] as number;
    this.csleep[to] = this.csleep[from] as number;
    this.maxhp[to] = this.maxhp[from] as number;
    this.energy[to] = this.energy[from] as number;
    this.ledgerTick[to] = this.ledgerTick[from] as number;
    this.ledgerE0[to] = this.ledgerE0[from] as number;
    this.ledgerGain[to] = this.ledgerGain[from] as number;
    this.ledgerE1[to] = this.ledgerE1[from] as number;
    this.ledgerBornSkip[to] = this.ledgerBornSkip[from] as number;
    this.lastTick[to] = this.lastTick[from] as number;
    this.lastCharged[to] = this.lastCharged[from] as number;
    this.lastAfterCharge[to] = this.lastAfterCharge[from] as number;
    this.lastKind[to] = this.lastKind[from] ?? null;
    this.lastRefund[to] = this.lastRefund[from] as number;
    this.lastAttackCost[to] = this.lastAttackCost[from] as number;
    this.lastEnergyAfter[to] = this.lastEnergyAfter[from] as number;
    this.clear(from);
  }

  /** The ledger of `slot` as saved and inspected: a fresh object, or null. */
  ledger(slot: number): MonsterState['ledger'] {
    const tick = this.ledgerTick[slot] as number;
    if (tick === 0) return null;
    if (tick < 0) {
      return {
        tick: -tick,
        e0: this.ledgerE0[slot] as number,
        gain: this.ledgerGain[slot] as 0 | 10,
        e1: this.ledgerE1[slot] as number,
        bornSkip: this.ledgerBornSkip[slot] === 1,
      };
    }
    // Gained 10 in that tick: before the up-front charge of a turn taken then, else the energy now.
    const e1 =
      this.lastTick[slot] === tick ? toS16((this.lastAfterCharge[slot] as number) + (this.lastCharged[slot] as number)) : (this.energy[slot] as number);
    return { tick, e0: toS16(e1 - 10), gain: 10, e1, bornSkip: false };
  }

  /** The last turn of `slot` as saved and inspected: a fresh object, or null. */
  last(slot: number): MonsterState['last'] {
    const tick = Math.abs(this.lastTick[slot] as number);
    if (tick === 0) return null;
    const nullable = (v: number): number | null => (Number.isNaN(v) ? null : v);
    return {
      tick,
      chargedMove: this.lastCharged[slot] as number,
      afterCharge: this.lastAfterCharge[slot] as number,
      kind: this.lastKind[slot] ?? null,
      refund: nullable(this.lastRefund[slot] as number),
      attackCost: nullable(this.lastAttackCost[slot] as number),
      energyAfter: nullable(this.lastEnergyAfter[slot] as number),
    };
  }

  /** The monster in `slot` as saved: a fresh object. */
  saved(slot: number): MonsterState {
    return {
      id: this.id[slot] as ActorId,
      raceSpeed: this.raceSpeed[slot] as number,
      speed: this.speed[slot] as number,
      numBlows: this.numBlows[slot] as number,
      unique: this.unique[slot] === 1,
      csleep: this.csleep[slot] as number,
      maxhp: this.maxhp[slot] as number,
      energy: this.energy[slot] as number,
      born: this.state[slot] === SLOT.born,
      ledger: this.ledger(slot),
      last: this.last(slot),
    };
  }
}
