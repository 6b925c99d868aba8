import { defineConfig } from 'tsup';

// Two entries: the ruleset, what a game imports, and the analysis, what tools import.
export default defineConfig({
  entry: ['src/index.ts', 'src/analysis/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
});
