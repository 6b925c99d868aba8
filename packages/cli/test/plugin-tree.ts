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
 * A plugin package whose root module is `source` (an ES module), declaring `exports` as the
 * rulesets it provides.
 */
export function plugin(name: string, exports: readonly string[], source: string): FixturePackage {
  return {
    name,
    manifest: { name, version: '1.0.0', type: 'module', exports: { '.': './index.js' }, turnkeeper: { rulesets: exports } },
    files: { 'index.js': source },
  };
}

/** A good third-party plugin: core's generic ruleset under another id and title. */
export function goodPlugin(name: string, id: string): FixturePackage {
  return plugin(name, [id], `import { generic } from '@turnkeeper/core';\nexport const ${id} = { ...generic, id: '${id}', title: 'A good third-party ruleset (${id})' };\n`);
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
