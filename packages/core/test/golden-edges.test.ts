// The golden kit at its edges: discovery through symbolic links (loops, dangling links) ends
// with a typed error naming the path, never a raw ENOENT or ELOOP; firstDifference compares Maps,
// Sets, Dates and objects of different classes instead of calling them equal; the fields a replay
// never compares are found by changing each in turn.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverGoldenFiles, firstDifference, formatDifference, loadGoldenFile, replayGoldenData, uncomparedGoldenFields } from '../src/conformance/index.js';
import { GoldenFormatError } from '../src/index.js';
import { toyAdapters } from './fixtures/toy-adapters.js';

const root = mkdtempSync(join(tmpdir(), 'turnkeeper-golden-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A golden folder with one file and the links `make` adds. */
function folder(name: string, make: (dir: string) => void): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'traces'), { recursive: true });
  writeFileSync(join(dir, 'traces', 'a.json'), '{"schema":"toy/squares/1"}');
  make(dir);
  return dir;
}

function refusal(dir: string): GoldenFormatError {
  try {
    discoverGoldenFiles(dir);
  } catch (e) {
    if (e instanceof GoldenFormatError) return e;
    throw new Error(`an untyped error: ${String(e)}`, { cause: e });
  }
  throw new Error('no error');
}

describe('discoverGoldenFiles and symbolic links', () => {
  it('refuses a link back to an enclosing folder (a loop), naming the link', () => {
    const dir = folder('loop', (d) => {
      symlinkSync('..', join(d, 'traces', 'up'));
    });
    const e = refusal(dir);
    expect(e.code).toBe('GOLDEN_FORMAT');
    expect(e.message).toMatch(/^traces\/up: \(root\): a symbolic link loop: this folder is the golden folder again/);
  });

  it('refuses a link that resolves to itself (ELOOP) and a dangling link (ENOENT), naming each', () => {
    const self = folder('self', (d) => {
      symlinkSync('me', join(d, 'me'));
    });
    expect(refusal(self).message).toBe('me: (root): a symbolic link loop (a link that resolves to itself) (ELOOP)');
    const dangling = folder('dangling', (d) => {
      symlinkSync('nowhere', join(d, 'traces', 'gone.json'));
    });
    expect(refusal(dangling).message).toBe('traces/gone.json: (root): a broken symbolic link, or a file that cannot be read (ENOENT)');
    expect(refusal(join(root, 'no-such-folder')).message).toBe('.: (root): a golden folder that cannot be read (ENOENT)');
  });

  it('follows a link to a folder outside the walk, which is no loop', () => {
    const shared = folder('shared', () => undefined);
    const dir = folder('linked', (d) => {
      symlinkSync(join(shared, 'traces'), join(d, 'more'));
    });
    expect(discoverGoldenFiles(dir)).toEqual(['more/a.json', 'traces/a.json']);
  });

  it('names a golden file it cannot read', () => {
    expect(() => loadGoldenFile(join(root, 'nope.json'))).toThrow(GoldenFormatError);
    expect(() => loadGoldenFile(join(root, 'nope.json'))).toThrow(/nope\.json: \(root\): a golden file that cannot be read \(ENOENT\)/);
  });
});

