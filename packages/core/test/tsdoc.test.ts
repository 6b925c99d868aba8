import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exampleErrors, tsdocBlocks } from '@turnkeeper/core/conformance';

const at = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const tsconfig = at('../tsconfig.json');
// One TypeScript program each: about 13 s of CPU for the entries, so the wall time on a shared machine can be minutes.
const TIMEOUT = 600_000;
const entries = ['index.ts', 'analysis/index.ts', 'json-schema/index.ts', 'rot/index.ts', 'cint/index.ts', 'conformance/index.ts', 'conformance/golden.ts'];

describe('TSDoc examples', () => {
  it(
    `every export of the ${entries.length} entries has an @example, and every example compiles`,
    async () => {
      expect(
        await exampleErrors(
          entries.map((e) => at(`../src/${e}`)),
          { tsconfig },
        ),
      ).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'reports an example that does not compile at its line, and an export without one',
    async () => {
      expect(await exampleErrors([at('./fixtures/broken-examples/index.ts')], { tsconfig })).toEqual([
        'test/fixtures/broken-examples/index.ts: UNDOCUMENTED has no TSDoc @example',
        "test/fixtures/broken-examples/index.ts:9: Type 'number' is not assignable to type 'string'.",
        "test/fixtures/broken-examples/index.ts:23: Cannot find name 'undeclared'.",
      ]);
    },
    TIMEOUT,
  );

  it('reads the fenced TypeScript blocks of doc comments, with the line each starts on', () => {
    const text = ['/**', ' * Prose.', ' * ```ts', ' * const a = 1;', ' *   a + 1;', ' * ```', ' * ```text', ' * not code', ' * ```', ' */'].join('\n');
    expect(tsdocBlocks(text, 10)).toEqual([{ code: 'const a = 1;\n  a + 1;', line: 13 }]);
  });
});
