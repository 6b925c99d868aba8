import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, posix } from 'node:path';
import type { Options } from 'tsup';

/** One entry of a package's `exports` as the packages write them (see {@link esmOnlyFiles}). */
interface ExportEntry {
  readonly 'module-sync'?: string;
  readonly import?: { readonly types?: string; readonly default?: string };
  readonly require?: { readonly types?: string; readonly default?: string };
}

/**
 * The files behind the `require` condition of each entry of a package's `exports`: the packages
 * are ESM only, and this is what `require()` meets where it cannot have the ES module.
 *
 * An entry reads `"module-sync": JS, "module": JS, "import": { types, default: JS }, "require":
 * { types: X.require.d.cts, default: X.require.cjs }`. Node ≥ 20.19 / ≥ 22.12 match `module-sync`
 * for `import` and `require()` alike, so `require()` loads the very same ES module (require(esm):
 * one instance, no dual-package hazard); bundlers match `module`. Only older Node, or Node run
 * with `--no-experimental-require-module`, reach `X.require.cjs`, which throws one line saying to
 * use `import` or `import()` (instead of a bare ERR_PACKAGE_PATH_NOT_EXPORTED); `X.require.d.cts`
 * re-exports the ES module's types, which is what `require()` returns wherever it works
 * (TypeScript's `module: nodenext` models that; `node16` reports TS1479, "use a dynamic import").
 *
 * An entry whose module graph has top-level await cannot be loaded by `require()` on any Node, so
 * it has no `module-sync` (nor `module`): every `require()` reaches the stub, which says so, and its
 * types export nothing.
 */
function esmOnlyFiles(name: string, exports: Readonly<Record<string, unknown>>): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  for (const [subpath, value] of Object.entries(exports)) {
    if (typeof value !== 'object' || value === null) continue;
    const entry = value as ExportEntry;
    const js = entry.import?.default;
    const stub = entry.require?.default;
    const types = entry.require?.types;
    if (js === undefined || stub === undefined || types === undefined) continue;
    // These files are written over whatever is there: never let a typo aim them at a real output.
    if (!stub.endsWith('.require.cjs') || !types.endsWith('.require.d.cts')) {
      throw new Error(`${name}: exports["${subpath}"].require must name X.require.d.cts and X.require.cjs; got ${types} and ${stub}`);
    }
    const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
    const requirable = entry['module-sync'] === js;
    const message = requirable
      ? `${specifier} is ESM-only (an ES module package): load it with import, or from CommonJS with await import('${specifier}'). ` +
        'require() loads it too on Node.js >= 20.19 or >= 22.12, unless require(esm) is turned off (--no-experimental-require-module); this is Node.js '
      : `${specifier} is ESM-only (an ES module package): load it with import, or from CommonJS with await import('${specifier}'). ` +
        'require() cannot load it on any Node.js (its module graph uses top-level await); this is Node.js ';
    files.push({
      path: stub,
      text: [
        `// ${specifier} is ESM only: require() reaches this file only where it cannot load the ES module.`,
        `'use strict';`,
        `const error = new Error(${JSON.stringify(message)} + process.version + '.');`,
        `error.code = 'ERR_REQUIRE_ESM';`,
        `throw error;`,
        ``,
      ].join('\n'),
    });
    let target = posix.relative(posix.dirname(types), js);
    if (!target.startsWith('.')) target = `./${target}`;
    files.push({
      path: types,
      text: requirable
        ? `// ${specifier} is ESM only; where require() loads it (Node.js >= 20.19 / >= 22.12) it returns the ES module itself.\nexport * from '${target}';\n`
        : `// ${specifier} is ESM only, and require() cannot load it: use import, or await import('${specifier}').\nexport {};\n`,
    });
  }
  return files;
}

/**
 * The tsup build every package uses: ESM only, declarations, source maps, Node 20, and the
 * `require` fallbacks of {@link esmOnlyFiles}. The output folder is emptied and the fallbacks
 * written here, before the build, with tsup's own `clean` off: tsup's declaration step deletes
 * every `*.d.cts` in the folder when `clean` is on, whenever it happens to start.
 */
export function turnkeeperTsup(entry: string[] = ['src/index.ts'], external: string[] = []): Options {
  // tsup runs in the package's folder.
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; exports: Record<string, unknown> };
  rmSync('dist', { recursive: true, force: true });
  for (const file of esmOnlyFiles(pkg.name, pkg.exports)) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.text);
  }
  return { entry, format: ['esm'], dts: true, clean: false, sourcemap: true, target: 'node20', external };
}
