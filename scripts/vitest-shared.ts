// The repository's packages test with the preset plugin authors install (@turnkeeper/plugin-config,
// its /vitest entry): sibling packages' TypeScript sources read through the "@turnkeeper/source"
// condition, no build step. Imported by relative path, as the configs' own imports are: Vite's
// config loader bundles a relative import from its TypeScript source but leaves a bare one to
// Node, which would need the preset built first.
import { vitestConfig } from '../packages/plugin-config/src/vitest/index.js';

/**
 * The vitest config every package uses; `testTimeout` for packages with long golden replays.
 *
 * @example
 * ```ts
 * // packages/<name>/vitest.config.ts
 * import { defineConfig } from 'vitest/config';
 * import { turnkeeperVitest } from '../../scripts/vitest-shared.js';
 *
 * export default defineConfig(turnkeeperVitest({ testTimeout: 240_000 }));
 * ```
 */
export const turnkeeperVitest = vitestConfig;
