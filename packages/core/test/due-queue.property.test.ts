import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DueQueue } from '../src/internal/due-queue.js';

/**
 * The due queue against a reference that sorts: every queued slot with its (due, seq), and the
 * least of them by due, then seq, is the top. The queue files slots into a ring of tick buckets,
 * marks those past its window far, files everything again when the ring runs out or a due comes
 * before the window, and grows its ring; the reference knows nothing of that, so any slip shows up
 * as a different top. Dues are drawn from tiny steps (many ties) to steps near 2^51 (far past any
 * ring), and a ring held at 2^5 ticks sends slots far every few operations.
 */
type Op =
  | { op: 'pop'; delta: number } // peek, then requeue the top `delta` ticks later with a new seq (replaceTop)
  | { op: 'set'; slot: number; delta: number } // (re)queue a slot with a new seq
  | { op: 'move'; slot: number; delta: number } // requeue a slot keeping its seq (a speed change)
  | { op: 'delete'; slot: number }
  | { op: 'pause'; slot: number }; // take it out and record a new seq (a paused actor acting)

const delta = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 3 }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 1000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 2 ** 20, max: 2 ** 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: 2 ** 46, max: 2 ** 51 }) },
  // Ties far from the base: only an exact comparison orders them by seq.
  { weight: 1, arbitrary: fc.constantFrom(2 ** 30 + 1, 2 ** 50 + 1) },
);
/** The ops on slots 0…maxSlot. */
const opsOf = (maxSlot: number): fc.Arbitrary<Op[]> => {
  const slot = fc.nat({ max: maxSlot });
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    { weight: 6, arbitrary: fc.record({ op: fc.constant('pop' as const), delta }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('set' as const), slot, delta }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('move' as const), slot, delta }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), slot }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('pause' as const), slot }) },
  );
  return fc.array(opArb, { minLength: 20, maxLength: 200 });
};

const runs = Number(process.env.FAST_CHECK_RUNS ?? 300);

describe('DueQueue against a reference sort (property)', () => {
  it('hands out the least (due, seq) through far slots, refilings, ring growth and any insertion order', () => {
    let cases = 0;
    let steps = 0;
    fc.assert(
      fc.property(
        // A ring of 2^ringBits ticks growing to at most 2^maxBits: a small ring held small sends
        // slots far and files them again every few operations; 8 and 16 are the library's own.
        fc.constantFrom([5, 5, 5], [5, 16, 20], [6, 6, 20], [8, 16, 40]).chain(([ringBits, maxBits, maxSlot]) =>
          fc.tuple(
            fc.constant([ringBits, maxBits] as const),
            // A restore queues slots with arbitrary distinct seqs in any order.
            fc.uniqueArray(fc.record({ slot: fc.nat({ max: maxSlot }), due: fc.integer({ min: 0, max: 2 ** 40 }), seq: fc.nat({ max: 1000 }) }), {
              selector: (r) => r.slot,
              maxLength: 12,
            }),
            opsOf(maxSlot),
          ),
        ),
        ([[ringBits, maxBits], initial, ops]) => {
          cases++;
          const queue = new DueQueue(ringBits, maxBits);
          const ref = new Map<number, { due: number; seq: number }>();
          const seqs = new Map<number, number>();
          const used = new Set<number>();
          let nextSeq = 1001;
          let now = 0;
          for (const { slot: s, due, seq } of initial) {
            if (used.has(seq)) continue;
            used.add(seq);
            queue.set(s, due, seq);
            ref.set(s, { due, seq });
            seqs.set(s, seq);
          }
          const top = (): number => {
            let best = -1;
            let b = { due: Infinity, seq: Infinity };
            for (const [s, k] of ref) if (k.due < b.due || (k.due === b.due && k.seq < b.seq)) [best, b] = [s, k];
            return best;
          };
          const check = (): number => {
            const expected = top();
            const got = queue.peek();
            expect(got).toBe(expected);
            if (got >= 0) {
              expect(queue.topDue()).toBe(ref.get(got)?.due);
              now = queue.topDue();
            }
            return got;
          };
          for (const o of ops) {
            steps++;
            const at = (d: number): number => Math.min(now + d, Number.MAX_SAFE_INTEGER);
            if (o.op === 'pop') {
              const s = check();
              if (s < 0) continue;
              const k = { due: at(o.delta), seq: nextSeq++ };
              queue.replaceTop(s, k.due, k.seq);
              ref.set(s, k);
              seqs.set(s, k.seq);
            } else if (o.op === 'set') {
              const k = { due: at(o.delta), seq: nextSeq++ };
              queue.set(o.slot, k.due, k.seq);
              ref.set(o.slot, k);
              seqs.set(o.slot, k.seq);
            } else if (o.op === 'move') {
              const seq = seqs.get(o.slot);
              if (seq === undefined) continue;
              const k = { due: at(o.delta), seq };
              queue.set(o.slot, k.due, seq);
              ref.set(o.slot, k);
            } else if (o.op === 'delete') {
              queue.delete(o.slot);
              ref.delete(o.slot);
            } else {
              queue.delete(o.slot);
              ref.delete(o.slot);
              const seq = nextSeq++;
              queue.setSeq(o.slot, seq);
              seqs.set(o.slot, seq);
            }
            if (o.op !== 'pop') expect(Number.isNaN(queue.dueOf(o.slot))).toBe(!ref.has(o.slot));
          }
          // Drain: every queued slot comes out in (due, seq) order.
          while (check() >= 0) {
            const s = queue.peek();
            queue.delete(s);
            ref.delete(s);
          }
        },
      ),
      { numRuns: runs },
    );
    console.log(`DueQueue vs reference sort: ${cases} cases, ${steps} operations`);
    expect(cases).toBe(runs);
  });

  it('orders ties by seq far past the span of one exact number', () => {
    const queue = new DueQueue();
    const far = 2 ** 50 + 1;
    queue.set(0, 0, 0); // keeps the base at 0
    queue.set(1, 5, 1);
    queue.set(2, far, 2);
    queue.set(1, far, 1); // a speed change: slot 1 keeps its older seq, and ties slot 2 far away
    const order: number[] = [];
    for (let s = queue.peek(); s >= 0; s = queue.peek()) {
      order.push(s);
      queue.delete(s);
    }
    expect(order).toEqual([0, 1, 2]);
  });

  it('files far slots into the ring in seq order when the window reaches them, first scheduled first among ties', () => {
    // A ring held at 2^5 ticks: slots due at tick 100 are far until the ring runs out at tick 0's slot.
    const queue = new DueQueue(5, 5);
    queue.set(0, 100, 5);
    queue.set(1, 100, 3);
    queue.set(2, 100, 4);
    queue.set(3, 0, 0);
    let seq = 6;
    const order: number[] = [];
    for (let i = 0; i < 10; i++) {
      const s = queue.peek();
      order.push(s, queue.topDue());
      // Tick 0's slot goes far again (tick 200); the others requeue at their own tick, behind the rest.
      queue.replaceTop(s, s === 3 ? 200 : 100, seq++);
    }
    expect(order).toEqual([3, 0, 1, 100, 2, 100, 0, 100, 1, 100, 2, 100, 0, 100, 1, 100, 2, 100, 0, 100]);
  });
});
