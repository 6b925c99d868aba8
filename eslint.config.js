// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // bench/.bundled: the bundles scripts/bench/bundled.ts writes (generated, git-ignored).
  { ignores: ['**/dist/**', '**/site/**', '**/node_modules/**', '**/.turbo/**', '**/bench/.bundled/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  // A disable comment that no longer disables anything is an error, so stale ones cannot pile up.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    rules: {
      // strictTypeChecked forbids `!` (no-non-null-assertion); this stylistic rule would ask for it.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
      // A type alias of an object type is assignable to Record<string, …> (an interface is not), which the
      // version-rule and catalog types rely on; so both forms stay allowed.
      '@typescript-eslint/consistent-type-definitions': 'off',
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
    // Functions a reader takes in at once: none in shipped source over 100 lines, comments and
    // blank lines included.
    files: ['packages/*/src/**/*.ts', 'apps/*/src/**/*.ts', 'examples/*/src/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Workspace packages are imported by name (`@turnkeeper/scripts/vitest-shared`,
    // `@turnkeeper/core/golden`), never by a relative path that climbs out of one package into the
    // repository's scripts or another package: such a path breaks as soon as a file moves or the
    // package is copied out of the monorepo.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./){2,}scripts/', message: 'Import the repository tooling by name: @turnkeeper/scripts/<entry>.' },
            {
              regex: '^(\\.\\./){2,}(packages|examples|apps|core|nethack|dcss|frogcomposband|cthangband|cli|docs)/',
              message: 'Import another workspace package by name (@turnkeeper/<package> or one of its subpaths), not by relative path.',
            },
          ],
        },
      ],
    },
  },
  {
    // Config files are loaded by Node itself (vite's and tsup's config loaders leave bare imports
    // to Node, which cannot run the tooling's TypeScript), so they keep their relative import.
    files: ['**/vitest.config.ts', '**/tsup.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Plain scripts run by Node (the test runner, the chromium check): Node's globals.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
