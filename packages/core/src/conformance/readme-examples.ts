import { readFileSync } from 'node:fs';

/**
 * The fenced TypeScript blocks of a Markdown file (```ts / ```typescript), in order.
 *
 * @example
 * ```ts
 * import { readmeCodeBlocks } from '@turnkeeper/core/conformance';
 * readmeCodeBlocks('README.md').length; // how many examples the README shows
 * ```
 */
export function readmeCodeBlocks(markdownPath: string): string[] {
  const text = readFileSync(markdownPath, 'utf8');
  const blocks: string[] = [];
  const re = /^```(?:ts|typescript)\s*\n([\s\S]*?)^```/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) blocks.push(m[1] ?? '');
  return blocks;
}

/**
 * Blocks of `markdownPath` that do not appear, line for line (indentation and blank lines
 * ignored), in any of `testPaths`: README examples must be copies of code that tests run.
 * Returns the untested blocks (empty when all are tested).
 *
 * @example
 * ```ts
 * import { expect } from 'vitest';
 * import { untestedReadmeBlocks } from '@turnkeeper/core/conformance';
 * expect(untestedReadmeBlocks('README.md', ['test/readme.test.ts'])).toEqual([]);
 * ```
 */
export function untestedReadmeBlocks(markdownPath: string, testPaths: readonly string[]): string[] {
  const norm = (s: string): string =>
    s
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '')
      .join('\n');
  const tests = testPaths.map((p) => norm(readFileSync(p, 'utf8')));
  return readmeCodeBlocks(markdownPath).filter((block) => !tests.some((t) => t.includes(norm(block))));
}
