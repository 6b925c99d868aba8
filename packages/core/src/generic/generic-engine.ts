import { InvalidSpecError, TurnkeeperError, SnapshotError } from '../errors.js';
import type { JsonObject, JsonValue } from '../json.js';
import { IndexedHeap } from '../loop/indexed-heap.js';
import type { ActorId } from '../ruleset/actor-id.js';
import type { Engine } from '../ruleset/types.js';
import type { GenericAction, GenericPatch, GenericSpec } from './generic-schema.js';

/**
 * Energy cost of an `act` action that names no cost: one standard action.
 *
 * @example
 * ```ts
 * import { STANDARD_COST } from '@turnkeeper/core';
 * const quick = { kind: 'act', cost: STANDARD_COST / 2 } as const;
 * ```
 */
export const STANDARD_COST = 100;

interface SavedActor {
  id: ActorId;
  speed: number;
  energy: number;
  t0: number;
  seq: number;
  paused: boolean;
}

interface SavedGeneric {
  time: number;
  nextSeq: number;
  actors: SavedActor[];
}

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
 * engine.add('a', { speed: 100, energy: 0, paused: false });
 * const id = engine.next(); // 'a', at engine.time 0
 * engine.charge('a', { kind: 'act' });
 * ```
 */
export class GenericEngine implements Engine<GenericSpec, GenericPatch, GenericAction> {
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

  constructor(saved?: JsonValue) {
    if (saved !== undefined) this.load(saved);
  }

  has(id: ActorId): boolean {
    return this.slotOf.has(id);
  }

  ids(): ActorId[] {
    return [...this.slotOf.keys()];
  }

  add(id: ActorId, spec: GenericSpec): void {
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

  update(id: ActorId, patch: GenericPatch): void {
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

  charge(id: ActorId, action: GenericAction): void {
    checkAction(action);
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

  inspect(id: ActorId): JsonObject {
    const slot = this.slotOf.get(id) as number;
    const gained = Math.max(0, this.time - (this.t0[slot] as number)) * (this.speed[slot] as number);
    return {
      speed: this.speed[slot] as number,
      energy: (this.energy[slot] as number) + (this.paused[slot] ? 0 : gained),
      paused: this.paused[slot] as boolean,
      due: this.heap.contains(slot) ? this.heap.keyOf(slot) : null,
    };
  }

  save(): JsonValue {
    const actors: SavedActor[] = [];
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
    const saved: SavedGeneric = { time: this.time, nextSeq: this.nextSeq, actors };
    return saved as unknown as JsonValue;
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
      throw new TurnkeeperError('TIME_OVERFLOW', `Actor ${String(this.idOf[slot])} would be due at tick ${due}, beyond 2^53`, {
        actor: this.idOf[slot],
      });
    }
    if (later) this.heap.increase(slot, due, this.seqOf[slot] as number);
    else this.heap.set(slot, due, this.seqOf[slot] as number);
  }

  private load(saved: JsonValue): void {
    const s = saved as unknown as Partial<SavedGeneric> | null;
    if (!s || typeof s.time !== 'number' || typeof s.nextSeq !== 'number' || !Array.isArray(s.actors)) {
      throw new SnapshotError('restore(): the generic engine state is malformed (needs time, nextSeq, actors[])');
    }
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

/** A hand-written check (not the zod schema) because it runs on every action, in the hot path. */
function checkAction(action: GenericAction): void {
  const amount = action.kind === 'act' ? action.cost : action.ticks;
  if (amount === undefined && action.kind === 'act') return;
  if (!Number.isSafeInteger(amount) || (amount as number) < 0) {
    const field = action.kind === 'act' ? 'cost' : 'ticks';
    throw new InvalidSpecError(`generic action "${action.kind}"`, [
      { field, value: amount, allowed: 'an integer ≥ 0' + (action.kind === 'act' ? ' (omit it for the standard 100)' : '') },
    ]);
  }
}
