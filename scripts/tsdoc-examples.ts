import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Every `.ts` file under `dir`, recursively. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : full.endsWith('.ts') ? [full] : [];
  });
}

/**
 * Exported declarations in the `.ts` files under `dir` whose doc comment (the block right above,
 * `//` lines allowed between) has no `@example`, as `path: name`: the stricter reading of the
 * standard, for every file and not only the package entry.
 */
export function declarationsMissingExamples(dir: string): string[] {
  return sourceFiles(dir).flatMap((path) => {
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
  });
}

/**
 * Names of the symbols a package entry exports whose declarations carry no TSDoc `@example`
 * (the project's standard: every export has TSDoc with an example). Types, values, classes and
 * re-exports are all followed to their declarations.
 */
export function exportsMissingExamples(entryFile: string): string[] {
  const program = ts.createProgram([entryFile], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    customConditions: ['@turnkeeper/source'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryFile);
  if (!source) throw new Error(`cannot read ${entryFile}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return [];
  const missing: string[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declarations = symbol.getDeclarations() ?? [];
    const hasExample = declarations.some((d) => ts.getJSDocTags(d).some((t) => t.tagName.text === 'example'));
    if (!hasExample) missing.push(exported.getName());
  }
  return missing.sort();
}
