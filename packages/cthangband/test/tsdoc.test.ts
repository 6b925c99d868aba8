import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportsMissingExamples } from '../../../scripts/tsdoc-examples.js';
import * as api from '../src/index.js';

const src = fileURLToPath(new URL('../src', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
  });
}

/** Exported declarations whose doc comment (the block right above, `//` lines allowed between) has no @example. */
function undocumented(path: string): string[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  const missing: string[] = [];
  lines.forEach((line, i) => {
    const m = /^export (?:const|function|class|interface|type) (\w+)/.exec(line);
    if (!m) return;
    let j = i - 1;
    while (j >= 0 && (lines[j] ?? '').trim().startsWith('//')) j--;
    const block: string[] = [];
    for (; j >= 0; j--) {
      const l = (lines[j] ?? '').trim();
      if (!l.startsWith('*') && !l.startsWith('/**')) break;
      block.unshift(l);
      if (l.startsWith('/**')) break;
    }
    if (!block.join('\n').includes('@example')) missing.push(`${path}: ${m[1] ?? ''}`);
  });
  return missing;
}

describe('documentation', () => {
  it('gives every exported declaration TSDoc with an @example', () => {
    expect(files(src).flatMap(undocumented)).toEqual([]);
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
