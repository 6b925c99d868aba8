import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generic, type ActorId } from '../src/index.js';
import { restore } from '@turnkeeper/core';

/**
 * A deliberately naive reference: time advances one tick at a time, every actor's energy is
 * recomputed each tick, and among the actors with energy ≥ 0 the one scheduled earliest goes.
 * No heap, no division: if the event-driven engine agrees with this, its ceil arithmetic, heap
 * order, removal and speed-change handling are right.
 */
class NaiveModel {
  time = 0;
  private seq = 0;
  readonly actors = new Map<ActorId, { speed: number; energy: number; seq: number }>();
  private lastTick = 0;

  add(id: ActorId, speed: number, energy: number): void {
    this.actors.set(id, { speed, energy, seq: this.seq++ });
  }
  remove(id: ActorId): void {
    this.actors.delete(id);
  }
  setSpeed(id: ActorId, speed: number): void {
    const a = this.actors.get(id);
    if (a) a.speed = speed;
  }
  next(): ActorId {
    for (;;) {
      let best: ActorId | undefined;
      let bestSeq = Infinity;
      for (const [id, a] of this.actors) {
        if (a.energy >= 0 && a.seq < bestSeq) {
          best = id;
          bestSeq = a.seq;
        }
      }
      if (best !== undefined) return best;
      this.time++;
      for (const a of this.actors.values()) a.energy += a.speed;
      this.lastTick = this.time;
    }
  }
  act(id: ActorId, cost: number): void {
    const a = this.actors.get(id);
    if (!a) return;
    a.energy -= cost;
    a.seq = this.seq++;
  }
}

type Op =
  | { op: 'step'; cost: number }
  | { op: 'add'; speed: number; energy: number }
  | { op: 'remove'; pick: number }
  | { op: 'speed'; pick: number; speed: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ op: fc.constant('step' as const), cost: fc.integer({ min: 0, max: 300 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('add' as const), speed: fc.integer({ min: 1, max: 250 }), energy: fc.integer({ min: -400, max: 50 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('remove' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('speed' as const), pick: fc.nat(), speed: fc.integer({ min: 1, max: 250 }) }) },
);

const runs = Number(process.env.FAST_CHECK_RUNS ?? 200);

describe('generic ruleset against a tick-by-tick model (property)', () => {
  it('hands out the same turns at the same ticks under adds, removals, speed changes and free actions', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ speed: fc.integer({ min: 1, max: 250 }), energy: fc.integer({ min: -400, max: 50 }) }), { minLength: 1, maxLength: 6 }),
        fc.array(opArb, { maxLength: 120 }),
        (initial, ops) => {
          const loop = generic.create();
          const model = new NaiveModel();
          let nextId = 0;
          for (const a of initial) {
            loop.add(nextId, a);
            model.add(nextId, a.speed, a.energy);
            nextId++;
          }
          let zeroStreak = 0;
          for (const op of ops) {
            const ids = loop.ids();
            if (op.op === 'add') {
              loop.add(nextId, { speed: op.speed, energy: op.energy });
              model.add(nextId, op.speed, op.energy);
              nextId++;
            } else if (op.op === 'remove' && ids.length > 1) {
              const id = ids[op.pick % ids.length] as ActorId;
              loop.remove(id);
              model.remove(id);
            } else if (op.op === 'speed' && ids.length > 0) {
              const id = ids[op.pick % ids.length] as ActorId;
              loop.update(id, { speed: op.speed });
              model.setSpeed(id, op.speed);
            } else if (op.op === 'step' && ids.length > 0) {
              // Avoid unbounded runs of free actions (they are legal, just pointless here).
              const cost = op.cost === 0 && ++zeroStreak > 3 ? 1 : op.cost;
              if (cost > 0) zeroStreak = 0;
              const turn = loop.next();
              const expected = model.next();
              expect(turn).toEqual({ actor: expected, kind: 'actor', time: model.time });
              loop.act(turn.actor, { kind: 'act', cost });
              model.act(expected, cost);
            }
          }
        },
      ),
      { numRuns: runs },
    );
  });

  it('snapshots at any point and continues identically (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 8 }),
        fc.nat({ max: 200 }),
        fc.array(fc.integer({ min: 0, max: 250 }), { minLength: 1, maxLength: 100 }),
        (speeds, before, costs) => {
          const a = generic.create();
          speeds.forEach((speed, i) => a.add(i, { speed }));
          for (let i = 0; i < before; i++) a.step(() => ({ kind: 'act', cost: 100 }));
          const b = restore(generic, JSON.parse(JSON.stringify(a.snapshot())) as ReturnType<typeof a.snapshot>);
          for (const cost of costs) {
            expect(b.step(() => ({ kind: 'act', cost: cost || 1 }))).toEqual(a.step(() => ({ kind: 'act', cost: cost || 1 })));
          }
        },
      ),
      { numRuns: runs },
    );
  });

  it('gives each actor speed/cost actions per tick in the long run, within one action (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 10 }), fc.integer({ min: 1, max: 300 }), (speeds, cost) => {
        const loop = generic.create();
        speeds.forEach((speed, i) => loop.add(i, { speed }));
        const counts = speeds.map(() => 0);
        const horizon = 500;
        // Up to 2.5 million turns a run: one frozen action, as a game reuses it (validated once).
        const action = Object.freeze({ kind: 'act' as const, cost });
        for (;;) {
          const t = loop.next();
          if (t.time >= horizon) break;
          counts[t.actor as number] = (counts[t.actor as number] ?? 0) + 1;
          loop.act(t.actor, action);
        }
        speeds.forEach((speed, i) => {
          const exact = (speed * horizon) / cost;
          expect(Math.abs((counts[i] ?? 0) - exact)).toBeLessThanOrEqual(1 + speed / cost);
        });
      }),
      { numRuns: runs },
    );
  });
});
