import { defineConfig } from 'tsup';
import { turnkeeperTsup } from '../../scripts/tsup-shared.js';

export default defineConfig(turnkeeperTsup(['src/index.ts', 'src/analysis/index.ts']));
