// The vitest entry: plain data and types, no ESLint code (a vitest config loads only this).
export { SOURCE_CONDITION, vitestConfig, type VitestConfigOptions } from '../vitest-config.js';
export { PluginConfigError } from '../options-error.js';
