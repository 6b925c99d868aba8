import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Builds the playground into `out`: its page and stylesheet, and `playground.js`, the real
 * packages bundled for the browser by esbuild (read from their TypeScript sources through the
 * `@turnkeeper/source` condition, so no package build is needed). Returns the bundle's size.
 *
 * @example
 * ```ts
 * await buildPlaygroundInto('apps/docs', 'apps/docs/site/playground');
 * ```
 */
export async function buildPlaygroundInto(docsDir: string, out: string): Promise<number> {
  mkdirSync(out, { recursive: true });
  for (const file of ['index.html', 'style.css']) copyFileSync(join(docsDir, 'playground', file), join(out, file));
  const outfile = join(out, 'playground.js');
  const result = await build({
    entryPoints: [join(docsDir, 'playground', 'main.ts')],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    conditions: ['@turnkeeper/source'],
    minify: true,
    sourcemap: true,
    legalComments: 'none',
    outfile,
    logLevel: 'silent',
  });
  if (result.errors.length > 0) throw new Error(`the playground bundle failed: ${result.errors.map((e) => e.text).join('; ')}`);
  return statSync(outfile).size;
}
