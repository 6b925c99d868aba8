/* eslint-disable @typescript-eslint/no-unsafe-enum-comparison -- the const enums here are numbers written where they are used (a module-level constant costs a load and a check in optimized code): they are compared with plain numbers on purpose. */
import type { ActorId } from '@turnkeeper/core';
import { toS16 } from '@turnkeeper/core/cint';
import { MAX_M_IDX, NORMAL_SPEED_INDEX } from '../tables/constants.js';
import { EXTRACT_ENERGY } from '../tables/energy-table.js';
import type { MonsterState } from './state.js';

/**
 * The numbers the engine reads on every tick and every turn (internal), as a const enum so that
 * they are written where they are used: a module-level constant costs a load and a check in
 * optimized code. Each is one of `tables/constants.ts`, which cites the game (a test checks they
 * agree): `ENERGY_PER_TICK`, `ACT_THRESHOLD`, `TICKS_PER_ROUND`, `TURN_MAX`, `MAX_M_IDX`.
 *
 * @example
 * ```ts
 * Timing.Gain; // 10, written as 10 where it is used
 * ```
 */
export const enum Timing {
  Gain = 10,
  Act = 1000,
  // eslint-disable-next-line @typescript-eslint/no-duplicate-enum-values -- two numbers of the game that happen to be equal
  Round = 10,
  TurnMax = 2_147_483_647,
  Slots = 512,
}

/**
 * What a slot of the monster list holds (internal): a hole or a monster. One byte, so that
 * `m_pop()` and the compaction read one entry to know what a slot holds. (A monster flagged
 * MFLAG_BORN is a live slot whose `bornTick` is still ahead.)
 *
 * @example
 * ```ts
 * import type { MonsterList } from './monster-list.js';
 * declare const list: MonsterList, slot: number;
 * list.state[slot] === SLOT.hole; // free for m_pop()
 * ```
 */
export const SLOT = /* @__PURE__ */ Object.freeze({ hole: 0, live: 1 } as const);

/**
 * What a slot's last turn holds (internal), one byte a slot (`MonsterList.lastCode`), so that
 * opening a turn and closing a move write a byte, not numbers, a string or a NaN: the low two bits
 * are its kind (none while open, `move`, or another kind, kept as a string beside it); a flag each
 * says whether the refund and attack cost, and the energy after the action, are recorded; and
 * {@link Last.Lazy} says that the turn's numbers are still the monster's own (see there).
 *
 * @example
 * ```ts
 * const closedMove = Last.Move | Last.Closed; // a monster's default move, charged
 * ```
 */
export const enum Last {
  /** No kind: the turn is open, or there is none. */
  None = 0,
  /** The kind is `move`, the default action. */
  Move = 1,
  /** Another kind, held in `MonsterList.lastKind`. */
  Other = 2,
  /** The mask of the kind's bits. */
  Kind = 3,
  /** The refund and the attack cost are recorded (`lastTurn` +3 and +4; NaN still reads as none). */
  Refund = 4,
  /** The energy after the action is recorded (`lastTurn` +5; NaN still reads as none). */
  Closed = 8,
  /**
   * The turn's numbers are not written out: it was handed out in tick `baseTick`, its move cost
   * is `moveCost` and the energy after that charge is `energy` (and so is the energy after the
   * action, once closed), since none of them has changed since. Whatever changes one of them
   * first writes the turn out (`MonsterList.settle()`).
   */
  Lazy = 16,
}

/**
 * `extract_energy[speed + 110]` for a displayed monster speed (−110..+145), or 0 outside the
 * table (every entry is at least 20, so 0 can mean "undefined": an out-of-bounds read in 4.1.0).
 * Kept per slot so that a monster's turn reads one typed-array entry.
 */
function tableCost(speed: number): number {
  return EXTRACT_ENERGY[speed + NORMAL_SPEED_INDEX] ?? 0;
}

/**
 * The tick in which a monster whose energy was `energy` after the pass reached it in tick `tick`
 * next acts, if nothing changes it: it gains 10 a tick (`process_monsters()`, stored in the
 * s16b: only the first gain can wrap, from at least 32758, since every later one starts below
 * 1000) and acts in the first tick that leaves it at 1000 or more. Internal to the engine.
 *
 * @example
 * ```ts
 * dueTick(990, 4); // 6: 1000 after two gains
 * ```
 */
