import type { JsonObject } from '../json.js';

/**
 * The one random primitive every ruleset draws through: `below(n)` returns a uniform integer in
 * `[0, n)`, optionally labelled with the game site that draws it. It is NetHack's `rn2`, DCSS's `random2`, FrogComposband's and Cthangband's
 * `randint0`/`rand_int`. By contract `below(n)` with `n <= 1` returns 0 and consumes nothing
 * (core's README, "Random sources"), which is also what those games' callers rely on.
 *
 * @example
 * ```ts
 * import { seeded, type RandomSource } from '@turnkeeper/core';
 * const r: RandomSource = seeded(42);
 * const d6 = r.below(6) + 1;
 * ```
 */
export interface RandomSource {
  /**
   * A uniform integer in `[0, n)`; 0 without consuming anything when `n <= 1`. `site` labels the
   * draw with where the game makes it (`'mcalcmove:rn2(12)'`, the original function and
   * expression); sources ignore it, but traces record it, so every ruleset's traces say where each
   * number was drawn.
   */
  below(n: number, site?: string): number;
}

/**
 * A random source whose state can be saved to plain JSON and restored (see {@link RandomKind}),
 * which is what lets a snapshot of a time loop continue identically.
 *
 * @example
 * ```ts
 * import { seeded } from '@turnkeeper/core';
 * const r = seeded(7);
 * const saved = r.save(); // { kind: 'xoshiro128**', state: [...] }
 * ```
 */
export interface SavableRandomSource extends RandomSource {
  /** The kind name under which {@link RandomKind.restore} can rebuild this source. */
  readonly kind: string;
  /** The full state as plain JSON. */
  save(): RandomState;
}

/**
 * Saved state of a {@link SavableRandomSource}: plain JSON tagged with its kind.
 *
 * @example
 * ```ts
 * import type { RandomState } from '@turnkeeper/core';
 * const s: RandomState = { kind: 'scripted', values: [3, 1], position: 1 };
 * ```
 */
export interface RandomState extends JsonObject {
  readonly kind: string;
}

/**
 * How to rebuild a saved random source of one kind. Core knows its own kinds; a ruleset that ships
 * its game's generator declares its kind in `defineRuleset({ randomKinds })`.
 *
 * @example
 * ```ts
 * import { seededKind } from '@turnkeeper/core';
 * const r = seededKind.restore({ kind: 'xoshiro128**', state: [1, 2, 3, 4] });
 * ```
 */
export interface RandomKind {
  readonly kind: string;
  restore(state: RandomState): SavableRandomSource;
}

/**
 * True when the source can be saved into a snapshot.
 *
 * @example
 * ```ts
 * import { isSavable, seeded } from '@turnkeeper/core';
 * isSavable(seeded(1)); // true
 * isSavable({ below: () => 0 }); // false
 * ```
 */
export function isSavable(source: RandomSource): source is SavableRandomSource {
  const s = source as Partial<SavableRandomSource>;
  return typeof s.save === 'function' && typeof s.kind === 'string';
}

/**
 * The convention every ruleset follows for its game's own random generator: a {@link RandomKind}
 * (so snapshots restore it) that can also be seeded. A ruleset declares it as `generator` in
 * `defineRuleset`, exports it as `<game>Generator`, and `ruleset.create({ generator: 'game', seed })`
 * uses it, so that a seed reproduces the original game's stream.
 *
 * @example
 * ```ts
 * import { dcssGenerator } from '@turnkeeper/dcss';
 * const r = dcssGenerator.seeded(42);
 * r.below(6);
 * ```
 */
export interface GameGenerator<S extends SavableRandomSource = SavableRandomSource> extends RandomKind {
  /** What the generator is, in the game: its algorithm and where the game seeds and calls it. */
  readonly description: string;
  /** The largest seed the game takes (a 32-bit seed: 4294967295); `create()` checks it. Default: any safe integer. */
  readonly maxSeed?: number;
  /** A source seeded as the game seeds it from `seed`. */
  seeded(seed: number): S;
  restore(state: RandomState): S;
}
