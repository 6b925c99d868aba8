import type { JsonObject } from '../json.js';

/**
 * The one random primitive every ruleset draws through: `below(n)` returns a uniform integer in
 * `[0, n)`. It is NetHack's `rn2`, DCSS's `random2`, FrogComposband's and Cthangband's
 * `randint0`/`rand_int`. By contract `below(n)` with `n <= 1` returns 0 and consumes nothing
 * (DESIGN.md, "Scripted random source"), which is also what those games' callers rely on.
 *
 * @example
 * ```ts
 * import { seeded, type RandomSource } from '@turnkeeper/core';
 * const r: RandomSource = seeded(42);
 * const d6 = r.below(6) + 1;
 * ```
 */
export interface RandomSource {
  /** A uniform integer in `[0, n)`; 0 without consuming anything when `n <= 1`. */
  below(n: number): number;
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
