/**
 * `randnor_table`'s second differences: entry k + 2 is entry k + 1 plus (entry k + 1 − entry k)
 * plus (digit k − 5), from 206 and 613. The table is a smooth curve (its steps fall from 409 to 0),
 * so every second difference is between −5 and +2: one digit each.
 */
const SECOND_DIFFERENCES =
  '74545444535343434333333233232223221313113112211211211121111120211120210302030211212113031131221313132141322323233233323424243334334335253353435345344453544445445445445544554545545455545545555455554555554645555554646455555555555464654645646456455645564556';

/** The table from its first two entries and `SECOND_DIFFERENCES`. */
function decodeRandnorTable(): readonly number[] {
  const table = [206, 613];
  let value = 613;
  let step = 613 - 206;
  for (let k = 0; k < SECOND_DIFFERENCES.length; k++) {
    step += SECOND_DIFFERENCES.charCodeAt(k) - 53; // '5' is a second difference of 0
    value += step;
    table.push(value);
  }
  return Object.freeze(table);
}

/**
 * `randnor_table[256]` (`z-rand.c`): entry k is how many times out of 32767 a normal variable
 * falls within k/64 standard deviations of the mean; the last entry is forced to 32767 so every
 * draw lands in the table. `randnor()` (`src/z-rand.c`) binary-searches it.
 *
 * Built from `SECOND_DIFFERENCES` (the same 256 numbers, a test checks them against the
 * game's table and its golden file): the table as printed is 1.5 KB of a game's bundle, its
 * second differences 254 digits.
 *
 * @example
 * ```ts
 * import { RANDNOR_TABLE } from '@turnkeeper/frogcomposband';
 * RANDNOR_TABLE.length; // 256
 * RANDNOR_TABLE[255]; // 32767
 * ```
 */
export const RANDNOR_TABLE: readonly number[] = /* @__PURE__ */ decodeRandnorTable();
