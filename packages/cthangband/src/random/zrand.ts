import { InvalidArgumentError, checkBound, type GameGenerator, type RandomState, type SavableRandomSource } from '@turnkeeper/core';

/** `RAND_DEG` (`z-rand.h`): the complex generator's table size. */
const RAND_DEG = 63;

/** `LCRNG(x) = x * 1103515245 + 12345`, modulo 2^32 (`z-rand.c`). */
function lcrng(x: number): number {
  return (Math.imul(x, 1103515245) + 12345) >>> 0;
}

/**
 * Cthangband's random generator (`z-rand.c`, unchanged from Angband 2.8), with its unsigned
 * 32-bit arithmetic (`h-type.h`'s `u32b`): the "complex" degree-63 additive table (the game default) and the
 * "quick" LCRNG (flavours, town layout). `below(m)` is `Rand_div(m)`, i.e. `rand_int(m)`:
 * partitions of size `floor(0x10000000 / m)` over the top 28 bits, rejecting the remainder; for
 * m ≤ 1 it returns 0 without advancing.
 *
 * @example
 * ```ts
 * import { ZRand } from '@turnkeeper/cthangband';
 * const r = ZRand.complex(42);
 * r.below(100); // 51, as the game's Rand_state_init(42) then rand_int(100)
 * ```
 */
export class ZRand implements SavableRandomSource {
  readonly kind = 'cthangband-zrand';
  /** `Rand_quick`: use the LCRNG instead of the table. */
  quick: boolean;
  /** `Rand_value`: the LCRNG's state. */
  value: number;
  /** `Rand_place`: the table index. */
  place: number;
  private readonly state: Uint32Array;

  private constructor(quick: boolean, value: number, place: number, state: ArrayLike<number>) {
    this.quick = quick;
    this.value = value >>> 0;
    this.place = place;
    this.state = Uint32Array.from(state);
  }

  /**
   * The complex generator after `Rand_place = 0; Rand_state_init(seed)`: `state[0] = seed`, each
   * later word the LCRNG of the one before, then 630 mixing steps.
   *
   * @example
   * ```ts
   * import { ZRand } from '@turnkeeper/cthangband';
   * ZRand.complex(0).table().slice(0, 2); // [3169363773, 4159079240]
   * ```
   */
  static complex(seed: number): ZRand {
    checkSeed(seed, 'seed');
    const state = new Uint32Array(RAND_DEG);
    state[0] = seed;
    for (let i = 1; i < RAND_DEG; i++) state[i] = lcrng(state[i - 1] as number);
    const r = new ZRand(false, 0, 0, state);
    for (let i = 0; i < RAND_DEG * 10; i++) r.step();
    return r;
  }

  /**
   * The quick LCRNG generator with `Rand_value = seed` (`Rand_quick = TRUE`).
   *
   * @example
   * ```ts
   * import { ZRand } from '@turnkeeper/cthangband';
   * ZRand.quickLcrng(1).below(100); // 25
   * ```
   */
  static quickLcrng(seed: number): ZRand {
    checkSeed(seed, 'seed');
    return new ZRand(true, seed, 0, new Uint32Array(RAND_DEG));
  }

  /**
   * Rebuilds a generator from {@link ZRand.save}'s output.
   *
   * @example
   * ```ts
   * import { ZRand } from '@turnkeeper/cthangband';
   * const copy = ZRand.restore(ZRand.complex(7).save());
   * ```
   */
  static restore(saved: RandomState): ZRand {
    const { quick, value, place, state } = saved;
    if (typeof quick !== 'boolean') throw new InvalidArgumentError('cthangband-zrand state.quick', quick, 'a boolean');
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 0xffffffff) {
      throw new InvalidArgumentError('cthangband-zrand state.value', value, 'an unsigned 32-bit integer');
    }
    if (typeof place !== 'number' || !Number.isInteger(place) || place < 0 || place >= RAND_DEG) {
      throw new InvalidArgumentError('cthangband-zrand state.place', place, `an integer from 0 to ${RAND_DEG - 1}`);
    }
    if (
      !Array.isArray(state) ||
      state.length !== RAND_DEG ||
      !state.every((w): w is number => typeof w === 'number' && Number.isInteger(w) && w >= 0 && w <= 0xffffffff)
    ) {
      throw new InvalidArgumentError('cthangband-zrand state.state', state, `${RAND_DEG} unsigned 32-bit integers`);
    }
    return new ZRand(quick, value, place, state);
  }

  /** A copy of the 63-word table (`Rand_state`). */
  table(): number[] {
    return Array.from(this.state);
  }

  /** One raw 32-bit output: the LCRNG in quick mode, else one table step. */
  next32(): number {
    if (this.quick) {
      this.value = lcrng(this.value);
      return this.value;
    }
    return this.step();
  }

  /** `Rand_div(m)` = `rand_int(m)`. */
  below(n: number): number {
    checkBound(n);
    if (n <= 1) return 0;
    // n is at most 2^32; a partition of 0 would never end, so treat bounds over 2^28 like the C
    // code would never be asked (no caller passes them): reject clearly instead of looping.
    const part = Math.floor(0x10000000 / n);
    if (part === 0) throw new InvalidArgumentError('below(n): n', n, 'at most 268435456 (Rand_div works on 28-bit values)');
    for (;;) {
      const r = Math.floor((this.next32() >>> 4) / part);
      if (r < n) return r;
    }
  }

  save(): RandomState {
    return { kind: this.kind, quick: this.quick, value: this.value, place: this.place, state: Array.from(this.state) };
  }

  private step(): number {
    let j = this.place + 1;
    if (j === RAND_DEG) j = 0;
    const s = this.state;
    s[j] = ((s[j] as number) + (s[this.place] as number)) >>> 0;
    this.place = j;
    return s[j] as number;
  }
}

function checkSeed(seed: number, field: string): void {
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new InvalidArgumentError(field, seed, 'an integer from 0 to 4294967295 (a u32b seed)');
  }
}

/**
 * Cthangband's own generator as the ruleset's `generator`: `seeded(seed)` is the complex
 * generator after `Rand_state_init(seed)`, which is how `dungeon.c` `play_game()` seeds a new
 * game (from the clock), so `cthangband.create({ seed, generator: 'game' })` reproduces the
 * game's stream for that seed; `restore` rebuilds a saved {@link ZRand} from a snapshot.
 *
 * @example
 * ```ts
 * import { cthangband, cthangbandGenerator } from '@turnkeeper/cthangband';
 * cthangbandGenerator.seeded(42).below(100); // 51, as rand_int(100) after Rand_state_init(42)
 * const loop = cthangband.create({ seed: 42, generator: 'game' });
 * loop.snapshot().random.kind; // 'cthangband-zrand'
 * ```
 */
export const cthangbandGenerator: GameGenerator = {
  kind: 'cthangband-zrand',
  // Rand_state_init() takes a u32b seed.
  maxSeed: 0xffffffff,
  description:
    "z-rand.c's complex generator (Angband 2.8's degree-63 additive table, unsigned 32-bit), seeded by Rand_state_init(seed) as dungeon.c play_game() seeds a new game; below(m) is rand_int(m) = Rand_div(m)",
  seeded: (seed) => ZRand.complex(seed),
  restore: (state) => ZRand.restore(state),
};
