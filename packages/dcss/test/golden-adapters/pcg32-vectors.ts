import { cases, defineGoldenAdapter } from '@turnkeeper/core/conformance';
import { z } from 'zod';
import { Pcg32, dcssGenerator, gameplaySeeding } from '../../src/random/pcg32.js';
import { count, header } from './common.js';

const SCHEMA = 'dcss.pcg32_vectors/1';
const u64 = z.string().regex(/^\d+$/, 'a decimal 64-bit integer');

const file = z.object({
  ...header(SCHEMA),
  streams: cases(
    z.strictObject({
      init_state: u64,
      sequence: u64,
      uint32: cases(count),
      bounded_then: z.array(z.strictObject({ n: count, value: count, uint32_draws: count })),
    }),
  ),
  seeding: cases(z.strictObject({ game_seed: u64, gameplay_init_state: u64, gameplay_sequence: u64, gameplay_first_random2_10: cases(count) })),
});

/**
 * `pcg32_vectors.json`: each stream's first 32-bit outputs, then bounded draws on the same stream
 * with how many words each consumed (rejections included); and the gameplay generator crawl
 * derives from a game seed, with its first `random2(10)` draws — through `dcssGenerator.seeded`
 * when the seed is a safe integer (the ruleset's own path), else `Pcg32.fromGameSeed`.
 */
export const pcg32VectorsAdapter = defineGoldenAdapter(SCHEMA, file, ({ streams, seeding }) => {
  const actualStreams = streams.map((s) => {
    const g = new Pcg32(s.init_state, s.sequence);
    const uint32 = s.uint32.map(() => g.nextUint32());
    const bounded = s.bounded_then.map((b) => {
      const before = g.words;
      const value = g.below(b.n);
      return { n: b.n, value, uint32_draws: g.words - before };
    });
    return { init_state: s.init_state, sequence: s.sequence, uint32, bounded_then: bounded };
  });
  const actualSeeding = seeding.map((s) => {
    const { initState, sequence } = gameplaySeeding(s.game_seed);
    const seed = BigInt(s.game_seed);
    const g = seed <= BigInt(Number.MAX_SAFE_INTEGER) ? dcssGenerator.seeded(Number(seed)) : Pcg32.fromGameSeed(seed);
    return {
      game_seed: s.game_seed,
      gameplay_init_state: initState.toString(),
      gameplay_sequence: sequence.toString(),
      gameplay_first_random2_10: s.gameplay_first_random2_10.map(() => g.below(10)),
    };
  });
  return [
    { label: 'streams', expected: streams, actual: actualStreams },
    { label: 'seeding', expected: seeding, actual: actualSeeding },
  ];
});
