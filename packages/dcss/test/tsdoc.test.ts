import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { exportsMissingExamples } from '@turnkeeper/scripts/tsdoc-examples';

it('every export of src/index.ts has TSDoc with an @example', () => {
  expect(exportsMissingExamples(fileURLToPath(new URL('../src/index.ts', import.meta.url)))).toEqual([]);
});

it('every export of src/analysis/index.ts (@turnkeeper/dcss/analysis) has TSDoc with an @example', () => {
  expect(exportsMissingExamples(fileURLToPath(new URL('../src/analysis/index.ts', import.meta.url)))).toEqual([]);
});
