import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { exportsMissingExamples } from '@turnkeeper/scripts/tsdoc-examples';

it('every export of src/index.ts has TSDoc with an @example', () => {
  expect(exportsMissingExamples(fileURLToPath(new URL('../src/index.ts', import.meta.url)))).toEqual([]);
});
