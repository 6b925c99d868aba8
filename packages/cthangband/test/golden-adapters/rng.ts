import type { GoldenAdapter } from '@turnkeeper/core/golden';
import { defineGoldenAdapter, cases } from '@turnkeeper/core/golden';
import { z } from 'zod';
import { ZRand, cthangbandGenerator } from '../../src/index.js';

const SCHEMA = 'cthangband.rng.v1';
const int = z.number().int();
const u32 = int.min(0).max(0xffffffff);

const file = z.looseObject({
  schema: z.literal(SCHEMA),
  complex: cases(
    z.looseObject({
      seed: u32,
      state_after_init_first4: cases(u32),
      Rand_place_after_init: int,
      sequences: cases(z.object({ m: int.min(0), values: cases(int) })),
    }),
  ),
  quick_lcrng: cases(z.looseObject({ Rand_value: u32, m: int.min(0), values: cases(int) })),
});

/**
 * `rng_zrand.json` (`cthangband.rng.v1`): for each complex seed, the table's first words and
 * place after `Rand_state_init` (the ruleset's `generator.seeded(seed)`), then the listed draws
 * as one stream; for each quick seed, the LCRNG's draws.
 */
export const rngAdapter: GoldenAdapter = defineGoldenAdapter(SCHEMA, file, (f) => {
  const complex = f.complex.map((c) => {
    const r = ZRand.complex(c.seed);
    // The ruleset's game generator is the same stream, seeded the same way.
    const g = cthangbandGenerator.seeded(c.seed);
    return {
      seed: c.seed,
      state_after_init_first4: r.table().slice(0, c.state_after_init_first4.length),
      Rand_place_after_init: r.place,
      sequences: c.sequences.map((s) => ({ m: s.m, values: s.values.map(() => r.below(s.m)) })),
      generator: c.sequences.map((s) => ({ m: s.m, values: s.values.map(() => g.below(s.m)) })),
    };
  });
  const quick = f.quick_lcrng.map((q) => {
    const r = ZRand.quickLcrng(q.Rand_value);
    return { Rand_value: q.Rand_value, m: q.m, values: q.values.map(() => r.below(q.m)) };
  });
  return [
    {
      label: 'complex',
      expected: f.complex.map((c) => ({
        seed: c.seed,
        state_after_init_first4: c.state_after_init_first4,
        Rand_place_after_init: c.Rand_place_after_init,
        sequences: c.sequences,
        generator: c.sequences,
      })),
      actual: complex,
    },
    { label: 'quick_lcrng', expected: f.quick_lcrng.map((q) => ({ Rand_value: q.Rand_value, m: q.m, values: q.values })), actual: quick },
  ];
});
