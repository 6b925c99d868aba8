import type { z } from 'zod';
import { SnapshotError, TurnkeeperError, show } from '../errors.js';
import { ActorIndex } from '../loop/actor-index.js';
import { IndexedHeap } from '../loop/indexed-heap.js';
import type { ActorId } from '../ruleset/actor-id.js';
import type { ActionOf, PatchOutput, SpecOutput, ViewOutput } from '../ruleset/actor-kind.js';
import type { Engine } from '../ruleset/types.js';
import { STANDARD_COST, type GenericTypes, type genericState } from './schema.js';

type Kinds = GenericTypes['kinds'];
type Saved = z.output<typeof genericState>;

/** Sequence numbers live in a Uint32Array. */
const SEQ_LIMIT = 0xffffffff;

/**
 * The generic ruleset's engine: event-driven energy scheduling over an {@link IndexedHeap}.
 *
 * Each actor gains `speed` energy per tick and may act while its energy is ≥ 0; an action costs
 * energy (`act`) or sleeps a fixed number of ticks (`wait`). Because gains are deterministic, the
 * engine never steps tick by tick: it computes the tick an actor's energy reaches 0
 * (`t0 + ceil(-energy / speed)`) and keeps actors in a heap by that due tick, so `next`, `add`,
 * `remove` and `update` are O(log n) and time is an exact integer. Ties go first-scheduled-first.
 *
 * Leftover energy is carried, so long-run rates are exactly `speed / cost` actions per tick, and a
 * speed change while an actor waits is applied from the moment of the change (rot.js's
 * `Scheduler.Speed` only reads speed when it reschedules, so changes are lost until then).
 *
 * Use it directly for the last bit of speed (no id checks, validation or protocol), or through
 * `generic.create()` for all of those.
 *
 * @example
 * ```ts
 * import { GenericEngine } from '@turnkeeper/core';
 * const engine = new GenericEngine();
 * engine.add('a', { kind: 'actor', speed: 100, energy: 0, paused: false });
 * const id = engine.next(); // 'a', at engine.time 0
 * engine.charge.actor('a', { kind: 'act' });
 * ```
 */
export class GenericEngine implements Engine<GenericTypes> {
  time = 0;
  private nextSeq = 0;
  private readonly index = new ActorIndex();
  // Per-slot state in typed arrays (about 60 bytes an actor with the heap and the index).
  private speed = new Int32Array(16);
  /** Energy at tick `t0` (may be negative: a debt). */
  private energy = new Float64Array(16);
  /** The tick from which the actor gains energy again (later than `time` during a `wait`). */
  private t0 = new Float64Array(16);
  private paused = new Uint8Array(16);
  /** Due tick and sequence number (ties go to the lowest) live in the heap, by slot. */
  private readonly heap = new IndexedHeap();
  private current = -1;

  /** Charges the due actor: `act` spends energy, `wait` sleeps a fixed number of ticks. */
  readonly charge = {
    actor: (id: ActorId, action: ActionOf<Kinds, 'actor'>): void => {
      // `current` is a cache of the slot `next` returned; after a restore mid-turn it is unset.
      const c = this.current;
      const slot = c >= 0 && this.index.idAt(c) === id ? c : this.index.slotOf(id);
      this.bank(slot);
      if (action.kind === 'act') this.energy[slot] = (this.energy[slot] as number) - (action.cost ?? STANDARD_COST);
      else this.t0[slot] = this.time + action.ticks;
      // After acting an actor is due no earlier than now, with a newer seq: it can only move down.
      this.schedule(slot, this.takeSeq(), true);
      this.current = -1;
    },
  };

  constructor(saved?: Saved) {
    if (saved !== undefined) this.load(saved);
  }

  kindOf(id: ActorId): 'actor' | undefined {
    return this.index.slotOf(id) >= 0 ? 'actor' : undefined;
  }

  ids(): ActorId[] {
    return this.index.list();
  }

  add(id: ActorId, spec: SpecOutput<Kinds>): void {
    const slot = this.index.add(id);
    this.ensure(slot + 1);
    this.speed[slot] = spec.speed;
    this.energy[slot] = spec.energy;
    this.t0[slot] = this.time;
    this.paused[slot] = spec.paused ? 1 : 0;
    this.heap.setSeq(slot, this.takeSeq());
    if (!spec.paused) this.schedule(slot, this.heap.seqOf(slot));
  }

  remove(id: ActorId): void {
    const slot = this.index.remove(id);
    this.heap.delete(slot);
    if (this.current === slot) this.current = -1;
  }

  update(id: ActorId, patch: PatchOutput<Kinds>): void {
    const slot = this.index.slotOf(id);
    // Bank what was gained at the old speed up to now, then continue at the new one from now.
    if (this.paused[slot] === 0) this.bank(slot);
    if (patch.speed !== undefined) this.speed[slot] = patch.speed;
    if (patch.energy !== undefined) this.energy[slot] = patch.energy;
    if (patch.paused !== undefined) this.paused[slot] = patch.paused ? 1 : 0;
    if (this.paused[slot] === 1) this.heap.delete(slot);
    else {
      if ((this.t0[slot] as number) < this.time) this.t0[slot] = this.time;
      this.schedule(slot, this.heap.seqOf(slot)); // keeps its seq: a change does not cost an actor its place among ties
    }
  }

