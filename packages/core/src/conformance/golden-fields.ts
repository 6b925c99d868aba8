import { statSync } from 'node:fs';
import { join } from 'node:path';
import { goldenFieldPaths, uncomparedFieldsOf, type UncomparedField } from './golden-coverage.js';
import { discoverGoldenFiles, loadGoldenFile } from './golden-files.js';
import type { GoldenAdapter } from './golden-replay.js';
import { schemaTag } from './golden-schema.js';

/**
 * What {@link checkGoldenFields} and `describeGoldenFields` check: a golden folder, its adapters,
 * and per schema tag every field no replay notices a change of, each with why (prose, provenance,
 * an input whose first occurrence plays no part).
 *
 * @example
 * ```ts
 * import type { GoldenAdapter } from '@turnkeeper/core/golden';
 * declare const adapters: readonly GoldenAdapter[];
 * const options: GoldenFieldsOptions = {
 *   dir: 'test/golden',
 *   adapters,
 *   pinned: { 'my-game/speed-table/1': { description: 'prose' } },
 * };
 * ```
 */
export interface GoldenFieldsOptions {
  /** The golden folder: every `*.json` under it is checked, by the schema its tag names. */
  readonly dir: string;
  readonly adapters: readonly GoldenAdapter[];
  /** Per schema tag: field path (array indices left out, `cases[].note`) → why no replay notices a change of it. */
  readonly pinned: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * Cut a file's top-level `cases` list to the cases where some field occurs for the first time,
   * before the check. Each field is changed only at its first occurrence, so the outcome is the
   * same when each case replays on its own; a file of thousands of cases then takes a few replays
   * per field instead of thousands.
   */
  readonly cutCases?: boolean;
}

/**
 * The outcome of {@link checkGoldenFields} for one schema.
 *
 * @example
 * ```ts
 * const r: GoldenFieldsReport = { schema: 's/1', files: ['a.json'], cut: ['a.json: 2 of 40 cases'], fieldsTried: 3, uncompared: [], problems: [] };
 * ```
 */
export interface GoldenFieldsReport {
  readonly schema: string;
  /** The schema's files, smallest first (each field is tried file by file until one notices its change). */
  readonly files: readonly string[];
  /** The files whose `cases` were cut, with how many were kept (`riding_alloc.json: 3 of 5328 cases`; see {@link GoldenFieldsOptions.cutCases}). */
  readonly cut: readonly string[];
  /** How many distinct fields the files hold. */
  readonly fieldsTried: number;
  /** The fields no replay noticed a change of. */
  readonly uncompared: readonly UncomparedField[];
  /** Each field found but not pinned, each pin of a field a replay now notices, each pin without a reason. */
  readonly problems: readonly string[];
}

/**
 * The golden files under `dir` by schema tag (`(no schema tag)` for a file without one), each
 * list smallest first, then by path.
 *
 * @example
 * ```ts
 * goldenFilesBySchema('test/golden'); // Map { 'dcss.trace/1' => ['trace_t3_pursuit.json', …], … }
 * ```
 */
function goldenFilesBySchema(dir: string): Map<string, string[]> {
  const sized = discoverGoldenFiles(dir).map((file) => ({ file, size: statSync(join(dir, file)).size }));
  sized.sort((a, b) => a.size - b.size || (a.file < b.file ? -1 : 1));
  const out = new Map<string, string[]>();
  for (const { file } of sized) {
    const tag = schemaTag(loadGoldenFile(join(dir, file))) ?? '(no schema tag)';
    out.set(tag, [...(out.get(tag) ?? []), file]);
  }
  return out;
}

/**
 * Whether `options.pinned` lists exactly the schemas of the golden files: a schema of no file, a
 * file of no listed schema and a file without a schema tag are each a problem.
 *
 * @example
 * ```ts
 * import type { GoldenAdapter } from '@turnkeeper/core/golden';
 * declare const adapters: readonly GoldenAdapter[];
 * goldenSchemaProblems({ dir: 'test/golden', adapters, pinned: {} });
 * // ['my-game/speed-table/1: 1 golden file (speed_table.json), but no pins: list its uncompared fields ({} when none)']
 * ```
 */
