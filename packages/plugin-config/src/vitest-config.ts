import type { ViteUserConfig } from 'vitest/config';
import { PluginConfigError, checkKeys } from './options-error.js';

/**
 * The export condition under which Turnkeeper packages, and plugins made from the template, name
 * their TypeScript sources (`"@turnkeeper/source": "./src/index.ts"` in `exports`), so that tests
 * read a package and its workspace siblings without a build.
 *
 * @example
 * ```ts
 * // package.json of a plugin: "exports": { ".": { "@turnkeeper/source": "./src/index.ts", "import": "./dist/index.js" } }
 * SOURCE_CONDITION; // '@turnkeeper/source'
 * ```
 */
export const SOURCE_CONDITION = '@turnkeeper/source';

/**
 * Options of {@link vitestConfig}.
 *
 * @example
 * ```ts
 * const options: VitestConfigOptions = { testTimeout: 120_000 };
 * ```
 */
export interface VitestConfigOptions {
  /** How long one test may take, in milliseconds (vitest's `testTimeout`). Default 60 000: golden replays and exact analyses are slow on a loaded machine. */
  readonly testTimeout?: number;
  /** The export condition naming TypeScript sources. Default {@link SOURCE_CONDITION}. */
  readonly sourceCondition?: string;
  /** Where vitest writes its JSON report, relative to the package, for CI to sum; `false` for none. Default `.vitest-report.json`. */
  readonly jsonReport?: string | false;
}

const OPTIONS = ['testTimeout', 'sourceCondition', 'jsonReport'] as const;

/**
 * The vitest config of a Turnkeeper plugin, the one the example plugins and the Turnkeeper
 * packages test with: the tests are the `*.test.ts` files under `test/`, the type tests the
 * `*.test-d.ts` files there (checked against `./tsconfig.json`), and imports resolve through the source condition first, so a
 * package's tests and its workspace siblings run from TypeScript sources without a build. Vite
 * drops its default conditions when given a list, so they are listed again after it; on the SSR
 * side (where vitest runs tests) the condition also applies to externalized dependencies.
 *
 * @param options - the test timeout, the source condition, the JSON report file.
 * @returns the config, to export with vitest's `defineConfig` (or to merge with `mergeConfig`).
 * @throws {@link PluginConfigError} when an option is of the wrong type or unknown.
 *
 * @example
 * ```ts
 * // vitest.config.ts of a plugin
 * import { defineConfig } from 'vitest/config';
 * import { vitestConfig } from '@turnkeeper/plugin-config/vitest';
 *
 * export default defineConfig(vitestConfig({ testTimeout: 120_000 }));
 * ```
 */
export function vitestConfig(options: VitestConfigOptions = {}): ViteUserConfig {
  const given = checkKeys('vitestConfig', options, OPTIONS);
  const { testTimeout = 60_000, sourceCondition = SOURCE_CONDITION, jsonReport = '.vitest-report.json' } = given;
  if (typeof testTimeout !== 'number' || !Number.isSafeInteger(testTimeout) || testTimeout <= 0)
    throw new PluginConfigError('vitestConfig', 'testTimeout', testTimeout, 'a positive integer (milliseconds)');
  if (typeof sourceCondition !== 'string' || sourceCondition === '')
    throw new PluginConfigError('vitestConfig', 'sourceCondition', sourceCondition, 'a non-empty export condition name');
  if (jsonReport !== false && (typeof jsonReport !== 'string' || jsonReport === ''))
    throw new PluginConfigError('vitestConfig', 'jsonReport', jsonReport, 'a file path, or false for no JSON report');
  const conditions = [sourceCondition, 'module', 'node', 'development|production'];
  return {
    resolve: { conditions },
    ssr: { resolve: { conditions, externalConditions: [sourceCondition] } },
    test: {
      include: ['test/**/*.test.ts'],
      typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
      reporters: jsonReport === false ? ['default'] : ['default', ['json', { outputFile: jsonReport }]],
      testTimeout,
    },
  };
}
