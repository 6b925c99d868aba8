import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Every `.ts` file under `dir`, recursively. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : full.endsWith('.ts') ? [full] : [];
  });
}

function hasExample(node: ts.Node): boolean {
  return ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'example');
}

/**
 * The exported top-level declarations (functions, classes, interfaces, types, variables) of every
 * `.ts` file under `dir` whose TSDoc has no `@example`, as `path: name`.
 */
export function declarationsMissingExamples(dir: string): string[] {
  return sourceFiles(dir).flatMap((path) => {
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);
    const missing: string[] = [];
    for (const statement of file.statements) {
      const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) continue;
      const names = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.map((d) => d.name.getText(file))
        : (ts.isFunctionDeclaration(statement) ||
              ts.isClassDeclaration(statement) ||
              ts.isInterfaceDeclaration(statement) ||
              ts.isTypeAliasDeclaration(statement)) &&
            statement.name
          ? [statement.name.text]
          : [];
      if (names.length > 0 && !hasExample(statement)) missing.push(...names.map((name) => `${path}: ${name}`));
    }
    return missing;
  });
}

/**
 * The names a package entry exports whose declarations carry no TSDoc `@example`, re-exports
 * followed to the declarations they name.
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
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`cannot read the exports of ${entryFile}`);
  return checker
    .getExportsOfModule(module)
    .filter((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      return !(symbol.getDeclarations() ?? []).some((d) => hasExample(ts.isVariableDeclaration(d) ? d.parent.parent : d));
    })
    .map((exported) => exported.getName())
    .sort();
}