export function goldenSchemaProblems(options: GoldenFieldsOptions): string[] {
  const found = goldenFilesBySchema(options.dir);
  const problems: string[] = [];
  for (const [schema, files] of found) {
    const shown = `${String(files.length)} golden file${files.length === 1 ? '' : 's'} (${files.join(', ')})`;
    if (schema === '(no schema tag)') problems.push(`${shown} without a schema tag`);
    else if (!Object.hasOwn(options.pinned, schema)) problems.push(`${schema}: ${shown}, but no pins: list its uncompared fields ({} when none)`);
  }
  for (const schema of Object.keys(options.pinned)) if (!found.has(schema)) problems.push(`${schema}: pinned, but no golden file has this schema`);
  return problems;
}

/** `data` with its top-level `cases` cut to the cases where some field occurs for the first time (the same object when it has no `cases` list). */
function cutToFirstOccurrences(data: unknown): { readonly data: unknown; readonly cases?: readonly [kept: number, of: number] } {
  const cases = (data as { cases?: unknown } | null)?.cases;
  if (!Array.isArray(cases)) return { data };
  const seen = goldenFieldPaths({ ...(data as object), cases: [] });
  const kept = cases.filter((c: unknown) => {
    const before = seen.size;
    for (const path of goldenFieldPaths({ cases: [c] })) seen.add(path);
    return seen.size > before;
  });
  return { data: { ...(data as object), cases: kept }, cases: [kept.length, cases.length] };
}

/**
 * Changes each field of the golden files of `schema` in turn (at its first occurrence, file by
 * file) and replays the file, then compares the fields no replay noticed with the schema's pins:
 * a field found but not pinned is a problem (compare it, or pin it with why not), and so is a pin
 * of a field a replay now notices (unpin it). Test code runs it through `describeGoldenFields`.
 *
 * @example
 * ```ts
 * import { checkGoldenFields, type GoldenAdapter } from '@turnkeeper/core/golden';
 * declare const adapters: readonly GoldenAdapter[];
 * checkGoldenFields({ dir: 'test/golden', adapters, pinned: { 'toy/squares/1': {} } }, 'toy/squares/1').problems;
 * // ['note: no replay notices a change of it (tried in a.json): compare it, or pin it with why not']
 * ```
 */
export function checkGoldenFields(options: GoldenFieldsOptions, schema: string): GoldenFieldsReport {
  const files = goldenFilesBySchema(options.dir).get(schema) ?? [];
  const pins = options.pinned[schema] ?? {};
  const cut: string[] = [];
  const read = files.map((file) => {
    const data = loadGoldenFile(join(options.dir, file));
    if (!options.cutCases) return { file, data };
    const kept = cutToFirstOccurrences(data);
    if (kept.cases && kept.cases[0] < kept.cases[1]) cut.push(`${file}: ${String(kept.cases[0])} of ${String(kept.cases[1])} cases`);
    return { file, data: kept.data };
  });
  const fieldsTried = new Set(read.flatMap(({ data }) => [...goldenFieldPaths(data)])).size;
  const uncompared = uncomparedFieldsOf(read, options.adapters);
  const found = new Set(uncompared.map((f) => f.path));
  const problems: string[] = [];
  for (const f of uncompared) {
    if (!Object.hasOwn(pins, f.path))
      problems.push(`${f.path}: no replay notices a change of it (tried in ${f.files.join(', ')}): compare it, or pin it with why not`);
  }
  for (const [path, why] of Object.entries(pins)) {
    if (!found.has(path)) problems.push(`${path}: pinned as uncompared, but a change of it now fails a replay (or no file has it): unpin it`);
    else if (why.trim() === '') problems.push(`${path}: pinned without a reason: say why no replay compares it`);
  }
  return { schema, files, cut, fieldsTried, uncompared, problems };
}