export function dueTick(energy: number, tick: number): number {
  const first = toS16(energy + Timing.Gain);
  // ⌈(1000 − first) / 10⌉ = ⌊(1009 − first) / 10⌋, the numerator in 10..33777: ⌊n / 10⌋ is
  // (n × 52429) >>> 19 for every n below 81920 (no division on every turn).
  return first >= Timing.Act ? tick + 1 : tick + 1 + (((Timing.Act + Timing.Gain - 1 - first) * 52_429) >>> 19);
}

/**
 * The energy, after the gain of its due tick, of a monster whose energy was `energy` after the pass
 * reached it (`MonsterList.energyAt()` at the tick {@link dueTick} gives): the first gain, stored
 * in the s16b, then as many more as it takes to reach 1000. It depends on the energy alone, so the
 * pass computes it in 32-bit integers, without the ticks (which are not small integers to V8).
 *
 * @example
 * ```ts
 * energyOnDue(990); // 1000: one gain
 * energyOnDue(985); // 1005: two gains
 * ```
 */
export function energyOnDue(energy: number): number {
  const first = toS16(energy + Timing.Gain);
  return first >= Timing.Act ? first : first + Timing.Gain * (((Timing.Act + Timing.Gain - 1 - first) * 52_429) >>> 19);
}

/** The {@link Last} kind bits of a turn's kind: none, `move`, or another (kept as a string). */
function kindCode(kind: string | null): number {
  return kind === null ? Last.None : kind === 'move' ? Last.Move : Last.Other;
}

/**
 * The monster list, `m_list[1..m_max − 1]` (`monster2.c`), as one typed array per field indexed
 * by slot, with no object per monster, so that a turn allocates nothing. Slot 0 is unused, as in
 * the game.
 *
 * Energy is kept lazily, because everyone gains the same 10 a tick: `energy` is a monster's
 * energy as it was after the pass reached it in tick `baseTick` (or as it was placed or patched
 * then), and its energy after the pass reaches it in a later tick `t`, before it acts again, is
 * `toS16(energy + 10) + 10 (t − baseTick − 1)` ({@link MonsterList.energyAt}); `due` is the tick it
 * acts in ({@link dueTick}). So a tick costs nothing for the monsters that do not act in it. Which
 * tick the pass last reached a slot in is the engine's to say (it knows where the pass is), and
 * every method that reads the energy takes it as `reached`.
 *
 * MFLAG_BORN: a monster placed below the one being processed is skipped, without energy, the
 * next time the pass reaches it, in tick `bornTick` (0: not born); its `baseTick` is then
 * `bornTick`, so that it gains nothing there.
 *
 * The ledger of the tick a monster was last reached in (what `inspect()` and snapshots show): from
 * tick `ledgerFrom` on it follows from the energy: a gain of 10 to e1, where e1 is the energy
 * before the up-front charge of a turn taken in that tick (the last turn's tick is that tick: e1 =
 * the energy after its up-front charge + the charge), or else the energy then; e0 = e1 − 10 (wrapped as an s16b).
 * Before `ledgerFrom` it is the BORN skip of `bornTick`, or the one written out in `ledgerE0`,
 * `ledgerGain`, `ledgerE1` and `ledgerBornSkip` when `ledgerTick` < 0 (a restored one, or one
 * fixed before an energy edit), or none (0). A restored last turn whose tick is not before the
 * restored tick is held negated in `lastTurn`, so that it never passes for a turn this engine
 * charged (a tampered state could have the pass reach that monster again in the tick). Internal
 * to the engine.
 *
 * @example
 * ```ts
 * const list = new MonsterList();
 * list.put(1, { id: 'orc', raceSpeed: 0, speed: 3, numBlows: 2, unique: false, csleep: 0, maxhp: 0, energy: 950, born: false, ledger: null, last: null }, 0, 0);
 * list.energyAt(1, 3); // 980
 * ```
 */
