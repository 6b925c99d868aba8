import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Distribution, Fraction, frac, meanEstimate, stationary, wilson } from '../src/index.js';

describe('Fraction', () => {
  it('reduces, keeps the sign on the numerator and prints "p/q"', () => {
    expect(frac(6, -8).toString()).toBe('-3/4');
    expect(frac(0, 5).toString()).toBe('0/1');
    expect(Fraction.parse('10/4').toString()).toBe('5/2');
    expect(Fraction.parse('7').toString()).toBe('7/1');
    expect(JSON.stringify({ p: frac(1, 3) })).toBe('{"p":"1/3"}');
  });

  it('does exact arithmetic (property: a/b + c/d - c/d = a/b)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 10_000 }), fc.integer(), fc.integer({ min: 1, max: 10_000 }), (a, b, c, d) => {
        const x = frac(a, b);
        const y = frac(c, d);
        expect(x.add(y).sub(y).equals(x)).toBe(true);
        if (!y.isZero()) expect(x.mul(y).div(y).equals(x)).toBe(true);
      }),
    );
  });

  it('rejects a zero denominator and malformed text', () => {
    expect(() => frac(1, 0)).toThrow(/denominator/);
    expect(() => Fraction.parse('1/x')).toThrow(/fraction: got "1\/x"/);
  });
});

describe('Distribution', () => {
  it('sums, means and convolves exactly', () => {
    const d = Distribution.from([
      [12, frac(2, 3)],
      [24, frac(1, 3)],
    ]);
    expect(d.mean().toString()).toBe('16/1');
    expect(d.total().toString()).toBe('1/1');
    const two = d.convolve(d);
    expect(two.toRecord()).toEqual({ '24': '4/9', '36': '4/9', '48': '1/9' });
    expect(two.atLeast(36).toString()).toBe('5/9');
  });
});

describe('stationary', () => {
  it('solves a two-state chain exactly', () => {
    const pi = stationary([
      [
        [0, frac(1, 2)],
        [1, frac(1, 2)],
      ],
      [
        [0, frac(1, 4)],
        [1, frac(3, 4)],
      ],
    ]);
    expect(pi.map(String)).toEqual(['1/3', '2/3']);
  });

  it('gives a doubly stochastic random chain the uniform law (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 7 }), fc.integer({ min: 1, max: 9 }), (n, stay) => {
        // P = p·I + (1−p)·(shift by one): doubly stochastic and irreducible, so π is uniform.
        const p = frac(stay, 10);
        const rows = Array.from({ length: n }, (_, i) => [[i, p] as const, [(i + 1) % n, frac(1).sub(p)] as const]);
        for (const p of stationary(rows)) expect(p.toString()).toBe(`1/${n}`);
      }),
    );
  });
});

describe('Monte Carlo estimates', () => {
  it('gives the Wilson interval for a proportion', () => {
    const e = wilson(25, 100);
    expect(e.mean).toBe(0.25);
    expect(e.low).toBeCloseTo(0.1754, 3);
    expect(e.high).toBeCloseTo(0.343, 3);
  });

  it('gives a mean with a normal interval', () => {
    const e = meanEstimate([1, 2, 3, 4]);
    expect(e.mean).toBe(2.5);
    expect(e.high - e.mean).toBeCloseTo(1.959963984540054 * Math.sqrt(5 / 3 / 4), 10);
  });
});
