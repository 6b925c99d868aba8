import { describe, expect, it } from 'vitest';
import { checkGoldenFields, goldenSchemaProblems, type GoldenFieldsOptions } from './golden-fields.js';

/**
 * Registers a vitest suite that checks every expected field of every golden file under
 * `options.dir` is compared by its replay, or pinned with why not: one test that the pins list
 * exactly the files' schemas, then one test per schema that changes each field in turn and fails
 * on a field no replay notices that is not pinned, and on a pin of a field a replay now notices.
 * Each schema's test prints how many files and fields it tried.
 *
 * @example
 * ```ts
 * // packages/my-game/test/golden-fields.test.ts
 * import { fileURLToPath } from 'node:url';
 * import { describeGoldenFields, type GoldenAdapter } from '@turnkeeper/core/conformance';
 * declare const adapters: readonly GoldenAdapter[]; // the package's golden adapters (test/golden-adapters/)
 * describeGoldenFields({
 *   dir: fileURLToPath(new URL('./golden', import.meta.url)),
 *   adapters,
 *   pinned: { 'my-game/speed-table/1': { description: 'prose' } },
 * });
 * ```
 */
export function describeGoldenFields(
  options: GoldenFieldsOptions,
  title = 'golden files: every expected field is compared, or pinned with why not',
  timeout = 600_000,
): void {
  describe(title, () => {
    it('pins every schema of the golden files, and only those', () => {
      expect(goldenSchemaProblems(options)).toEqual([]);
    });
    for (const schema of Object.keys(options.pinned)) {
      it(
        `${schema}: a change of any field not pinned fails the replay`,
        () => {
          const r = checkGoldenFields(options, schema);
          const cut = r.cut.length > 0 ? ` (cut to the cases where a field first occurs: ${r.cut.join(', ')})` : '';
          console.log(`${schema}: ${String(r.files.length)} files${cut}, ${String(r.fieldsTried)} fields tried, ${String(r.uncompared.length)} uncompared`);
          expect(r.problems).toEqual([]);
        },
        timeout,
      );
    }
  });
}
