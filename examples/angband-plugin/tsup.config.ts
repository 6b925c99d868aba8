import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, posix } from 'node:path';
import { defineConfig } from 'tsup';

interface ExportEntry {
  readonly import?: { readonly default?: string };
  readonly require?: { readonly types?: string; readonly default?: string };
}

/**
 * The package is ESM only. Node ≥ 20.19 / 22.12 load it with `require()` too (the `module-sync`
 * condition); older Node, or Node with require(esm) turned off, reach the `require` condition's
 * files instead: a one-line error saying to use `import`, and types that re-export the module's.
 */
function writeRequireFallbacks(): void {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; exports: Record<string, ExportEntry | string> };
  for (const [subpath, entry] of Object.entries(pkg.exports)) {
    if (typeof entry === 'string' || !entry.import?.default || !entry.require?.default || !entry.require.types) continue;
    const specifier = subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`;
    const message = `${specifier} is an ES module: load it with import, or from CommonJS with await import('${specifier}') (require() loads it on Node.js >= 20.19 or >= 22.12); this is Node.js `;
    const target = `./${posix.relative(posix.dirname(entry.require.types), entry.import.default)}`;
    mkdirSync(dirname(entry.require.default), { recursive: true });
    writeFileSync(
      entry.require.default,
      `'use strict';\nconst error = new Error(${JSON.stringify(message)} + process.version + '.');\nerror.code = 'ERR_REQUIRE_ESM';\nthrow error;\n`,
    );
    writeFileSync(entry.require.types, `export * from '${target}';\n`);
  }
}

// The output folder is emptied and the fallbacks written before the build, with tsup's own
// `clean` off: its declaration step would delete the fallback's `.d.cts` whenever it starts.
rmSync('dist', { recursive: true, force: true });
writeRequireFallbacks();

export default defineConfig({
  entry: ['src/index.ts', 'src/analysis/index.ts'],
  format: ['esm'],
  dts: true,
  clean: false,
  sourcemap: true,
  target: 'node20',
});
