import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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
  it('exports the ruleset, its generator and the analysis functions from the package root', () => {
    for (const name of ['cthangband', 'ZRand', 'zrandKind', 'goldenAdapters', 'doubleMoveOdds', 'waitSequence', 'meanStepsPerRound', 'speedTable'])
      expect(api, name).toHaveProperty(name);
  });
});
