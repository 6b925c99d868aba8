import type { GoldenAdapter, GoldenComparison } from '@turnkeeper/core/golden';
import { hasSchema, parseGolden } from '@turnkeeper/core/golden';
import type { z } from 'zod';

/**
 * An adapter for one golden schema: files tagged `name` are validated against `file` (core's
 * `parseGolden`: a malformed file is a `GoldenFormatError` naming the path) before `compare` runs.
 */
export function adapterFor<S extends z.ZodType>(
  name: string,
  file: S,
  compare: (f: z.output<S>, path: string) => GoldenComparison | readonly GoldenComparison[],
): GoldenAdapter {
  return {
    name,
    matches: (data) => hasSchema(data, name),
    replay: (data, path) => compare(parseGolden(file, data, path), path),
  };
}
