import type { RandomSource } from './random-source.js';

/**
 * One recorded draw: the bound asked for and the result returned.
 *
 * @example
 * ```ts
 * import type { RandomCall } from '@turnkeeper/core';
 * const c: RandomCall = { n: 12, result: 5 };
 * ```
 */
export interface RandomCall {
  readonly n: number;
  readonly result: number;
}

/**
 * Wraps a source so every draw is pushed to `sink` (an array, or anything with `push`): what traces
 * and golden replays compare.
 * Draws with `n <= 1` are recorded too: they consume nothing, but the games do make those calls.
 *
 * @example
 * ```ts
 * import { recording, scripted, type RandomCall } from '@turnkeeper/core';
 * const calls: RandomCall[] = [];
 * const r = recording(scripted([9]), calls);
 * r.below(4);
 * calls; // [{ n: 4, result: 1 }]
 * ```
 */
export function recording(source: RandomSource, sink: { push(call: RandomCall): unknown }): RandomSource {
  return {
    below(n: number): number {
      const result = source.below(n);
      sink.push({ n, result });
      return result;
    },
  };
}
