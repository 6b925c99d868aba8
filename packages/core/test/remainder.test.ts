// below(n)'s remainder without `%` (src/random/remainder.ts): exact over the whole domain of
// 32-bit draws and bounds, checked against BigInt arithmetic; and below(n) draws what the
// rejection rule with a BigInt remainder draws, on the same stream.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remainder } from '../src/random/remainder.js';
import { seeded } from '../src/index.js';

const TWO_32 = 0x1_0000_0000;
const exact = (x: number, n: number): number => Number(BigInt(x) % BigInt(n));

describe('remainder(x, n)', () => {
  it('is x mod n at the edges of the domain', () => {
    const edges = [0, 1, 2, 3, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1, TWO_32 - 2, TWO_32 - 1, TWO_32];
    let cases = 0;
    for (const x of edges) {
      for (const n of edges) {
        if (n < 1) continue;
        expect(remainder(x, n), `${x} mod ${n}`).toBe(exact(x, n));
        cases++;
      }
    }
    console.log(`remainder at the edges: ${cases} cases`);
  });

  it('is x mod n for every 0 ≤ x ≤ 2^32, 1 ≤ n ≤ 2^32 (property)', () => {
    let cases = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: TWO_32 }), fc.integer({ min: 1, max: TWO_32 }), (x, n) => {
        cases++;
        expect(remainder(x, n)).toBe(exact(x, n));
      }),
      { numRuns: 20_000 },
    );
    console.log(`remainder against BigInt: ${cases} cases`);
  });

  it('leaves below(n) drawing what the rejection rule with BigInt arithmetic draws (property)', () => {
    let draws = 0;
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.integer({ min: 2, max: TWO_32 }), { minLength: 1, maxLength: 30 }), (seed, bounds) => {
        const r = seeded(seed);
        const words = seeded(seed);
        for (const n of bounds) {
          const limit = TWO_32 - exact(TWO_32, n);
          let x = words.nextUint32();
          while (x >= limit) x = words.nextUint32();
          expect(r.below(n)).toBe(exact(x, n));
          draws++;
        }
      }),
    );
    console.log(`below(n) against the BigInt rule: ${draws} draws`);
  });
});
