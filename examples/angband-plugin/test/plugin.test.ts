import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { angband } from 'turnkeeper-angband';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, unknown>;
  turnkeeper: { rulesets: string[] };
};

/** The files `entry` imports, transitively (relative imports only), as paths relative to the package, and the packages they import. */
function importGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^;]*? from '([^']+)'/gms)) {
      const target = m[1] ?? '';
      if (target.startsWith('.')) visit(join(dirname(file), target.replace(/\.js$/, '.ts')));
      else packages.add(target);
    }
  };
  visit(join(root, entry));
  return { files: [...files].map((f) => relative(root, f)).sort(), packages: [...packages].sort() };
}

describe('the plugin declaration, "turnkeeper": { "rulesets": [...] }', () => {
  it('names, as "subpath#export", the analysis of the ruleset, which tools reach as analysis.ruleset', async () => {
    expect(pkg.turnkeeper.rulesets).toEqual(['./analysis#angbandAnalysis']);
    for (const declared of pkg.turnkeeper.rulesets) {
      const [subpath = '', name = ''] = declared.split('#');
      expect(Object.keys(pkg.exports)).toContain(subpath);
      const mod = (await import(`${pkg.name}/${subpath.slice(2)}`)) as Record<string, { ruleset?: unknown } | undefined>;
      expect(mod[name]?.ruleset).toBe(angband);
    }
  });

  it('keeps the analysis, its speed tables and the catalog out of the entry a game imports', () => {
    const runtime = importGraph('src/index.ts');
    expect(runtime.files.filter((f) => f.startsWith(join('src', 'analysis')) || f === join('src', 'tables', 'monsters.ts'))).toEqual([]);
    expect(runtime.packages).toEqual(['@turnkeeper/core', 'valibot']);
    expect(importGraph('src/analysis/index.ts').files).toContain(join('src', 'tables', 'monsters.ts'));
  });
});
