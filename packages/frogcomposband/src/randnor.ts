import type { RandomSource } from '@turnkeeper/core';
import { RANDNOR_TABLE } from './tables/randnor-table.js';

/**
 * Standard deviation the randnor table is scaled to (`RANDNOR_STD`, `z-rand.c`).
 *
 * @example
 * ```ts
 * import { RANDNOR_STD } from '@turnkeeper/frogcomposband';
 * RANDNOR_STD; // 64
 * ```
 */
export const RANDNOR_STD = 64;

/**
 * The first index 0..255 whose `randnor_table` entry is ≥ `tmp`: the game's binary search in
 * `randnor` (spec §4, step 1.2). `tmp` is a draw of `randint0(32768)`.
 *
 * @example
 * ```ts
 * import { randnorIndex } from '@turnkeeper/frogcomposband';
 * randnorIndex(0); // 0
 * randnorIndex(32767); // 255
 * ```
 */
export function randnorIndex(tmp: number): number {
  let low = 0;
  let high = RANDNOR_TABLE.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((RANDNOR_TABLE[mid] as number) < tmp) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The offset `randnor` adds or subtracts: `⌊stand × index / 64⌋` (spec §4, step 1.3).
 *
 * @example
 * ```ts
 * import { randnorOffset } from '@turnkeeper/frogcomposband';
 * randnorOffset(255, 18); // 71
 * ```
 */
export function randnorOffset(index: number, stand: number): number {
  return Math.trunc((stand * index) / RANDNOR_STD);
}

/**
 * `randnor(mean, stand)` (`z-rand.c`, spec §4): exactly two draws, `randint0(32768)` for the
 * table lookup then `randint0(100) < 50` for the sign (made even when the offset is 0).
 * With `stand < 1` it returns `mean` and draws nothing, like the game.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { randnor } from '@turnkeeper/frogcomposband';
 * randnor(scripted([32767, 10]), 100, 18); // 29: offset 71, coin 10 < 50 → minus
 * ```
 */
export function randnor(random: RandomSource, mean: number, stand: number): number {
  if (stand < 1) return mean;
  const tmp = random.below(32768);
  const offset = randnorOffset(randnorIndex(tmp), stand);
  return random.below(100) < 50 ? mean - offset : mean + offset;
}
