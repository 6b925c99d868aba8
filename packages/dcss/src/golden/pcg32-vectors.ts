import type { GoldenAdapter, GoldenComparison } from '@turnkeeper/core/conformance';
import { Pcg32, gameplayGenerator, gameplaySeeding } from '../random/pcg32.js';
import { JsonReader, schemaOf } from './golden-json.js';

/**
 * Schema id of `pcg32_vectors.json` (spec §12.7).
 *
 * @example
 * ```ts
 * import { PCG32_VECTORS_SCHEMA } from '@turnkeeper/dcss';
 * PCG32_VECTORS_SCHEMA; // 'dcss.pcg32_vectors/1'
 * ```
 */
export const PCG32_VECTORS_SCHEMA = 'dcss.pcg32_vectors/1';

/**
 * Reproduces `pcg32_vectors.json` with {@link Pcg32}: each stream's first 32-bit outputs, then
 * bounded draws on the same stream with how many words each consumed (rejections included), and
 * the gameplay generator crawl derives from a game seed with its first `random2(10)` draws.
 *
 * @example
 * ```ts
 * import { replayPcg32Vectors } from '@turnkeeper/dcss';
 * replayPcg32Vectors(data); // comparisons for streams and seeding
 * ```
 */
export function replayPcg32Vectors(data: unknown): GoldenComparison[] {
  const file = new JsonReader(data, 'pcg32_vectors');
  const streams = file.array('streams');
  const seeding = file.array('seeding');
  const actualStreams = streams.map((s) => {
    const g = new Pcg32(s.string('init_state'), s.string('sequence'));
    const uint32 = s.numbers('uint32').map(() => g.nextUint32());
    const bounded = s.array('bounded_then').map((b) => {
      const before = g.words;
      const value = g.below(b.number('n'));
      return { n: b.number('n'), value, uint32_draws: g.words - before };
    });
    return { init_state: s.string('init_state'), sequence: s.string('sequence'), uint32, bounded_then: bounded };
  });
  const actualSeeding = seeding.map((s) => {
    const seed = s.string('game_seed');
    const { initState, sequence } = gameplaySeeding(seed);
    const g = gameplayGenerator(seed);
    return {
      game_seed: seed,
      gameplay_init_state: initState.toString(),
      gameplay_sequence: sequence.toString(),
      gameplay_first_random2_10: s.numbers('gameplay_first_random2_10').map(() => g.below(10)),
    };
  });
  return [
    { label: 'streams', expected: streams.map((s) => s.value), actual: actualStreams },
    { label: 'seeding', expected: seeding.map((s) => s.value), actual: actualSeeding },
  ];
}

/**
 * The golden adapter for `dcss.pcg32_vectors/1`.
 *
 * @example
 * ```ts
 * import { pcg32VectorsAdapter } from '@turnkeeper/dcss';
 * pcg32VectorsAdapter.name; // 'dcss.pcg32_vectors/1'
 * ```
 */
export const pcg32VectorsAdapter: GoldenAdapter = {
  name: PCG32_VECTORS_SCHEMA,
  matches: (data) => schemaOf(data) === PCG32_VECTORS_SCHEMA,
  replay: (data) => replayPcg32Vectors(data),
};
