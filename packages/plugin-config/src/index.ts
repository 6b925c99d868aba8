// Both factories. Importing this entry loads ESLint's and typescript-eslint's configs; a vitest
// config should import `@turnkeeper/plugin-config/vitest` (and an ESLint config `/eslint`) instead.
export { eslintConfig, type EslintConfigOptions } from './eslint-config.js';
export { SOURCE_CONDITION, vitestConfig, type VitestConfigOptions } from './vitest-config.js';
export { PluginConfigError } from './options-error.js';
