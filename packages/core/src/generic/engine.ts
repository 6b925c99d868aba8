import type { z } from 'zod';
import { TurnkeeperError } from '../errors.js';
import { IndexedHeap } from '../loop/indexed-heap.js';
import type { ActorId } from '../ruleset/actor-id.js';
import type { ActionOf, PatchOutput, SpecOutput, ViewOutput } from '../ruleset/actor-kind.js';
import type { Engine } from '../ruleset/types.js';
import { STANDARD_COST, type GenericTypes, type genericState } from './schema.js';

type Kinds = GenericTypes['kinds'];
type Saved = z.output<typeof genericState>;

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
  private readonly slotOf = new Map<ActorId, number>();
  private readonly idOf: (ActorId | undefined)[] = [];
  private readonly speed: number[] = [];
  /** Energy at tick `t0` (may be negative: a debt). */
  private readonly energy: number[] = [];
  /** The tick from which the actor gains energy again (later than `time` during a `wait`). */
  private readonly t0: number[] = [];
  private readonly seqOf: number[] = [];
  private readonly paused: boolean[] = [];
  private readonly free: number[] = [];
  private readonly heap = new IndexedHeap();
  private current = -1;

  /** Charges the due actor: `act` spends energy, `wait` sleeps a fixed number of ticks. */
  readonly charge = {
    actor: (id: ActorId, action: ActionOf<Kinds, 'actor'>): void => {
      this.chargeActor(id, action);
    },
  };

  constructor(saved?: Saved) {
    if (saved !== undefined) this.load(saved);
  }

  kindOf(id: ActorId): 'actor' | undefined {
    return this.slotOf.has(id) ? 'actor' : undefined;
  }

  ids(): ActorId[] {
    return [...this.slotOf.keys()];
  }

  add(id: ActorId, spec: SpecOutput<Kinds>): void {
    const slot = this.free.pop() ?? this.idOf.length;
    this.slotOf.set(id, slot);
    this.idOf[slot] = id;
    this.speed[slot] = spec.speed;
    this.energy[slot] = spec.energy;
    this.t0[slot] = this.time;
    this.seqOf[slot] = this.nextSeq++;
    this.paused[slot] = spec.paused;
    if (!spec.paused) this.schedule(slot);
  }

  remove(id: ActorId): void {
    const slot = this.slotOf.get(id) as number;
    this.heap.delete(slot);
    this.slotOf.delete(id);
    this.idOf[slot] = undefined;
    this.free.push(slot);
    if (this.current === slot) this.current = -1;
  }

  update(id: ActorId, patch: PatchOutput<Kinds>): void {
    const slot = this.slotOf.get(id) as number;
    // Bank what was gained at the old speed up to now, then continue at the new one from now.
    if (!this.paused[slot]) this.bank(slot);
    if (patch.speed !== undefined) this.speed[slot] = patch.speed;
    if (patch.energy !== undefined) this.energy[slot] = patch.energy;
    if (patch.paused !== undefined) this.paused[slot] = patch.paused;
    if (this.paused[slot]) this.heap.delete(slot);
    else {
      if ((this.t0[slot] as number) < this.time) this.t0[slot] = this.time;
      this.schedule(slot); // keeps its seq: a change does not cost an actor its place among ties
    }
  }

  next(): ActorId | undefined {
    const slot = this.heap.peek();
    if (slot < 0) return undefined;
    this.time = this.heap.keyOf(slot);
    this.current = slot;
    return this.idOf[slot];
  }

  private chargeActor(id: ActorId, action: ActionOf<Kinds, 'actor'>): void {
    // `current` is a cache of the slot `next` returned; after a restore mid-turn it is unset.
    const slot = this.current >= 0 && this.idOf[this.current] === id ? this.current : (this.slotOf.get(id) as number);
    this.bank(slot);
    if (action.kind === 'act') {
      this.energy[slot] = (this.energy[slot] as number) - (action.cost ?? STANDARD_COST);
    } else {
      this.t0[slot] = this.time + action.ticks;
    }
    this.seqOf[slot] = this.nextSeq++;
    // After acting an actor is due no earlier than now, with a newer seq: it can only move down.
    this.schedule(slot, true);
    this.current = -1;
  }

  inspect(id: ActorId): ViewOutput<Kinds> {
    const slot = this.slotOf.get(id) as number;
    const gained = Math.max(0, this.time - (this.t0[slot] as number)) * (this.speed[slot] as number);
    return {
      kind: 'actor',
      speed: this.speed[slot] as number,
      energy: (this.energy[slot] as number) + (this.paused[slot] ? 0 : gained),
      paused: this.paused[slot] as boolean,
      due: this.heap.contains(slot) ? this.heap.keyOf(slot) : null,
    };
  }

  save(): Saved {
    const actors: Saved['actors'] = [];
    for (const [id, slot] of this.slotOf) {
      actors.push({
        id,
        speed: this.speed[slot] as number,
        energy: this.energy[slot] as number,
        t0: this.t0[slot] as number,
        seq: this.seqOf[slot] as number,
        paused: this.paused[slot] as boolean,
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

  private schedule(slot: number, later = false): void {
    const e = this.energy[slot] as number;
    const t0 = this.t0[slot] as number;
    const due = e >= 0 ? t0 : t0 + Math.ceil(-e / (this.speed[slot] as number));
    if (!Number.isSafeInteger(due)) {
      throw new TurnkeeperError(
        'TIME_OVERFLOW',
        `Actor ${String(this.idOf[slot])} would be due at tick ${due}, past the largest exact tick (2^53 − 1): energy ${e} at speed ${this.speed[slot] as number}`,
        { actor: this.idOf[slot] },
      );
    }
    if (later) this.heap.increase(slot, due, this.seqOf[slot] as number);
    else this.heap.set(slot, due, this.seqOf[slot] as number);
  }

  private load(s: Saved): void {
    this.time = s.time;
    for (const a of s.actors) {
      const slot = this.idOf.length;
      this.slotOf.set(a.id, slot);
      this.idOf[slot] = a.id;
      this.speed[slot] = a.speed;
      this.energy[slot] = a.energy;
      this.t0[slot] = a.t0;
      this.seqOf[slot] = a.seq;
      this.paused[slot] = a.paused;
      if (!a.paused) this.schedule(slot);
    }
    this.nextSeq = s.nextSeq;
  }
}
