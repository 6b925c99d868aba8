/**
 * Successive outputs of xorshift32 (`x ^= x << 13; x ^= x >>> 17; x ^= x << 5`, 32-bit) from a
 * seed, the seed itself excluded: the values the scripted golden traces were drawn from (spec
 * §13, "Scripted RNG convention").
 *
 * @example
 * ```ts
 * import { xorshift32Values } from '@turnkeeper/frogcomposband';
 * xorshift32Values(1, 2); // [270369, 67634689]
 * ```
 */
export function xorshift32Values(seed: number, count: number): number[] {
  const out: number[] = [];
  let x = seed >>> 0;
  for (let i = 0; i < count; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out.push(x);
  }
  return out;
}
