import { defineConfig } from 'tsup';
import { turnkeeperTsup } from '../../scripts/tsup-shared.js';

export default defineConfig(
  turnkeeperTsup(
    [
      'src/index.ts',
      'src/analysis/index.ts',
      'src/json-schema/index.ts',
      'src/rot/index.ts',
      'src/cint/index.ts',
      'src/conformance/index.ts',
      'src/conformance/golden.ts',
    ],
    ['vitest', 'fast-check'],
  ),
);
