// The golden-fields kit: a field no replay notices a change of fails the check unless it is pinned
// with a reason, a pin of a field a replay notices fails it too, and the pins must name exactly
// the schemas of the golden files. The toy adapters compare `cases` and never read `note`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkGoldenFields, describeGoldenFields, goldenSchemaProblems } from '../src/conformance/index.js';
import { toyAdapters } from './fixtures/toy-adapters.js';

const root = mkdtempSync(join(tmpdir(), 'turnkeeper-golden-fields-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A golden folder holding `files` (name → data). */
function folder(name: string, files: Readonly<Record<string, unknown>>): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'sub'), { recursive: true });
  for (const [file, data] of Object.entries(files)) writeFileSync(join(dir, file), JSON.stringify(data));
  return dir;
}

const squares = (note: string, ...ns: number[]): unknown => ({ schema: 'toy/squares/1', note, cases: ns.map((n) => ({ n, square: n * n })) });

describe('checkGoldenFields', () => {
  const dir = folder('one', { 'a.json': squares('prose', 2, 3) });

  it('fails on a field no replay notices that is not pinned, naming it and the file it was tried in', () => {
    const r = checkGoldenFields({ dir, adapters: toyAdapters, pinned: { 'toy/squares/1': {} } }, 'toy/squares/1');
    expect(r.problems).toEqual(['note: no replay notices a change of it (tried in a.json): compare it, or pin it with why not']);
    expect([r.files, r.fieldsTried, r.uncompared]).toEqual([['a.json'], 4, [{ path: 'note', files: ['a.json'] }]]);
  });

  it('passes when that field is pinned with a reason', () => {
    expect(checkGoldenFields({ dir, adapters: toyAdapters, pinned: { 'toy/squares/1': { note: 'prose' } } }, 'toy/squares/1').problems).toEqual([]);
  });

  it('fails on a pin of a compared field, and on a pin without a reason', () => {
    const pinned = { 'toy/squares/1': { note: ' ', 'cases[].square': 'wrongly pinned' } };
    expect(checkGoldenFields({ dir, adapters: toyAdapters, pinned }, 'toy/squares/1').problems).toEqual([
      'note: pinned without a reason: say why no replay compares it',
      'cases[].square: pinned as uncompared, but a change of it now fails a replay (or no file has it): unpin it',
    ]);
  });

  it('tries the files smallest first, and a field first in a later file is tried there', () => {
    const two = folder('two', {
      'big.json': squares('long prose here', 2, 3, 4, 5, 6),
      'sub/small.json': { schema: 'toy/squares/1', cases: [{ n: 1, square: 1 }] },
    });
    const r = checkGoldenFields({ dir: two, adapters: toyAdapters, pinned: { 'toy/squares/1': { note: 'prose' } } }, 'toy/squares/1');
    expect(r.files).toEqual(['sub/small.json', 'big.json']);
    expect(r.uncompared).toEqual([{ path: 'note', files: ['big.json'] }]);
  });

  it('with cutCases, cuts a `cases` list to the cases where a field first occurs, to the same outcome', () => {
    const data = {
      schema: 'toy/squares/1',
      note: 'prose',
      cases: [
        { n: 2, square: 4 },
        { n: 3, square: 9 },
        { n: 4, square: 16 },
      ],
    };
    const cut = folder('cut', { 'a.json': data, 'b.json': squares('one case, nothing to cut', 5) });
    const pinned = { 'toy/squares/1': {} };
    const r = checkGoldenFields({ dir: cut, adapters: toyAdapters, pinned, cutCases: true }, 'toy/squares/1');
    const whole = checkGoldenFields({ dir: cut, adapters: toyAdapters, pinned }, 'toy/squares/1');
    expect([r.cut, whole.cut]).toEqual([['a.json: 1 of 3 cases'], []]);
    expect([r.fieldsTried, r.problems]).toEqual([whole.fieldsTried, whole.problems]);
    expect(r.problems).toEqual(['note: no replay notices a change of it (tried in b.json, a.json): compare it, or pin it with why not']);
  });
});

describe('goldenSchemaProblems', () => {
  it('names a schema with files but no pins, a pinned schema with no file, and a file without a schema tag', () => {
    const dir = folder('schemas', { 'a.json': squares('x', 2), 'b.json': { cases: [] }, 'c.json': { schema: 'toy/draws/1', script: [1], calls: [] } });
    expect(goldenSchemaProblems({ dir, adapters: toyAdapters, pinned: { 'toy/squares/1': {}, 'toy/gone/1': {} } })).toEqual([
      '1 golden file (b.json) without a schema tag',
      'toy/draws/1: 1 golden file (c.json), but no pins: list its uncompared fields ({} when none)',
      'toy/gone/1: pinned, but no golden file has this schema',
    ]);
  });
});

// The suite itself, on a folder whose pins are right: it registers and passes these tests.
describeGoldenFields({
  dir: folder('suite', { 'a.json': squares('prose', 2), 'b.json': { schema: 'toy/draws/1', script: [7, 8], calls: [{ n: 5, result: 2 }] } }),
  adapters: toyAdapters,
  pinned: { 'toy/squares/1': { note: 'prose' }, 'toy/draws/1': {} },
});
