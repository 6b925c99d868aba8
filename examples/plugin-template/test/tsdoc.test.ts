import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { exampleErrors } from '@turnkeeper/core/conformance';

const at = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

it('gives every export of both entries TSDoc with an @example that compiles', async () => {
  expect(await exampleErrors([at('../src/index.ts'), at('../src/analysis/index.ts')], { tsconfig: at('../tsconfig.json') })).toEqual([]);
  // One TypeScript program: seconds of CPU, minutes of wall time on a busy machine.
}, 600_000);
