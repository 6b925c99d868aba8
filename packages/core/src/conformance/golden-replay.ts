import { join } from 'node:path';
import { firstDifference, formatDifference, type DiffOptions, type Difference } from './first-difference.js';
import { loadGoldenFile } from './golden-files.js';

/**
 * One comparison a golden file asks for: what the original game recorded, and what the ruleset
 * computed from the file's own initial conditions. A file may yield several (one per case).
 *
 * @example
 * ```ts
 * const c: GoldenComparison = { label: 'turn records', expected: file.turn_records, actual: run(file) };
 * ```
 */
export interface GoldenComparison {
  readonly label?: string;
  readonly expected: unknown;
  readonly actual: unknown;
  readonly options?: DiffOptions;
}

/**
 * Knows one golden schema: recognises its files and replays them. Ruleset packages (and third
 * parties) write one adapter per schema; the runner does discovery, dispatch and diffing.
 *
 * @example
 * ```ts
 * const speedTable: GoldenAdapter = {
 *   name: 'cthangband.speed_table.v1',
 *   matches: (data) => schemaOf(data) === 'cthangband.speed_table.v1',
 *   replay: (data) => ({ expected: data.rows, actual: computeSpeedTable() }),
 * };
 * ```
 */
export interface GoldenAdapter {
  readonly name: string;
  matches(data: unknown, relativePath: string): boolean;
  replay(data: unknown, relativePath: string): GoldenComparison | readonly GoldenComparison[];
}

/**
 * The outcome of replaying one golden file.
 *
 * @example
 * ```ts
 * const r = replayGoldenFile('test/golden', 'a.json', adapters);
 * if (!r.ok) console.log(r.report);
 * ```
 */
export type GoldenOutcome =
  | { readonly ok: true; readonly adapter: string; readonly comparisons: number }
  | { readonly ok: false; readonly adapter: string | null; readonly report: string; readonly difference?: Difference };

/**
 * Reads `schema`-like tags a golden file may carry (`schema`, `schema_id`, `format`), for messages.
 *
 * @example
 * ```ts
 * schemaTag({ schema: 'nethack-speed/trace/1' }); // 'nethack-speed/trace/1'
 * ```
 */
export function schemaTag(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  for (const key of ['schema', 'schema_id', 'format', 'kind']) {
    if (typeof d[key] === 'string') return d[key];
  }
  return undefined;
}

/**
 * Replays one golden file: finds the adapter that understands it (none → failure naming the
 * schema, never a skip), runs it, and diffs every comparison, reporting the first difference.
 *
 * @example
 * ```ts
 * import { replayGoldenFile } from '@turnkeeper/core/conformance';
 * replayGoldenFile('test/golden', 'traces/3.6.0/hero_fast.json', [traceAdapter]);
 * ```
 */
export function replayGoldenFile(dir: string, relativePath: string, adapters: readonly GoldenAdapter[]): GoldenOutcome {
  const data = loadGoldenFile(join(dir, relativePath));
  const adapter = adapters.find((a) => a.matches(data, relativePath));
  if (!adapter) {
    const tag = schemaTag(data);
    return {
      ok: false,
      adapter: null,
      report: `${relativePath}: unknown golden schema ${tag ? `"${tag}"` : '(no schema field)'}; adapters: ${adapters.map((a) => a.name).join(', ') || '(none)'}`,
    };
  }
  const result = adapter.replay(data, relativePath);
  const comparisons: readonly GoldenComparison[] = Array.isArray(result) ? result : [result as GoldenComparison];
  for (const c of comparisons) {
    const difference = firstDifference(c.expected, c.actual, c.options);
    if (difference) {
      return { ok: false, adapter: adapter.name, difference, report: `${relativePath} (${adapter.name}) ${formatDifference(difference, c.label)}` };
    }
  }
  return { ok: true, adapter: adapter.name, comparisons: comparisons.length };
}