export class MonsterList {
  /** `m_max`: one past the highest slot in use (slot 0 is the player's, never a monster's). */
  max = 1;
  /** `m_cnt`: the live monsters (slots below `max` that are not holes). */
  count = 0;
  /** The actor id in each slot (undefined: a hole, or beyond m_max). */
  readonly id: (ActorId | undefined)[] = new Array<ActorId | undefined>(MAX_M_IDX).fill(undefined);
  /** {@link SLOT}. */
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
  /** `m_ptr->energy` (an s16b) as of tick `baseTick` (see the class notes). */
  readonly energy = new Int16Array(MAX_M_IDX);
  readonly baseTick = new Float64Array(MAX_M_IDX);
  /** The tick of the monster's next turn. */
  readonly due = new Float64Array(MAX_M_IDX);
  /**
   * The monster's energy after the gain of tick `due` ({@link energyOnDue}), worked out with `due`
   * so that the pass charges the turn from it with no arithmetic of its own: at least 1000.
   */
  readonly dueEnergy = new Int16Array(MAX_M_IDX);
  /** The tick of the pending or last BORN skip; 0: none. */
  readonly bornTick = new Float64Array(MAX_M_IDX);
  /** The first tick whose ledger follows from the energy. */
  readonly ledgerFrom = new Float64Array(MAX_M_IDX);
  /** The tick of the written-out ledger, negated; 0: none. */
  readonly ledgerTick = new Float64Array(MAX_M_IDX);
  readonly ledgerE0 = new Int16Array(MAX_M_IDX);
  readonly ledgerGain = new Uint8Array(MAX_M_IDX);
  readonly ledgerE1 = new Int16Array(MAX_M_IDX);
  readonly ledgerBornSkip = new Uint8Array(MAX_M_IDX);
  /** {@link Last}: the kind of each slot's last turn and which of its numbers are recorded. */
  readonly lastCode = new Uint8Array(MAX_M_IDX);
  /** The kind of each slot's last turn when it is neither none nor `move` ({@link Last.Other}). */
  readonly lastKind: (string | null)[] = new Array<string | null>(MAX_M_IDX).fill(null);
  /**
   * The numbers of each slot's last turn, eight a slot from `slot << 3` (one array, so that
   * opening a turn, which writes three of them on every turn handed out, touches one object): +0
   * its tick (0: none yet; negated: a restored turn, see the class notes), +1 the move cost
   * charged up front, +2 the energy after that charge, +3 the refund and +4 the attack cost (read
   * only under {@link Last.Refund}; NaN: none), +5 the energy after the charge of its action (read
   * only under {@link Last.Closed}; NaN: none).
   */
  readonly lastTurn = new Float64Array(MAX_M_IDX << 3);

  /** monster2.c m_pop(): the next index, or the first hole once m_max has reached MAX_M_IDX. */
  pop(): number {
    if (this.max < MAX_M_IDX) return this.max++;
    const state = this.state;
    let i = 1;
    while (state[i] !== SLOT.hole) i++;
    return i;
  }

  /** Sets the monster's own speed and the move cost that goes with it. */
  setSpeed(slot: number, speed: number): void {
    this.settle(slot);
    this.speed[slot] = speed;
    this.moveCost[slot] = tableCost(speed);
  }

  /** The energy of `slot` after the pass reached it in tick `reached` (its energy now, when `reached` is the last such tick). */
  energyAt(slot: number, reached: number): number {
    const base = this.energy[slot] as number;
    const from = this.baseTick[slot] as number;
    return reached <= from ? base : toS16(base + Timing.Gain) + Timing.Gain * (reached - from - 1);
  }

  /** Whether `slot` is still flagged MFLAG_BORN, the pass having last reached it in tick `reached`. */
  born(slot: number, reached: number): boolean {
    return (this.bornTick[slot] as number) > reached;
  }

  /**
   * Sets the energy as of tick `reached` (a patch; or, for a monster the pass did not reach in
   * `reached + 1`, its energy carried over): the ledger is written out first, since it can no
   * longer follow from the energy. A BORN skip still ahead stays ahead. Returns the new due tick.
   */
  setEnergy(slot: number, energy: number, reached: number): number {
    this.settle(slot);
    const l = this.ledger(slot, reached);
    if (l) this.writeLedger(slot, l.tick, l.e0, l.gain, l.e1, l.bornSkip);
    this.energy[slot] = energy;
    this.rebase(slot, reached);
    return this.due[slot] as number;
  }

  /** `energy` now holds the energy as of tick `reached`: sets the ticks that follow from it (a BORN skip still ahead stays ahead). */
  private rebase(slot: number, reached: number): void {
    const born = this.bornTick[slot] as number;
    if (born > reached) {
      // The skip is the next time the pass reaches the monster: no gain then.
      this.bornTick[slot] = reached + 1;
      this.baseTick[slot] = reached + 1;
    } else {
      this.bornTick[slot] = 0;
      this.baseTick[slot] = reached;
    }
    this.ledgerFrom[slot] = this.baseTick[slot] + 1;
    this.schedule(slot);
  }

