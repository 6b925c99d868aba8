import { InvalidArgumentError, checkBound, type RandomKind, type RandomState, type SavableRandomSource } from '@turnkeeper/core';

const MASK64 = (1n << 64n) - 1n;
/** PCG's LCG multiplier (pcg.cc `get_uint32`, after pcg-c-basic). */
const MULTIPLIER = 6364136223846793005n;
/**
 * The stream DCSS's master generator uses (pcg.cc `PcgRNG(uint64_t)`), 2^61 − 1.
 *
 * @example
 * ```ts
 * import { DCSS_MASTER_SEQUENCE } from '@turnkeeper/dcss';
 * new Pcg32(seed, DCSS_MASTER_SEQUENCE); // crawl's master generator
 * ```
 */
export const DCSS_MASTER_SEQUENCE = 2305843009213693951n;

/**
 * Kind name under which PCG32 sources are saved in snapshots.
 *
 * @example
 * ```ts
 * import { PCG32_KIND } from '@turnkeeper/dcss';
 * loop.snapshot().random.kind === PCG32_KIND; // a loop on gameplayGenerator(seed)
 * ```
 */
export const PCG32_KIND = 'dcss-pcg32';

function toU64(value: bigint | number | string, field: string): bigint {
  let v: bigint;
  try {
    v = typeof value === 'bigint' ? value : BigInt(value);
  } catch {
    throw new InvalidArgumentError(field, value, 'an integer from 0 to 2^64 − 1 (a bigint, safe integer or decimal string)');
  }
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new InvalidArgumentError(field, value, 'a safe integer (pass larger values as a bigint or decimal string)');
  }
  if (v < 0n || v > MASK64) throw new InvalidArgumentError(field, value, 'an integer from 0 to 2^64 − 1');
  return v;
}

/**
 * DCSS's random generator: PCG32 (XSH-RR output over a 64-bit LCG), exactly as `rng::PcgRNG` in
 * crawl's pcg.cc (spec §3). `below(n)` is `random2(n)`: 0 without a draw for n ≤ 1, otherwise
 * `get_bounded_uint32(n)`, Lemire's multiply-shift with rejection below 2^32 mod n, so one call can
 * consume several 32-bit words. State is saved as decimal strings (64-bit values do not fit a double).
 *
 * @example
 * ```ts
 * import { Pcg32 } from '@turnkeeper/dcss';
 * const rng = new Pcg32(42n, 54n);
 * rng.nextUint32(); // 2707161783
 * ```
 */
export class Pcg32 implements SavableRandomSource {
  readonly kind = PCG32_KIND;
  private state: bigint;
  private inc: bigint;
  /** 32-bit words drawn so far (crawl's `count_`, reset after construction). */
  private drawn = 0;

  /**
   * Seeds like crawl's `PcgRNG(init_state, sequence)`: state 0, inc = 2·sequence + 1, one step,
   * state += init_state, one step.
   */
  constructor(initState: bigint | number | string, sequence: bigint | number | string) {
    const init = toU64(initState, 'pcg32 initState');
    const seq = toU64(sequence, 'pcg32 sequence');
    this.inc = ((seq << 1n) | 1n) & MASK64;
    this.state = 0n;
    this.nextUint32();
    this.state = (this.state + init) & MASK64;
    this.nextUint32();
    this.drawn = 0;
  }

  /**
   * Rebuilds a generator from its raw state and increment (what {@link Pcg32.save} stores).
   *
   * @example
   * ```ts
   * const copy = Pcg32.fromState(12345n, 1357n);
   * ```
   */
  static fromState(state: bigint, inc: bigint, drawn = 0): Pcg32 {
    const g = new Pcg32(0n, 0n);
    g.state = state & MASK64;
    g.inc = inc & MASK64;
    g.drawn = drawn;
    return g;
  }

  /** How many 32-bit words have been drawn since construction. */
  get words(): number {
    return this.drawn;
  }

  /** The next 32-bit output (crawl's `get_uint32`). */
  nextUint32(): number {
    this.drawn++;
    const old = this.state;
    this.state = (old * MULTIPLIER + this.inc) & MASK64;
    const xorshifted = Number((((old >> 18n) ^ old) >> 27n) & 0xffffffffn);
    const rot = Number(old >> 59n);
    return ((xorshifted >>> rot) | (xorshifted << ((32 - rot) & 31))) >>> 0;
  }

