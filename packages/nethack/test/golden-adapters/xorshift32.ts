import { checkBound, InvalidArgumentError, type RandomKind, type RandomState, type SavableRandomSource } from '@turnkeeper/core';

/**
 * The generator behind the golden traces' random script (`rng_script.json`): xorshift32
 * (x ^= x << 13; x ^= x >> 17; x ^= x << 5, on 32-bit unsigned words), each output being
 * `x >> 1`, a 31-bit number like C's `random()`; `below(n)` is `output % n`, as NetHack's
 * `rn2(n)` = `RND(n)` is the raw output mod n (spec §5). Seeded with 2463534242 it reproduces the
 * script the traces were made with.
 *
 * @example
 * ```ts
 * import { Xorshift32 } from '@turnkeeper/nethack';
 * const r = new Xorshift32(2463534242);
 * r.nextRaw(); // 361735857, the script's first value
 * ```
 */
export class Xorshift32 implements SavableRandomSource {
  readonly kind = 'nethack-xorshift32';
  private x: number;

  constructor(seed: number) {
    if (!Number.isInteger(seed) || seed <= 0 || seed > 0xffffffff) {
      throw new InvalidArgumentError('xorshift32 seed', seed, 'an integer from 1 to 4294967295');
    }
    this.x = seed >>> 0;
  }

  /** The next raw 31-bit output. */
  nextRaw(): number {
    let x = this.x;
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    this.x = x;
    return x >>> 1;
  }

  below(n: number): number {
    checkBound(n);
    if (n <= 1) return 0;
    return this.nextRaw() % n;
  }

  save(): RandomState {
    return { kind: this.kind, state: this.x };
  }
}

/**
 * The seed of the golden traces' random script.
 *
 * @example
 * ```ts
 * import { GOLDEN_SCRIPT_SEED, xorshift32 } from '@turnkeeper/nethack';
 * const script = xorshift32(GOLDEN_SCRIPT_SEED);
 * ```
 */
export const GOLDEN_SCRIPT_SEED = 2463534242;

/**
 * Creates an {@link Xorshift32} source.
 *
 * @example
 * ```ts
 * import { nethack, xorshift32, GOLDEN_SCRIPT_SEED } from '@turnkeeper/nethack';
 * const loop = nethack.create({ random: xorshift32(GOLDEN_SCRIPT_SEED) });
 * ```
 */
export function xorshift32(seed: number): Xorshift32 {
  return new Xorshift32(seed);
}

/**
 * Restores {@link Xorshift32} sources from snapshots (declared in the ruleset's `randomKinds`).
 *
 * @example
 * ```ts
 * import { xorshift32Kind } from '@turnkeeper/nethack';
 * const r = xorshift32Kind.restore({ kind: 'nethack-xorshift32', state: 2463534242 });
 * ```
 */
export const xorshift32Kind: RandomKind = {
  kind: 'nethack-xorshift32',
  restore(state: RandomState): Xorshift32 {
    const x = state.state;
    if (typeof x !== 'number' || !Number.isInteger(x) || x <= 0 || x > 0xffffffff) {
      throw new InvalidArgumentError('nethack-xorshift32 state.state', x, 'an integer from 1 to 4294967295');
    }
    return new Xorshift32(x);
  },
};
