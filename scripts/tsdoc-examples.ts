import ts from 'typescript';

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
