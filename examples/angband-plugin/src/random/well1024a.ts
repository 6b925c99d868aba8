import { InvalidArgumentError, checkBound, type GameGenerator, type RandomState, type SavableRandomSource } from '@turnkeeper/core';

/** `RAND_DEG` (`src/z-rand.h`): the WELL1024a state's words. */
const RAND_DEG = 32;

/** `LCRNG(x) = x * 1103515245 + 12345` modulo 2^32 (`src/z-rand.c`), used to spread the seed. */
function lcrng(x: number): number {
  return (Math.imul(x, 1103515245) + 12345) >>> 0;
}

/**
 * Angband 4.2's "complex" random generator (`src/z-rand.c`): WELL1024a (Panneton, L'Ecuyer and
 * Matsumoto) over 32 unsigned words, seeded by `Rand_state_init()`, with `Rand_div(m)` — the
 * game's `randint0(m)` — on top: partitions of `0x10000000 / m` over the top 28 bits of each
 * output, rejecting the remainder. `below(m)` is `Rand_div(m)`; for m ≤ 1 it returns 0 without
 * advancing.
 *
 * @example
 * ```ts
 * import { Well1024a } from 'turnkeeper-angband';
 * const rng = Well1024a.seeded(42);
 * rng.below(2); // 0, as Rand_div(2) after Rand_state_init(42)
 * rng.below(3); // 2
 * ```
 */
export class Well1024a implements SavableRandomSource {
  readonly kind = 'angband-well1024a';
  /** `state_i`: the index of the current word. */
  private index: number;
  private readonly words: Uint32Array;

  private constructor(index: number, words: ArrayLike<number>) {
    this.index = index;
    this.words = Uint32Array.from(words);
  }

  /**
   * The generator as the game leaves it at start-up (`Rand_init()`: `state_i` 0) after
   * `Rand_state_init(seed)`: the first word is the seed, each next one the LCRNG of the one
   * before, then 320 additive mixing steps.
   *
   * @example
   * ```ts
   * import { Well1024a } from 'turnkeeper-angband';
   * Well1024a.seeded(1).below(100); // the game's randint0(100) after Rand_state_init(1)
   * ```
   */
  static seeded(seed: number): Well1024a {
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
      throw new InvalidArgumentError('seed', seed, 'an integer from 0 to 4294967295 (a uint32_t seed)');
    const words = new Uint32Array(RAND_DEG);
    words[0] = seed;
    for (let i = 1; i < RAND_DEG; i++) words[i] = lcrng(words[i - 1] as number);
    let index = 0;
    for (let i = 0; i < RAND_DEG * 10; i++) {
      const j = (index + 1) % RAND_DEG;
      words[j] = ((words[j] as number) + (words[index] as number)) >>> 0;
      index = j;
    }
    return new Well1024a(index, words);
  }

  /**
   * Rebuilds a generator from {@link Well1024a.save}'s output; a malformed state is an
   * `InvalidArgumentError`.
   *
   * @example
   * ```ts
   * import { Well1024a } from 'turnkeeper-angband';
   * const copy = Well1024a.restore(Well1024a.seeded(7).save());
   * ```
   */
  static restore(saved: RandomState): Well1024a {
    const { index, words } = saved;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= RAND_DEG) {
      throw new InvalidArgumentError('angband-well1024a state.index', index, `an integer from 0 to ${RAND_DEG - 1}`);
    }
    if (
      !Array.isArray(words) ||
      words.length !== RAND_DEG ||
      !words.every((w): w is number => typeof w === 'number' && Number.isInteger(w) && w >= 0 && w <= 0xffffffff)
    ) {
      throw new InvalidArgumentError('angband-well1024a state.words', words, `${RAND_DEG} unsigned 32-bit integers`);
    }
    return new Well1024a(index, words);
  }

  /**
   * One raw 32-bit output of `WELLRNG1024a()`.
   *
   * @example
   * ```ts
   * import { Well1024a } from 'turnkeeper-angband';
   * Well1024a.seeded(0).next32(); // an unsigned 32-bit integer
   * ```
   */
  next32(): number {
    const s = this.words;
    const i = this.index;
    const v0 = s[i] as number;
    const vm1 = s[(i + 3) & 31] as number;
    const vm2 = s[(i + 24) & 31] as number;
    const vm3 = s[(i + 10) & 31] as number;
    const z0 = s[(i + 31) & 31] as number;
    const z1 = (v0 ^ (vm1 ^ (vm1 >>> 8))) >>> 0;
    const z2 = (vm2 ^ (vm2 << 19) ^ (vm3 ^ (vm3 << 14))) >>> 0;
    s[i] = (z1 ^ z2) >>> 0;
    s[(i + 31) & 31] = (z0 ^ (z0 << 11) ^ (z1 ^ (z1 << 7)) ^ (z2 ^ (z2 << 13))) >>> 0;
    this.index = (i + 31) & 31;
    return s[this.index] as number;
  }

  /**
   * `Rand_div(n)`: a uniform integer in `[0, n)` for n up to 2^28.
   *
   * @example
   * ```ts
   * import { Well1024a } from 'turnkeeper-angband';
   * Well1024a.seeded(42).below(50); // randint0(50)
   * ```
   */
  below(n: number): number {
    checkBound(n);
    if (n <= 1) return 0;
    if (n > 0x10000000) throw new InvalidArgumentError('below(n): n', n, 'at most 268435456 (Rand_div works on 28-bit values)');
    const part = Math.floor(0x10000000 / n);
    for (;;) {
      const r = Math.floor(((this.next32() >>> 4) & 0x0fffffff) / part);
      if (r < n) return r;
    }
  }

  /**
   * The whole state as plain JSON.
   *
   * @example
   * ```ts
   * import { Well1024a } from 'turnkeeper-angband';
   * Well1024a.seeded(3).save().kind; // 'angband-well1024a'
   * ```
   */
  save(): RandomState {
    return { kind: this.kind, index: this.index, words: Array.from(this.words) };
  }
}

/**
 * Angband's own generator as the ruleset's `generator`: `seeded(seed)` is WELL1024a after
 * `Rand_state_init(seed)` as at start-up, so `angband.create({ seed, generator: 'game' })` draws
 * the game's numbers for that seed (the game seeds from the clock and process id, `Rand_init()`).
 *
 * @example
 * ```ts
 * import { angband, angbandGenerator } from 'turnkeeper-angband';
 * angbandGenerator.seeded(42).below(2); // 0
 * angband.create({ seed: 42, generator: 'game' }).snapshot().random.kind; // 'angband-well1024a'
 * ```
 */
export const angbandGenerator: GameGenerator<Well1024a> = {
  kind: 'angband-well1024a',
  maxSeed: 0xffffffff,
  description:
    "src/z-rand.c's complex generator: WELL1024a over 32 words, seeded by Rand_state_init(seed) (the seed spread by an LCRNG, then 320 additive steps); below(m) is Rand_div(m), the game's randint0(m)",
  seeded: (seed) => Well1024a.seeded(seed),
  restore: (state) => Well1024a.restore(state),
};
