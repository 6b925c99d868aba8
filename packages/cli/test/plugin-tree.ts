// Fixture projects for the end-to-end tests of plugin discovery: a temporary folder whose
// node_modules holds the packages a test describes (good, broken, hostile), with @turnkeeper/core
// linked in so that fixture plugins can build on its generic ruleset as a real plugin would.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace's core package, linked into every fixture project. */
const CORE = fileURLToPath(new URL('../../core', import.meta.url));

/** A package of a fixture project: its package.json and its files (path → text). */
export interface FixturePackage {
  readonly name: string;
  /** The package.json, as an object (written as JSON) or as raw text. */
  readonly manifest: Record<string, unknown> | string;
  readonly files?: Readonly<Record<string, string>>;
}

/**
 * A plugin package whose root module is `source` (an ES module), declaring `entries` as its
 * rulesets (`"turnkeeper": { "rulesets": entries }`: bare names are exports of the root).
 */
export function plugin(name: string, entries: readonly string[], source: string): FixturePackage {
  return {
    name,
    manifest: { name, version: '1.0.0', type: 'module', exports: { '.': './index.js' }, turnkeeper: { rulesets: entries } },
    files: { 'index.js': source },
  };
}

/** The imports a fixture plugin builds on: core's generic ruleset and its analysis. */
export const FROM_CORE = `import { generic } from '@turnkeeper/core';\nimport { genericAnalysis } from '@turnkeeper/core/analysis';\n`;

/** JavaScript for core's generic ruleset under another id (and title): `meta` says the same id. */
export function rulesetAs(id: string, title = `A third-party ruleset (${id})`): string {
  return `{ ...generic, id: ${JSON.stringify(id)}, meta: { ...generic.meta, id: ${JSON.stringify(id)}, title: ${JSON.stringify(title)} } }`;
}

/** JavaScript for core's generic analysis answering for `ruleset` (JavaScript too). */
export function analysisFor(ruleset: string): string {
  return `{ ...genericAnalysis, ruleset: ${ruleset} }`;
}

/**
 * A good third-party plugin, laid out as the contract asks: an `./analysis` subpath exporting
 * `<id>Analysis` (core's generic analysis, for a ruleset of that id), declared as
 * `"./analysis#<id>Analysis"`.
 */
export function goodPlugin(name: string, id: string): FixturePackage {
  return {
    name,
    manifest: {
      name,
      version: '1.0.0',
      type: 'module',
      exports: { '.': './index.js', './analysis': './analysis.js' },
      turnkeeper: { rulesets: [`./analysis#${id}Analysis`] },
    },
    files: {
      'index.js': `import { generic } from '@turnkeeper/core';\nexport const ${id} = ${rulesetAs(id, `A good third-party ruleset (${id})`)};\n`,
      'analysis.js': `import { genericAnalysis } from '@turnkeeper/core/analysis';\nimport { ${id} } from './index.js';\nexport const ${id}Analysis = ${analysisFor(id)};\n`,
    },
  };
}

/**
 * Makes a fixture project in a new temporary folder and returns the folder: `project/` with a
 * `node_modules` holding `packages` (and core, linked); `extra` can then damage the tree further.
 */
export function fixtureProject(packages: readonly FixturePackage[], extra?: (project: string) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'turnkeeper-plugins-'));
  const project = join(root, 'project');
  const nm = join(project, 'node_modules');
  mkdirSync(join(nm, '@turnkeeper'), { recursive: true });
  symlinkSync(CORE, join(nm, '@turnkeeper', 'core'), 'dir');
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'a-game', private: true, type: 'module' }));
  for (const p of packages) {
    const dir = join(nm, p.name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), typeof p.manifest === 'string' ? p.manifest : JSON.stringify(p.manifest, null, 2));
    for (const [file, text] of Object.entries(p.files ?? {})) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
  }
  extra?.(project);
  return project;
}
