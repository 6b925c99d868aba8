import { checkBound, InvalidArgumentError, type GameGenerator, type RandomState, type SavableRandomSource } from '@turnkeeper/core';

/** The kind name saved snapshots carry. */
const KIND = 'nethack-glibc-random';
/** TYPE_3: a table of 31 words (the degree of the trinomial x^31 + x^3 + 1)… */
const DEGREE = 31;
/** …read at two points 3 words apart. */
const SEPARATION = 3;
/** srandom() throws away the first 10 × 31 outputs. */
const DISCARDED = 10 * DEGREE;
/** The Park–Miller "minimal standard" generator (x → 16807·x mod 2^31 − 1) that fills the table. */
const PM_MODULUS = 2147483647;
const PM_MULTIPLIER = 16807;
/** Schrage's decomposition of the modulus: 2^31 − 1 = 16807 · 127773 + 2836. */
const PM_QUOTIENT = 127773;
const PM_REMAINDER = 2836;

/**
 * The C library's `random()` as glibc implements it for its default state size (128 bytes,
 * TYPE_3): an additive lagged-Fibonacci generator over a table of 31 32-bit words,
 * r[i] = r[i−31] + r[i−3] mod 2^32, each output being the new word shifted right by one (31 bits).
 * `srandom(seed)` fills the table from the seed with the Park–Miller generator (a seed of 0 counts
 * as 1) and discards the first 310 outputs.
 *
 * This is what NetHack's `rn2(x)` draws from in the Unix builds of 3.4.3, 3.6.0 and 3.6.1 on Linux:
 * `src/rnd.c` defines `RND(x)` as `Rand() % x`, and `include/unixconf.h` defines `Rand()` as
 * `random()` for Linux (and the BSDs and macOS, whose libc seeds differently); `setrandom()`
 * (`src/hacklib.c`) seeds it with `srandom()` from the time (3.6.0 and 3.6.1: time × pid). So
 * `below(n)` is the raw output mod n, as rn2(n) is. Written from the algorithm's description and
 * checked against this machine's glibc (see the tests).
 *
 * @example
 * ```ts
 * import { GlibcRandom } from '@turnkeeper/nethack';
 * const r = new GlibcRandom(1);
 * r.nextRaw(); // 1804289383, as glibc's random() after srandom(1)
 * r.below(12); // rn2(12)
 * ```
 */
export class GlibcRandom implements SavableRandomSource {
  readonly kind = KIND;
  private readonly table: Int32Array;
  /** Index of the word that receives the sum (glibc's `fptr`). */
  private front: number;
  /** Index of the word added to it (glibc's `rptr`), always 3 behind `front` (mod 31). */
  private rear: number;

  /**
   * Seeds the generator as `srandom(seed)` does. The seed is converted to C's `unsigned int`
   * (mod 2^32), as NetHack's `srandom((int) seed)` converts its `unsigned long` seed.
   */
  constructor(seed: number) {
    if (!Number.isSafeInteger(seed)) throw new InvalidArgumentError('glibc random() seed', seed, 'a safe integer (taken mod 2^32, as C does)');
    const table = new Int32Array(DEGREE);
    const unsigned = seed >>> 0;
    let word = (unsigned === 0 ? 1 : unsigned) | 0;
    table[0] = word;
    for (let i = 1; i < DEGREE; i++) {
      // 16807 · word mod (2^31 − 1) without overflowing 31 bits; C division truncates toward zero.
      const hi = Math.trunc(word / PM_QUOTIENT);
      const lo = word % PM_QUOTIENT;
      word = PM_MULTIPLIER * lo - PM_REMAINDER * hi;
      if (word < 0) word += PM_MODULUS;
      table[i] = word;
    }
    this.table = table;
    this.front = SEPARATION;
    this.rear = 0;
    for (let i = 0; i < DISCARDED; i++) this.nextRaw();
  }

