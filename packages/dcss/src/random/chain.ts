import { Distribution } from '@turnkeeper/core';

/**
 * The law of a two-step random quantity: draw v from `d`, then a value from `f(v)`
 * (Σ_v P(v) · f(v)). This is how the game's chained roundings combine, e.g. a hasted monster's
 * speed rolled, then slowed and rolled again.
 *
 * @example
 * ```ts
 * import { Distribution } from '@turnkeeper/core';
 * import { chain, divRandRoundDistribution } from '@turnkeeper/dcss';
 * chain(Distribution.point(11), (s) => divRandRoundDistribution(3 * s, 2)).toRecord(); // { '16': '1/2', '17': '1/2' }
 * ```
 */
export function chain(d: Distribution, f: (value: number) => Distribution): Distribution {
  return Distribution.mix(d.entries().map(([v, p]) => [p, f(v)] as const));
}