  /** Sets `due` and `dueEnergy` from the energy as of tick `baseTick`; returns `due`. */
  schedule(slot: number): number {
    const energy = this.energy[slot] as number;
    this.dueEnergy[slot] = energyOnDue(energy);
    return (this.due[slot] = dueTick(energy, this.baseTick[slot] as number));
  }

  /**
   * The pass did not reach `slot` in tick `tick` (the level changed first): its energy and ledger
   * stay as they were after tick `tick − 1`, and a BORN skip due in `tick` moves to the next time
   * the pass reaches it. Returns the new due tick.
   */
  carryOver(slot: number, tick: number): number {
    this.settle(slot);
    if ((this.bornTick[slot] as number) < tick) {
      const before = tick - 1;
      const l = this.ledger(slot, before);
      if (l) this.writeLedger(slot, l.tick, l.e0, l.gain, l.e1, l.bornSkip);
      this.energy[slot] = this.energyAt(slot, before);
      this.bornTick[slot] = 0;
    } else {
      this.bornTick[slot] = tick + 1;
    }
    this.rebase(slot, tick);
    return this.due[slot] as number;
  }

  /** Writes a ledger out in full (a restored one, one fixed before an energy edit). */
  writeLedger(slot: number, tick: number, e0: number, gain: number, e1: number, bornSkip: boolean): void {
    this.ledgerTick[slot] = -tick;
    this.ledgerE0[slot] = e0;
    this.ledgerGain[slot] = gain;
    this.ledgerE1[slot] = e1;
    this.ledgerBornSkip[slot] = bornSkip ? 1 : 0;
  }

  /**
   * Fills `slot` from a saved (or newly placed) monster: `tick` is the engine's (see the class
   * notes), `reached` the tick the pass last reached the slot in. Returns the due tick.
   */
  put(slot: number, m: MonsterState, tick: number, reached: number): number {
    this.id[slot] = m.id;
    this.state[slot] = SLOT.live;
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
    const o = slot << 3;
    const last = this.lastTurn;
    last[o] = t ? (t.tick >= tick ? -t.tick : t.tick) : 0;
    last[o + 1] = t ? t.chargedMove : 0;
    last[o + 2] = t ? t.afterCharge : 0;
    last[o + 3] = t?.refund ?? NaN;
    last[o + 4] = t?.attackCost ?? NaN;
    last[o + 5] = t?.energyAfter ?? NaN;
    // A restored turn's numbers are all as saved (NaN: none): both flags on.
    this.lastCode[slot] = t ? kindCode(t.kind) | Last.Refund | Last.Closed : Last.None;
    this.lastKind[slot] = t ? t.kind : null;
    this.bornTick[slot] = m.born ? reached + 1 : 0;
    this.rebase(slot, reached);
    return this.due[slot] as number;
  }

  /**
   * Writes out the numbers of a {@link Last.Lazy} turn of `slot` (its tick, move cost and energy
   * after the charge, and once closed the energy after the action), before one of the fields they
   * are read from changes, or to read them.
   */
  settle(slot: number): void {
    const code = this.lastCode[slot] as number;
    if ((code & Last.Lazy) === 0) return;
    const o = slot << 3;
    const last = this.lastTurn;
    const energy = this.energy[slot] as number;
    last[o] = this.baseTick[slot] as number;
    last[o + 1] = this.moveCost[slot] as number;
    last[o + 2] = energy;
    if ((code & Last.Closed) !== 0) last[o + 5] = energy;
    this.lastCode[slot] = code & ~Last.Lazy;
  }

  /** Closes the open turn of `slot` with its action's kind: the energy after it is the energy now. */
  close(slot: number, kind: string): void {
    this.settle(slot);
    const code = kindCode(kind);
    if (code === Last.Other) this.lastKind[slot] = kind;
    this.lastCode[slot] = ((this.lastCode[slot] as number) & Last.Refund) | Last.Closed | code;
    this.lastTurn[(slot << 3) + 5] = this.energy[slot] as number;
  }

  /**
   * {@link close} for the default action, `move`, which never refunds: the monster pass's common
   * case. A turn still {@link Last.Lazy} stays so (the energy after the move is the energy).
   */
  closeMove(slot: number): void {
    if (this.lastCode[slot] === Last.Lazy) this.lastCode[slot] = Last.Lazy | Last.Move | Last.Closed;
    else this.close(slot, 'move');
  }

