import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportsMissingExamples } from '@turnkeeper/scripts/tsdoc-examples';

describe('TSDoc', () => {
  for (const entry of ['index.ts', 'cint/index.ts', 'conformance/index.ts', 'conformance/golden.ts']) {
    it(`every export of src/${entry} has TSDoc with an @example`, () => {
      expect(exportsMissingExamples(fileURLToPath(new URL(`../src/${entry}`, import.meta.url)))).toEqual([]);
    });
  }
});