  /** Two words, high half first, as g++ 12 compiles crawl's `get_uint64` (spec §3). */
  nextUint64(): bigint {
    const hi = BigInt(this.nextUint32());
    const lo = BigInt(this.nextUint32());
    return (hi << 32n) | lo;
  }

  /** crawl's `get_bounded_uint32(range)`: Lemire's method with O'Neill's threshold. */
  boundedUint32(range: number): number {
    let x = this.nextUint32();
    let m = BigInt(x) * BigInt(range);
    let l = Number(m & 0xffffffffn);
    if (l < range) {
      const t = 0x1_0000_0000 % range; // (−range) mod range, as pcg.cc computes it
      while (l < t) {
        x = this.nextUint32();
        m = BigInt(x) * BigInt(range);
        l = Number(m & 0xffffffffn);
      }
    }
    return Number(m >> 32n);
  }

  /** `random2(n)`: 0 and no draw for n ≤ 1 (random.cc `random2`). */
  below(n: number): number {
    checkBound(n);
    if (n <= 1) return 0;
    if (n > 0xffffffff) throw new InvalidArgumentError('pcg32 below(n): n', n, 'at most 2^32 − 1 (crawl passes a uint32_t)');
    return this.boundedUint32(n);
  }

  save(): RandomState {
    return { kind: this.kind, state: this.state.toString(), inc: this.inc.toString(), drawn: this.drawn };
  }
}

/**
 * A PCG32 source seeded like crawl's `PcgRNG(initState, sequence)`.
 *
 * @example
 * ```ts
 * import { pcg32 } from '@turnkeeper/dcss';
 * const rng = pcg32(12345n, 678n);
 * rng.below(2); // 0
 * ```
 */
export function pcg32(initState: bigint | number | string, sequence: bigint | number | string): Pcg32 {
  return new Pcg32(initState, sequence);
}

/**
 * The gameplay generator crawl derives from a game seed (random.cc `rng::seed`): a master
 * `PcgRNG(seed, 2^61 − 1)` hands each generator, gameplay first, `init = u64()` then `seq = u64()`.
 *
 * @example
 * ```ts
 * import { gameplayGenerator } from '@turnkeeper/dcss';
 * const rng = gameplayGenerator(1n);
 * rng.below(10); // 5, as crawl's first random2(10) for seed 1
 * ```
 */
export function gameplayGenerator(gameSeed: bigint | number | string): Pcg32 {
  const { initState, sequence } = gameplaySeeding(gameSeed);
  return new Pcg32(initState, sequence);
}

/**
 * The gameplay generator's `(init_state, sequence)` for a game seed (random.cc `rng::seed`).
 *
 * @example
 * ```ts
 * import { gameplaySeeding } from '@turnkeeper/dcss';
 * gameplaySeeding(42n).initState; // 7210977964009581038n
 * ```
 */
export function gameplaySeeding(gameSeed: bigint | number | string): { initState: bigint; sequence: bigint } {
  const master = new Pcg32(toU64(gameSeed, 'game seed'), DCSS_MASTER_SEQUENCE);
  const initState = master.nextUint64();
  const sequence = master.nextUint64();
  return { initState, sequence };
}

function readU64(state: RandomState, key: string): bigint {
  const v = state[key];
  if (typeof v !== 'string' || !/^\d+$/.test(v)) {
    throw new InvalidArgumentError(`${PCG32_KIND} state.${key}`, v, 'a decimal string of a 64-bit unsigned integer');
  }
  return toU64(v, `${PCG32_KIND} state.${key}`);
}

/**
 * Restores saved {@link Pcg32} sources; declared in the ruleset's `randomKinds` so snapshots of
 * loops running on DCSS's own generator restore without help.
 *
 * @example
 * ```ts
 * import { pcg32, pcg32Kind } from '@turnkeeper/dcss';
 * const r = pcg32(1n, 2n);
 * const copy = pcg32Kind.restore(r.save());
 * ```
 */
export const pcg32Kind: RandomKind = {
  kind: PCG32_KIND,
  restore(state: RandomState): Pcg32 {
    const drawn = state.drawn;
    if (typeof drawn !== 'number' || !Number.isSafeInteger(drawn) || drawn < 0) {
      throw new InvalidArgumentError(`${PCG32_KIND} state.drawn`, drawn, 'a non-negative integer');
    }
    const inc = readU64(state, 'inc');
    if ((inc & 1n) === 0n) throw new InvalidArgumentError(`${PCG32_KIND} state.inc`, state.inc, 'an odd 64-bit integer');
    return Pcg32.fromState(readU64(state, 'state'), inc, drawn);
  },
};
