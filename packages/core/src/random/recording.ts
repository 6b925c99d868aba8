import type { RandomSource } from './random-source.js';

/**
 * One recorded draw: the bound asked for, the result returned, and the game site that drew it
 * when the ruleset labelled the draw.
 *
 * @example
 * ```ts
 * import type { RandomCall } from '@turnkeeper/core';
 * const c: RandomCall = { n: 12, result: 5, site: 'mcalcmove:rn2(12)' };
 * ```
 */
export interface RandomCall {
  readonly n: number;
  readonly result: number;
  readonly site?: string;
}

/**
 * Wraps a source so every draw is pushed to `sink` (an array, or anything with `push`), labels
 * included: what traces and golden replays compare. Draws with `n <= 1` are recorded too: they
 * consume nothing, but the games do make those calls.
 *
 * @example
 * ```ts
 * import { recording, scripted, type RandomCall } from '@turnkeeper/core';
 * const calls: RandomCall[] = [];
 * const r = recording(scripted([9]), calls);
 * r.below(4, 'roll');
 * calls; // [{ n: 4, result: 1, site: 'roll' }]
 * ```
 */
export function recording(source: RandomSource, sink: { push(call: RandomCall): unknown }): RandomSource {
  return {
    below(n: number, site?: string): number {
      const result = source.below(n, site);
      sink.push(site === undefined ? { n, result } : { n, result, site });
      return result;
    },
  };
}
