// Meta-tests over the registry of every shipped ruleset, in the spirit of typescript-eslint's
// rule meta-tests: each ruleset is registered once, documented, consistent with its package, and
// replays its own golden folder.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry, shipped } from './all-rulesets.js';

const packagesDir = fileURLToPath(new URL('../../../packages/', import.meta.url));

describe('the registry of every shipped ruleset', () => {
  it('holds each ruleset once, under distinct ids', () => {
    expect(registry.ids()).toEqual(['generic', 'nethack', 'dcss', 'frogcomposband', 'cthangband']);
  });

  it('finds each package in packages/', () => {
    const dirs = readdirSync(packagesDir).sort();
    for (const { packageDir } of shipped) expect(dirs).toContain(packageDir);
  });
});

for (const { ruleset, packageDir } of shipped) {
  describe(`${ruleset.id} (packages/${packageDir})`, () => {
    const pkgDir = `${packagesDir}${packageDir}/`;
    const pkg = JSON.parse(readFileSync(`${pkgDir}package.json`, 'utf8')) as { name: string; description?: string };
    const readme = readFileSync(`${pkgDir}README.md`, 'utf8');

    it('lives in the package named for it (the generic ruleset in core)', () => {
      expect(pkg.name).toBe(`@turnkeeper/${packageDir}`);
      if (packageDir !== 'core') expect(ruleset.id).toBe(packageDir);
    });

    it('has a title, a description and a docs link', () => {
      expect(ruleset.title.length).toBeGreaterThan(3);
      expect(ruleset.description.length).toBeGreaterThan(20);
      expect(ruleset.docs).toMatch(/\S/);
    });

    it('names every version it covers in its README', () => {
      const missing = ruleset.versions.filter((v) => !readme.includes(v));
      expect(missing, 'versions not mentioned in the README').toEqual([]);
    });

    it('names its time unit in its README and documents each hook', () => {
      expect(readme).toContain(ruleset.units.time.name);
      for (const [hook, text] of Object.entries(ruleset.hooks)) {
        expect(text.length, `hook ${hook} needs a description`).toBeGreaterThan(10);
      }
    });

    it('exports a JSON Schema for actor specs and options, with its versions', () => {
      expect(ruleset.actorSpecJsonSchema()).toHaveProperty('$schema');
      const options = ruleset.optionsJsonSchema() as { properties: { version: { enum: string[]; default: string } } };
      expect(options.properties.version.enum).toEqual([...ruleset.versions]);
      expect(options.properties.version.default).toBe(ruleset.defaultVersion);
    });

    it('creates a loop for every version it covers', () => {
      for (const version of ruleset.versions) expect(ruleset.create({ version }).version).toBe(version);
    });

    if (packageDir !== 'core') {
      it('names the sources of its rules', () => {
        expect(ruleset.sources.length).toBeGreaterThan(0);
      });

      it('keeps golden files under test/golden and replays them from a test', () => {
        expect(existsSync(`${pkgDir}test/golden`)).toBe(true);
        expect(readFileSync(`${pkgDir}test/golden-replay.test.ts`, 'utf8')).toContain('describeGoldenReplay');
        expect(readFileSync(`${pkgDir}test/conformance.test.ts`, 'utf8')).toContain('describeConformance');
      });
    }
  });
}
