import { defineConfig } from 'vitest/config';
import { vitestConfig } from '@turnkeeper/plugin-config/vitest';

// Turnkeeper's published preset for plugins: tests read this package and core from their
// TypeScript sources (the "@turnkeeper/source" export condition), without a build. The golden
// replays and the exact analyses take a while on a loaded machine.
export default defineConfig(vitestConfig({ testTimeout: 120_000 }));