  /** Records the refund and the attack cost of the turn `slot` is taking (`melee1.c`, `melee2.c`). */
  refunded(slot: number, refund: number, attackCost: number): void {
    this.settle(slot);
    const o = slot << 3;
    this.lastTurn[o + 3] = refund;
    this.lastTurn[o + 4] = attackCost;
    this.lastCode[slot] = (this.lastCode[slot] as number) | Last.Refund;
  }

  /** Makes `slot` a hole (`delete_monster_idx()`); its other fields are rewritten when it is reused. */
  clear(slot: number): void {
    this.id[slot] = undefined;
    this.state[slot] = SLOT.hole;
    this.lastCode[slot] = Last.None;
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
    this.baseTick[to] = this.baseTick[from] as number;
    this.due[to] = this.due[from] as number;
    this.dueEnergy[to] = this.dueEnergy[from] as number;
    this.bornTick[to] = this.bornTick[from] as number;
    this.ledgerFrom[to] = this.ledgerFrom[from] as number;
    this.ledgerTick[to] = this.ledgerTick[from] as number;
    this.ledgerE0[to] = this.ledgerE0[from] as number;
    this.ledgerGain[to] = this.ledgerGain[from] as number;
    this.ledgerE1[to] = this.ledgerE1[from] as number;
    this.ledgerBornSkip[to] = this.ledgerBornSkip[from] as number;
    this.lastCode[to] = this.lastCode[from] as number;
    this.lastKind[to] = this.lastKind[from] ?? null;
    this.lastTurn.copyWithin(to << 3, from << 3, (from + 1) << 3);
    this.clear(from);
  }

  /** The ledger of `slot` as saved and inspected, the pass having last reached it in tick `reached`: a fresh object, or null. */
  ledger(slot: number, reached: number): MonsterState['ledger'] {
    this.settle(slot);
    if (reached >= (this.ledgerFrom[slot] as number)) {
      // Gained 10 in that tick: before the up-front charge of a turn taken then, else the energy then.
      const o = slot << 3;
      const last = this.lastTurn;
      const e1 = last[o] === reached ? toS16((last[o + 2] as number) + (last[o + 1] as number)) : this.energyAt(slot, reached);
      return { tick: reached, e0: toS16(e1 - Timing.Gain), gain: Timing.Gain, e1, bornSkip: false };
    }
    const born = this.bornTick[slot] as number;
    if (born !== 0 && reached === born) {
      const e = this.energy[slot] as number;
      return { tick: reached, e0: e, gain: 0, e1: e, bornSkip: true };
    }
    const tick = this.ledgerTick[slot] as number;
    if (tick === 0) return null;
    return {
      tick: -tick,
      e0: this.ledgerE0[slot] as number,
      gain: this.ledgerGain[slot] as 0 | 10,
      e1: this.ledgerE1[slot] as number,
      bornSkip: this.ledgerBornSkip[slot] === 1,
    };
  }

  /** The last turn of `slot` as saved and inspected: a fresh object, or null. */
  last(slot: number): MonsterState['last'] {
    this.settle(slot);
    const o = slot << 3;
    const last = this.lastTurn;
    const tick = Math.abs(last[o] as number);
    if (tick === 0) return null;
    const code = this.lastCode[slot] as number;
    const kind = code & Last.Kind;
    const refunded = (code & Last.Refund) !== 0;
    const nullable = (recorded: boolean, v: number): number | null => (!recorded || Number.isNaN(v) ? null : v);
    return {
      tick,
      chargedMove: last[o + 1] as number,
      afterCharge: last[o + 2] as number,
      kind: kind === Last.None ? null : kind === Last.Move ? 'move' : (this.lastKind[slot] ?? null),
      refund: nullable(refunded, last[o + 3] as number),
      attackCost: nullable(refunded, last[o + 4] as number),
      energyAfter: nullable((code & Last.Closed) !== 0, last[o + 5] as number),
    };
  }

  /** The monster in `slot` as saved, the pass having last reached it in tick `reached`: a fresh object. */
  saved(slot: number, reached: number): MonsterState {
    return {
      id: this.id[slot] as ActorId,
      raceSpeed: this.raceSpeed[slot] as number,
      speed: this.speed[slot] as number,
      numBlows: this.numBlows[slot] as number,
      unique: this.unique[slot] === 1,
      csleep: this.csleep[slot] as number,
      maxhp: this.maxhp[slot] as number,
      energy: this.energyAt(slot, reached),
      born: this.born(slot, reached),
      ledger: this.ledger(slot, reached),
      last: this.last(slot),
    };
  }
}