describe('firstDifference beyond JSON', () => {
  it('compares Maps by key and value, in order, and names the key', () => {
    expect(firstDifference(new Map([['a', 1]]), new Map([['a', 2]]))).toEqual({ path: '.get("a")', expected: 1, actual: 2 });
    expect(firstDifference({ m: new Map([[1, { x: 1 }]]) }, { m: new Map([[1, { x: 2 }]]) })).toEqual({ path: 'm.get(1).x', expected: 1, actual: 2 });
    expect(firstDifference(new Map([['a', 1]]), new Map())).toMatchObject({ path: '.get("a")', note: 'missing in actual' });
    expect(firstDifference(new Map(), new Map([['b', 1]]))).toMatchObject({ path: '.get("b")', note: 'unexpected key' });
    expect(firstDifference(new Map([['a', [1, 2]]]), new Map([['a', [1, 2]]]))).toBeNull();
  });

  it('compares Sets by their members, deeply for objects', () => {
    expect(firstDifference(new Set([1, 2]), new Set([1, 3]))).toMatchObject({ expected: 2, note: 'a member of the expected Set is missing in actual' });
    expect(firstDifference(new Set([1]), new Set([1, 2]))).toMatchObject({ actual: 2, note: 'the actual Set has a member not expected' });
    expect(firstDifference(new Set([{ a: 1 }]), new Set([{ a: 1 }]))).toBeNull();
    expect(firstDifference(new Set([{ a: 1 }]), new Set([{ a: 2 }]))).not.toBeNull();
  });

  it('compares Dates by their time, and tells classes apart', () => {
    expect(firstDifference(new Date(0), new Date(1))).toMatchObject({ note: 'different dates' });
    expect(firstDifference({ at: new Date(5) }, { at: new Date(5) })).toBeNull();
    expect(firstDifference(new Map(), {})).toMatchObject({ note: 'Map vs object' });
    expect(firstDifference(new Set(), new Map())).toMatchObject({ note: 'Set vs Map' });
    expect(firstDifference(/a/g, /a/i)).not.toBeNull();
  });

  it('shows Maps, Sets and Dates by their contents in the report', () => {
    const d = firstDifference({ m: new Map([['k', 1]]) }, { m: new Set([1]) });
    expect(d && formatDifference(d)).toBe('first difference at m: expected Map(1) [["k",1]], actual Set(1) [1] (Map vs Set)');
    const t = firstDifference(new Date(0), new Date(86_400_000));
    expect(t && formatDifference(t)).toBe(
      'first difference at (root): expected Date 1970-01-01T00:00:00.000Z, actual Date 1970-01-02T00:00:00.000Z (different dates)',
    );
  });
});

describe('replayGoldenData and uncomparedGoldenFields', () => {
  it('replays parsed data like the file it came from, and fails a changed copy', () => {
    const data = { schema: 'toy/squares/1', cases: [{ n: 3, square: 9 }] };
    expect(replayGoldenData(data, 'squares.json', toyAdapters).ok).toBe(true);
    const wrong = replayGoldenData({ ...data, cases: [{ n: 3, square: 10 }] }, 'squares.json', toyAdapters);
    expect(!wrong.ok && wrong.report).toBe('squares.json (toy/squares/1) cases: first difference at [0].square: expected 10, actual 9');
  });

  it('lists the fields whose change no replay notices, and only those', () => {
    const dir = join(root, 'coverage');
    mkdirSync(dir, { recursive: true });
    // `note` is prose the toy adapter never reads; `schema`, `cases[].n` and `cases[].square` are compared.
    writeFileSync(join(dir, 'a.json'), JSON.stringify({ schema: 'toy/squares/1', note: 'squares', cases: [{ n: 2, square: 4 }] }));
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ schema: 'toy/squares/1', cases: [{ n: 5, square: 25 }], source: { by: 'hand' } }));
    expect(uncomparedGoldenFields(dir, ['a.json', 'b.json'], toyAdapters)).toEqual([
      { path: 'note', files: ['a.json'] },
      { path: 'source.by', files: ['b.json'] },
    ]);
  });

  it('refuses files that do not replay as they are', () => {
    const dir = join(root, 'coverage-bad');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'a.json'), JSON.stringify({ schema: 'toy/squares/1', cases: [{ n: 2, square: 5 }] }));
    expect(() => uncomparedGoldenFields(dir, ['a.json'], toyAdapters)).toThrow(GoldenFormatError);
    expect(() => uncomparedGoldenFields(dir, ['a.json'], toyAdapters)).toThrow(
      /^a\.json: \(root\): the file must replay as it is before its fields are changed, but: a\.json \(toy\/squares\/1\) cases: first difference at \[0\]\.square/,
    );
  });
});
