import type { RandomSource } from '@turnkeeper/core';
import { randnor } from './randnor.js';
import { ENERGY_CLIPPER_TABLE } from './tables/energy-clipper-table.js';
import { costEraOf } from './versions.js';

/**
 * Nominal cost of one action, and the mean of every randomized cost (spec §4).
 *
 * @example
 * ```ts
 * import { NOMINAL_COST } from '@turnkeeper/frogcomposband';
 * NOMINAL_COST; // 100
 * ```
 */
export const NOMINAL_COST = 100;
/**
 * Spread of the randomized cost: `randnor(100, 18)` (spec §4).
 *
 * @example
 * ```ts
 * import { COST_STAND } from '@turnkeeper/frogcomposband';
 * COST_STAND; // 18
 * ```
 */
export const COST_STAND = 18;

/**
 * Inclusive bounds of a randomized nominal-100 cost.
 *
 * @example
 * ```ts
 * const b: ClipBounds = { min: 70, max: 130 };
 * ```
 */
export interface ClipBounds {
  readonly min: number;
  readonly max: number;
}

/**
 * The clamp applied to `randnor(100, 18)` for an actor gaining `energy` per game turn, in the
 * given version's era (spec §4 and its version history): `[mini, 200 − mini]` with
 * `mini = energy_clipper_table[energy]` now; 67..133 in the fixed era; `null` (no clamp, 29..171)
 * before it.
 *
 * @example
 * ```ts
 * import { clipBounds } from '@turnkeeper/frogcomposband';
 * clipBounds(10); // { min: 70, max: 130 }
 * clipBounds(10, '7.0.cloudberry'); // { min: 67, max: 133 }
 * clipBounds(10, '7.0.nougat'); // null
 * ```
 */
export function clipBounds(energy: number, version = '7.1.salmiak'): ClipBounds | null {
  const era = costEraOf(version);
  if (era === 'unclamped') return null;
  if (era === 'fixed') return { min: 67, max: 133 };
  const mini = ENERGY_CLIPPER_TABLE[energy];
  if (mini === undefined) throw new RangeError(`clipBounds(energy): energy ${energy} is not an energy per turn (0..49)`);
  return { min: mini, max: 200 - mini };
}

/**
 * Clamps a raw `randnor(100, 18)` value as `energy_need_clipper_aux` does (spec §4, step 2).
 *
 * @example
 * ```ts
 * import { clipCost } from '@turnkeeper/frogcomposband';
 * clipCost(52, 10); // 70
 * ```
 */
export function clipCost(value: number, energy: number, version = '7.1.salmiak'): number {
  const b = clipBounds(energy, version);
  if (!b) return value;
  return Math.min(b.max, Math.max(b.min, value));
}

/**
 * `ENERGY_NEED()` (`defines.h:306`, `dungeon.c:277 energy_need_clipper_aux`): one randomized
 * nominal-100 cost for an actor gaining `energy` per game turn (the global `energy_need_hack`).
 * Two draws: `randint0(32768)` then `randint0(100)` (spec §4, §10).
 *
 * @example
 * ```ts
 * import { FrogRng, energyNeed } from '@turnkeeper/frogcomposband';
 * energyNeed(FrogRng.seeded(12345), 10); // 88
 * ```
 */
export function energyNeed(random: RandomSource, energy: number, version = '7.1.salmiak'): number {
  return clipCost(randnor(random, NOMINAL_COST, COST_STAND), energy, version);
}
