import { InvalidArgumentError, type RandomSource } from '@turnkeeper/core';
import { randnor, randnorIndex, randnorOffset } from '../random/randnor.js';
import { ENERGY_CLIPPER_TABLE } from '../tables/energy-clipper-table.js';
import { S16_MIN } from '@turnkeeper/core/cint';
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
  if (mini === undefined) throw new InvalidArgumentError('clipBounds energy', energy, 'an energy per game turn, an integer from 0 to 49');
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

/** How many energies per game turn there are (0..49): the clamp tables' length. */
const ENERGIES = 50;

let costOffsets: Uint8Array | undefined;

/** `randnor(100, 18)`'s offset for each `tmp = randint0(32768)`, built once: one read per draw. */
function randnorCostOffsets(): Uint8Array {
  if (costOffsets === undefined) {
    costOffsets = new Uint8Array(32768);
    for (let tmp = 0; tmp < 32768; tmp++) costOffsets[tmp] = randnorOffset(randnorIndex(tmp), COST_STAND);
  }
  return costOffsets;
}

/**
 * What {@link energyNeed} needs, resolved once for the engine's hot path: the version's clamp as
 * its low bound per energy 0..49 (every era's band is symmetric about 100, so the high bound is
 * `200 − low`; an era without a clamp gets −32768, whose band holds every draw) and `randnor()`'s
 * offset per `tmp = randint0(32768)` (its table search done in advance). The engine draws with
 * them: the same two draws, with the same sites, and the same result as {@link energyNeed}.
 *
 * @internal
 */
export class EnergyNeedTables {
  readonly low = new Int16Array(ENERGIES);
  readonly offsets = randnorCostOffsets();

  constructor(version: FrogcomposbandVersion) {
    for (let e = 0; e < ENERGIES; e++) {
      const b = clipBounds(e, version);
      if (b && b.max !== 2 * NOMINAL_COST - b.min) throw new RangeError(`clipBounds(${e}, ${version}) is not symmetric about ${NOMINAL_COST}`);
      this.low[e] = b ? b.min : S16_MIN;
    }
  }
}
