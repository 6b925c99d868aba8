import { InvalidArgumentError } from '../errors.js';
import type { RandomKind, RandomState, SavableRandomSource } from './random-source.js';
import { checkBound } from './check-bound.js';
import { remainder } from './remainder.js';

/**
 * The default seeded generator: xoshiro128** 1.1 (Blackman & Vigna, "Scrambled linear
 * pseudorandom number generators", 2018), seeded from a 53-bit integer through SplitMix64 as the
 * authors recommend. Pure 32-bit integer arithmetic, so the same seed gives the same stream on
 * every JS engine. `below(n)` is unbiased: it rejects the top partial block of 2^32 before `mod n`.
 *
 * @example
 * ```ts
 * import { Xoshiro128 } from '@turnkeeper/core';
 * const r = new Xoshiro128([1, 2, 3, 4]);
 * r.nextUint32(); // 11520, as the reference C implementation
 * ```
 */
export class Xoshiro128 implements SavableRandomSource {
  readonly kind = 'xoshiro128**';
  #s0: number;
  #s1: number;
  #s2: number;
  #s3: number;

  constructor(state: readonly [number, number, number, number]) {
    if ((state[0] | state[1] | state[2] | state[3]) === 0) {
      throw new InvalidArgumentError('xoshiro128** state', state, 'four 32-bit words, not all zero');
    }
    [this.#s0, this.#s1, this.#s2, this.#s3] = state.map((w) => w >>> 0) as [number, number, number, number];
  }

  /** The next raw 32-bit output, as an unsigned integer. */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.#s1, 5), 7), 9) >>> 0;
    const t = this.#s1 << 9;
    this.#s2 ^= this.#s0;
    this.#s3 ^= this.#s1;
    this.#s1 ^= this.#s2;
    this.#s0 ^= this.#s3;
    this.#s2 ^= t;
    this.#s3 = rotl(this.#s3, 11);
    return result;
  }

  below(n: number): number {
    checkBound(n);
    if (n <= 1) return 0;
    // Reject draws in the last incomplete block of size 2^32 mod n so every residue is equally likely.
    const limit = Math.floor(0x1_0000_0000 / n) * n; // the largest multiple of n up to 2^32 (see remainder for why exact)
    const x = this.nextUint32();
    return x < limit ? remainder(x, n) : this.#redraw(n, limit);
  }

  /**
   * The rare re-draws of rejection sampling, apart from `below`: kept inline, V8 stops inlining the
   * re-draw once it has seen it and then boxes every draw ≥ 2³¹ as a heap number (16 bytes a draw).
   */
  #redraw(n: number, limit: number): number {
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return remainder(x, n);
  }

  save(): RandomState {
    return { kind: this.kind, state: [this.#s0 >>> 0, this.#s1 >>> 0, this.#s2 >>> 0, this.#s3 >>> 0] };
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

const MASK64 = (1n << 64n) - 1n;

/** SplitMix64 step (Steele, Lea & Flood 2014): expands one seed into well-mixed 64-bit words. */
function splitmix64(seed: bigint): [bigint, bigint] {
  const next = (seed + 0x9e3779b97f4a7c15n) & MASK64;
  let z = next;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
  return [next, z ^ (z >> 31n)];
}

/**
 * Creates the default seeded generator ({@link Xoshiro128}). The seed is any safe integer ≥ 0.
 *
 * @example
 * ```ts
 * import { seeded } from '@turnkeeper/core';
 * const a = seeded(2024), b = seeded(2024);
 * a.below(100) === b.below(100); // true: same seed, same stream
 * ```
 */
export function seeded(seed: number): Xoshiro128 {
  if (!Number.isSafeInteger(seed) || seed < 0) {
    throw new InvalidArgumentError('seed', seed, 'a safe integer ≥ 0');
  }
  let s = BigInt(seed);
  const words: number[] = [];
  for (let i = 0; i < 2; i++) {
    const [nextSeed, out] = splitmix64(s);
    s = nextSeed;
    words.push(Number(out & 0xffffffffn), Number(out >> 32n));
  }
  return new Xoshiro128(words as [number, number, number, number]);
}

/**
 * Restores {@link Xoshiro128} generators from snapshots.
 *
 * @example
 * ```ts
 * import { seeded, seededKind } from '@turnkeeper/core';
 * const r = seeded(5); r.below(10);
 * const copy = seededKind.restore(r.save());
 * copy.below(1000) === r.below(1000); // true
 * ```
 */
export const seededKind: RandomKind = {
  kind: 'xoshiro128**',
  restore(state: RandomState): Xoshiro128 {
    const words = state.state;
    if (
      !Array.isArray(words) ||
      words.length !== 4 ||
      !words.every((w): w is number => typeof w === 'number' && Number.isInteger(w) && w >= 0 && w <= 0xffffffff)
    ) {
      throw new InvalidArgumentError('xoshiro128** state.state', words, 'four unsigned 32-bit integers');
    }
    return new Xoshiro128(words as [number, number, number, number]);
  },
};
