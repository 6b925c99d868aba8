import { cases, hasSchema, parseGolden, type GoldenAdapter } from '@turnkeeper/core/golden';
import { z } from 'zod';
import { Well1024a } from 'turnkeeper-angband';

const SCHEMA = 'angband.rand_div.v1';
const uint = z.number().int().min(0).max(0xffffffff);

const randDivFile = z.strictObject({
  schema: z.literal(SCHEMA),
  description: z.string().min(1),
  game: z.string().min(1),
  source: z.string().min(1),
  recorded: z.string().min(1),
  seeds: cases(z.strictObject({ seed: uint, calls: cases(z.strictObject({ m: uint.min(2), result: uint })) })),
});

/**
 * The golden adapter of `angband.rand_div.v1`: `Rand_div(m)` outputs of the game's own
 * `z-rand.c` after `Rand_state_init(seed)`, against {@link Well1024a}.
 */
export const randDivAdapter: GoldenAdapter = {
  name: SCHEMA,
  matches: (data) => hasSchema(data, SCHEMA),
  replay: (data, path) =>
    parseGolden(randDivFile, data, path).seeds.map(({ seed, calls }) => {
      const rng = Well1024a.seeded(seed);
      return { label: `seed ${seed}`, expected: calls, actual: calls.map(({ m }) => ({ m, result: rng.below(m) })) };
    }),
};
