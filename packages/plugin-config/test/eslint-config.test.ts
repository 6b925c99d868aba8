// The ESLint preset lints as the example plugins need: typed rules through the project service,
// the repository's rule options, stale disable comments as errors, plain JavaScript without type
// information, dist/ ignored. Each case lints a small package written to a temporary folder.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PluginConfigError, eslintConfig } from '@turnkeeper/plugin-config/eslint';

let dir = '';

/** The package the linter reads: a tsconfig like the template's, and the files under test. */
const FILES: Readonly<Record<string, string>> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { target: 'ES2022', lib: ['ES2022'], module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, types: [], noEmit: true },
    include: ['src'],
  }),
  'src/types.ts': 'export interface Turn {\n  readonly id: number;\n}\n',
  // Every line breaks one rule of the preset.
  'src/bad.ts': [
    "import { Turn } from './types.js';",
    'export const loose: any = 1;',
    'function tick(): Promise<number> {',
    '  return Promise.resolve(1);',
    '}',
    'tick();',
    'export const label = (t: Turn, o: readonly number[]): string => `${t.id} ${o}`;',
    '// eslint-disable-next-line no-console',
    'export const quiet = 1;',
    '',
  ].join('\n'),
  // Breaks none: numbers and booleans in templates, a constant loop condition.
  'src/good.ts': [
    'export function count(limit: number): string {',
    '  let n = 0;',
    '  while (true) {',
    '    n += 1;',
    '    if (n >= limit) break;',
    '  }',
    '  return `${n} ${n > 1}`;',
    '}',
    '',
  ].join('\n'),
  // A config file: outside the TypeScript program, linted without type information.
  'eslint.config.js': 'export default [];\n',
  // Built output is never linted.
  'dist/bad.js': 'undefinedName();\n',
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'plugin-config-eslint-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The rule ids each linted file reports, by path relative to the package, in line order. */
async function lint(): Promise<Record<string, (string | null)[]>> {
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: eslintConfig({ tsconfigRootDir: dir }) });
  const results = await eslint.lintFiles(['.']);
  return Object.fromEntries(results.map((r) => [r.filePath.slice(dir.length + 1), r.messages.map((m) => m.ruleId)]));
}

describe('eslintConfig', () => {
  it('reports each broken rule of a TypeScript file, type-aware ones included, and nothing in a clean one', async () => {
    const found = await lint();
    expect(found['src/bad.ts']).toEqual([
      '@typescript-eslint/consistent-type-imports',
      '@typescript-eslint/no-explicit-any',
      '@typescript-eslint/no-floating-promises',
      '@typescript-eslint/restrict-template-expressions',
      null, // the unused disable directive
    ]);
    expect(found['src/good.ts']).toEqual([]);
    expect(found['src/types.ts']).toEqual([]);
  }, 120_000);

  it('lints plain JavaScript without type information and never reads dist/', async () => {
    const found = await lint();
    expect(found['eslint.config.js']).toEqual([]);
    expect(Object.keys(found).sort()).toEqual(['eslint.config.js', 'src/bad.ts', 'src/good.ts', 'src/types.ts']);
  }, 120_000);

  it('ignores the extra patterns it is given', () => {
    const [first] = eslintConfig({ tsconfigRootDir: '/pkg', ignores: ['coverage/**'] });
    expect(first?.ignores).toEqual(['dist/**', 'node_modules/**', 'coverage/**']);
  });

  it('rejects a missing or relative tsconfigRootDir, bad ignores and unknown options, naming the field', () => {
    const bad: [unknown, string][] = [
      [{}, 'eslintConfig: tsconfigRootDir is undefined; allowed: an absolute path (import.meta.dirname in eslint.config.js)'],
      [{ tsconfigRootDir: '.' }, 'eslintConfig: tsconfigRootDir is "."; allowed: an absolute path (import.meta.dirname in eslint.config.js)'],
      [{ tsconfigRootDir: '/pkg', ignores: 'dist' }, 'eslintConfig: ignores is "dist"; allowed: an array of glob strings'],
      [{ tsconfigRootDir: '/pkg', ignore: ['x'] }, 'eslintConfig: ignore is ["x"]; allowed: no such option (the options are tsconfigRootDir, ignores)'],
      [null, 'eslintConfig: options is null; allowed: an object'],
    ];
    for (const [options, message] of bad) {
      expect(() => eslintConfig(options as Parameters<typeof eslintConfig>[0])).toThrow(message);
      expect(() => eslintConfig(options as Parameters<typeof eslintConfig>[0])).toThrow(PluginConfigError);
    }
  });
});
