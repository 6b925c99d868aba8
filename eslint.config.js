// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/site/**', '**/node_modules/**', '**/.turbo/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  // A disable comment that no longer disables anything is an error, so stale ones cannot pile up.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    rules: {
      // strictTypeChecked forbids `!` (no-non-null-assertion); this stylistic rule would ask for it.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
    },
  },
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/no-unnecessary-condition': ['error', { allowConstantLoopConditions: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Plain scripts run by Node (the test runner, the chromium check): Node's globals.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
