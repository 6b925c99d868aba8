import fc from 'fast-check';
import { Distribution, Fraction, recording, type ActionInputOf, type ActorId, type RandomCall, type Turn, restore } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { MonsterQueue } from '../src/engine/monster-queue.js';
import { longRunActions, longRunClosedForm } from '../src/analysis/index.js';
import { MAX_MONSTERS, Pcg32, RandomVar, dcss, divRandRoundDistribution, randomVarDistribution, type dcssActors } from '../src/index.js';

const monsterArb = fc.record({
  speed: fc.integer({ min: 0, max: 40 }),
  hasted: fc.boolean(),
  slowed: fc.boolean(),
  energy: fc.integer({ min: 60, max: 95 }),
  justSummoned: fc.boolean(),
  attack: fc.integer({ min: 5, max: 20 }),
  move: fc.integer({ min: 5, max: 14 }),
  weapon: fc.constantFrom(null, 'none', 'speed', 'heavy'),
});
const monsterActions: ActionInputOf<typeof dcssActors, 'monster'>[] = [
  { kind: 'move' },
  { kind: 'melee' },
  { kind: 'missile' },
  { kind: 'spell' },
  { kind: 'wait' },
];
const playerActions: ActionInputOf<typeof dcssActors, 'player'>[] = [
  { kind: 'wait' },
  { kind: 'move' },
  { kind: 'melee' },
  { kind: 'stairs' },
  { kind: 'fixed', aut: 13 },
];

