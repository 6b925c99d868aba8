import { defineConfig } from 'tsup';
import { turnkeeperTsup } from '../../scripts/tsup-shared.js';

// One entry a tool: a vitest config that imports `/vitest` loads no ESLint code, and the reverse.
export default defineConfig(
  turnkeeperTsup(['src/index.ts', 'src/eslint/index.ts', 'src/vitest/index.ts'], ['eslint', '@eslint/js', 'typescript-eslint', 'vitest']),
);
