import type { ActorId } from '@turnkeeper/core';
import { adjustedSpeed, MONSTER_SPEED_STATES, monsterSpeedState, type MonsterSpeedState } from '../rules/speed.js';
import type { MonsterState } from './actor-state.js';
import { IdIndex } from './id-index.js';

/** The movement a removed monster's slot holds: below 12, so a movemon() pass skips it with the test it makes anyway. */
const GONE = -32768;
/** Compaction waits for at least this many removed slots (and more removed than present). */
const MIN_GARBAGE = 64;
const PERMSPEED_CODE: Readonly<Record<MonsterSpeedState, number>> = { normal: 0, slow: 1, fast: 2 };

/**
 * The monster list (`fmon`) as parallel typed arrays by position, oldest first, so the head of
 * `fmon` (the newest monster) is the last live position. makemon() links a new monster at the
 * head: it is pushed at the end. A removed monster leaves a dead slot (its movement below 12 and
 * marked dead), so removal is O(1) and no position moves under a pass or a turn boundary; when
 * dead slots outnumber the living, the list is compacted in one O(n) sweep (amortised O(1) per
 * removal) that keeps the order and moves the callers' positions along (see {@link compact}).
 * Ids map to positions through an {@link IdIndex}.
 */
export class MonsterList {
  /** Positions in use, live or dead: the next monster added goes to `length`. */
  length = 0;
  /** Live monsters. */
  live = 0;
  /** `mtmp->movement`, a C `short`: the array stores it as C does (two's complement, low 16 bits). */
  movement = new Int16Array(16);
  /** `mtmp->data->mmove`, 0–127. */
  base = new Uint8Array(16);
  /** `permspeed` as 0 normal, 1 MSLOW, 2 MFAST. */
  permspeed = new Uint8Array(16);
  /** 1 while the monster wears speed boots. */
  boots = new Uint8Array(16);
  /** S′ = adjustedSpeed(base, mspeed), kept with its inputs (at most ⌊(4·127+2)/3⌋ = 170). */
  adjusted = new Uint8Array(16);
  /** 1 for a live monster, 0 for a removed one's slot. */
  alive = new Uint8Array(16);
  /** What kick_steed() reads: `mtame` (0–127), `msleeping`, `mcanmove` (1: can move), `mfrozen` (0–127). */
  tameness = new Uint8Array(16);
  sleeping = new Uint8Array(16);
  canMove = new Uint8Array(16);
  frozen = new Uint8Array(16);
  /**
   * The number of the movemon() pass in which the monster at this position last acted (0: none):
   * the engine marks a monster as it hands it out, one typed-array store, and reads the pass's
   * list of movers from the marks only when a hook or a save asks for it. Kept for removed
   * monsters' slots (with their ids) until a compaction drops them.
   */
  stamp = new Int32Array(16);
  /** Live monsters whose `mfrozen` is above 0: the turn boundary's countdown walks the list only when there are some. */
  private frozenCount = 0;
  ids: ActorId[] = [];
  private readonly index = new IdIndex();

  has(id: ActorId): boolean {
    return this.index.get(id) >= 0;
  }

  /** The position of a live monster (callers only ask for ids they know are present). */
  positionOf(id: ActorId): number {
    return this.index.get(id);
  }

  /** The position of a live monster, or −1. */
  find(id: ActorId): number {
    return this.index.get(id);
  }

  /** makemon(): a new monster at the head of the list (awake, able to move, not tame); returns its position. */
  push(id: ActorId, base: number, permspeed: MonsterSpeedState, boots: boolean, movement: number): number {
    if (this.length === this.alive.length) this.grow();
    const p = this.length++;
    this.ids[p] = id;
    this.base[p] = base;
    this.permspeed[p] = PERMSPEED_CODE[permspeed];
    this.boots[p] = boots ? 1 : 0;
    this.movement[p] = movement;
    this.alive[p] = 1;
    this.tameness[p] = 0;
    this.sleeping[p] = 0;
    this.canMove[p] = 1;
    this.frozen[p] = 0;
    this.stamp[p] = 0;
    this.refresh(p);
    this.index.set(id, p);
    this.live++;
    return p;
  }

  /** Sets what kick_steed() reads of a monster (the caller keeps `frozen` > 0 only with `canMove` false). */
  setSteedState(p: number, tameness: number, sleeping: boolean, canMove: boolean, frozen: number): void {
    this.tameness[p] = tameness;
    this.sleeping[p] = sleeping ? 1 : 0;
    this.canMove[p] = canMove ? 1 : 0;
    this.frozenCount += (frozen > 0 ? 1 : 0) - ((this.frozen[p] as number) > 0 ? 1 : 0);
    this.frozen[p] = frozen;
  }

  /** Whether some live monster is paralysed (`mfrozen` above 0): only then has {@link thaw} anything to do. */
  anyFrozen(): boolean {
    return this.frozenCount !== 0;
  }

