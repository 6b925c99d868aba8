import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as api from 'turnkeeper-angband';
import { declarationsMissingExamples, exportsMissingExamples, sourceFiles } from '../../../scripts/tsdoc-examples.js';

const src = fileURLToPath(new URL('../src', import.meta.url));

describe('documentation', () => {
  it('gives every export of the package entry TSDoc with an @example', () => {
    expect(exportsMissingExamples(join(src, 'index.ts'))).toEqual([]);
  });

  it('gives every exported declaration of src/ TSDoc with an @example', () => {
    expect(declarationsMissingExamples(src)).toEqual([]);
  });

  it('exports the ruleset under the naming convention of every ruleset, and no internals', () => {
    expect(api.angband.id).toBe('angband');
    expect(api.ANGBAND_VERSIONS).toEqual(api.angband.versions);
    expect(api.ANGBAND_DEFAULT_VERSION).toBe(api.angband.defaultVersion);
    expect(api.angbandActors).toBe(api.angband.actors);
    expect(api.angbandHooks).toBe(api.angband.hookDecls);
    expect(api.angbandGenerator).toBe(api.angband.generator);
    for (const name of ['AngbandEngine', 'angbandState', 'betweenLaw', 'ratePerGameTurn', 'goldenAdapters']) expect(api, name).not.toHaveProperty(name);
  });

  it('cites the original game, and imports nothing of Turnkeeper but the public API of @turnkeeper/core', () => {
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^(?:import|export)[^;]*? from '([^']+)'/gms)) {
        const target = m[1] ?? '';
        if (!target.startsWith('.')) expect(['@turnkeeper/core', 'zod'], `${file}: ${target}`).toContain(target);
      }
    }
    const doc = readFileSync(fileURLToPath(new URL('../docs/time-system.md', import.meta.url)), 'utf8');
    expect(doc).toMatch(/src\/game-world\.c/);
    expect(doc).not.toMatch(/shared\//);
  });
});
