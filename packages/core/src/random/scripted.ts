import { InvalidArgumentError, ScriptExhaustedError } from '../errors.js';
import type { RandomKind, RandomState, SavableRandomSource } from './random-source.js';
import { checkBound } from './check-bound.js';

/**
 * A random source that replays a fixed list of raw values, the contract every golden trace was
 * produced under (core's README, "Random sources"): the i-th call `below(n)` with `n > 1`
 * consumes the next value `v` and returns `v mod n`; `below(n)` with `n <= 1` returns 0 and
 * consumes nothing; running out throws {@link ScriptExhaustedError} saying how many were consumed.
 *
 * @example
 * ```ts
 * import { ScriptedSource } from '@turnkeeper/core';
 * const r = new ScriptedSource([5, 9], 1); // start at the second value
 * r.below(4); // 1
 * ```
 */
export class ScriptedSource implements SavableRandomSource {
  readonly kind = 'scripted';
  readonly #values: readonly number[];
  #index: number;
  readonly #zerosAfter: boolean;
  #past = 0;

  constructor(values: readonly number[], position = 0, options: ScriptOptions = {}) {
    values.forEach((v, i) => {
      if (!Number.isSafeInteger(v) || v < 0) {
        throw new InvalidArgumentError(`scripted(values): values[${i}]`, v, 'a non-negative safe integer');
      }
    });
    if (!Number.isInteger(position) || position < 0 || position > values.length) {
      throw new InvalidArgumentError('scripted position', position, `an integer from 0 to ${values.length}`);
    }
    this.#values = [...values];
    this.#index = position;
    this.#zerosAfter = options.then === 'zeros';
  }

  /** How many values have been consumed so far. */
  get consumed(): number {
    return this.#index;
  }

  /** How many values are left. */
  get remaining(): number {
    return this.#values.length - this.#index;
  }

  /** With `then: 'zeros'`: how many draws came after the script ran out (each returned 0). */
  get pastEnd(): number {
    return this.#past;
  }

  below(n: number): number {
    checkBound(n);
    if (n <= 1) return 0;
    const v = this.#values[this.#index];
    if (v === undefined) {
      if (!this.#zerosAfter) throw new ScriptExhaustedError(this.#index, n);
      this.#past++;
      return 0;
    }
    this.#index++;
    return v % n;
  }

  save(): RandomState {
    return this.#zerosAfter
      ? { kind: this.kind, values: this.#values, position: this.#index, then: 'zeros', pastEnd: this.#past }
      : { kind: this.kind, values: this.#values, position: this.#index };
  }
}

/**
 * Options of {@link scripted}: what happens when the script runs out. By default that is an error
 * (the contract); `then: 'zeros'` returns 0 from then on, which golden replays use for the draws a
 * game makes after a trace's last recorded turn.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * const r = scripted([5], { then: 'zeros' });
 * r.below(3); // 2
 * r.below(3); // 0 (past the end)
 * ```
 */
export interface ScriptOptions {
  readonly then?: 'error' | 'zeros';
}

/**
 * Creates a {@link ScriptedSource}.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * const r = scripted([7, 10]);
 * r.below(1); // 0, consumes nothing
 * r.below(5); // 2 (7 mod 5)
 * r.below(3); // 1 (10 mod 3)
 * ```
 */
export function scripted(values: readonly number[], options: ScriptOptions = {}): ScriptedSource {
  if (!Array.isArray(values)) throw new InvalidArgumentError('scripted(values)', values, 'an array of non-negative safe integers');
  const then: unknown = options.then; // checked at run time: JavaScript callers pass anything
  if (then !== undefined && then !== 'error' && then !== 'zeros') {
    throw new InvalidArgumentError('scripted options.then', then, '"error" or "zeros"');
  }
  return new ScriptedSource(values, 0, options);
}

/**
 * Restores scripted sources from snapshots.
 *
 * @example
 * ```ts
 * import { scriptedKind } from '@turnkeeper/core';
 * const r = scriptedKind.restore({ kind: 'scripted', values: [5, 6], position: 1 });
 * r.below(4); // 2
 * ```
 */
export const scriptedKind: RandomKind = {
  kind: 'scripted',
  restore(state: RandomState): ScriptedSource {
    const { values, position } = state;
    if (!Array.isArray(values) || !values.every((v): v is number => typeof v === 'number')) {
      throw new InvalidArgumentError('scripted state.values', values, 'an array of non-negative integers');
    }
    if (typeof position !== 'number') {
      throw new InvalidArgumentError('scripted state.position', position, 'an integer');
    }
    return new ScriptedSource(values, position, state.then === 'zeros' ? { then: 'zeros' } : {});
  },
};
