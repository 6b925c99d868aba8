import type { GoldenAdapter, GoldenComparison } from '@turnkeeper/core/conformance';
import { energyNeed } from '../energy-need.js';
import { FrogRng } from '../game-rng.js';
import { randnor } from '../randnor.js';
import { goldenField, goldenRows, rowNumber, type GoldenRow } from './rows.js';
import { hasSchema } from './schema-tag.js';

/**
 * `rng_vectors.json`: the game generator's state after seeding, `randint0` over a cycle of moduli,
 * `randnor(100, 18)` and `energy_need_clipper_aux` streams, each from a fresh seeding.
 *
 * @example
 * ```ts
 * import { rngVectorsAdapter } from '@turnkeeper/frogcomposband';
 * rngVectorsAdapter.name; // 'frogcomposband.rng_vectors.v1'
 * ```
 */
export const rngVectorsAdapter: GoldenAdapter = {
  name: 'frogcomposband.rng_vectors.v1',
  matches: (data) => hasSchema(data, 'frogcomposband.rng_vectors.v1'),
  replay: (data): GoldenComparison => ({
    label: 'seeds',
    expected: goldenField(data, 'seeds'),
    actual: goldenRows(data, 'seeds').map((r) => replaySeed(r)),
  }),
};

function replaySeed(r: GoldenRow): GoldenRow {
  const seed = rowNumber(r, 'seed');
  const fresh = (): FrogRng => FrogRng.seeded(seed);
  const init = fresh();
  const seq = r.randint0_sequence as GoldenRow;
  const moduli = (seq.moduli_cycle as number[] | undefined) ?? [];
  const count = (seq.results as unknown[] | undefined)?.length ?? 0;
  const rng = fresh();
  const results = Array.from({ length: count }, (_, k) => rng.below(moduli[k % moduli.length] as number));
  const nor = fresh();
  const norCount = (r.randnor_100_18_from_fresh_init as unknown[] | undefined)?.length ?? 0;
  const clipper = r.energy_need_clipper_aux_from_fresh_init as GoldenRow;
  const clipCount = (clipper.results as unknown[] | undefined)?.length ?? 0;
  const cl = fresh();
  return {
    seed,
    Rand_place_after_init: init.place,
    Rand_state_after_init: init.state(),
    randint0_sequence: { moduli_cycle: moduli, results, Rand_place_after: rng.place },
    randnor_100_18_from_fresh_init: Array.from({ length: norCount }, () => randnor(nor, 100, 18)),
    energy_need_clipper_aux_from_fresh_init: {
      energy_index_cycle: clipper.energy_index_cycle,
      results: Array.from({ length: clipCount }, (_, k) => energyNeed(cl, k % 50)),
    },
  };
}

