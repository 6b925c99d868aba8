import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeGoldenReplay, discoverGoldenFiles, firstDifference, formatDifference, replayGoldenFile } from '../src/conformance/index.js';
import { toyAdapters } from './fixtures/toy-adapters.js';

const ok = fileURLToPath(new URL('./fixtures/golden-ok', import.meta.url));
const mixed = fileURLToPath(new URL('./fixtures/golden-mixed', import.meta.url));

// The runner itself, on a folder whose files all replay: one test per file, named by relative path.
describeGoldenReplay(ok, toyAdapters, 'golden replay of the toy fixtures');

describe('golden replay runner', () => {
  it('discovers every *.json, sub-folders included, as sorted relative paths', () => {
    expect(discoverGoldenFiles(ok)).toEqual(['nested/draws.json', 'squares.json']);
  });

  it('fails a file of unknown schema, naming the schema and the adapters (never a skip)', () => {
    const outcome = replayGoldenFile(mixed, 'mystery.json', toyAdapters);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.report).toBe('mystery.json: unknown golden schema "toy/mystery/1"; adapters: toy/squares/1, toy/draws/1');
  });

  it('reports the first difference with its path and both values', () => {
    const outcome = replayGoldenFile(mixed, 'wrong.json', toyAdapters);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.report).toBe('wrong.json (toy/squares/1) cases: first difference at [1].square: expected 15, actual 16');
  });
});

describe('firstDifference', () => {
  it('finds the earliest differing leaf, depth first', () => {
    expect(firstDifference({ a: [1, { b: 2 }], c: 3 }, { a: [1, { b: 5 }], c: 4 })).toEqual({ path: 'a[1].b', expected: 2, actual: 5 });
    expect(firstDifference([1, 2], [1, 2])).toBeNull();
  });

  it('reports length, missing and unexpected keys', () => {
    expect(firstDifference([1, 2, 3], [1, 2])).toMatchObject({ path: '[2]', note: 'length: expected 3, actual 2' });
    expect(firstDifference({ a: 1 }, {})).toMatchObject({ path: 'a', note: 'missing in actual' });
    expect(firstDifference({}, { z: 1 })).toMatchObject({ path: 'z', note: 'unexpected key' });
  });

  it('compares non-integers within a tolerance when asked, integers always exactly', () => {
    expect(firstDifference(0.1 + 0.2, 0.3)).not.toBeNull();
    expect(firstDifference(0.1 + 0.2, 0.3, { tolerance: 1e-12 })).toBeNull();
    expect(firstDifference(3, 4, { tolerance: 1 })).not.toBeNull();
  });

  it('formats a readable report', () => {
    expect(formatDifference({ path: 'x', expected: 'a', actual: undefined, note: 'missing in actual' }, 'turns')).toBe(
      'turns: first difference at x: expected "a", actual (absent) (missing in actual)',
    );
  });
});