describe('engine invariants over random scenarios and PCG seeds', () => {
  it('monsters act highest energy first, only with ≥ 80, end every world turn below 80, and energy is conserved', () => {
    fc.assert(
      fc.property(
        fc.array(monsterArb, { minLength: 1, maxLength: 8 }),
        fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
        fc.boolean(),
        fc.array(fc.nat(99), { minLength: 20, maxLength: 20 }),
        (monsters, seed, hasted, choices) => {
          const loop = dcss.create({ random: Pcg32.fromGameSeed(seed) });
          loop.add('you', { kind: 'player', hasted });
          const ids: ActorId[] = monsters.map((_, i) => i);
          monsters.forEach((m, i) => {
            loop.add(i, {
              kind: 'monster',
              speed: m.speed,
              hasted: m.hasted,
              slowed: m.slowed,
              energy: m.energy,
              justSummoned: m.justSummoned,
              energyUsage: { move: m.move, attack: m.attack },
              weapon: m.weapon,
            });
          });
          const energy = (id: ActorId): number => {
            const view = loop.inspect(id);
            return view.kind === 'monster' ? view.energy : NaN;
          };
          let gains = new Map<ActorId, number>();
          loop.on('monsterEnergy', (p) => gains.set(p.actor, p.gain));
          for (const [turnNo, c] of choices.entries()) {
            if (loop.pending !== 'you') expect(loop.next().actor).toBe('you');
            const start = new Map(ids.map((id) => [id, energy(id)]));
            const spent = new Map(ids.map((id) => [id, 0]));
            gains = new Map();
            loop.act('you', playerActions[c % playerActions.length] ?? { kind: 'wait' });
            for (let t = loop.next(); t.actor !== 'you'; t = loop.next()) {
              const mine = energy(t.actor);
              expect(mine).toBeGreaterThanOrEqual(80);
              for (const other of ids) if (energy(other) >= 80) expect(mine).toBeGreaterThanOrEqual(energy(other));
              loop.act(t.actor, monsterActions[(c + turnNo) % monsterActions.length] ?? { kind: 'wait' });
              spent.set(t.actor, (spent.get(t.actor) ?? 0) + mine - energy(t.actor));
            }
            for (const id of ids) {
              expect(energy(id)).toBeLessThan(80);
              expect(energy(id)).toBe((start.get(id) ?? NaN) + (gains.get(id) ?? NaN) - (spent.get(id) ?? NaN));
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a snapshot taken at any point continues identically (PCG32 state included)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1n << 40n }), fc.integer({ min: 0, max: 60 }), (seed, cut) => {
        const build = () => {
          const loop = dcss.create({ random: new Pcg32(seed, 54n), version: '0.34' });
          loop.add('you', { kind: 'player', hasted: true, movementSpeed: 7 });
          loop.add('a', { kind: 'monster', speed: 13, weapon: 'speed' }).add('b', { kind: 'monster', speed: 7, slowed: true });
          return loop;
        };
        const choose = (t: Turn): { kind: 'move' } | { kind: 'melee' } => (t.actor === 'you' ? { kind: 'move' } : { kind: 'melee' });
        const a = build();
        for (let i = 0; i < cut; i++) a.step(choose);
        const b = restore(dcss, JSON.parse(JSON.stringify(a.snapshot())));
        const ta = Array.from({ length: 40 }, () => a.step(choose));
        const tb = Array.from({ length: 40 }, () => b.step(choose));
        expect(tb).toEqual(ta);
      }),
      { numRuns: 40 },
    );
  });
});

describe('analysis invariants', () => {
  it('the Markov long-run law equals the closed form for every speed, delay and cost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 25 }), (s, d, c) => {
        expect(longRunActions(s, d, c).toRecord()).toEqual(longRunClosedForm(s, d, c).toRecord());
      }),
      { numRuns: 300 },
    );
  });

  it('div_rand_round is unbiased: its mean is exactly num / den', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 1000 }), (num, den) => {
        expect(divRandRoundDistribution(num, den).mean().equals(Fraction.of(num, den))).toBe(true);
      }),
    );
  });

  it('random_var arithmetic keeps means exact and its roll picks each value with its weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 6 }).filter((w) => w[0] !== 0 && w[w.length - 1] !== 0),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 12 }),
        (w, m, d) => {
          const x = RandomVar.of(3, w);
          const y = x.mul(m).divRandRound(d);
          expect(
            randomVarDistribution(y)
              .mean()
              .equals(randomVarDistribution(x).mean().mul(Fraction.of(m, d))),
          ).toBe(true);
          // roll(r) for every r in [0, total) reproduces the law exactly
          const counts = new Map<number, number>();
          for (let r = 0; r < y.total; r++) {
            const v = y.roll({ below: () => r });
            counts.set(v, (counts.get(v) ?? 0) + 1);
          }
          const law = Distribution.from([...counts].map(([v, c]) => [v, Fraction.of(c, y.total)] as const));
          expect(law.toRecord()).toEqual(randomVarDistribution(y).toRecord());
        },
      ),
    );
  });
});

