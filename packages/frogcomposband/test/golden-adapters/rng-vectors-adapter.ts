import { defineGoldenAdapter, cases, type GoldenAdapter, type GoldenComparison } from '@turnkeeper/core/golden';
import { z } from 'zod';
import { frogcomposbandGenerator, type FrogRng } from '../../src/random/frog-rng.js';
import { randnor } from '../../src/random/randnor.js';
import { energyNeed } from '../../src/rules/energy-need.js';

const TAG = 'frogcomposband.rng_vectors.v1';
const int = z.number().int();

const seedCase = z.looseObject({
  seed: int.min(0).max(0xffffffff),
  randint0_sequence: z.looseObject({ moduli_cycle: cases(int.min(0).max(0x10000000)), results: cases(int) }),
  randnor_100_18_from_fresh_init: cases(int),
  energy_need_clipper_aux_from_fresh_init: z.looseObject({ energy_index_cycle: z.string(), results: cases(int) }),
});

const file = z.looseObject({ schema: z.literal(TAG), seeds: cases(seedCase) });

function replaySeed(r: z.output<typeof seedCase>): Record<string, unknown> {
  // The generator as the ruleset declares it, seeded as Rand_state_init(seed) seeds the game's.
  const fresh = (): FrogRng => frogcomposbandGenerator.seeded(r.seed);
  const init = fresh();
  const moduli = r.randint0_sequence.moduli_cycle;
  const rng = fresh();
  const results = r.randint0_sequence.results.map((_, k) => rng.below(moduli[k % moduli.length] as number));
  const nor = fresh();
  const cl = fresh();
  return {
    seed: r.seed,
    Rand_place_after_init: init.place,
    Rand_state_after_init: init.state(),
    randint0_sequence: { moduli_cycle: moduli, results, Rand_place_after: rng.place },
    randnor_100_18_from_fresh_init: r.randnor_100_18_from_fresh_init.map(() => randnor(nor, 100, 18)),
    energy_need_clipper_aux_from_fresh_init: {
      energy_index_cycle: r.energy_need_clipper_aux_from_fresh_init.energy_index_cycle,
      results: r.energy_need_clipper_aux_from_fresh_init.results.map((_, k) => energyNeed(cl, k % 50)),
    },
  };
}

/**
 * `rng_vectors.json`: the game generator's state after seeding, `randint0` over a cycle of moduli,
 * `randnor(100, 18)` and `energy_need_clipper_aux` streams, each from a fresh seeding.
 */
export const rngVectorsAdapter: GoldenAdapter = defineGoldenAdapter(TAG, file, (d): GoldenComparison => {
  return { label: 'seeds', expected: d.seeds, actual: d.seeds.map(replaySeed) };
});
