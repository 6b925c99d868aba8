import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readmeCodeBlocks } from './readme-examples.js';

const normalise = (s: string): string => s.replace(/\r\n/g, '\n').trim();

/**
 * Registers tests that keep a README's examples honest: every ```ts block of `readme` is a whole
 * file (it starts with its imports) equal to one of the example files under `examplesDir`, and
 * every example file runs (it is imported, so its top-level code executes; examples check their
 * own results with `node:assert`).
 *
 * @example
 * ```ts
 * // packages/my-game/test/readme.test.ts
 * import { fileURLToPath } from 'node:url';
 * import { describeReadmeExamples } from '@turnkeeper/core/conformance';
 * describeReadmeExamples(fileURLToPath(new URL('../README.md', import.meta.url)), fileURLToPath(new URL('./examples', import.meta.url)));
 * ```
 */
export function describeReadmeExamples(readme: string, examplesDir: string): void {
  const files = readdirSync(examplesDir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  const examples = new Map(files.map((f) => [f, normalise(readFileSync(join(examplesDir, f), 'utf8'))]));
  describe(`examples of ${relative(process.cwd(), readme) || readme}`, () => {
    it('shows only whole example files: each code block is one of the example files, imports included', () => {
      const blocks = readmeCodeBlocks(readme).map(normalise);
      expect(blocks.length, 'the README has no ```ts example').toBeGreaterThan(0);
      const known = [...examples.values()];
      const stray = blocks.filter((b) => !known.includes(b)).map((b) => b.split('\n').slice(0, 3).join('\n'));
      expect(stray, `README blocks that are not whole files of ${examplesDir}`).toEqual([]);
      for (const b of blocks) expect(b, 'an example starts with its imports').toMatch(/^(\/\/[^\n]*\n)*import /);
    });
    for (const file of files) {
      it(`runs ${file}`, async () => {
        await import(pathToFileURL(join(examplesDir, file)).href);
      });
    }
  });
}
