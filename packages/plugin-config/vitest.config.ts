import { defineConfig } from 'vitest/config';
import { vitestConfig } from './src/vitest-config.js';

// The package tests with its own factory, read from its source (Vite bundles a relative import of
// a config file; a bare import of this package would need a build first).
export default defineConfig(vitestConfig({ testTimeout: 120_000 }));
