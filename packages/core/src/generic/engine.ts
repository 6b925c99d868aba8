import type * as v from 'valibot';
import { LimitError } from '../errors.js';
import { DueQueue, grown } from '../internal/due-queue.js';
import { ActorIndex } from '../loop/actor-index.js';
import type { ActorId } from '../ruleset/actor-id.js';
import type { ActionOf, PatchOutput, SpecOutput, ViewOutput } from '../ruleset/actor-kind.js';
import type { Engine, EngineRunHost } from '../ruleset/types.js';
import { STANDARD_COST, type GenericTypes, type genericState } from './schema.js';

type Kinds = GenericTypes['kinds'];

/**
 * The generic engine's `actor` charge handler: one function for every instance (it finds its
 * engine through the charge object it is called on), so that the loop's call site sees a single
 * target however many loops a program runs.
 */
function chargeActor(this: { readonly engine: GenericEngine }, id: ActorId, action: ActionOf<Kinds, 'actor'>): void {
  this.engine.chargeActor(id, action);
}
type Saved = v.InferOutput<typeof genericState>;

/** The largest exact tick, `Number.MAX_SAFE_INTEGER` (2^53 − 1), as a literal: a global's property costs bytecode in the hot charge. */
const MAX_TICK = 9_007_199_254_740_991;

