import type { z } from 'zod';
import type { GoldenAdapter, GoldenComparison } from './golden-replay.js';
import { hasSchema, parseGolden } from './golden-schema.js';

/**
 * The adapter for one golden schema: files whose `schema` is `schema` are validated against the
 * zod schema `file` (with {@link parseGolden}: a malformed file is a `GoldenFormatError` naming the
 * file and the path) and only then handed, typed, to `replay`, which returns what to compare.
 * Every ruleset writes its adapters with this one factory, so matching, validation and naming are
 * the same everywhere.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import { cases, defineGoldenAdapter } from '@turnkeeper/core/golden';
 * declare function energyOf(speed: number): number; // the ruleset's own rule
 * const speedTable = defineGoldenAdapter('mygame.speed_table.v1', z.looseObject({ rows: cases(z.number()) }), (f) => ({
 *   label: 'rows',
 *   expected: f.rows,
 *   actual: f.rows.map((_, speed) => energyOf(speed)),
 * }));
 * ```
 */
export function defineGoldenAdapter<S extends z.ZodType>(
  schema: string,
  file: S,
  replay: (data: z.output<S>, relativePath: string) => GoldenComparison | readonly GoldenComparison[],
): GoldenAdapter {
  return {
    name: schema,
    matches: (data) => hasSchema(data, schema),
    replay: (data, relativePath) => replay(parseGolden(file, data, relativePath), relativePath),
  };
}
