import { dirname, relative } from 'node:path';
import type TS from 'typescript';
import { tsdocBlocks, type TsdocBlock } from './tsdoc-blocks.js';

/**
 * Options of {@link exampleErrors}.
 *
 * @example
 * ```ts
 * const options: ExampleErrorsOptions = { tsconfig: 'tsconfig.json' };
 * ```
 */
export interface ExampleErrorsOptions {
  /**
   * The `tsconfig.json` whose compiler options the examples are checked with (the package's own,
   * so that its conditions, `lib` and strictness apply); errors are reported relative to its
   * folder. Without it: strict NodeNext defaults with the `@turnkeeper/source` condition, and
   * paths relative to the working directory.
   */
  readonly tsconfig?: string;
}

/** What the typescript package is, loaded only when the check runs (an optional peer). */
type TypeScript = typeof TS;

/** One example block to check, the module it becomes, and what it may use without importing. */
interface VirtualExample {
  readonly path: string;
  readonly source: string;
  readonly block: TsdocBlock;
  readonly text: string;
}

/** The compiler options of `tsconfig` (or the defaults), never emitting. */
function compilerOptions(ts: TypeScript, tsconfig: string | undefined): TS.CompilerOptions {
  if (tsconfig === undefined)
    return {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      customConditions: ['@turnkeeper/source'],
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    };
  const read = ts.readConfigFile(tsconfig, (p) => ts.sys.readFile(p));
  if (read.error) throw new Error(`cannot read ${tsconfig}: ${ts.flattenDiagnosticMessageText(read.error.messageText, ' ')}`);
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(tsconfig), undefined, tsconfig);
  return { ...parsed.options, noEmit: true };
}

/** The node whose text holds a declaration's doc comment (a `const`'s is on its statement). */
function documentedNode(ts: TypeScript, d: TS.Declaration): TS.Node {
  return ts.isVariableDeclaration(d) && ts.isVariableDeclarationList(d.parent) ? d.parent.parent : d;
}

/** The names a block declares or imports at its top level: those it does not take from its file. */
function namesOf(ts: TypeScript, code: string): { used: Set<string>; declared: Set<string> } {
  const file = ts.createSourceFile('block.ts', code, ts.ScriptTarget.ES2022, true);
  const used = new Set<string>();
  const declared = new Set<string>();
  const bindings = (node: TS.Node): void => {
    if (ts.isIdentifier(node)) declared.add(node.text);
    else ts.forEachChild(node, bindings);
  };
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause) bindings(statement.importClause);
    else if (ts.isVariableStatement(statement)) for (const d of statement.declarationList.declarations) bindings(d.name);
    else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    )
      declared.add(statement.name.text);
  }
  const visit = (node: TS.Node): void => {
    if (ts.isIdentifier(node)) used.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { used, declared };
}

/** The names `file` exports, each marked type-only or not (an import of a type needs `type`). */
function fileExports(ts: TypeScript, checker: TS.TypeChecker, file: TS.SourceFile | undefined): Map<string, boolean> {
  const module = file && checker.getSymbolAtLocation(file);
  const names = new Map<string, boolean>();
  if (!module) return names;
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    names.set(exported.getName(), (symbol.flags & ts.SymbolFlags.Value) === 0);
  }
  return names;
}

/**
 * The module one block becomes: a first line importing what the block uses of its own file's
 * exports and does not declare itself, the block, and `export {}` (so that blocks never share a
 * scope).
 */
function exampleModule(ts: TypeScript, code: string, sourcePath: string, own: ReadonlyMap<string, boolean>): string {
  const { used, declared } = namesOf(ts, code);
  const names = [...own].filter(([name]) => used.has(name) && !declared.has(name)).map(([name, typeOnly]) => (typeOnly ? `type ${name}` : name));
  const base = sourcePath.slice(sourcePath.lastIndexOf('/') + 1).replace(/\.ts$/, '.js');
  const header = names.length > 0 ? `import { ${names.join(', ')} } from './${base}';` : '';
  return `${header}\n${code}\nexport {};\n`;
}