  /**
   * mcalcdistress()'s paralysis countdown (`src/mon.c`, every version): each live monster's
   * `mfrozen` loses one, and one that reaches 0 can move again. The caller skips it when no
   * monster is frozen ({@link anyFrozen}).
   */
  thaw(): void {
    const frozen = this.frozen;
    for (let p = 0; p < this.length; p++) {
      const f = frozen[p] as number;
      if (f > 0 && this.alive[p] === 1) {
        frozen[p] = f - 1;
        if (f === 1) {
          this.canMove[p] = 1;
          this.frozenCount--;
        }
      }
    }
  }

  /** Marks a monster's slot dead; positions do not move (see {@link compact}). */
  kill(p: number): void {
    this.index.delete(this.ids[p] as ActorId);
    if ((this.frozen[p] as number) > 0) this.frozenCount--;
    this.frozen[p] = 0;
    this.alive[p] = 0;
    this.movement[p] = GONE;
    this.adjusted[p] = 0;
    // The id stays until a compaction drops the slot: the pass's list of movers names it if it acted.
    this.live--;
  }

  /** Whether enough slots are dead to make a compaction worth its sweep. */
  wantsCompaction(): boolean {
    const dead = this.length - this.live;
    return dead >= MIN_GARBAGE && dead > this.live;
  }

  /**
   * Drops the dead slots, keeping the order, and returns where `cursor` (the next position a pass
   * examines, or −1) now is: a live position's new place; for a dead one, the new place of the
   * next live monster below it (−1 if none), which is where the pass would have gone next.
   */
  compact(cursor: number): number {
    const n = this.length;
    let w = 0;
    let moved = -1;
    for (let p = 0; p < n; p++) {
      if (p === cursor) moved = this.alive[p] === 1 ? w : w - 1;
      if (this.alive[p] === 0) continue;
      if (w !== p) {
        const id = this.ids[p] as ActorId;
        this.ids[w] = id;
        this.movement[w] = this.movement[p] as number;
        this.base[w] = this.base[p] as number;
        this.permspeed[w] = this.permspeed[p] as number;
        this.boots[w] = this.boots[p] as number;
        this.adjusted[w] = this.adjusted[p] as number;
        this.tameness[w] = this.tameness[p] as number;
        this.sleeping[w] = this.sleeping[p] as number;
        this.canMove[w] = this.canMove[p] as number;
        this.frozen[w] = this.frozen[p] as number;
        this.stamp[w] = this.stamp[p] as number;
        this.alive[w] = 1;
        this.index.set(id, w);
      }
      w++;
    }
    this.alive.fill(0, w, n);
    this.ids.length = w;
    this.length = w;
    return moved;
  }

  /** The monster's speed state (`mspeed`), from permspeed and its boots (`src/worn.c` mon_adjust_speed()). */
  mspeed(p: number): MonsterSpeedState {
    return monsterSpeedState(this.permspeedOf(p), this.boots[p] === 1);
  }

  permspeedOf(p: number): MonsterSpeedState {
    return MONSTER_SPEED_STATES[this.permspeed[p] as number] as MonsterSpeedState;
  }

  setPermspeed(p: number, permspeed: MonsterSpeedState): void {
    this.permspeed[p] = PERMSPEED_CODE[permspeed];
    this.refresh(p);
  }

  setBoots(p: number, boots: boolean): void {
    this.boots[p] = boots ? 1 : 0;
    this.refresh(p);
  }

  setBase(p: number, base: number): void {
    this.base[p] = base;
    this.refresh(p);
  }

  /** A live monster's record, as saved. */
  state(p: number): MonsterState {
    return {
      id: this.ids[p] as ActorId,
      base: this.base[p] as number,
      permspeed: this.permspeedOf(p),
      speedBoots: this.boots[p] === 1,
      movement: this.movement[p] as number,
      tameness: this.tameness[p] as number,
      sleeping: this.sleeping[p] === 1,
      canMove: this.canMove[p] === 1,
      frozen: this.frozen[p] as number,
    };
  }

  /** Recomputes S′ after a change of base or speed state. */
  private refresh(p: number): void {
    this.adjusted[p] = adjustedSpeed(this.base[p] as number, this.mspeed(p));
  }

  private grow(): void {
    const size = this.alive.length * 2;
    this.movement = resized(this.movement, new Int16Array(size));
    this.base = resized(this.base, new Uint8Array(size));
    this.permspeed = resized(this.permspeed, new Uint8Array(size));
    this.boots = resized(this.boots, new Uint8Array(size));
    this.adjusted = resized(this.adjusted, new Uint8Array(size));
    this.alive = resized(this.alive, new Uint8Array(size));
    this.tameness = resized(this.tameness, new Uint8Array(size));
    this.sleeping = resized(this.sleeping, new Uint8Array(size));
    this.canMove = resized(this.canMove, new Uint8Array(size));
    this.frozen = resized(this.frozen, new Uint8Array(size));
    this.stamp = resized(this.stamp, new Int32Array(size));
  }
}

function resized<A extends Int16Array | Uint8Array | Int32Array>(from: A, to: A): A {
  to.set(from);
  return to;
}
