import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exampleErrors } from '@turnkeeper/core/conformance';
import * as api from 'turnkeeper-angband';
import * as analysisApi from 'turnkeeper-angband/analysis';

const src = fileURLToPath(new URL('../src', import.meta.url));
const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
const sourceFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => join(src, f))
  .sort();

describe('documentation', () => {
  it('gives every export of every file of src/ (both entries included) TSDoc with an @example that compiles', async () => {
    expect(sourceFiles).toContain(join(src, 'analysis', 'index.ts'));
    expect(await exampleErrors(sourceFiles, { tsconfig })).toEqual([]);
  }, 600_000); // one TypeScript program: seconds of CPU, minutes of wall time on a busy machine

  it('exports the ruleset under the naming convention of every ruleset, and no internals', () => {
    expect(api.angband.id).toBe('angband');
    expect(api.ANGBAND_VERSIONS).toEqual(api.angband.meta.versions);
    expect(api.ANGBAND_DEFAULT_VERSION).toBe(api.angband.meta.defaultVersion);
    expect(api.angbandActors).toBe(api.angband.kinds);
    expect(api.angbandHooks).toBe(api.angband.hooks);
    expect(api.angbandOptions).toBe(api.angband.options);
    expect(api.angbandGenerator).toBe(api.angband.random.generator);
    expect(analysisApi.angbandAnalysis.ruleset).toBe(api.angband);
    for (const name of ['AngbandEngine', 'angbandState', 'checkAngbandState', 'betweenLaw', 'ratePerGameTurn', 'goldenAdapters']) {
      expect(api, name).not.toHaveProperty(name);
      expect(analysisApi, name).not.toHaveProperty(name);
    }
    // What only tools need is in the analysis entry, not in the one a game bundles.
    for (const name of ['angbandAnalysis', 'MONSTER_RACES', 'speedTableOf', 'speedTableRow']) expect(api, name).not.toHaveProperty(name);
  });

  it('cites the original game, and imports nothing of Turnkeeper but the public API of @turnkeeper/core', () => {
    for (const file of sourceFiles) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^(?:import|export)[^;]*? from '([^']+)'/gms)) {
        const target = m[1] ?? '';
        if (!target.startsWith('.')) expect(['@turnkeeper/core', '@turnkeeper/core/analysis', 'valibot'], `${file}: ${target}`).toContain(target);
      }
    }
    const doc = readFileSync(fileURLToPath(new URL('../docs/time-system.md', import.meta.url)), 'utf8');
    expect(doc).toMatch(/src\/game-world\.c/);
    expect(doc).not.toMatch(/shared\//);
  });
});
