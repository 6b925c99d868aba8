import { join } from 'node:path';
import { GoldenFormatError } from '../errors.js';
import { firstDifference, formatDifference, type DiffOptions, type Difference } from './first-difference.js';
import { loadGoldenFile } from './golden-files.js';
import { schemaTag } from './golden-schema.js';

/**
 * One comparison a golden file asks for: what the original game recorded, and what the ruleset
 * computed from the file's own initial conditions. A file may yield several (one per case).
 *
 * @example
 * ```ts
 * import type { GoldenComparison } from '@turnkeeper/core/golden';
 * declare const file: { readonly turn_records: unknown[] };
 * declare function run(f: typeof file): unknown[];
 * const c: GoldenComparison = { label: 'turn records', expected: file.turn_records, actual: run(file) };
 * ```
 */
export interface GoldenComparison {
  readonly label?: string;
  readonly expected: unknown;
  readonly actual: unknown;
  readonly options?: DiffOptions;
  /**
   * The expected value may be empty because emptiness is what the game recorded (a trace whose turn
   * drew no random number). Without it an empty expected value fails: it would check nothing.
   */
  readonly allowEmpty?: boolean;
}

/**
 * Knows one golden schema: recognises its files and replays them. Ruleset packages (and third
 * parties) write one adapter per schema; the runner does discovery, dispatch and diffing.
 *
 * @example
 * ```ts
 * import { schemaTag, type GoldenAdapter } from '@turnkeeper/core/golden';
 * declare function computeSpeedTable(): number[];
 * const speedTable: GoldenAdapter = {
 *   name: 'cthangband.speed_table.v1',
 *   matches: (data) => schemaTag(data) === 'cthangband.speed_table.v1',
 *   replay: (data) => ({ expected: (data as { rows: number[] }).rows, actual: computeSpeedTable() }),
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
 * import { replayGoldenFile, type GoldenAdapter } from '@turnkeeper/core/golden';
 * declare const adapters: readonly GoldenAdapter[];
 * const r = replayGoldenFile('test/golden', 'a.json', adapters);
 * if (!r.ok) console.log(r.report);
 * ```
 */
export type GoldenOutcome =
  | { readonly ok: true; readonly adapter: string; readonly comparisons: number }
  | { readonly ok: false; readonly adapter: string | null; readonly report: string; readonly difference?: Difference };

/**
 * Replays one golden file: finds the adapter that understands it (none → failure naming the
 * schema, never a skip), runs it, and diffs every comparison, reporting the first difference.
 *
 * @example
 * ```ts
 * import { replayGoldenFile, type GoldenAdapter } from '@turnkeeper/core/conformance';
 * declare const traceAdapter: GoldenAdapter;
 * replayGoldenFile('test/golden', 'traces/3.6.0/hero_fast.json', [traceAdapter]);
 * ```
 */
export function replayGoldenFile(dir: string, relativePath: string, adapters: readonly GoldenAdapter[]): GoldenOutcome {
  return replayGoldenData(loadGoldenFile(join(dir, relativePath)), relativePath, adapters);
}

/**
 * {@link replayGoldenFile} for data already read (a file's parsed JSON, or a changed copy of it).
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * import { replayGoldenData, type GoldenAdapter } from '@turnkeeper/core/golden';
 * declare const adapters: readonly GoldenAdapter[];
 * const data: unknown = JSON.parse(readFileSync('test/golden/speed_table.json', 'utf8'));
 * replayGoldenData(data, 'speed_table.json', adapters);
 * ```
 */
export function replayGoldenData(data: unknown, relativePath: string, adapters: readonly GoldenAdapter[]): GoldenOutcome {
  const adapter = adapters.find((a) => a.matches(data, relativePath));
  if (!adapter) {
    const tag = schemaTag(data);
    return {
      ok: false,
      adapter: null,
      report: `${relativePath}: unknown golden schema ${tag ? `"${tag}"` : '(no schema field)'}; adapters: ${adapters.map((a) => a.name).join(', ') || '(none)'}`,
    };
  }
  let result: GoldenComparison | readonly GoldenComparison[];
  try {
    result = adapter.replay(data, relativePath);
  } catch (e) {
    if (e instanceof GoldenFormatError) return { ok: false, adapter: adapter.name, report: `${relativePath} (${adapter.name}): ${e.message}` };
    throw e;
  }
  const comparisons: readonly GoldenComparison[] = Array.isArray(result) ? result : [result as GoldenComparison];
  if (comparisons.length === 0) {
    return { ok: false, adapter: adapter.name, report: `${relativePath} (${adapter.name}): the adapter compared nothing` };
  }
  for (const c of comparisons) {
    if (!c.allowEmpty && isEmpty(c.expected)) {
      return {
        ok: false,
        adapter: adapter.name,
        report: `${relativePath} (${adapter.name})${c.label ? ` ${c.label}` : ''}: the expected cases are empty, so nothing would be checked`,
      };
    }
    const difference = firstDifference(c.expected, c.actual, c.options);
    if (difference) {
      return { ok: false, adapter: adapter.name, difference, report: `${relativePath} (${adapter.name}) ${formatDifference(difference, c.label)}` };
    }
  }
  return { ok: true, adapter: adapter.name, comparisons: comparisons.length };
}

/** An empty array or an object with no keys: a comparison that would check nothing. */
function isEmpty(v: unknown): boolean {
  if (Array.isArray(v)) return v.length === 0;
  return typeof v === 'object' && v !== null && Object.keys(v).length === 0;
}
