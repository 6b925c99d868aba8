import type { RandomSource } from '@turnkeeper/core';
import { RANDNOR_TABLE } from '../tables/randnor-table.js';
import { FROGCOMPOSBAND_DRAW_SITES } from './draw-sites.js';

/**
 * Standard deviation the randnor table is scaled to (`RANDNOR_STD`, `src/z-rand.c`).
 *
 * @internal
 */
const RANDNOR_STD = 64;

/**
 * The first index 0..255 whose `randnor_table` entry is ≥ `tmp`: the binary search of
 * `randnor()` (`src/z-rand.c`). `tmp` is a draw of `randint0(32768)`; `randnorIndex(32767)` is 255.
 *
 * @internal
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
 * The offset `randnor()` adds or subtracts: `⌊stand × index / 64⌋` (`src/z-rand.c`), 71 at most
 * for `stand` 18.
 *
 * @internal
 */
export function randnorOffset(index: number, stand: number): number {
  return Math.trunc((stand * index) / RANDNOR_STD);
}

/**
 * `randnor(mean, stand)` (`src/z-rand.c` `randnor()`): exactly two draws, `randint0(32768)` for
 * the table lookup then `randint0(100) < 50` for the sign (made even when the offset is 0), labelled
 * `'randnor:tmp=randint0(32768)'` and `'randnor:randint0(100)<50'`. With `stand < 1` it returns
 * `mean` and draws nothing, like the game. Every `ENERGY_NEED()` is one `randnor(100, 18)`.
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
  const tmp = random.below(32768, FROGCOMPOSBAND_DRAW_SITES.randnorTable);
  const offset = randnorOffset(randnorIndex(tmp), stand);
  return random.below(100, FROGCOMPOSBAND_DRAW_SITES.randnorSign) < 50 ? mean - offset : mean + offset;
}
