import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ActorIndex } from '../src/index.js';

describe('ActorIndex', () => {
  it('maps small integer ids through the direct table and others through the map, reusing freed slots', () => {
    const index = new ActorIndex();
    expect(index.add(0)).toBe(0);
    expect(index.add('orc')).toBe(1);
    expect(index.add(2 ** 40)).toBe(2);
    expect(index.add(-3)).toBe(3);
    expect([index.slotOf(0), index.slotOf('orc'), index.slotOf(2 ** 40), index.slotOf(-3), index.slotOf(7)]).toEqual([0, 1, 2, 3, -1]);
    expect(index.remove('orc')).toBe(1);
    expect(index.has('orc')).toBe(false);
    expect(index.add(5)).toBe(1);
    expect(index.list()).toEqual([0, 5, 2 ** 40, -3]);
    expect(index.size).toBe(4);
  });

  it('agrees with a Map under any sequence of adds and removes (property)', () => {
    let runs = 0;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.oneof(fc.nat(3000), fc.constantFrom('a', 'b', 'c', 2 ** 33))), { maxLength: 300 }), (ops) => {
        runs++;
        const index = new ActorIndex();
        const model = new Map<number | string, number>();
        for (const [adding, id] of ops) {
          if (adding && !model.has(id)) model.set(id, index.add(id));
          else if (!adding && model.has(id)) {
            expect(index.remove(id)).toBe(model.get(id));
            model.delete(id);
          }
        }
        for (const [id, slot] of model) expect(index.slotOf(id)).toBe(slot);
        expect(index.size).toBe(model.size);
        expect(new Set(index.list())).toEqual(new Set(model.keys()));
      }),
      { numRuns: Number(process.env.FAST_CHECK_RUNS ?? 200) },
    );
    console.log(`ActorIndex vs Map: ${runs} cases`);
  });
});
