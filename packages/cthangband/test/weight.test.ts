// What a game bundles when it imports the runtime entry: the import graph of src/index.ts, read
// from the sources, must reach neither the analysis, nor the monster catalog's data, nor a schema
// library other than valibot (the bundle size itself is measured with esbuild, see the README).
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));

/** Every source file `entry` reaches through relative imports (type-only imports left out: they are erased). */
function importGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)) {
      const [, typeOnly, spec] = m as unknown as [string, string | undefined, string];
      if (typeOnly) continue;
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the runtime entry (src/index.ts) bundles only what a loop needs', () => {
  const { files, packages } = importGraph(join(src, 'index.ts'));
  const reached = [...files].map((f) => relative(src, f));

  it('reaches no analysis module and none of the catalog', () => {
    expect(reached.filter((f) => f.startsWith('analysis/'))).toEqual([]);
    expect(reached.filter((f) => /monster-(rows|row|catalog)\.ts$|placement-speed\.ts$/.test(f))).toEqual([]);
    expect(reached).toContain('engine/engine.ts');
  });

  it('imports core and valibot only, and core through its main entry and its C integer kit', () => {
    expect([...packages].sort()).toEqual(['@turnkeeper/core', '@turnkeeper/core/cint', 'valibot']);
  });

  it('the analysis entry reaches the catalog (names in every question)', () => {
    const analysis = importGraph(join(src, 'analysis', 'index.ts'));
    expect([...analysis.files].map((f) => relative(src, f))).toContain('tables/monster-rows.ts');
  });
});
