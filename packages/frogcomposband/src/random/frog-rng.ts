import { InvalidArgumentError, checkBound, type GameGenerator, type RandomState, type SavableRandomSource } from '@turnkeeper/core';

/**
 * Words of the game's "complex" generator state (`RAND_DEG`, `src/z-rand.c`).
 *
 * @internal
 */
const RAND_DEG = 63;

/**
 * Kind name under which snapshots save a {@link FrogRng}.
 *
 * @internal
 */
const FROG_RNG_KIND = 'frogcomposband-complex';

/**
 * The game's own random generator: the "complex" additive generator of `src/z-rand.c` that play
 * uses (`Rand_quick = FALSE`, set in `src/dungeon.c` `play_game()`), with `Rand_div()` as
 * `below`: 63 unsigned 32-bit words and a position; each step adds the word at the position into
 * the next one (wrapping at 63) and moves there. `below(m)` takes `(word >> 4) / ⌊2^28 / m⌋` and rejects results ≥ m, so one call may
 * use several steps; `below(m)` with m ≤ 1 returns 0 without a step.
 *
 * @example
 * ```ts
 * import { FrogRng } from '@turnkeeper/frogcomposband';
 * const rng = FrogRng.seeded(12345);
 * rng.below(100); // 50, as the game draws it
 * ```
 */
export class FrogRng implements SavableRandomSource {
  readonly kind = FROG_RNG_KIND;
  private readonly words: Uint32Array;
  private index: number;

  /** A generator with this exact state (63 words) and position. */
  constructor(state: readonly number[], place = 0) {
    if (state.length !== RAND_DEG || !state.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff)) {
      throw new InvalidArgumentError('FrogRng state', state, `${RAND_DEG} unsigned 32-bit integers`);
    }
    if (!Number.isInteger(place) || place < 0 || place >= RAND_DEG) {
      throw new InvalidArgumentError('FrogRng place', place, `an integer from 0 to ${RAND_DEG - 1}`);
    }
    this.words = Uint32Array.from(state);
    this.index = place;
  }

  /**
   * `Rand_state_init(seed)`: word 0 is the seed, each next word is the previous × 1103515245 +
   * 12345 (mod 2^32), then 630 steps. Like the game, seeding does not reset the position
   * (`place`, 0 in a fresh game).
   *
   * @example
   * ```ts
   * import { FrogRng } from '@turnkeeper/frogcomposband';
   * FrogRng.seeded(777).below(32768);
   * ```
   */
  static seeded(seed: number, place = 0): FrogRng {
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
      throw new InvalidArgumentError('FrogRng seed', seed, 'an integer from 0 to 4294967295');
    }
    const state: number[] = [seed];
    for (let i = 1; i < RAND_DEG; i++) state.push((Math.imul(state[i - 1] as number, 1103515245) + 12345) >>> 0);
    const rng = new FrogRng(state, place);
    for (let i = 0; i < 10 * RAND_DEG; i++) rng.step();
    return rng;
  }

  /** The current position (`Rand_place`). */
  get place(): number {
    return this.index;
  }

  /** A copy of the 63 state words (`Rand_state`). */
  state(): number[] {
    return Array.from(this.words);
  }

  /** One step of the generator: the new word (`Rand_state[j] += Rand_state[Rand_place]`). */
  step(): number {
    const j = this.index + 1 === RAND_DEG ? 0 : this.index + 1;
    const w = ((this.words[j] as number) + (this.words[this.index] as number)) >>> 0;
    this.words[j] = w;
    this.index = j;
    return w;
  }

  /** `Rand_div(m)` (`src/z-rand.c`): unbiased by rejection; m must be at most 2^28. */
  below(n: number): number {
    checkBound(n);
    if (n <= 1) return 0;
    if (n > 0x10000000) throw new InvalidArgumentError('FrogRng below(n): n', n, 'at most 268435456 (the game draws 28-bit numbers)');
    const part = Math.floor(0x10000000 / n);
    for (;;) {
      const r = Math.floor((this.step() >>> 4) / part);
      if (r < n) return r;
    }
  }

  save(): RandomState {
    return { kind: this.kind, state: Array.from(this.words), place: this.index };
  }
}

/**
 * FrogComposband's own generator as a Turnkeeper {@link GameGenerator}: `seeded(seed)` seeds a
 * {@link FrogRng} as `Rand_state_init(seed)` does (`src/z-rand.c`), `restore` rebuilds one from a
 * snapshot. `frogcomposband.create({ seed, generator: 'game' })` draws from it, so a seed
 * reproduces the game's own stream (checked against `rng_vectors.json` and the `gamerng` traces).
 *
 * @example
 * ```ts
 * import { frogcomposbandGenerator } from '@turnkeeper/frogcomposband';
 * const rng = frogcomposbandGenerator.seeded(12345);
 * rng.below(100); // 50, as the game draws it
 * ```
 */
export const frogcomposbandGenerator: GameGenerator<FrogRng> = {
  kind: FROG_RNG_KIND,
  // Rand_state_init() takes a u32b seed.
  maxSeed: 0xffffffff,
  description: 'The "complex" additive generator of src/z-rand.c (Rand_quick = FALSE): 63 words, Rand_div() by rejection, seeded by Rand_state_init()',
  seeded: (seed) => FrogRng.seeded(seed),
  restore(state: RandomState): FrogRng {
    const words = state.state;
    const place = state.place;
    if (!Array.isArray(words) || !words.every((w): w is number => typeof w === 'number')) {
      throw new InvalidArgumentError(`${FROG_RNG_KIND} state.state`, words, `${RAND_DEG} unsigned 32-bit integers`);
    }
    if (typeof place !== 'number') throw new InvalidArgumentError(`${FROG_RNG_KIND} state.place`, place, `an integer from 0 to ${RAND_DEG - 1}`);
    return new FrogRng(words, place);
  },
};
