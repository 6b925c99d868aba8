import { defineConfig } from 'vitest/config';

// Turnkeeper packages (this one included) export their TypeScript sources under the
// "@turnkeeper/source" condition, so tests run on sources without a build. Vite drops its default
// conditions when given a list, so they are listed again.
const conditions = ['@turnkeeper/source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@turnkeeper/source'] } },
  test: {
    include: ['test/**/*.test.ts'],
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
    // The golden replays and the exact analyses take a while on a loaded machine.
    testTimeout: 120_000,
  },
});
