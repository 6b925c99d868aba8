// The ESLint entry: loads ESLint's and typescript-eslint's configs, nothing of vitest.
export { eslintConfig, type EslintConfigOptions } from '../eslint-config.js';
export { PluginConfigError } from '../options-error.js';
