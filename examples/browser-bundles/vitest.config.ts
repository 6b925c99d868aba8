import { defineConfig } from 'vitest/config';
import { turnkeeperVitest } from '../../scripts/vitest-shared.js';

export default defineConfig(turnkeeperVitest({ testTimeout: 120_000 }));