  next(): ActorId | undefined {
    const slot = this.heap.peek();
    if (slot < 0) return undefined;
    this.time = this.heap.keyOf(slot);
    this.current = slot;
    return this.index.idAt(slot);
  }

  inspect(id: ActorId): ViewOutput<Kinds> {
    const slot = this.index.slotOf(id);
    const gained = Math.max(0, this.time - (this.t0[slot] as number)) * (this.speed[slot] as number);
    return {
      kind: 'actor',
      speed: this.speed[slot] as number,
      energy: (this.energy[slot] as number) + (this.paused[slot] === 1 ? 0 : gained),
      paused: this.paused[slot] === 1,
      due: this.heap.contains(slot) ? this.heap.keyOf(slot) : null,
    };
  }

  save(): Saved {
    const actors: Saved['actors'] = [];
    for (const id of this.index.list()) {
      const slot = this.index.slotOf(id);
      actors.push({
        id,
        speed: this.speed[slot] as number,
        energy: this.energy[slot] as number,
        t0: this.t0[slot] as number,
        seq: this.heap.seqOf(slot),
        paused: this.paused[slot] === 1,
      });
    }
    return { time: this.time, nextSeq: this.nextSeq, actors };
  }

  /** Moves the energy gained since `t0` into `energy`, so `t0` becomes now. */
  private bank(slot: number): void {
    const t0 = this.t0[slot] as number;
    if (t0 < this.time) {
      this.energy[slot] = (this.energy[slot] as number) + (this.speed[slot] as number) * (this.time - t0);
      this.t0[slot] = this.time;
    }
  }

  private schedule(slot: number, seq: number, later = false): void {
    const e = this.energy[slot] as number;
    const t0 = this.t0[slot] as number;
    const due = e >= 0 ? t0 : t0 + Math.ceil(-e / (this.speed[slot] as number));
    if (!Number.isSafeInteger(due)) {
      throw new TurnkeeperError(
        'TIME_OVERFLOW',
        `Actor ${String(this.index.idAt(slot))} would be due at tick ${due}, past the largest exact tick (2^53 − 1): energy ${e} at speed ${this.speed[slot] as number}`,
        { actor: this.index.idAt(slot) },
      );
    }
    if (later) this.heap.increase(slot, due, seq);
    else this.heap.set(slot, due, seq);
  }

  /**
   * The next sequence number. Sequence numbers are 32-bit (they only order ties); before they would
   * run out, every actor's is renumbered 0, 1, 2… in the same order, which changes no tie.
   */
  private takeSeq(): number {
    if (this.nextSeq >= SEQ_LIMIT) {
      const slots = this.index.list().map((id) => this.index.slotOf(id));
      slots.sort((a, b) => this.heap.seqOf(a) - this.heap.seqOf(b));
      slots.forEach((slot, i) => {
        this.heap.setSeq(slot, i);
      });
      for (const slot of slots) if (this.paused[slot] === 0) this.heap.set(slot, this.heap.keyOf(slot), this.heap.seqOf(slot));
      this.nextSeq = slots.length;
    }
    return this.nextSeq++;
  }

  /** Grows the per-slot arrays by a quarter when a new slot does not fit. */
  private ensure(slots: number): void {
    if (slots <= this.speed.length) return;
    const n = Math.max(slots, Math.ceil(this.speed.length * 1.25));
    const grow = <A extends Int32Array | Float64Array | Uint8Array>(a: A, b: A): A => {
      b.set(a);
      return b;
    };
    this.speed = grow(this.speed, new Int32Array(n));
    this.energy = grow(this.energy, new Float64Array(n));
    this.t0 = grow(this.t0, new Float64Array(n));
    this.paused = grow(this.paused, new Uint8Array(n));
  }

  private load(s: Saved): void {
    this.time = s.time;
    for (const [i, a] of s.actors.entries()) {
      if (this.index.has(a.id)) throw new SnapshotError(`restore(): snapshot.engine.actors.${i}.id: got ${show(a.id)}; a duplicate actor id`, { field: `engine.actors.${i}.id` });
      if (a.seq >= s.nextSeq) throw new SnapshotError(`restore(): snapshot.engine.actors.${i}.seq: got ${a.seq}; a sequence number below nextSeq (${s.nextSeq})`, { field: `engine.actors.${i}.seq` });
      const slot = this.index.add(a.id);
      this.ensure(slot + 1);
      this.speed[slot] = a.speed;
      this.energy[slot] = a.energy;
      this.t0[slot] = a.t0;
      this.paused[slot] = a.paused ? 1 : 0;
      this.heap.setSeq(slot, a.seq);
      if (!a.paused) this.schedule(slot, a.seq);
    }
    this.nextSeq = s.nextSeq;
  }
}
