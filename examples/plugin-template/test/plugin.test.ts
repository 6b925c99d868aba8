// The plugin declaration, `"turnkeeper": { "rulesets": ["./analysis#ticktockAnalysis"] }`: how the
// `turnkeeper` CLI and the docs find the ruleset in node_modules. Each entry names, as
// `subpath#export`, an analysis whose `ruleset` is the ruleset. The entry a game imports must not
// reach the analysis, so that a game's bundle carries none of it.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ticktock } from 'turnkeeper-plugin-template';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, unknown>;
  turnkeeper: { rulesets: string[] };
};

/** The package's files `entry` imports, transitively (relative imports only). */
function importedFiles(entry: string): string[] {
  const files = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^;]*? from '(\.[^']+)'/gms)) {
      visit(join(dirname(file), (m[1] ?? '').replace(/\.js$/, '.ts')));
    }
  };
  visit(join(root, entry));
  return [...files].map((f) => relative(root, f)).sort();
}

describe('the plugin declaration', () => {
  it('names the analysis of the ruleset, as "subpath#export", on an entry the package exports', async () => {
    expect(pkg.turnkeeper.rulesets).toEqual(['./analysis#ticktockAnalysis']);
    for (const declared of pkg.turnkeeper.rulesets) {
      const [subpath = '', name = ''] = declared.split('#');
      expect(Object.keys(pkg.exports)).toContain(subpath);
      const mod = (await import(`${pkg.name}/${subpath.slice(2)}`)) as Record<string, { ruleset?: unknown } | undefined>;
      expect(mod[name]?.ruleset).toBe(ticktock);
    }
  });

  it('keeps the analysis out of the entry a game imports', () => {
    expect(importedFiles('src/index.ts')).toEqual(
      [
        'engine/engine.ts',
        'engine/state.ts',
        'hooks.ts',
        'index.ts',
        'ruleset.ts',
        'schema/actors.ts',
        'schema/fields.ts',
        'schema/options.ts',
        'schema/types.ts',
        'versions.ts',
      ].map((f) => join('src', f)),
    );
    expect(importedFiles('src/analysis/index.ts')).toContain(join('src', 'analysis', 'analysis.ts'));
  });
});
