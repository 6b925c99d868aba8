import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { S16_MAX, S16_MIN, S32_MAX, S32_MIN, U16_MAX, U8_MAX, cDiv, cMod, checkedS32, gcd, toS16, toS32, toS8, toU16, toU8 } from '../src/cint/index.js';
import { TurnkeeperError } from '../src/index.js';

const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 2000);

/** Any safe integer, with the edges of every C type and of the safe range drawn often. */
const anyInt = fc.oneof(
  fc.maxSafeInteger(),
  fc.integer(),
  fc.constantFrom(
    0,
    -1,
    1,
    S16_MIN,
    S16_MAX,
    S16_MIN - 1,
    S16_MAX + 1,
    U16_MAX,
    U16_MAX + 1,
    S32_MIN,
    S32_MAX,
    S32_MIN - 1,
    S32_MAX + 1,
    U8_MAX,
    256,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
  ),
);

/** The reference: C's conversion to a `bits`-wide type, computed on the exact value in BigInt. */
function reference(value: number, bits: number, signed: boolean): number {
  return Number(signed ? BigInt.asIntN(bits, BigInt(value)) : BigInt.asUintN(bits, BigInt(value)));
}

/** `gcd` by its definition (the largest common divisor), for small operands. */
function gcdByDefinition(a: number, b: number): number {
  if (a === 0 && b === 0) return 0;
  let best = 1;
  for (let d = 1; d <= Math.max(Math.abs(a), Math.abs(b)); d++) if (a % d === 0 && b % d === 0) best = d;
  return best;
}

describe('C integer kit against BigInt reference semantics (property)', () => {
  it('toS8, toU8, toS16, toU16 and toS32 keep the low bits of any safe integer, as BigInt.asIntN / asUintN', () => {
    let runs = 0;
    fc.assert(
      fc.property(anyInt, (x) => {
        runs++;
        expect(toS8(x)).toBe(reference(x, 8, true));
        expect(toU8(x)).toBe(reference(x, 8, false));
        expect(toS16(x)).toBe(reference(x, 16, true));
        expect(toU16(x)).toBe(reference(x, 16, false));
        expect(toS32(x)).toBe(reference(x, 32, true));
      }),
      { numRuns: RUNS },
    );
    console.log(`C stores vs BigInt.asIntN/asUintN: ${runs} cases`);
  });

  it('checkedS32 returns what fits an int and throws TIME_OVERFLOW naming the counter for what does not', () => {
    let runs = 0;
    fc.assert(
      fc.property(anyInt, (x) => {
        runs++;
        const fits = BigInt(x) >= -(2n ** 31n) && BigInt(x) < 2n ** 31n;
        if (fits) expect(checkedS32(x, 'c')).toBe(x);
        else
          expect(() => checkedS32(x, 'energy gain')).toThrow(expect.objectContaining({ code: 'TIME_OVERFLOW', details: { counter: 'energy gain', value: x } }));
      }),
      { numRuns: RUNS },
    );
    expect(() => checkedS32(Number.NaN, 'n')).toThrow(TurnkeeperError);
    console.log(`checkedS32 vs the int range: ${runs} cases`);
  });

  it('cDiv and cMod truncate toward zero as BigInt division does, for every pair of ints', () => {
    let runs = 0;
    const int = fc.oneof(fc.integer(), fc.constantFrom(S32_MIN + 1, S32_MAX, -1, 1, -7, 7));
    fc.assert(
      fc.property(
        int,
        int.filter((b) => b !== 0),
        (a, b) => {
          runs++;
          expect(cDiv(a, b)).toBe(Number(BigInt(a) / BigInt(b)));
          expect(cMod(a, b)).toBe(Number(BigInt(a) % BigInt(b)));
        },
      ),
      { numRuns: RUNS },
    );
    expect([cDiv(-7, 2), cMod(-7, 2), cDiv(7, -2), cMod(7, -2)]).toEqual([-3, -1, -3, 1]);
    expect(() => cDiv(1, 0)).toThrow(/cDiv divisor: got 0; allowed: non-zero/);
    expect(() => cMod(1, 0)).toThrow(/cMod divisor: got 0; allowed: non-zero/);
    console.log(`cDiv/cMod vs BigInt division: ${runs} cases`);
  });

  it('gcd of numbers and of bigints is the largest common divisor, never negative', () => {
    let runs = 0;
    const small = fc.integer({ min: -300, max: 300 });
    fc.assert(
      fc.property(small, small, (a, b) => {
        runs++;
        expect(gcd(a, b)).toBe(gcdByDefinition(a, b));
        expect(gcd(BigInt(a), BigInt(b))).toBe(BigInt(gcdByDefinition(a, b)));
      }),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 200n), max: 2n ** 200n }),
        fc.bigInt({ min: -(2n ** 200n), max: 2n ** 200n }),
        fc.bigInt({ min: 1n, max: 2n ** 60n }),
        (a, b, k) => {
          runs++;
          const g = gcd(a * k, b * k);
          // k divides both, so it divides their gcd; and the gcd divides both.
          expect(g >= 0n).toBe(true);
          if (a !== 0n || b !== 0n) {
            expect(g % k).toBe(0n);
            expect((a * k) % g).toBe(0n);
            expect((b * k) % g).toBe(0n);
            expect(gcd((a * k) / g, (b * k) / g)).toBe(1n);
          } else expect(g).toBe(0n);
        },
      ),
      { numRuns: RUNS },
    );
    console.log(`gcd vs its definition: ${runs} cases`);
  });
});