describe('the monster queue', () => {
  it('always pops a highest key with its own slot and loses nothing, whatever the pushes and pops (any int32 energy, any env.mons slot)', () => {
    let runs = 0;
    const energy = fc.oneof(fc.integer({ min: 70, max: 100 }), fc.integer({ min: -0x8000_0000, max: 0x7fff_ffff }));
    const push = fc.record({ slot: fc.integer({ min: 0, max: MAX_MONSTERS - 1 }), key: energy });
    fc.assert(
      fc.property(fc.array(fc.option(push, { nil: undefined }), { maxLength: 200 }), (ops) => {
        runs++;
        const q = new MonsterQueue();
        const model: { slot: number; key: number }[] = [];
        for (const op of ops) {
          if (op === undefined) {
            const top = q.pop();
            if (model.length === 0) expect(top).toBe(-1);
            else {
              const max = Math.max(...model.map((e) => e.key));
              expect(q.poppedKey).toBe(max);
              const at = model.findIndex((e) => e.slot === top && e.key === max);
              expect(at).toBeGreaterThanOrEqual(0);
              model.splice(at, 1);
            }
          } else {
            q.push(op.slot, op.key);
            model.push(op);
          }
          expect(q.size).toBe(model.length);
        }
        expect(MonsterQueue.from(q.entries()).entries()).toEqual(q.entries());
      }),
    );
    console.log(`the monster queue: ${runs} cases`);
  });

  it('leaves its entries exactly where libstdc++ push_heap / pop_heap leave them, ties included', () => {
    let runs = 0;
    // Small keys tie often; now and then any int32.
    const energy = fc.oneof(
      { weight: 20, arbitrary: fc.integer({ min: 78, max: 86 }) },
      { weight: 1, arbitrary: fc.integer({ min: -0x8000_0000, max: 0x7fff_ffff }) },
    );
    const push = fc.record({ slot: fc.integer({ min: 0, max: MAX_MONSTERS - 1 }), key: energy });
    fc.assert(
      fc.property(fc.array(fc.option(push, { nil: undefined, freq: 3 }), { maxLength: 300 }), (ops) => {
        runs++;
        const q = new MonsterQueue();
        const ref = new ReferenceHeap();
        for (const op of ops) {
          if (op === undefined) {
            const top = ref.pop();
            expect(q.pop()).toBe(top?.[0] ?? -1);
            if (top) expect(q.poppedKey).toBe(top[1]);
          } else {
            q.push(op.slot, op.key);
            ref.push([op.slot, op.key]);
          }
          expect(q.entries()).toEqual(ref.entries);
        }
        expect(MonsterQueue.from(ref.entries).entries()).toEqual(ref.entries);
      }),
    );
    console.log(`the monster queue against libstdc++'s heap: ${runs} cases`);
  });
});

/**
 * libstdc++'s `std::push_heap` / `std::pop_heap` (bits/stl_heap.h: `__push_heap`, `__adjust_heap`)
 * over `[slot, key]` pairs with `less` on the key, written out here apart from the engine's queue.
 */
class ReferenceHeap {
  readonly entries: [number, number][] = [];

  push(e: [number, number]): void {
    const a = this.entries;
    a.push(e);
    this.pushHeap(a.length - 1, 0, e);
  }

  pop(): [number, number] | undefined {
    const a = this.entries;
    if (a.length === 0) return undefined;
    const top = a[0] as [number, number];
    const value = a[a.length - 1] as [number, number];
    const len = a.length - 1;
    // __pop_heap: the last element moves out, the top goes to the end, then __adjust_heap over [0, len).
    a[len] = top;
    let hole = 0;
    let second = 0;
    while (second < (len - 1) >> 1) {
      second = 2 * (second + 1);
      if ((a[second] as [number, number])[1] < (a[second - 1] as [number, number])[1]) second--;
      a[hole] = a[second] as [number, number];
      hole = second;
    }
    if ((len & 1) === 0 && second === (len - 2) >> 1) {
      second = 2 * (second + 1);
      a[hole] = a[second - 1] as [number, number];
      hole = second - 1;
    }
    this.pushHeap(hole, 0, value);
    a.pop();
    return top;
  }

  private pushHeap(holeIndex: number, topIndex: number, value: [number, number]): void {
    const a = this.entries;
    let hole = holeIndex;
    let parent = (hole - 1) >> 1;
    while (hole > topIndex && (a[parent] as [number, number])[1] < value[1]) {
      a[hole] = a[parent] as [number, number];
      hole = parent;
      parent = (hole - 1) >> 1;
    }
    a[hole] = value;
  }
}

describe('PCG32 bounded draws', () => {
  it('stay in range and make one draw per call unless a rejection happens (only possible when low32 < 2^32 mod n)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), fc.integer({ min: 2, max: 0xffffffff }), (seed, n) => {
        const calls: RandomCall[] = [];
        const g = new Pcg32(seed, 7n);
        const r = recording(g, calls);
        const v = r.below(n);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThan(n);
        if (0x1_0000_0000 % n === 0) expect(g.words).toBe(1);
      }),
    );
  });
});
