import { InvalidArgumentError, checkBound, type GameGenerator, type RandomState, type SavableRandomSource } from '@turnkeeper/core';

const MASK64 = (1n << 64n) - 1n;
/** PCG's LCG multiplier (pcg.cc `get_uint32`, after pcg-c-basic). */
const MULTIPLIER = 6364136223846793005n;
/** The stream DCSS's master generator uses (pcg.cc `PcgRNG::PcgRNG(uint64_t init_state)`), 2^61 − 1. */
const MASTER_SEQUENCE = 2305843009213693951n;

/** Kind name under which PCG32 sources are saved in snapshots. */
const PCG32_KIND = 'dcss-pcg32';

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
 * crawl's pcg.cc. `below(n)` is random.cc `random2(n)`: 0 without a draw for n ≤ 1, otherwise
 * `PcgRNG::get_bounded_uint32(n)`, Lemire's multiply-shift with rejection below 2^32 mod n, so one
 * call can consume several 32-bit words. State is saved as decimal strings (64-bit values do not
 * fit a double). {@link dcssGenerator} makes the game's gameplay generator from a seed; the class
 * is for streams given by their own `(init_state, sequence)`, as in the golden vectors.
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
   * Seeds like crawl's `PcgRNG(init_state, sequence)` (pcg.cc): state 0, inc = 2·sequence + 1,
   * one step, state += init_state, one step.
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

  /**
   * The gameplay generator crawl derives from a 64-bit game seed (random.cc `rng::seed(uint64_t)`),
   * for seeds beyond `Number.MAX_SAFE_INTEGER` (`dcssGenerator.seeded` takes a number).
   *
   * @example
   * ```ts
   * import { Pcg32 } from '@turnkeeper/dcss';
   * Pcg32.fromGameSeed('18446744073709551615').below(10);
   * ```
   */
  static fromGameSeed(gameSeed: bigint | number | string): Pcg32 {
    return gameplayGenerator(gameSeed);
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

  /**
   * pcg.cc `get_uint64`: two words. The C++ expression leaves their order to the compiler; g++ 12
   * draws the high half first, and so does this (the golden `pcg32_vectors.json` seeding shows it).
   */
  nextUint64(): bigint {
    const hi = BigInt(this.nextUint32());
    const lo = BigInt(this.nextUint32());
    return (hi << 32n) | lo;
  }

  /** pcg.cc `get_bounded_uint32(range)`: Lemire's method with O'Neill's threshold. */
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

  /** `random2(n)`: 0 and no draw for n ≤ 1 (random.cc `random2`). Site labels are for traces only. */
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
 * The gameplay generator's `(init_state, sequence)` for a game seed (random.cc `_do_seeding`): a
 * master `PcgRNG(seed)` on the stream 2^61 − 1 hands each generator, gameplay (index 0) first,
 * `init_state = get_uint64()` then `sequence = get_uint64()`.
 */
export function gameplaySeeding(gameSeed: bigint | number | string): { initState: bigint; sequence: bigint } {
  const master = new Pcg32(toU64(gameSeed, 'game seed'), MASTER_SEQUENCE);
  const initState = master.nextUint64();
  const sequence = master.nextUint64();
  return { initState, sequence };
}

/** The gameplay generator crawl derives from a 64-bit game seed (random.cc `rng::seed(uint64_t)`). */
function gameplayGenerator(gameSeed: bigint | number | string): Pcg32 {
  const { initState, sequence } = gameplaySeeding(gameSeed);
  return new Pcg32(initState, sequence);
}

function readU64(state: RandomState, key: string): bigint {
  const v = state[key];
  if (typeof v !== 'string' || !/^\d+$/.test(v)) {
    throw new InvalidArgumentError(`${PCG32_KIND} state.${key}`, v, 'a decimal string of a 64-bit unsigned integer');
  }
  return toU64(v, `${PCG32_KIND} state.${key}`);
}

/**
 * DCSS's own generator, for `dcss.create({ seed, generator: 'game' })`: `seeded(seed)` is the
 * gameplay {@link Pcg32} crawl derives from a game seed (random.cc `rng::seed(uint64_t)` and
 * `_do_seeding`: a master `PcgRNG(seed)` hands the gameplay generator `init_state = get_uint64()`,
 * then `sequence = get_uint64()`), so a loop's draws are the ones crawl's `random2` would make
 * for that seed. It also restores saved PCG32 states, so snapshots of such loops restore without
 * help.
 *
 * @example
 * ```ts
 * import { dcss, dcssGenerator } from '@turnkeeper/dcss';
 * dcssGenerator.seeded(42).below(10); // 1: crawl's first random2(10) for game seed 42
 * const loop = dcss.create({ seed: 42, generator: 'game' });
 * ```
 */
export const dcssGenerator: GameGenerator = {
  kind: PCG32_KIND,
  description:
    "crawl's PCG32 (pcg.cc rng::PcgRNG, XSH-RR over a 64-bit LCG), seeded as the game seeds its gameplay generator (random.cc rng::seed, _do_seeding); below(n) is random.cc random2(n) through get_bounded_uint32",
  seeded(seed: number): Pcg32 {
    return gameplayGenerator(seed);
  },
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
