import { describe, expect, it } from 'vitest';
import { discoverGoldenFiles } from './golden-files.js';
import { replayGoldenFile, type GoldenAdapter } from './golden-replay.js';

/**
 * Registers a vitest suite that replays **every** `*.json` under `dir` (sub-folders included):
 * one test per file, named by its path relative to `dir`. A file no adapter understands fails.
 * A failing test's message is the readable first-difference report.
 *
 * @example
 * ```ts
 * // packages/my-game/test/golden-replay.test.ts
 * import { fileURLToPath } from 'node:url';
 * import { describeGoldenReplay } from '@turnkeeper/core/conformance';
 * import type { GoldenAdapter } from '@turnkeeper/core/golden';
 * declare const adapters: readonly GoldenAdapter[]; // the package's adapters, one per golden schema
 * describeGoldenReplay(fileURLToPath(new URL('./golden', import.meta.url)), adapters);
 * ```
 */
export function describeGoldenReplay(dir: string, adapters: readonly GoldenAdapter[], title = 'golden replay'): void {
  const files = discoverGoldenFiles(dir);
  describe(title, () => {
    it('finds golden files to replay', () => {
      expect(files.length, `no *.json under ${dir}`).toBeGreaterThan(0);
    });
    for (const file of files) {
      it(file, () => {
        const outcome = replayGoldenFile(dir, file, adapters);
        if (!outcome.ok) expect.fail(outcome.report);
        expect(outcome.comparisons).toBeGreaterThan(0);
      });
    }
  });
}
