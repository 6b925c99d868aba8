/**
 * The error a config factory throws for a bad option: it names the factory, the field, the value
 * it was given and what is allowed. Config files are often plain JavaScript, so the factories
 * check their options at run time instead of trusting the types.
 *
 * @example
 * ```ts
 * import { PluginConfigError, vitestConfig } from '@turnkeeper/plugin-config';
 *
 * try {
 *   vitestConfig({ testTimeout: -1 });
 * } catch (error) {
 *   // error.field is 'testTimeout'; error.message reads
 *   // "vitestConfig: testTimeout is -1; allowed: a positive integer (milliseconds)"
 *   if (error instanceof PluginConfigError) console.error(error.message);
 * }
 * ```
 */
export class PluginConfigError extends TypeError {
  /** Always `'PLUGIN_CONFIG_OPTION'`, for code that tells errors apart without `instanceof`. */
  readonly code = 'PLUGIN_CONFIG_OPTION';
  override readonly name = 'PluginConfigError';

  constructor(
    /** The factory that was called (`eslintConfig`, `vitestConfig`). */
    readonly factory: string,
    /** The option at fault. */
    readonly field: string,
    /** What the option was given. */
    readonly value: unknown,
    /** What the option accepts, in words. */
    readonly allowed: string,
  ) {
    super(`${factory}: ${field} is ${describe(value)}; allowed: ${allowed}`);
  }
}

/** A value as a message shows it: strings quoted, everything else as JSON or its type. */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/**
 * Checks that `options` is a plain object with no keys besides `allowed`: a misspelt option is an
 * error, not silently ignored.
 *
 * @example
 * ```ts
 * checkKeys('vitestConfig', { testTimeout: 1 }, ['testTimeout']); // { testTimeout: 1 }
 * checkKeys('vitestConfig', { timeout: 1 }, ['testTimeout']); // throws: vitestConfig: timeout is 1; allowed: no such option (…)
 * ```
 */
export function checkKeys(factory: string, options: unknown, allowed: readonly string[]): Readonly<Record<string, unknown>> {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new PluginConfigError(factory, 'options', options, 'an object');
  for (const key of Object.keys(options)) {
    if (!allowed.includes(key))
      throw new PluginConfigError(factory, key, (options as Record<string, unknown>)[key], `no such option (the options are ${allowed.join(', ')})`);
  }
  return options as Readonly<Record<string, unknown>>;
}
