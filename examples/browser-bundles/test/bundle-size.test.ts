// Bundle budgets: each program of src/ is bundled for the browser and minified by esbuild (through
// size-limit's esbuild plugin, the way size-limit's small-lib preset measures libraries), gzipped,
// and held to its budget. Sizes are deterministic, so this is a test; nothing here is timed.
import { fileURLToPath } from 'node:url';
import esbuildPlugins from '@size-limit/esbuild';
import filePlugins from '@size-limit/file';
import sizeLimit from 'size-limit';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from './budgets.js';

interface Metafile {
  readonly outputs: Readonly<Record<string, { readonly inputs: Readonly<Record<string, { readonly bytesInOutput: number }>> }>>;
}

/** The modules that put bytes in the bundle (esbuild lists tree-shaken modules too, with 0 bytes). */
function bundled(meta: Metafile | undefined): string[] {
  const paths = new Set<string>();
  for (const output of Object.values(meta?.outputs ?? {})) {
    for (const [path, input] of Object.entries(output.inputs)) if (input.bytesInOutput > 0) paths.add(path);
  }
  return [...paths];
}

/** A size-limit plugin that keeps each check's esbuild metafile, to see which modules were bundled. */
function metafiles(into: Map<string, Metafile>): object {
  return {
    name: 'turnkeeper-metafile',
    step41(_config: unknown, check: { files: string[]; esbuildMetafile?: Metafile }): void {
      if (check.esbuildMetafile) into.set(check.files[0] ?? '', check.esbuildMetafile);
    },
  };
}

/** Bundles like a browser game's build: ES module, browser platform, our sources read directly. */
function browserBuild(config: Record<string, unknown>): Record<string, unknown> {
  return { ...config, format: 'esm', platform: 'browser', conditions: ['@turnkeeper/source'] };
}

describe('bundle budgets (esbuild --bundle --minify --platform=browser, gzipped)', () => {
  for (const budget of BUDGETS) {
    it(`${budget.what}: ≤ ${(budget.bytes / 1024).toFixed(0)} KB gzipped, with no tools bundled`, async () => {
      const file = fileURLToPath(new URL(`../${budget.program}`, import.meta.url));
      const seen = new Map<string, Metafile>();
      // size-limit's types call plugins functions; they are objects of steps (see its plugin docs).
      const plugins = [...filePlugins, ...esbuildPlugins, metafiles(seen)] as unknown as Parameters<typeof sizeLimit>[0];
      const results = (await sizeLimit(plugins, {
        checks: [{ files: [file], gzip: true, modifyEsbuildConfig: browserBuild }],
      })) as readonly { readonly size?: number }[];
      const size = results[0]?.size ?? NaN;
      console.log(`${budget.what}: ${size.toLocaleString('en')} bytes gzipped (budget ${budget.bytes.toLocaleString('en')})`);
      expect(size).toBeGreaterThan(1000);
      expect(size).toBeLessThanOrEqual(budget.bytes);
      const inputs = bundled(seen.get(file));
      expect(inputs.length).toBeGreaterThan(1);
      const tools = inputs.filter((path) => budget.absent.some((part) => path.includes(part)));
      expect(tools, tools.join('\n')).toEqual([]);
    });
  }
});
