import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declarationsMissingExamples, exportsMissingExamples } from '../../../scripts/tsdoc-examples.js';
import * as api from '../src/index.js';

const src = fileURLToPath(new URL('../src', import.meta.url));

describe('documentation', () => {
  it('gives every exported declaration TSDoc with an @example', () => {
    expect(declarationsMissingExamples(src)).toEqual([]);
  });
  it('gives every export of the package entry TSDoc with an @example', () => {
    expect(exportsMissingExamples(join(src, 'index.ts'))).toEqual([]);
  });
  it('exports the ruleset, its generator and the analysis extras from the package root', () => {
    for (const name of ['cthangband', 'ZRand', 'cthangbandGenerator', 'cthangbandActors', 'cthangbandHooks', 'waitSequence', 'meanStepsPerRound', 'speedTableRows'])
      expect(api, name).toHaveProperty(name);
    // The shared questions (double-move odds, rates) are answered through the ruleset's analysis interface.
    expect(typeof api.cthangband.analysis.between).toBe('function');
    expect(typeof api.cthangband.analysis.rate).toBe('function');
  });
  it('keeps internals and golden-replay code out of the package root', () => {
    for (const name of ['CthangbandEngine', 'PHASE', 'cthangbandState', 'goldenAdapters', 'replayTrace', 'drawAt', 'zrandKind', 'doubleMoveOdds', 'actionsPerTick'])
      expect(api, name).not.toHaveProperty(name);
  });
});
