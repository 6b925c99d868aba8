import type { z } from 'zod';
import { GoldenFormatError, show } from '../errors.js';
import { loadGoldenFile } from './golden-files.js';

/**
 * Validates a golden file's contents against the zod schema of its format and returns the parsed
 * data; a file that does not match fails with a {@link GoldenFormatError} naming the file, the
 * path and what was expected. Adapters read every file through this, so a malformed or truncated
 * trace never replays as something else.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import { cases, parseGolden } from '@turnkeeper/core/golden';
 * const data: unknown = { schema: 'speed_table/1', rows: [{ speed: 110 }] };
 * const table = parseGolden(z.object({ schema: z.literal('speed_table/1'), rows: cases(z.object({ speed: z.number() })) }), data, 'speed_table.json');
 * ```
 */
export function parseGolden<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue
    ? issue.path
        .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
        .join('')
        .replace(/^\./, '')
    : '';
  throw new GoldenFormatError(file, path, issue ? issue.message : 'does not match its schema');
}

/**
 * Reads a golden file from disk and validates it ({@link parseGolden}).
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import { readGolden } from '@turnkeeper/core/golden';
 * const traceFile = z.object({ schema: z.literal('mygame.trace.v1'), turns: z.array(z.unknown()) });
 * const file = readGolden(traceFile, 'test/golden/traces/t1.json');
 * ```
 */
export function readGolden<S extends z.ZodType>(schema: S, path: string): z.output<S> {
  return parseGolden(schema, loadGoldenFile(path), path);
}

/**
 * A golden file's array of cases: like `z.array(item)`, but empty arrays are an error, because a
 * golden file with no case would replay as a pass while checking nothing.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import { cases } from '@turnkeeper/core/golden';
 * const rows = cases(z.object({ speed: z.number(), energy: z.number() }));
 * ```
 */
export function cases<S extends z.ZodType>(item: S): z.ZodArray<S> {
  return item.array().min(1, { error: 'a non-empty array of cases (an empty one would check nothing)' });
}

/**
 * True when `data` carries the schema tag `tag` (in `schema`, `schema_id`, `format` or `kind`).
 *
 * @example
 * ```ts
 * import { hasSchema } from '@turnkeeper/core/golden';
 * hasSchema({ schema: 'nethack-speed/trace/1' }, 'nethack-speed/trace/1'); // true
 * ```
 */
export function hasSchema(data: unknown, tag: string): boolean {
  return schemaTag(data) === tag;
}

/**
 * Reads the schema tag a golden file may carry (`schema`, `schema_id`, `format` or `kind`), for
 * dispatch and messages.
 *
 * @example
 * ```ts
 * import { schemaTag } from '@turnkeeper/core/golden';
 * schemaTag({ schema: 'nethack-speed/trace/1' }); // 'nethack-speed/trace/1'
 * ```
 */
export function schemaTag(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const d = data as Record<string, unknown>;
  for (const key of ['schema', 'schema_id', 'format', 'kind']) {
    if (Object.hasOwn(d, key) && typeof d[key] === 'string') return d[key];
  }
  return undefined;
}

/**
 * Successive raw 32-bit outputs of xorshift32 (`x ^= x << 13; x ^= x >>> 17; x ^= x << 5`) from
 * `seed`: the generator the golden traces' scripts were produced with (each game's trace format
 * says whether it uses the raw output or `x >>> 1`).
 *
 * @example
 * ```ts
 * import { xorshift32Values } from '@turnkeeper/core/golden';
 * xorshift32Values(1, 2); // [270369, 67634689]
 * ```
 */
export function xorshift32Values(seed: number, count: number): number[] {
  if (!Number.isInteger(seed) || seed <= 0 || seed > 0xffffffff) {
    throw new GoldenFormatError('(xorshift32 script)', 'seed', `an integer from 1 to 4294967295; got ${show(seed)}`);
  }
  const out: number[] = [];
  let x = seed >>> 0;
  for (let i = 0; i < count; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out.push(x);
  }
  return out;
}
