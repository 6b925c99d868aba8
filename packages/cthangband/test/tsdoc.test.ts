import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exampleErrors } from '@turnkeeper/core/conformance';
import * as analysisApi from '../src/analysis/index.js';
import * as api from '../src/index.js';

const src = fileURLToPath(new URL('../src', import.meta.url));
const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
// Every source file, not only the entries: each exported declaration is documented and its example compiles.
const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => join(src, f))
  .sort();

describe('documentation', () => {
  it(`gives every export of the ${files.length} source files TSDoc with an @example that compiles`, async () => {
    expect(files).toContain(join(src, 'index.ts'));
    expect(await exampleErrors(files, { tsconfig })).toEqual([]);
  }, 600_000); // one TypeScript program: seconds of CPU, minutes of wall time on a busy machine
  it('exports the ruleset, its generator, tables and rules from the package root', () => {
    for (const name of [
      'cthangband',
      'ZRand',
      'cthangbandGenerator',
      'cthangbandActors',
      'cthangbandHooks',
      'speedTableRows',
      'placeMonster',
      'placementSpeeds',
    ])
      expect(api, name).toHaveProperty(name);
    expect(api.cthangbandActors).toBe(api.cthangband.kinds);
    expect(api.cthangbandHooks).toBe(api.cthangband.hooks);
    expect(api.cthangbandGenerator).toBe(api.cthangband.random.generator);
  });
  it('exports the analysis, the monster catalog and the analysis extras from /analysis, and none of them from the root', () => {
    for (const name of [
      'cthangbandAnalysis',
      'monsterCatalog',
      'findMonster',
      'placementDraws',
      'waitSequence',
      'meanStepsPerRound',
      'actionsPerRound',
      'helpActionTable',
    ]) {
      expect(analysisApi, name).toHaveProperty(name);
      expect(api, name).not.toHaveProperty(name);
    }
    expect(analysisApi.cthangbandAnalysis.ruleset).toBe(api.cthangband);
    expect(typeof analysisApi.cthangbandAnalysis.between).toBe('function');
  });
  it('keeps internals and golden-replay code out of both entries', () => {
    for (const name of [
      'CthangbandEngine',
      'CTHANGBAND_PHASES',
      'cthangbandState',
      'checkCthangbandState',
      'goldenAdapters',
      'replayTrace',
      'drawAt',
      'zrandKind',
      'doubleMoveOdds',
      'actionsPerTick',
    ]) {
      expect(api, name).not.toHaveProperty(name);
      expect(analysisApi, name).not.toHaveProperty(name);
    }
  });
});