  /**
   * Rebuilds a generator from a saved state (see {@link GlibcRandom.save}).
   *
   * @example
   * ```ts
   * import { GlibcRandom } from '@turnkeeper/nethack';
   * const copy = GlibcRandom.fromState(new GlibcRandom(7).save());
   * ```
   */
  static fromState(state: RandomState): GlibcRandom {
    const { table, front, rear } = state;
    if (
      !Array.isArray(table) ||
      table.length !== DEGREE ||
      !table.every((w): w is number => typeof w === 'number' && Number.isInteger(w) && w >= 0 && w <= 0xffffffff)
    ) {
      throw new InvalidArgumentError(`${KIND} state.table`, table, `${DEGREE} unsigned 32-bit integers`);
    }
    if (typeof front !== 'number' || !Number.isInteger(front) || front < 0 || front >= DEGREE) {
      throw new InvalidArgumentError(`${KIND} state.front`, front, `an integer from 0 to ${DEGREE - 1}`);
    }
    if (typeof rear !== 'number' || !Number.isInteger(rear) || rear < 0 || rear >= DEGREE || (front - rear + DEGREE) % DEGREE !== SEPARATION) {
      throw new InvalidArgumentError(`${KIND} state.rear`, rear, `front − ${SEPARATION} (mod ${DEGREE}), here ${(front - SEPARATION + DEGREE) % DEGREE}`);
    }
    const r = new GlibcRandom(1);
    r.table.set(table.map((w) => w | 0));
    r.front = front;
    r.rear = rear;
    return r;
  }

  /** The next output of `random()`: a 31-bit non-negative integer. */
  nextRaw(): number {
    const sum = ((this.table[this.front] as number) + (this.table[this.rear] as number)) | 0;
    this.table[this.front] = sum;
    this.front = this.front + 1 === DEGREE ? 0 : this.front + 1;
    this.rear = this.rear + 1 === DEGREE ? 0 : this.rear + 1;
    // The sum as an unsigned 32-bit word, least random bit dropped.
    return sum >>> 1;
  }

  /** rn2(n): the next output mod n. By the core's contract, n ≤ 1 gives 0 and draws nothing. */
  below(n: number): number {
    checkBound(n);
    if (n <= 1) return 0;
    return this.nextRaw() % n;
  }

  /** The whole state as plain JSON: the 31 words (unsigned) and the two read positions. */
  save(): RandomState {
    return { kind: this.kind, table: Array.from(this.table, (w) => w >>> 0), front: this.front, rear: this.rear };
  }
}

/**
 * NetHack's own generator for `nethack.create({ generator: 'game', seed })`: glibc's `random()`
 * seeded with `srandom(seed)`, rn2(n) being its output mod n ({@link GlibcRandom}). It reproduces
 * the Unix (Linux) builds of NetHack 3.4.3, 3.6.0 and 3.6.1. From 3.6.2 on, and in 3.7,
 * `include/config.h` defines `USE_ISAAC64` by default and `src/rnd.c` draws from the bundled
 * ISAAC64 instead (`isaac64_next_uint64() % x`, seeded by `init_isaac64()`), which this generator
 * does not reproduce: with those versions it is a stand-in with the same `rn2(n) = raw % n` shape.
 *
 * @example
 * ```ts
 * import { nethack, nethackGenerator } from '@turnkeeper/nethack';
 * const r = nethackGenerator.seeded(42);
 * r.below(12); // 6: 71876166 % 12, glibc's first random() after srandom(42)
 * const loop = nethack.create({ version: '3.6.0', seed: 42, generator: 'game' });
 * ```
 */
export const nethackGenerator: GameGenerator = {
  kind: KIND,
  // srandom() takes an unsigned int.
  maxSeed: 0xffffffff,
  description:
    'glibc random() (TYPE_3 additive feedback, srandom() seeding), rn2(n) = random() % n: what NetHack 3.4.3, 3.6.0 and 3.6.1 draw from on Linux (src/rnd.c RND(), include/unixconf.h Rand(), src/hacklib.c setrandom()). NetHack 3.6.2 to 3.6.7 and 3.7 use ISAAC64 by default (USE_ISAAC64 in include/config.h), which this generator does not reproduce.',
  seeded: (seed: number): GlibcRandom => new GlibcRandom(seed),
  restore: (state: RandomState): GlibcRandom => GlibcRandom.fromState(state),
};
