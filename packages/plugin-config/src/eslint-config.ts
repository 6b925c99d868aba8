import { isAbsolute } from 'node:path';
import js from '@eslint/js';
import type { Linter } from 'eslint';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { PluginConfigError, checkKeys } from './options-error.js';

/**
 * Options of {@link eslintConfig}.
 *
 * @example
 * ```ts
 * const options: EslintConfigOptions = { tsconfigRootDir: import.meta.dirname, ignores: ['coverage/**'] };
 * ```
 */
export interface EslintConfigOptions {
  /**
   * The folder of the package's `tsconfig.json`, from which typescript-eslint's project service
   * finds the TypeScript program of each file: pass `import.meta.dirname` from `eslint.config.js`.
   * An absolute path.
   */
  readonly tsconfigRootDir: string;
  /** Glob patterns not to lint, besides `dist/**` and `node_modules/**` (which are never linted). */
  readonly ignores?: readonly string[];
}

const OPTIONS = ['tsconfigRootDir', 'ignores'] as const;

/**
 * The ESLint flat config of a Turnkeeper plugin, the one the example plugins lint with:
 * ESLint's recommended rules and typescript-eslint's `strictTypeChecked` set through the project
 * service; no `any`; `import type` for imports used only as types; numbers and booleans allowed in
 * template strings; `while (true)` loops allowed; a disable comment that no longer disables
 * anything is an error (stale ones cannot pile up); plain `.js`/`.mjs`/`.cjs` files (the configs
 * themselves) linted without type information. Add your own settings after it with ESLint's
 * `defineConfig`.
 *
 * @param options - where the package's `tsconfig.json` is, and what else not to lint.
 * @returns the config array, to export as it is or to extend.
 * @throws {@link PluginConfigError} when an option is missing, of the wrong type or unknown.
 *
 * @example
 * ```ts
 * // eslint.config.js of a plugin
 * import { eslintConfig } from '@turnkeeper/plugin-config/eslint';
 *
 * export default eslintConfig({ tsconfigRootDir: import.meta.dirname });
 * ```
 *
 * @example
 * ```ts
 * // with a rule of your own on top
 * import { defineConfig } from 'eslint/config';
 * import { eslintConfig } from '@turnkeeper/plugin-config/eslint';
 *
 * export default defineConfig(eslintConfig({ tsconfigRootDir: import.meta.dirname, ignores: ['coverage/**'] }), {
 *   rules: { 'max-lines-per-function': ['error', { max: 100 }] },
 * });
 * ```
 */
export function eslintConfig(options: EslintConfigOptions): Linter.Config[] {
  const given = checkKeys('eslintConfig', options, OPTIONS);
  const { tsconfigRootDir, ignores = [] } = given;
  if (typeof tsconfigRootDir !== 'string' || !isAbsolute(tsconfigRootDir))
    throw new PluginConfigError('eslintConfig', 'tsconfigRootDir', tsconfigRootDir, 'an absolute path (import.meta.dirname in eslint.config.js)');
  if (!Array.isArray(ignores) || !ignores.every((g): g is string => typeof g === 'string'))
    throw new PluginConfigError('eslintConfig', 'ignores', ignores, 'an array of glob strings');
  return defineConfig(
    { ignores: ['dist/**', 'node_modules/**', ...ignores] },
    js.configs.recommended,
    tseslint.configs.strictTypeChecked,
    {
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir } },
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      rules: {
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
        '@typescript-eslint/no-unnecessary-condition': ['error', { allowConstantLoopConditions: true }],
        '@typescript-eslint/consistent-type-imports': 'error',
      },
    },
    // Plain JavaScript (the config files) is outside the TypeScript program: no type-aware rules.
    { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], extends: [tseslint.configs.disableTypeChecked] },
  );
}