/**
 * Every export of `files` without a TSDoc `@example`, and every TypeScript error in the ```ts
 * blocks of the TSDoc of those exports (their members' included), re-exports followed to the
 * declarations they name as {@link sourceExports} does. Each block is type-checked as a module of
 * its own standing beside its source file, so relative and package imports resolve as they do
 * there, and it may use its own file's exports without importing them; a fragment names the rest
 * of its context with `declare const` lines at its top. All blocks are checked in one program.
 * Returns `path:line: message` per error (the line of the source file) and `path: name has no
 * TSDoc @example` per undocumented export; empty when every example compiles. Declarations outside
 * the tsconfig's folder (another package's, a library's) are not checked. Needs the `typescript`
 * package (an optional peer dependency of `@turnkeeper/core`).
 *
 * @example
 * ```ts
 * import { fileURLToPath } from 'node:url';
 * import { expect } from 'vitest';
 * import { exampleErrors } from '@turnkeeper/core/conformance';
 * const at = (path: string): string => fileURLToPath(new URL(path, import.meta.url)); // from a test file
 * expect(await exampleErrors([at('../src/index.ts')], { tsconfig: at('../tsconfig.json') })).toEqual([]);
 * ```
 */
export async function exampleErrors(files: readonly string[], options: ExampleErrorsOptions = {}): Promise<string[]> {
  const ts = (await import('typescript')).default;
  const compiler = compilerOptions(ts, options.tsconfig);
  const root = options.tsconfig === undefined ? process.cwd() : dirname(options.tsconfig);
  const shown = (path: string): string => relative(root, path) || path;
  const virtual = new Map<string, string>();
  const host = ts.createCompilerHost(compiler, true);
  // The host serves the example modules from memory and everything else from disk.
  const disk = { getSourceFile: host.getSourceFile.bind(host), fileExists: host.fileExists.bind(host), readFile: host.readFile.bind(host) };
  host.getSourceFile = (name, language, onError, create) => {
    const text = virtual.get(name);
    return text === undefined ? disk.getSourceFile(name, language, onError, create) : ts.createSourceFile(name, text, language, true);
  };
  host.fileExists = (name) => virtual.has(name) || disk.fileExists(name);
  host.readFile = (name) => virtual.get(name) ?? disk.readFile(name);

  const program = ts.createProgram({ rootNames: [...files], options: compiler, host });
  const checker = program.getTypeChecker();
  const problems: string[] = [];
  const examples: VirtualExample[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const entry = program.getSourceFile(file);
    const module = entry && checker.getSymbolAtLocation(entry);
    if (!module) continue;
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declarations = symbol.getDeclarations() ?? [];
      if (!declarations.some((d) => ts.getJSDocTags(d).some((t) => t.tagName.text === 'example')))
        problems.push(`${shown(file)}: ${exported.getName()} has no TSDoc @example`);
      for (const d of declarations) {
        const source = d.getSourceFile();
        const path = source.fileName;
        if (source.isDeclarationFile || path.includes('/node_modules/') || relative(root, path).startsWith('..')) continue;
        const node = documentedNode(ts, d);
        const key = `${path}:${node.getFullStart()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const start = source.getLineAndCharacterOfPosition(node.getFullStart()).line + 1;
        const own = fileExports(ts, checker, source);
        for (const block of tsdocBlocks(source.text.slice(node.getFullStart(), node.end), start)) {
          const virtualPath = path.replace(/\.ts$/, `.tsdoc-${block.line}.ts`);
          examples.push({ path: virtualPath, source: path, block, text: exampleModule(ts, block.code, path, own) });
        }
      }
    }
  }
  for (const e of examples) virtual.set(e.path, e.text);
  const checked = ts.createProgram({ rootNames: [...files, ...virtual.keys()], options: compiler, host, oldProgram: program });
  for (const e of examples) {
    const file = checked.getSourceFile(e.path);
    if (!file) continue;
    for (const d of [...checked.getSyntacticDiagnostics(file), ...checked.getSemanticDiagnostics(file)]) {
      const line = e.block.line - 1 + (d.start === undefined ? 0 : file.getLineAndCharacterOfPosition(d.start).line);
      problems.push(`${shown(e.source)}:${line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    }
  }
  return problems;
}
