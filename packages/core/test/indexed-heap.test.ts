import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IndexedHeap } from '../src/index.js';

describe('IndexedHeap (property: agrees with a sorted list)', () => {
  it('pops in (key, seq) order under random sets, updates and deletes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ op: fc.constant('set' as const), slot: fc.nat({ max: 40 }), key: fc.integer({ min: 0, max: 20 }) }),
            fc.record({ op: fc.constant('delete' as const), slot: fc.nat({ max: 40 }) }),
            fc.record({ op: fc.constant('pop' as const) }),
          ),
          { maxLength: 300 },
        ),
        (ops) => {
          const heap = new IndexedHeap(2);
          const ref = new Map<number, { key: number; seq: number }>();
          let seq = 0;
          for (const o of ops) {
            if (o.op === 'set') {
              heap.set(o.slot, o.key, seq);
              ref.set(o.slot, { key: o.key, seq: seq++ });
            } else if (o.op === 'delete') {
              heap.delete(o.slot);
              ref.delete(o.slot);
            } else {
              const sorted = [...ref.entries()].sort((a, b) => a[1].key - b[1].key || a[1].seq - b[1].seq);
              expect(heap.peek()).toBe(sorted[0]?.[0] ?? -1);
              if (sorted[0]) {
                heap.delete(sorted[0][0]);
                ref.delete(sorted[0][0]);
              }
            }
            expect(heap.size).toBe(ref.size);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
