// The game's rules: who is due next and what an action costs. A plain list scanned at each turn
// keeps the template short; a real game with many actors would keep a priority queue (core's
// generic engine is one).
import type { ActorId, Engine, PatchOutput, SpecOutput, ViewOutput } from '@turnkeeper/core';
import type { TicktockTypes } from '../schema/types.js';
import type { TicktockSavedState } from './state.js';

type Kinds = TicktockTypes['kinds'];

interface Creature {
  readonly id: ActorId;
  delay: number;
  due: number;
}

/**
 * Tick-Tock's engine: the creature due soonest acts (ties: the one added first); acting makes it
 * due again `delay` ticks later. It has one actor kind, so it sets no `dueKind`.
 *
 * @example
 * ```ts
 * const engine = new TicktockEngine();
 * engine.add('snail', { kind: 'creature', delay: 4, wait: 0 });
 * engine.next(); // 'snail', at tick 0
 * ```
 */
export class TicktockEngine implements Engine<TicktockTypes> {
  time = 0;
  private readonly creatures: Creature[] = [];

  readonly charge = {
    // Every action of a creature costs the same (its delay), so the action itself is not read.
    creature: (id: ActorId): void => {
      const c = this.find(id);
      c.due = this.time + c.delay;
    },
  };

  /** A new engine, or one continuing a saved state the ruleset has checked. */
  constructor(saved?: TicktockSavedState) {
    if (saved) {
      this.time = saved.time;
      for (const c of saved.creatures) this.creatures.push({ ...c });
    }
  }

  kindOf(id: ActorId): 'creature' | undefined {
    return this.creatures.some((c) => c.id === id) ? 'creature' : undefined;
  }

  ids(): ActorId[] {
    return this.creatures.map((c) => c.id);
  }

  add(id: ActorId, spec: SpecOutput<Kinds>): void {
    this.creatures.push({ id, delay: spec.delay, due: this.time + spec.wait });
  }

  remove(id: ActorId): void {
    this.creatures.splice(this.creatures.indexOf(this.find(id)), 1);
  }

  update(id: ActorId, patch: PatchOutput<Kinds>): void {
    if (patch.delay !== undefined) this.find(id).delay = patch.delay;
  }

  next(): ActorId | undefined {
    let first: Creature | undefined;
    for (const c of this.creatures) if (first === undefined || c.due < first.due) first = c;
    if (first) this.time = first.due;
    return first?.id;
  }

  inspect(id: ActorId): ViewOutput<Kinds> {
    const c = this.find(id);
    return { kind: 'creature', delay: c.delay, due: c.due };
  }

  save(): TicktockSavedState {
    return { time: this.time, creatures: this.creatures.map((c) => ({ ...c })) };
  }

  private find(id: ActorId): Creature {
    const c = this.creatures.find((x) => x.id === id);
    // The core checks ids before it calls the engine: this cannot happen through a loop.
    if (!c) throw new Error(`no creature ${String(id)}`);
    return c;
  }
}