/**
 * The generic ruleset's engine: event-driven energy scheduling over a due queue.
 *
 * Each actor gains `speed` energy per tick and may act while its energy is ≥ 0; an action costs
 * energy (`act`) or sleeps a fixed number of ticks (`wait`). Because gains are deterministic, the
 * engine never steps tick by tick: it computes the tick an actor's energy reaches 0
 * (`t0 + ceil(-energy / speed)`) and queues actors by that due tick in a calendar queue (a bucket per
 * tick), so `next`, `add`, `remove` and `update` cost the same with 10 actors or 100,000, and time
 * is an exact integer. Ties go first-scheduled-first.
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
  #nextSeq = 0;
  /** Actors are listed in the order they were added (`added` numbers them), whatever slot they got. */
  #nextAdded = 0;
  readonly #index = new ActorIndex();
  // Per-slot state in typed arrays.
  #speed = new Float64Array(16);
  /** Energy at tick `t0` (may be negative: a debt). */
  #energy = new Float64Array(16);
  /** The tick from which the actor gains energy again (later than `time` during a `wait`). */
  #t0 = new Float64Array(16);
  #paused = new Uint8Array(16);
  #added = new Float64Array(16);
  readonly #queue = new DueQueue();
  /** The slot `next()` returned, until it is charged. */
  #current = -1;

  /** Charges the due actor: `act` spends energy, `wait` sleeps a fixed number of ticks. */
  readonly charge: { readonly actor: typeof chargeActor; readonly engine: GenericEngine } = { actor: chargeActor, engine: this };

  constructor(saved?: Saved) {
    if (saved !== undefined) this.#load(saved);
  }

  /** @internal The `act`/`wait` charge (see {@link GenericEngine.charge}). */
  chargeActor(id: ActorId, action: ActionOf<Kinds, 'actor'>): void {
    const slot = this.#current;
    if (slot >= 0 && action.kind === 'act') this.#spend(slot, action.cost ?? STANDARD_COST);
    else this.#chargeAny(id, action);
  }

  /**
   * The common charge: the actor `next` handed out, unchanged since (`current` is unset by any
   * add, remove or update), spends `cost` and is requeued. Small, so that V8 inlines it into
   * `runSteps` beside the loop's turn.
   */
  #spend(slot: number, cost: number): void {
    const now = this.time;
    const energy = this.#energy;
    const t0 = this.#t0;
    const e = (energy[slot] as number) + (this.#speed[slot] as number) * (now - (t0[slot] as number)) - cost;
    const due = this.#due(slot, e, now);
    energy[slot] = e;
    t0[slot] = now;
    // After acting an actor is due no earlier than now, with a newer seq: it only moves down.
    this.#queue.replaceTop(slot, due, this.#nextSeq++);
    this.#current = -1;
  }

  /** Any charge: a `wait`, or an actor found by id (after a restore mid-turn, or a change since `next`). */
  #chargeAny(id: ActorId, action: ActionOf<Kinds, 'actor'>): void {
    const c = this.#current;
    const slot = c >= 0 ? c : this.#index.slotOf(id);
    const now = this.time;
    let e = (this.#energy[slot] as number) + (this.#speed[slot] as number) * (now - (this.#t0[slot] as number));
    let from = now;
    if (action.kind === 'act') e -= action.cost ?? STANDARD_COST;
    else from = now + action.ticks;
    const due = this.#due(slot, e, from);
    this.#energy[slot] = e;
    this.#t0[slot] = from;
    // One paused during its own turn is charged, and stays out of the queue.
    if (c >= 0) this.#queue.replaceTop(slot, due, this.#nextSeq++);
    else if (this.#paused[slot] === 1) this.#queue.setSeq(slot, this.#nextSeq++);
    else this.#queue.set(slot, due, this.#nextSeq++);
    this.#current = -1;
  }

  kindOf(id: ActorId): 'actor' | undefined {
    return this.#index.slotOf(id) >= 0 ? 'actor' : undefined;
  }

  ids(): ActorId[] {
    return this.#slotsInOrder().map((slot) => this.#index.idAt(slot) as ActorId);
  }

  add(id: ActorId, spec: SpecOutput<Kinds>): void {
    // A newly queued actor may go ahead of the due one: charge it then by a plain reschedule.
    this.#current = -1;
    this.#put(id, spec.speed, spec.energy, this.time, spec.paused, this.#nextSeq++);
  }

  remove(id: ActorId): void {
    const slot = this.#index.remove(id);
    this.#queue.delete(slot);
    if (this.#current === slot) this.#current = -1;
  }

  update(id: ActorId, patch: PatchOutput<Kinds>): void {
    const slot = this.#index.slotOf(id);
    // Bank what was gained at the old speed up to now, then continue at the new one from now.
    if (this.#paused[slot] === 0) this.#bank(slot);
    if (patch.speed !== undefined) this.#speed[slot] = patch.speed;
    if (patch.energy !== undefined) this.#energy[slot] = patch.energy;
    if (patch.paused !== undefined) this.#paused[slot] = patch.paused ? 1 : 0;
    // A rescheduled actor may go ahead of the due one (it keeps its older seq).
    this.#current = -1;
    if (this.#paused[slot] === 1) this.#queue.delete(slot);
    else {
      if ((this.#t0[slot] as number) < this.time) this.#t0[slot] = this.time;
      this.#schedule(slot, this.#queue.seqOf(slot)); // keeps its seq: a change does not cost an actor its place among ties
    }
  }

  next(): ActorId | undefined {
    const slot = this.#queue.peek();
    if (slot < 0) return undefined;
    this.time = this.#queue.topDue();
    this.#current = slot;
    return this.#index.idAt(slot);
  }

  /**
   * `loop.run`'s fast path (see `Engine.runSteps`): `next()` and the charge, `steps` times, with the
   * loop's part of each turn in `host.turn`. The chooser may add, remove or update actors there;
   * those reset `current`, and the charge then finds the actor by id, as after `next()`.
   */
  runSteps(steps: number, host: EngineRunHost<GenericTypes>): number {
    const queue = this.#queue;
    for (let i = 0; i < steps; i++) {
      const slot = queue.peek();
      if (slot < 0) return i;
      this.time = queue.topDue();
      this.#current = slot;
      const id = this.#index.idAt(slot) as ActorId;
      const action = host.turn(id, 'actor', false);
      // As chargeActor, without the call: what runSteps inlines shares one budget of bytecode.
      if (this.#current === slot && action.kind === 'act') this.#spend(slot, action.cost ?? STANDARD_COST);
      else this.#chargeAny(id, action);
    }
    return steps;
  }

  inspect(id: ActorId): ViewOutput<Kinds> {
    const slot = this.#index.slotOf(id);
    const gained = Math.max(0, this.time - (this.#t0[slot] as number)) * (this.#speed[slot] as number);
    const paused = this.#paused[slot] === 1;
    return {
      kind: 'actor',
      speed: this.#speed[slot] as number,
      energy: (this.#energy[slot] as number) + (paused ? 0 : gained),
      paused,
      due: paused ? null : this.#queue.dueOf(slot),
    };
  }

  save(): Saved {
    const actors: Saved['actors'] = this.#slotsInOrder().map((slot) => ({
      id: this.#index.idAt(slot) as ActorId,
      speed: this.#speed[slot] as number,
      energy: this.#energy[slot] as number,
      t0: this.#t0[slot] as number,
      seq: this.#queue.seqOf(slot),
      paused: this.#paused[slot] === 1,
    }));
    return { time: this.time, nextSeq: this.#nextSeq, actors };
  }

  /** The slots in use, in the order their actors were added. */
  #slotsInOrder(): number[] {
    const slots: number[] = [];
    for (let slot = 0; slot < this.#index.slots; slot++) if (this.#index.idAt(slot) !== undefined) slots.push(slot);
    return slots.sort((a, b) => (this.#added[a] as number) - (this.#added[b] as number));
  }

  /** Moves the energy gained since `t0` into `energy`, so `t0` becomes now. */
  #bank(slot: number): void {
    const t0 = this.#t0[slot] as number;
    if (t0 < this.time) {
      this.#energy[slot] = (this.#energy[slot] as number) + (this.#speed[slot] as number) * (this.time - t0);
      this.#t0[slot] = this.time;
    }
  }

  #schedule(slot: number, seq: number): void {
    this.#queue.set(slot, this.#due(slot, this.#energy[slot] as number, this.#t0[slot] as number), seq);
  }

  /** The tick an actor with energy `e` at tick `from` reaches 0 (`from` itself when `e` ≥ 0); past the exact range, a typed error before anything changes. */
  #due(slot: number, e: number, from: number): number {
    const due = e >= 0 ? from : from + Math.ceil(-e / (this.#speed[slot] as number));
    if (!(due <= MAX_TICK)) this.#overflow(slot, due, e);
    return due;
  }

  #overflow(slot: number, due: number, energy: number): never {
    throw new LimitError(
      'TIME_OVERFLOW',
      `Actor ${String(this.#index.idAt(slot))} would be due at tick ${due}, past the largest exact tick (2^53 − 1): energy ${energy} at speed ${this.#speed[slot] as number}`,
      { actor: this.#index.idAt(slot) },
    );
  }

  /** Grows the per-slot arrays by half when a new slot does not fit. */
  #ensure(slots: number): void {
    if (slots <= this.#speed.length) return;
    const n = Math.max(slots, Math.ceil(this.#speed.length * 1.5));
    this.#speed = grown(this.#speed, n);
    this.#energy = grown(this.#energy, n);
    this.#t0 = grown(this.#t0, n);
    this.#paused = grown(this.#paused, n);
    this.#added = grown(this.#added, n);
  }

  /** Loads a saved state the ruleset has checked (unique ids, seqs distinct and below nextSeq). */
  #load(s: Saved): void {
    this.time = s.time;
    for (const a of s.actors) this.#put(a.id, a.speed, a.energy, a.t0, a.paused, a.seq);
    this.#nextSeq = s.nextSeq;
  }

  /** Gives a new actor a slot, its state, and its place in the queue (or only its seq, when paused); `add` and a restore share it. */
  #put(id: ActorId, speed: number, energy: number, t0: number, paused: boolean, seq: number): void {
    const slot = this.#index.add(id);
    this.#ensure(slot + 1);
    this.#speed[slot] = speed;
    this.#energy[slot] = energy;
    this.#t0[slot] = t0;
    this.#paused[slot] = paused ? 1 : 0;
    this.#added[slot] = this.#nextAdded++;
    if (paused) this.#queue.setSeq(slot, seq);
    else this.#schedule(slot, seq);
  }
}
