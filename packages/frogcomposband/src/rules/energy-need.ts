import type { RandomSource } from '@turnkeeper/core';
import { randnor } from '../random/randnor.js';
import { ENERGY_CLIPPER_TABLE } from '../tables/energy-clipper-table.js';
import { FROGCOMPOSBAND_DEFAULT_VERSION, costEraOf, type FrogcomposbandVersion } from '../versions.js';

/**
 * Nominal cost of one action, and the mean of every randomized cost (`ENERGY_NEED()`,
 * `src/defines.h`).
 *
 * @internal
 */
export const NOMINAL_COST = 100;
/**
 * Spread of the randomized cost: `randnor(100, 18)` (`src/dungeon.c` `energy_need_clipper_aux()`).
 *
 * @internal
 */
export const COST_STAND = 18;

/**
 * Inclusive bounds of a randomized nominal-100 cost.
 *
 * @example
 * ```ts
 * import type { ClipBounds } from '@turnkeeper/frogcomposband';
 * const b: ClipBounds = { min: 70, max: 130 };
 * ```
 */
export interface ClipBounds {
  readonly min: number;
  readonly max: number;
}

/**
 * The clamp applied to `randnor(100, 18)` for an actor gaining `energy` per game turn, in the
 * given version's era: `[mini, 200 − mini]` with `mini = energy_clipper_table[energy]`
 * (`src/dungeon.c` `energy_need_clipper_aux()`, 7.1.salmiak); a fixed 67..133 (`energy_need_clipper()`,
 * 7.0.cloudberry); `null` (no clamp, 29..171) before that (7.0.nougat).
 *
 * @example
 * ```ts
 * import { clipBounds } from '@turnkeeper/frogcomposband';
 * clipBounds(10); // { min: 70, max: 130 }
 * clipBounds(10, '7.0.cloudberry'); // { min: 67, max: 133 }
 * clipBounds(10, '7.0.nougat'); // null
 * ```
 */
export function clipBounds(energy: number, version: FrogcomposbandVersion = FROGCOMPOSBAND_DEFAULT_VERSION): ClipBounds | null {
  const era = costEraOf(version);
  if (era === 'unclamped') return null;
  if (era === 'fixed') return { min: 67, max: 133 };
  const mini = ENERGY_CLIPPER_TABLE[energy];
  if (mini === undefined) throw new RangeError(`clipBounds(energy): energy ${energy} is not an energy per turn (0..49)`);
  return { min: mini, max: 200 - mini };
}

/**
 * Clamps a raw `randnor(100, 18)` value as `energy_need_clipper_aux()` does.
 *
 * @internal
 */
export function clipCost(value: number, energy: number, version: FrogcomposbandVersion = FROGCOMPOSBAND_DEFAULT_VERSION): number {
  const b = clipBounds(energy, version);
  if (!b) return value;
  return Math.min(b.max, Math.max(b.min, value));
}

/**
 * `ENERGY_NEED()` (`src/defines.h`, `src/dungeon.c` `energy_need_clipper_aux()`): one randomized
 * nominal-100 cost for an actor gaining `energy` per game turn (the global `energy_need_hack`).
 * Two draws, both made by `randnor()`: `randint0(32768)` then `randint0(100)`, labelled
 * `'randnor:tmp=randint0(32768)'` and `'randnor:randint0(100)<50'`.
 *
 * @example
 * ```ts
 * import { energyNeed, frogcomposbandGenerator } from '@turnkeeper/frogcomposband';
 * energyNeed(frogcomposbandGenerator.seeded(12345), 10); // 88
 * ```
 */
export function energyNeed(random: RandomSource, energy: number, version: FrogcomposbandVersion = FROGCOMPOSBAND_DEFAULT_VERSION): number {
  return clipCost(randnor(random, NOMINAL_COST, COST_STAND), energy, version);
}
