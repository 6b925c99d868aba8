import { defineConfig } from 'tsup';
import { turnkeeperTsup } from '../../scripts/tsup-shared.js';

// bin and worker are entries of their own: the Monte Carlo pool loads dist/worker.js in threads.
export default defineConfig(turnkeeperTsup(['src/index.ts', 'src/bin.ts', 'src/worker.ts']));
