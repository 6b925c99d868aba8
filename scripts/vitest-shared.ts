// Shared vitest settings for every package. Why a custom condition: tests, typecheck and typedoc
// read sibling packages' TypeScript sources through "@turnkeeper/source" without a build step;
// vitest's SSR resolver needs it listed with the default conditions re-listed, or it drops them.
const conditions = ['@turnkeeper/source', 'module', 'node', 'development|production'];

import type { ViteUserConfig } from 'vitest/config';

/** The vitest config every package uses; `testTimeout` for packages with long golden replays. */
export function turnkeeperVitest(options: { testTimeout?: number } = {}): ViteUserConfig {
  return {
    resolve: { conditions },
    ssr: { resolve: { conditions, externalConditions: ['@turnkeeper/source'] } },
    test: {
      include: ['test/**/*.test.ts'],
      typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
      reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
      testTimeout: options.testTimeout ?? 60_000,
    },
  };
}
