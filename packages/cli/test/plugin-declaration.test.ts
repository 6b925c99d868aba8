// How a package declares itself a plugin, and which file each declared entry imports: the two
// functions that hold the declaration format, table-driven.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entryUrl, pluginDeclaration, type Manifest, type PluginDeclaration } from '../src/plugin-declaration.js';

const declarations: [string, Manifest, PluginDeclaration | RegExp][] = [
  ['no "turnkeeper" field', { name: 'x' }, { kind: 'none' }],
  ['an export of the root', { turnkeeper: { rulesets: ['rogue'] } }, { kind: 'plugin', entries: [{ subpath: '.', exportName: 'rogue' }] }],
  [
    'a subpath#export',
    { turnkeeper: { rulesets: ['./analysis#rogueAnalysis'] } },
    { kind: 'plugin', entries: [{ subpath: './analysis', exportName: 'rogueAnalysis' }] },
  ],
  ['a deeper subpath', { turnkeeper: { rulesets: ['./dist/a-b.c#$x_1'] } }, { kind: 'plugin', entries: [{ subpath: './dist/a-b.c', exportName: '$x_1' }] }],
  [
    'both forms',
    { turnkeeper: { rulesets: ['rogue', './analysis#rogueAnalysis'] } },
    {
      kind: 'plugin',
      entries: [
        { subpath: '.', exportName: 'rogue' },
        { subpath: './analysis', exportName: 'rogueAnalysis' },
      ],
    },
  ],
  ['null', { turnkeeper: null }, /^"turnkeeper" in package\.json: got null; expected/],
  ['a string', { turnkeeper: 'rogue' }, /got string/],
  ['a number', { turnkeeper: 7 }, /got number/],
  ['an array', { turnkeeper: ['rogue'] }, /got an array/],
  ['no rulesets', { turnkeeper: {} }, /must be a non-empty list/],
  ['an empty list', { turnkeeper: { rulesets: [] } }, /must be a non-empty list/],
  ['rulesets a string', { turnkeeper: { rulesets: 'rogue' } }, /must be a non-empty list/],
  ['an entry that is a number', { turnkeeper: { rulesets: [42] } }, /42 is not an export name/],
  ['an entry that is not an identifier', { turnkeeper: { rulesets: ['my-game'] } }, /"my-game" is not an export name/],
  ['an export with no subpath', { turnkeeper: { rulesets: ['#rogue'] } }, /"#rogue" is not/],
  ['a subpath that is not relative', { turnkeeper: { rulesets: ['analysis#rogue'] } }, /"analysis#rogue" is not/],
  ['a subpath climbing out', { turnkeeper: { rulesets: ['./../x#rogue'] } }, /is not/],
  ['a multi-line entry', { turnkeeper: { rulesets: ['rogue\nboom'] } }, /is not an export name/],
];

const DIR = join('/', 'p', 'node_modules', 'rogue');
const at = (file: string): string => pathToFileURL(join(DIR, file)).href;
const IMPORT = ['import', 'default'];

const entries: [string, Manifest, string, readonly string[], string | undefined][] = [
  ['exports as a string', { exports: './dist/index.js' }, '.', IMPORT, at('dist/index.js')],
  ['a root conditions object', { exports: { import: './i.js', require: './r.cjs' } }, '.', IMPORT, at('i.js')],
  ['a subpath map', { exports: { '.': { types: './x.d.ts', import: './i.js' } } }, '.', IMPORT, at('i.js')],
  ["the object's key order decides, as in Node", { exports: { '.': { default: './d.js', import: './i.js' } } }, '.', IMPORT, at('d.js')],
  [
    'a source condition first',
    { exports: { '.': { '@turnkeeper/source': './src/index.ts', import: './i.js' } } },
    '.',
    ['@turnkeeper/source', 'import', 'default'],
    at('src/index.ts'),
  ],
  ['nested conditions', { exports: { '.': { node: { import: './n.js' }, default: './d.js' } } }, '.', ['node', 'import'], at('n.js')],
  ['an array of fallbacks', { exports: { '.': [{ require: './r.cjs' }, './f.js'] } }, '.', IMPORT, at('f.js')],
  ['a subpath', { exports: { '.': './i.js', './analysis': { import: './a.js' } } }, './analysis', IMPORT, at('a.js')],
  ['a subpath not exported', { exports: { '.': './i.js' } }, './analysis', IMPORT, undefined],
  ['no condition matches', { exports: { '.': { require: './r.cjs' } } }, '.', IMPORT, undefined],
  ['no exports: main', { main: 'lib/main.js' }, '.', IMPORT, at('lib/main.js')],
  ['no exports, no main: index.js', {}, '.', IMPORT, at('index.js')],
  ['no exports: no subpaths', { main: 'lib/main.js' }, './analysis', IMPORT, undefined],
  ['a target outside the package', { exports: { '.': '../evil.js' } }, '.', IMPORT, undefined],
  ['a target climbing out midway', { exports: { '.': './dist/../../evil.js' } }, '.', IMPORT, undefined],
  ['a target without ./', { exports: { '.': 'dist/index.js' } }, '.', IMPORT, undefined],
  ['exports null', { exports: null, main: 'm.js' }, '.', IMPORT, at('m.js')],
];

describe('the plugin declaration format', () => {
  it('recognises a plugin, its entries, or one line saying what is wrong', () => {
    for (const [name, manifest, want] of declarations) {
      const got = pluginDeclaration(manifest);
      if (want instanceof RegExp) {
        expect(got.kind, name).toBe('broken');
        expect(got.kind === 'broken' ? got.problem : '', name).toMatch(want);
        expect(got.kind === 'broken' ? got.problem : '', name).not.toContain('\n');
      } else expect(got, name).toEqual(want);
    }
    console.log(`plugin declarations: ${declarations.length} cases`);
  });

  it("resolves each entry to a file inside the package, as Node resolves a package's exports", () => {
    for (const [name, manifest, subpath, conditions, want] of entries) {
      expect(entryUrl(DIR, manifest, { subpath, exportName: 'x' }, conditions), name).toBe(want);
    }
    console.log(`plugin entry files: ${entries.length} cases`);
  });
});
